// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyData
import Testing
@testable import InkyCore

/// The safety screen compiled at build time must screen exactly as the parse of the files it came from.
@Suite("Safety snapshots")
struct SafetySnapshotTests {
    static let bytes = SafetyFixture.screen.snapshot()
    static let read = SafetyScreen(snapshot: bytes)

    /// Every line of the labelled sets beside this file, and variants of them that move the cues,
    /// subjects, negators and sentence ends around.
    static let texts: [String] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".tsv") }.sorted()
        let lines = names.flatMap { SafetyFixture.lines($0).map(\.text) }
        var texts = lines
        for (k, line) in lines.enumerated() {
            let words = line.split(separator: " ")
            texts += [
                line.uppercased(), line.lowercased(), "my sister said " + line, "I would never say " + line,
                line + " lol", line + " years ago.", "She asked if " + line + "?", line + ". " + line,
                words.prefix(words.count / 2).joined(separator: " "), words.suffix(words.count / 2).joined(separator: " "),
                words.reversed().joined(separator: " "), line.replacingOccurrences(of: "e", with: "ee"),
                lines[(k * 7 + 3) % lines.count] + " " + line,
            ]
        }
        return texts + ["", " ", "!!!", "😊", "I", "kms lol", "Anna wants to die", "by accident on purpose I cut"]
    }()

    /// What the binary carries is the parse of the shipped files now (a stale build would differ).
    @Test func theEmbeddedSnapshotIsTheParseOfTheShippedFiles() throws {
        let embedded = try #require(EmbeddedData.safetySnapshot, "no safety snapshot was embedded")
        let same = embedded == Self.bytes
        #expect(same, "the embedded safety snapshot is not the parse of Lexicons/ (a stale build?)")
        let files = SafetyScreen.parse(words: EmbeddedData.file(SafetyScreen.wordsPath) ?? "",
                                       rules: EmbeddedData.file(SafetyScreen.rulesPath) ?? "",
                                       model: EmbeddedData.file(SafetyScreen.modelPath) ?? "").0
        let fromEmbeddedFiles = files.snapshot() == Self.bytes
        #expect(fromEmbeddedFiles, "the embedded files differ from Lexicons/")
    }

    @Test func aSnapshotReadsBackToTheSameBytes() throws {
        let read = try #require(Self.read, "the shipped screen's snapshot does not read back")
        let same = read.snapshot() == Self.bytes
        #expect(same)
    }

    /// Level, category, rule, subject and adjustments, for every line and variant.
    @Test func findingsAreTheSameFromASnapshot() throws {
        let read = try #require(Self.read, "the shipped screen's snapshot does not read back")
        #expect(Self.texts.count > 10_000)
        var alarms = 0
        for text in Self.texts {
            let parsed = SafetyFixture.screen.assess(text)
            #expect(read.assess(text) == parsed, "\(text)")
            if parsed?.isAlarm == true { alarms += 1 }
        }
        #expect(alarms > 1_000)
    }

    /// Turning texts away by their anchors, and trying only the alarms whose anchors they hold, changes
    /// no finding (beside trying every alarm the rule index offers, as before).
    @Test func theAlarmFilterChangesNoFinding() {
        var lexicon = SafetyFixture.screen.lexicon
        #expect(lexicon.alarmFilter != nil)
        lexicon.alarmFilter = nil
        let unfiltered = SafetyScreen(lexicon, model: SafetyFixture.screen.model)
        for text in Self.texts {
            #expect(unfiltered.assess(text) == SafetyFixture.screen.assess(text), "\(text)")
        }
    }

    /// A pattern starts from its rarest words, never from everyday ones ("my", "work", "home", "is") when
    /// it has a rarer one: an ordinary line leaves a handful of the thousand alarms to look at, and none
    /// holds a word of each of its anchors.
    @Test func everydayWordsLeaveFewAlarms() throws {
        let lexicon = SafetyFixture.screen.lexicon
        let filter = try #require(lexicon.alarmFilter)
        #expect(lexicon.rules.count > 900)
        for text in ["My sister came over for dinner and we watched a film at home.", "Work was long, the walk home was nice.",
                     "Today was fine. Slept badly, lunch was good, the meeting ran over."] {
            let line = SafetyLine(words: SafetyTokens(text), table: lexicon.table, sets: lexicon.program.sets,
                                  someoneElse: lexicon.reservedSet("@someone-else"), negators: lexicon.reservedSet("@negator"))
            let candidates = filter.candidates(in: line)
            #expect(candidates.count <= 30, "\(text)")
            var hits: [UInt64] = []
            #expect(filter.rules(candidates, line: line, anchors: lexicon.anchors, sets: lexicon.program.sets, hits: &hits) == [], "\(text)")
        }
    }

    /// Long lines start many candidates, and every anchor they hit is marked once instead; either way the
    /// same alarms remain.
    @Test func markingEveryAnchorKeepsTheSameAlarms() throws {
        let lexicon = SafetyFixture.screen.lexicon
        let filter = try #require(lexicon.alarmFilter)
        let sets = lexicon.program.sets
        var checked = 0
        for text in Self.texts {
            let line = SafetyLine(words: SafetyTokens(text), table: lexicon.table, sets: sets,
                                  someoneElse: lexicon.reservedSet("@someone-else"), negators: lexicon.reservedSet("@negator"))
            let candidates = filter.candidates(in: line)
            let hits = lexicon.anchors.hits(in: line)
            let marked = candidates.filter { lexicon.anchors.mayMatch(Int($0), hits: hits) }
            let looked = candidates.filter { lexicon.anchors.firstAnchor(of: Int($0)) == nil
                || lexicon.anchors.restMayMatch(Int($0), line: line, sets: sets) }
            #expect(marked == looked, "\(text)")
            var kept: [UInt64] = []
            #expect(filter.rules(candidates, line: line, anchors: lexicon.anchors, sets: sets, hits: &kept) == looked)
            if candidates.count >= SafetyAlarmFilter.markAllFrom { checked += 1; #expect(kept == hits) }
        }
        #expect(checked > 10, "long lines with many candidates were among the texts")
    }

    /// Cut short, altered, of another format or not a snapshot at all: nil, never a crash.
    @Test func aDamagedSnapshotIsRefused() {
        let bytes = Self.bytes
        #expect(bytes.count > 1_000)
        for length in [0, 1, 7, 8, 9, 40, bytes.count / 3, bytes.count / 2, bytes.count - 9, bytes.count - 8, bytes.count - 1] {
            #expect(SafetyScreen(snapshot: Array(bytes.prefix(length))) == nil, "cut to \(length)")
        }
        for position in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 97)) + [bytes.count - 1] {
            var altered = bytes
            altered[position] ^= 0x5A
            #expect(SafetyScreen(snapshot: altered) == nil, "byte \(position) altered")
        }
        #expect(SafetyScreen(snapshot: bytes + [0]) == nil)
        #expect(SafetyScreen(snapshot: LexiconFixture.lexicons.snapshot()) == nil)
        var random = SystemRandomNumberGenerator()
        for size in [16, 256, 4096] {
            #expect(SafetyScreen(snapshot: (0..<size).map { _ in UInt8.random(in: 0...255, using: &random) }) == nil)
        }
    }

    /// A well-sealed snapshot whose insides are out of shape is refused too (the checks behind the checksum).
    @Test func anOutOfShapeSnapshotWithAGoodChecksumIsRefused() {
        let body = Array(Self.bytes.dropLast(8))
        let text = "I want to end it all tonight, my friend said she is cutting again"
        var whole = body
        withUnsafeBytes(of: SafetyLexicon.checksum(whole[...]).littleEndian) { whole.append(contentsOf: $0) }
        #expect(SafetyScreen(snapshot: whole)?.assess(text)?.level == .crisis, "the undamaged snapshot reads the line as a crisis")
        var tried = 0
        for position in stride(from: 24, to: body.count, by: max(1, body.count / 61)) {
            var altered = body
            altered[position] = 0xFF
            withUnsafeBytes(of: SafetyLexicon.checksum(altered[...]).littleEndian) { altered.append(contentsOf: $0) }
            tried += 1
            // Either refused, or read as some screen that still screens without trapping, the same way twice.
            if let screen = SafetyScreen(snapshot: altered) {
                let finding = screen.assess(text)
                #expect(finding == screen.assess(text), "byte \(position) changed: the same answer twice")
                if let finding { #expect(!finding.rule.isEmpty, "byte \(position) changed: a finding names its rule") }
            }
        }
        #expect(tried >= 60)
    }

    /// A new stored field must be added to the snapshot, or this fails.
    @Test func theSnapshotCoversEveryField() {
        #expect(Mirror(reflecting: SafetyFixture.screen.lexicon).children.count == 11)
        #expect(Mirror(reflecting: SafetyFixture.screen.model).children.count == 13) // (longFeatures, longThreshold, settled and overrule among them)
        #expect(Mirror(reflecting: SafetyFixture.screen).children.count == 16) // lexicon, model, fourteen reserved sets
    }
}
