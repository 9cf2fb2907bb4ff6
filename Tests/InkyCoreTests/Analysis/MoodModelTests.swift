// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import InkyCore

/// The analyzer's learned layer (`Lexicons/mood-model.tsv`): its file, how it reads a line, and how its
/// reading replaces the lexicon's valence and named emotion.
@Suite("Mood model")
struct MoodModelTests {
    static let zeros = Array(repeating: "0", count: MoodModel.columns).joined(separator: "\t")

    /// A model of a few rows: every setting present, reading weights zero unless given.
    static func model(bias: String = zeros, reading: [String: String] = [:], rows: [String] = []) -> String {
        var text = "# a test model\n@norm\t0\n@bias\t\(bias)\n"
        for name in MoodModel.readingNames { text += "\(name)\t\(reading[name] ?? zeros)\n" }
        return text + rows.map { $0 + "\n" }.joined()
    }

    /// A row of `MoodModel.columns` numbers: valence, then the categories and none, zero but for `at`.
    static func row(valence: Double = 0, _ at: [Int: Double] = [:]) -> String {
        ([valence] + (0...EmotionCategory.count).map { at[$0] ?? 0 }).map { String($0) }.joined(separator: "\t")
    }

    static let none = EmotionCategory.count

    @Test func aLineIsScoredFromItsWordsPairsAndTheLexiconsReading() throws {
        let text = Self.model(bias: Self.row(valence: 0.1, [Self.none: 1]),
                              reading: ["@lexicon-valence": Self.row(valence: 0.5)],
                              rows: ["slipped\t\(Self.row(valence: -0.4, [EmotionCategory.anxiety.index: 3]))",
                                     "launch slipped\t\(Self.row(valence: -0.2))"])
        let (model, problems) = MoodModel.parse(text)
        #expect(problems.isEmpty, "\(problems)")
        let lexicon = LexiconFixture.analyzer.analyze("The launch slipped. The launch slipped again.")
        let reading = try #require(model.read("The launch slipped. The launch slipped again.", lexicon: lexicon))
        // 0.1 + 0.5 × lexicon valence − 0.4 ("slipped", once) − 0.2 ("launch slipped", once)
        #expect(abs(reading.valence - (0.1 + 0.5 * lexicon.valence - 0.6)) < 1e-5)
        #expect(reading.known == 2)
        #expect(reading.namedEmotion == .anxiety)
        #expect(abs(reading.probabilities.reduce(0, +) - 1) < 1e-9)
        // Nothing known, the bias names none.
        let plain = try #require(model.read("went to the shop", lexicon: LexiconFixture.analyzer.analyze("went to the shop")))
        #expect(plain.namedEmotion == nil)
        #expect(MoodModel().read("went to the shop", lexicon: lexicon) == nil)
    }

    @Test func theLayerSetsValenceAndTheNamedEmotion() throws {
        let text = Self.model(bias: Self.row(valence: -0.3, [EmotionCategory.sadness.index: 2]))
        let (model, _) = MoodModel.parse(text)
        var files = LexiconFixture.files
        files[MoodModel.path] = text
        let analyzer = TextAnalyzer(lexicons: try LexiconSet.load(files: files))
        let result = analyzer.analyze("what a lovely day")
        #expect(abs(result.valence - -0.3) < 1e-6)
        #expect(result.namedEmotion == .sadness && result.top == .sadness && result.ekman == .sadness)
        #expect(model.featureCount == 0)
        let explained = analyzer.explain("what a lovely day")
        #expect(explained.contributions.last?.term == "words as a whole")
    }

    @Test func valenceStaysInRange() throws {
        let (model, _) = MoodModel.parse(Self.model(bias: Self.row(valence: 5)))
        let reading = try #require(model.read("x", lexicon: LexiconFixture.analyzer.analyze("x")))
        #expect(reading.valence == 1)
    }

    /// The curve spreads the valence column's score: straight between its points, the end segments' lines
    /// beyond them, within -1...1; a line without a feeling cue keeps the plain score.
    @Test func theValenceCurve() throws {
        let (model, problems) = MoodModel.parse(Self.model(bias: Self.row(valence: -0.2)) + "@curve\t-0.5\t-0.8\t0\t0\t0.5\t0.6\n")
        #expect(problems.isEmpty, "\(problems)")
        #expect(abs(model.valence(ofScore: -0.25) - -0.4) < 1e-12)
        #expect(abs(model.valence(ofScore: 0.25) - 0.3) < 1e-12)
        #expect(abs(model.valence(ofScore: 0.6) - 0.72) < 1e-12, "beyond the last point, on the last segment's line")
        #expect(model.valence(ofScore: 3) == 1 && model.valence(ofScore: -3) == -1)
        var last = -1.0
        for step in -300...300 {
            let read = model.valence(ofScore: Double(step) / 100)
            #expect(read >= last, "the curve never falls")
            last = read
        }
        let lexicon = LexiconFixture.lexiconOnlyAnalyzer.analyze("a lovely day")
        let cued = try #require(model.read("a lovely day", lexicon: lexicon))
        let plain = try #require(model.read("a lovely day", lexicon: lexicon, cued: false))
        #expect(abs(cued.valence - -0.32) < 1e-6 && abs(plain.valence - -0.2) < 1e-6)
        // Through the snapshot the curve is the same.
        var out = SnapshotWriter()
        model.write(to: &out)
        var input = SnapshotReader(out.bytes)
        let read = try MoodModel(snapshot: &input)
        #expect(read.curve.map(\.score) == model.curve.map(\.score) && read.curve.map(\.valence) == model.curve.map(\.valence))
    }

    @Test(arguments: ["@curve\t0\t0\n", "@curve\t0\t0\t1\n", "@curve\t0\t0.5\t-1\t0.6\n", "@curve\t0\t0.5\t1\t0.4\n",
                      "@curve\t0\t0\t1\t1.5\n"])
    func aCurveThatIsNoCurveIsNamed(row: String) {
        let (model, problems) = MoodModel.parse(Self.model() + row)
        #expect(problems.first?.message.hasPrefix("'@curve' takes pairs of numbers") == true, "\(problems)")
        #expect(model.curve.isEmpty)
    }

    @Test(arguments: [
        ("@colour\t1\n", "unknown setting '@colour'"),
        ("Don't\t\(zeros)\n", "'Don't' is not one word or two words of a-z and 0-9 (lower case, no apostrophes)"),
        ("a b c\t\(zeros)\n", "'a b c' is not one word or two words of a-z and 0-9 (lower case, no apostrophes)"),
        ("word\tx\t\(zeros)\n", "\"x\" is not a number"),
        ("word\t1\t2\n", "expected 15 columns: feature, valence, joy"),
        ("@norm\t1.5\n", "'@norm' is set twice (first on line 2)"),
    ])
    func problemsAreNamedWithTheirLine(row: String, message: String) {
        let (_, problems) = MoodModel.parse(Self.model() + row)
        #expect(problems.count == 1)
        #expect(problems.first?.message.hasPrefix(message) == true, "\(problems)")
        #expect(problems.first?.line == 4 + MoodModel.readingNames.count)
    }

    @Test func aMissingSettingIsAnErrorAndLeavesNoModel() {
        let text = Self.model().split(separator: "\n").filter { !$0.hasPrefix("@lexicon-named") }.joined(separator: "\n")
        let (model, problems) = MoodModel.parse(text)
        #expect(model.isEmpty)
        #expect(problems.map(\.message) == ["needs the setting '@lexicon-named'"])
        let lint = LexiconLinter.lint(files: LexiconFixture.files.merging([MoodModel.path: text]) { _, new in new })
        #expect(lint.contains { $0.file == MoodModel.path && $0.severity == .error })
    }

    @Test func theShippedModelParsesCleanly() {
        guard let text = LexiconFixture.files[MoodModel.path] else { return }
        let (model, problems) = MoodModel.parse(text)
        #expect(problems.filter { $0.severity == .error }.isEmpty, "\(problems.prefix(5))")
        #expect(!model.isEmpty)
    }

    /// The files of lines written only to train the layer (beside the development sets' tuning parts).
    static let trainingFiles = ["journal-train-set.tsv", "journal-train-set2.tsv", "journal-train-set3.tsv", "journal-train-set4.tsv",
                                "journal-train-set5.tsv", "journal-train-set6.tsv", "journal-train-set7.tsv", "journal-train-set8.tsv",
                                "registers-train-set.tsv", "registers-train-set2.tsv", "registers-train-set3.tsv"]
    /// Training files whose valence the layer learns from but not their top emotion ("-" in the trainer's file):
    /// journal-train-set6.tsv's writer named the top emotion by another habit (with it, the held-out top emotion
    /// fell from 63.8% to 63.2% and the registers' from 54.1% to 51.9%, while sign rose to 90.8% and 83.2%).
    static let valenceOnlyFiles: Set<String> = ["journal-train-set6.tsv"]

    /// Writes the lexicon's reading of every training line for Tools/train-mood-model.py, when
    /// INKY_MOOD_FEATURES names the file to write (otherwise does nothing). The reading is the lexicon's
    /// alone (no mood-model.tsv, no safety screen), exactly as `MoodModel.readingFeatures` gives it to the
    /// layer. Held-out lines of the development sets are never written.
    @Test func writeTheLexiconsReadingsForTheTrainer() throws {
        guard let path = ProcessInfo.processInfo.environment["INKY_MOOD_FEATURES"], !path.isEmpty else { return }
        let analyzer = TextAnalyzer(lexicons: try LexiconSet.load(files: LexiconFixture.files.filter { $0.key != MoodModel.path }))
        var out = "# source\tsentence\tvalence\ttop\tconfidence\t" + MoodModel.readingNames.joined(separator: "\t") + "\n"
        func add(_ source: String, _ sentence: String, _ valence: String, _ top: String) {
            let reading = analyzer.analyze(sentence)
            let features = MoodModel.readingFeatures(of: reading).map { String($0) }
            out += ([source, sentence, valence, top, String(reading.confidence)] + features).joined(separator: "\t") + "\n"
        }
        for name in Self.trainingFiles {
            let text = try String(contentsOf: LexiconFixture.sibling(name), encoding: .utf8)
            for row in text.split(separator: "\n") where !row.hasPrefix("#") {
                let f = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                if f.count == 4 { add("train", f[0], f[1], Self.valenceOnlyFiles.contains(name) ? "-" : f[2]) }
            }
        }
        for line in JournalDevSetTests.lines where !line.heldOut {
            add("journal", line.sentence, String(line.valence), line.top)
        }
        for line in DevSetTests.lines where !line.heldOut {
            add("dev", line.sentence, line.band, line.top)
        }
        try out.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
