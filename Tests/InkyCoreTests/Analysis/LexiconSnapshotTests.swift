// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyData
import Testing
@testable import InkyCore

/// The lexicons compiled at build time must be exactly the parse of the files they came from.
@Suite("Lexicon snapshots")
struct LexiconSnapshotTests {
    static let parsed = LexiconFixture.lexicons
    static let bytes = parsed.snapshot()

    /// What the binary carries is what parsing the shipped files gives now (a stale build would differ).
    @Test func theEmbeddedSnapshotIsTheParseOfTheShippedFiles() throws {
        let embedded = try #require(EmbeddedData.lexiconSnapshot, "no snapshot was embedded")
        let same = embedded == Self.bytes
        #expect(same, "the embedded snapshot is not the parse of Lexicons/ (a stale build?)")
        let fromEmbeddedFiles = try LexiconSet.load(files: EmbeddedData.files(in: "Lexicons")).snapshot() == Self.bytes
        #expect(fromEmbeddedFiles, "the embedded files differ from Lexicons/")
    }

    @Test func aSnapshotReadsBackToTheSameSet() throws {
        let snapshot = LexiconSet(snapshot: Self.bytes)
        let read = try #require(snapshot, "the shipped lexicons' snapshot does not read back")
        let same = read.snapshot() == Self.bytes
        #expect(same)
        #expect(read.categories == Self.parsed.categories)
        #expect(read.topicNames == Self.parsed.topicNames)
        #expect(read.settings == Self.parsed.settings)
        #expect(read.emotionEntryCount == Self.parsed.emotionEntryCount)
    }

    /// The learned layer's file, however large, does not size the term table beyond what a snapshot reads
    /// back (a 2 MB model once made every snapshot unreadable).
    @Test func aLargeModelFileLeavesTheSnapshotReadable() throws {
        var files = LexiconFixture.files
        let model = try #require(files[MoodModel.path])
        files[MoodModel.path] = model + String(repeating: "# a comment line that only makes the file larger\n", count: 80_000)
        let large = try LexiconSet.load(files: files)
        #expect(LexiconSet(snapshot: large.snapshot()) != nil)
    }

    /// Every sentence of the development set is analysed identically from either.
    @Test func analysesAreTheSameFromASnapshot() throws {
        let snapshot = LexiconSet(snapshot: Self.bytes)
        let fromSnapshot = TextAnalyzer(lexicons: try #require(snapshot, "the shipped lexicons' snapshot does not read back"))
        let sentences = DevSetTests.lines.map(\.sentence) + [
            "I can't say I'm not happy :) 🙂", "SO tired!!! but kinda hopeful, tbh", "not bad at all", "",
        ]
        #expect(sentences.count > 500)
        for sentence in sentences {
            #expect(fromSnapshot.analyze(sentence) == LexiconFixture.analyzer.analyze(sentence), "\(sentence)")
        }
    }

    /// A new stored field must be added to the snapshot, or this fails.
    @Test func theSnapshotCoversEveryField() {
        #expect(Mirror(reflecting: LexiconSet()).children.count == 24)
        let settings = AnalyzerSettings.fields
        #expect(Set(settings.map(\.keyPath)).count == settings.count)
        #expect(Set(settings.map(\.name)).count == settings.count)
        #expect(settings.count == Mirror(reflecting: AnalyzerSettings()).children.count)
    }

    /// Anything but a whole snapshot of this format reads as nil (the caller then parses the files).
    @Test func truncatedOrForeignBytesReadAsNil() {
        for cut in [0, 1, 8, 30, Self.bytes.count / 3, Self.bytes.count / 2, Self.bytes.count - 1] {
            let read = LexiconSet(snapshot: Array(Self.bytes.prefix(cut)))
            #expect(read == nil, "cut at \(cut)")
        }
        let longer = LexiconSet(snapshot: Self.bytes + [0])
        #expect(longer == nil)
        var otherFormat = Self.bytes
        otherFormat[8 + 22] = UInt8(ascii: "9") // "inky lexicon snapshot 2" → "… 9"
        let foreign = LexiconSet(snapshot: otherFormat)
        #expect(foreign == nil)
    }

    /// Property: a snapshot with any one byte changed either reads as nil or as a set whose indexes
    /// stay in bounds, so analysing with it cannot crash.
    @Test func aDamagedSnapshotNeverCrashesTheAnalyzer() {
        var generator = SeededGenerator(seed: 2026_11_23)
        for _ in 0..<300 {
            var damaged = Self.bytes
            let at = Int(generator.next(upperBound: UInt64(damaged.count)))
            let flip = UInt8(truncatingIfNeeded: generator.next(upperBound: UInt64(255))) &+ 1
            damaged[at] ^= flip
            if let set = LexiconSet(snapshot: damaged) {
                let text = "Not so happy today :( but grateful for my sister, work was hard!!"
                let result = TextAnalyzer(lexicons: set).analyze(text)
                #expect(result.valence.isFinite && (-1...1).contains(result.valence), "valence with byte \(at) changed")
                #expect(result.arousal.isFinite && (0...1).contains(result.arousal), "arousal with byte \(at) changed")
                let probabilities = result.emotions.probabilities
                #expect(probabilities.allSatisfy { $0.isFinite && $0 >= 0 } && abs(probabilities.reduce(0, +) - 1) <= 1e-9,
                        "distribution with byte \(at) changed")
                #expect(result.keywords.allSatisfy { text.lowercased().contains($0) }, "keywords come from the text")
            }
        }
    }
}
