// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import InkyCLI
@testable import InkyCore
import InkyData
@testable import InkyStore

/// Every reader of text inky ships: nothing it is given makes it crash, hang or break its promises.
/// (See `FuzzLoop` for the mutations, the seed and the longer run.)
@Suite("Fuzzing")
struct FuzzTests {
    static let prompts = EmbeddedData.files(in: "Prompts")
    static let lexicons = EmbeddedData.files(in: "Lexicons")

    /// The development set's sentences and the shipped lexicons' lines: text shaped like journal text.
    static let sentences: [String] = {
        let devSet = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../InkyCoreTests/Analysis/dev-set.tsv").standardizedFileURL
        let lines = (try? String(contentsOf: devSet, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
        return lines.filter { !$0.hasPrefix("#") }.compactMap { $0.split(separator: "\t").last.map(String.init) }
    }()

    static let analyzer = TextAnalyzer(lexicons: try! LexiconSet.load(files: lexicons))

    static func analysisProblem(_ result: TextAnalysis) -> String? {
        guard result.valence.isFinite, (-1...1).contains(result.valence) else { return "valence \(result.valence)" }
        guard result.arousal.isFinite, (0...1).contains(result.arousal) else { return "arousal \(result.arousal)" }
        guard result.confidence.isFinite, (0...1).contains(result.confidence) else { return "confidence \(result.confidence)" }
        let p = result.emotions.probabilities
        guard p.allSatisfy({ $0.isFinite && $0 >= 0 }), abs(p.reduce(0, +) - 1) <= 1e-9 else { return "distribution \(p)" }
        return nil
    }

    @Test func analyzer() {
        #expect(Self.sentences.count > 500)
        let findings = FuzzLoop.run("analyzer", corpus: Self.sentences, iterations: FuzzLoop.iterations * 2,
                                    target: { Self.analyzer.analyze($0) }, check: { _, result in Self.analysisProblem(result) })
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func flowParserAndValidator() {
        let flows = Self.prompts.filter { FlowLibrary.isFlowFile($0.key, $0.value) }.map(\.value)
        #expect(flows.count >= 2)
        let findings = FuzzLoop.run("flows", corpus: flows, target: { text -> (FlowScript?, [LintDiagnostic]) in
            let (flow, problems) = FlowParser.parse(text, file: "fuzz.yaml")
            return (flow, problems + (flow.map(FlowValidator.validate) ?? []))
        }, check: { _, result in
            guard let flow = result.0, !result.1.contains(where: { $0.severity == .error }) else { return nil }
            // A flow that passes lint can be run: its start state exists and it asks a first question.
            guard flow.states.contains(where: { $0.id == flow.start }) else { return "valid flow without its start state" }
            var session = ReflectionSession(flow: flow, slots: ["name": "Sam"], seed: 1)
            _ = session.start()
            for answer in ["fine", "not great at work", "", "book it"] { _ = session.respond(.answer(answer)) }
            _ = session.respond(.done)
            return nil
        })
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func otherPromptFiles() {
        var findings: [FuzzLoop.Finding] = []
        let corpus = Array(Self.prompts.values)
        findings += FuzzLoop.run("onboarding", corpus: corpus, target: { OnboardingScript.parse($0) })
        findings += FuzzLoop.run("safety-message", corpus: corpus, target: { SafetyPrompts.parse($0) },
                                 check: { _, result in result.0?.message.isEmpty == true ? "an empty safety message was accepted" : nil })
        findings += FuzzLoop.run("affirmations", corpus: corpus, target: { Affirmations.parse($0) })
        findings += FuzzLoop.run("conversation-settings", corpus: corpus, target: { ConversationSettings.parse($0) },
                                 check: { _, result in result.0?.partsOfDay.isEmpty == true ? "settings without parts of the day were accepted" : nil })
        #expect(findings.isEmpty, "\(findings)")
    }

    /// The reply words, and the readers of replies over journal-like sentences.
    @Test func replyWordsAndReaders() throws {
        let original = try #require(Self.lexicons[ReplyLexicon.path])
        var findings = FuzzLoop.run("replies", corpus: [original], target: { ReplyLexicon.parse($0) })
        let lexicon = ReplyLexicon.parse(original).0
        findings += FuzzLoop.run("step-reply", corpus: Self.sentences, target: { StepReply.read($0, lexicon: lexicon) })
        findings += FuzzLoop.run("next-step", corpus: Self.sentences, target: { NextStep.read($0, goalPrefix: "goal:", lexicon: lexicon) },
                                 check: { _, result in
            result != .nothing && result.text?.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty != false ? "an empty step was kept" : nil
        })
        findings += FuzzLoop.run("offered-options", corpus: Self.sentences, target: {
            OfferedOptions.pick($0, question: "How does your body feel: tired, restless, settled?", lexicon: lexicon)
        })
        #expect(findings.isEmpty, "\(findings)")
    }

    /// The words for saying back what was said, and the readers of people and phrases over journal-like sentences.
    @Test func echoWordsAndReaders() throws {
        let original = try #require(Self.lexicons[EchoLexicon.path])
        var findings = FuzzLoop.run("echo", corpus: [original], target: { EchoLexicon.parse($0) })
        let lexicon = EchoLexicon.parse(original).0
        findings += FuzzLoop.run("echo-person", corpus: Self.sentences, target: { EchoSlots.person(in: $0, lexicon: lexicon) },
                                 check: { _, person in person?.isEmpty == true ? "an empty person was found" : nil })
        findings += FuzzLoop.run("echo-phrase", corpus: Self.sentences, target: { EchoSlots.phrase(in: $0, lexicon: lexicon, analyzer: Self.analyzer) },
                                 check: { _, phrase in
            guard let phrase else { return nil }
            let words = phrase.split(separator: " ").count
            return words < 3 || words > 16 ? "a phrase of \(words) words" : nil
        })
        #expect(findings.isEmpty, "\(findings)")
    }

    /// One lexicon file mutated at a time among the shipped others: either a diagnostic or a working analyzer.
    @Test(arguments: ["emotions.tsv", "emotion-phrases.tsv", "modifiers.tsv", "categories.tsv", "settings.tsv", "topics.tsv",
                      "emoji.tsv", "stopwords.tsv", "emotion-slang.tsv"])
    func lexiconLoader(file: String) throws {
        let path = try #require(Self.lexicons.keys.first { $0.hasSuffix("/" + file) })
        let original = try #require(Self.lexicons[path])
        // Whole-set loads are slow in a debug build (0.1 s): a fortieth of the iterations, on this file's own lines.
        let findings = FuzzLoop.run("lexicon-\(file)", corpus: [original], iterations: max(8, FuzzLoop.iterations / 40), target: { text in
            var files = Self.lexicons
            files[path] = text
            return TextAnalyzer(lexicons: try LexiconSet.load(files: files))
        }, check: { _, analyzer in
            for sentence in ["I was not very happy today but the walk was lovely :)", "WORK!!! so tired 😭", ""] {
                if let problem = Self.analysisProblem(analyzer.analyze(sentence)) { return problem }
            }
            return nil
        })
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func safetyAndFeelingsLists() {
        var findings: [FuzzLoop.Finding] = []
        let rules = Self.lexicons.first { $0.key.hasSuffix("/safety.tsv") }!.value
        let words = Self.lexicons.first { $0.key.hasSuffix("safety-words.tsv") }!.value
        let probe = "I want to hurt myself, but not today... kms lol; my friend said she'd end it"
        findings += FuzzLoop.run("safety-rules", corpus: [rules], target: { SafetyScreen.parse(words: words, rules: $0).0 },
                                 check: { _, screen in _ = screen.assess(probe); return nil })
        findings += FuzzLoop.run("safety-words", corpus: [words], target: { SafetyScreen.parse(words: $0, rules: rules).0 },
                                 check: { _, screen in _ = screen.assess(probe); return nil })
        // The model's settings and its first 400 features: every kind of row, without parsing 11,000 each time.
        let model = Self.lexicons.first { $0.key.hasSuffix("safety-model.tsv") }!.value
            .split(separator: "\n", omittingEmptySubsequences: false).prefix(420).joined(separator: "\n")
        findings += FuzzLoop.run("safety-model", corpus: [model], target: { SafetyModel.parse($0).0 },
                                 check: { _, reader in _ = reader.read(probe); return nil })
        let feelings = Self.lexicons.first { $0.key.hasSuffix("feelings.tsv") }!.value
        findings += FuzzLoop.run("feelings", corpus: [feelings], target: { FeelingsList.parse($0) })
        #expect(findings.isEmpty, "\(findings)")
    }

    /// Settings typed at `inky config set`, dates given to `--date`, and `INKY_NOW`.
    @Test func settingsDatesAndClock() {
        let values = ["Sam", "on", "off", "20:30", "mostly-okay", "up and down", "heavy", "2026-11-22", "yesterday", "-3",
                      "3 days ago", "last monday", "2026-11-22T21:00:00", "2026-11-22T21:00:00+05:30", "2026-11-22T21:00Z"]
        let today = Day("2026-11-22")!
        var findings: [FuzzLoop.Finding] = []
        findings += FuzzLoop.run("settings", corpus: values, target: { value in SettingKey.allCases.map { $0.normalise(value) } },
                                 check: { _, normalised in
            normalised.compactMap { $0 }.contains { $0.count > 4096 } ? "a setting value over 4 KiB was accepted" : nil
        })
        // A parsed day may lie in the future (`--date` then refuses it, exit 3); it must read back as itself.
        findings += FuzzLoop.run("dates", corpus: values, target: { DayParser.parse($0, today: today) },
                                 check: { _, day in
            guard let day else { return nil }
            return DayParser.parse(day.description, today: today) == day ? nil : "\(day) does not read back as itself"
        })
        findings += FuzzLoop.run("inky-now", corpus: values, target: { WallClock.parse($0, in: TimeZone(identifier: "UTC")!) })
        #expect(findings.isEmpty, "\(findings)")
    }

    /// An encrypted journal's header and body: a changed byte anywhere never opens, and never crashes.
    @Test func sealedFiles() throws {
        let key = try JournalKey(passphrase: Array("fuzz".utf8), kdf: KDFParameters(log2N: 10, r: 8, p: 1))
        let image = Data("SQLite format 3\0 pretend pages".utf8)
        let sealed = try SealedImage.seal(image, key: key, generation: 7)
        let original = String(decoding: sealed, as: UTF8.self)
        var findings: [FuzzLoop.Finding] = []
        findings += FuzzLoop.run("sealed-header", corpus: [original], target: { text in
            let bytes = Array(text.utf8)
            return (bytes, try SealedHeader.parse(bytes))
        }, check: { _, parsed in
            let (bytes, (header, length)) = parsed
            return header.bytes == Array(bytes.prefix(length)) ? nil : "a header that does not re-encode to its bytes"
        })
        // Mutate raw bytes (not via String, which would change invalid UTF-8): every change must fail to open.
        var random = SeededGenerator(seed: FuzzLoop.seed)
        let raw = Array(sealed)
        for iteration in 0..<FuzzLoop.iterations {
            var bytes = raw
            for _ in 0..<Int.random(in: 1...3, using: &random) { FuzzLoop.mutate(&bytes, corpus: [raw], using: &random) }
            guard bytes != raw else { continue }
            if let opened = try? SealedImage.open(Data(bytes), key: key, passphrase: nil) {
                findings.append(FuzzLoop.Finding(target: "sealed-body", iteration: iteration,
                                                 problem: "a changed file opened (\(opened.image.count) bytes)"))
            }
        }
        #expect(findings.isEmpty, "\(findings)")
    }
}
