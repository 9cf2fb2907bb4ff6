// SPDX-License-Identifier: GPL-3.0-or-later

import Benchmark
import InkyCore
import InkyData

/// Registers the text analyzer's benchmarks: analysing 20,000 generated journal sentences, loading
/// the lexicons, and reading their build-time snapshot. `lexiconFiles` is every file of `Lexicons/` keyed "Lexicons/<name>".
func analyzerBenchmarks(lexiconFiles: [String: String]) {
    var generator = AnalyzerSentenceGenerator(seed: 2026)
    let sentences = generator.sentences(count: 20_000)

    Benchmark("Analyzer: 20,000 sentences",
              configuration: .init(metrics: [.wallClock, .throughput], maxDuration: .seconds(5))) { benchmark in
        guard let lexicons = try? LexiconSet.load(files: lexiconFiles) else { return }
        let analyzer = TextAnalyzer(lexicons: lexicons)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for sentence in sentences {
                blackHole(analyzer.analyze(sentence))
            }
        }
    }

    Benchmark("Lexicons: load") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? LexiconSet.load(files: lexiconFiles))
        }
    }

    // What a command does instead: decode the build-time snapshot embedded in the binary and read it.
    Benchmark("Lexicons: read the embedded snapshot") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(EmbeddedData.lexiconSnapshot.flatMap(LexiconSet.init(snapshot:)))
        }
    }
}

/// Deterministic journal-like sentences mixing lexicon words, modifiers, emoji and filler.
struct AnalyzerSentenceGenerator {
    private var generator: SeededGenerator

    init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

    static let openings = ["Today", "This morning", "After work", "At lunch", "Tonight", "Honestly", "Yesterday",
                           "On the bus", "After the meeting", "At my sister's place"]
    static let subjects = ["I felt", "I was", "the team was", "my boss seemed", "the kids were", "we were",
                           "my partner was", "everything felt", "the gym was", "dinner was"]
    static let modifiers = ["", "", "very", "really", "so", "not", "never", "kind of", "a bit", "extremely",
                            "SO", "sooo", "slightly", "totally", "not very"]
    static let cues = ["happy", "sad", "tired", "anxious", "great", "awful", "calm", "grateful", "lonely", "furious",
                       "excited", "stressed", "proud", "ashamed", "relaxed", "hopeful", "overwhelmed", "bored",
                       "not bad", "over the moon", "burnt out", "fed up", "at peace", "meh", "stoked"]
    static let endings = [".", ".", "!", "!!!", "?", " :)", " :(", " 😭", " 🙂", " ❤️", "...", " lol"]
    static let fillers = ["at work", "with my mom", "about the deadline", "after a long walk", "before bed",
                          "at the doctor's", "with friends", "about money", "in the garden", "on the phone"]

    mutating func pick(_ list: [String]) -> String { list[Int(generator.next() % UInt64(list.count))] }

    mutating func sentence() -> String {
        var parts = [pick(Self.openings), pick(Self.subjects)]
        let modifier = pick(Self.modifiers)
        if !modifier.isEmpty { parts.append(modifier) }
        parts.append(pick(Self.cues))
        parts.append(pick(Self.fillers))
        if generator.next() % 3 == 0 {
            parts.append(generator.next() % 2 == 0 ? "but" : "and")
            parts.append(pick(Self.cues))
        }
        return parts.joined(separator: " ") + pick(Self.endings)
    }

    mutating func sentences(count: Int) -> [String] {
        (0..<count).map { _ in sentence() }
    }
}
