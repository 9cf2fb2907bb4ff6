// SPDX-License-Identifier: GPL-3.0-or-later

import Benchmark
import InkyCore
import InkyData

/// Registers the safety screen's benchmarks: reading its files or its snapshot, and screening 20,000 generated journal
/// sentences (the target is at most 5 µs a line: the wall clock of one iteration divided by 20,000).
/// `lexiconFiles` is every file of `Lexicons/` keyed "Lexicons/<name>".
func safetyBenchmarks(lexiconFiles: [String: String]) {
    let words = lexiconFiles[SafetyScreen.wordsPath] ?? "", rules = lexiconFiles[SafetyScreen.rulesPath] ?? ""
    let model = lexiconFiles[SafetyScreen.modelPath] ?? ""
    var generator = AnalyzerSentenceGenerator(seed: 2026)
    // One line in fifty speaks of suicide or self-harm, or looks like it (an idiom, someone else, a negation).
    let rare = ["this commute is killing me", "I keep thinking everyone would be better off without me",
                "the battery died on the way home", "my friend told me she has been cutting again",
                "I would never hurt myself, just tired", "I want to end it all tonight"]
    let sentences = (0..<20_000).map { $0 % 50 == 0 ? rare[($0 / 50) % rare.count] : generator.sentence() }

    Benchmark("Safety screen: 20,000 sentences",
              configuration: .init(metrics: [.wallClock, .throughput], maxDuration: .seconds(5))) { benchmark in
        let screen = SafetyScreen.parse(words: words, rules: rules, model: model).0 // (rules and model, as shipped)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for sentence in sentences {
                blackHole(screen.assess(sentence))
            }
        }
    }

    Benchmark("Safety screen: read the rules") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(SafetyScreen.parse(words: words, rules: rules, model: model))
        }
    }

    // What every process does instead of reading the files: the snapshot compiled in at build time.
    Benchmark("Safety screen: read the embedded snapshot") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(EmbeddedData.safetySnapshot.flatMap(SafetyScreen.init(snapshot:)))
        }
    }
}
