// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore
import InkyStore
import Testing
@testable import InkyCLI

@Suite("Reflection from a pipe")
struct ReflectPipedTests {
    static let answers = ["tired but steady", "we shipped the release", "lunch with Ana", "the quiet walk home", "book the dentist"]

    @Test func aFullReflectionIsStored() throws {
        let h = Harness()
        let result = h.run(["--seed", "7"], input: Self.answers.joined(separator: "\n") + "\n")
        #expect(result.code == 0)
        #expect(result.err.isEmpty)
        #expect(try h.answers() == Self.answers)
        #expect(!result.out.contains("\u{1B}"))
        let session = try #require(try h.database().sessions().first)
        #expect(session.answerCount == 5 && session.questionCount == 5 && session.endReason == "complete")
        #expect(session.day == Day("2026-11-22") && session.seed == 7)
        try Golden.check(result.out, against: "reflect-seed7.txt")
    }

    @Test func jsonEvents() throws {
        let h = Harness()
        let result = h.run(["--seed", "7", "--json"], input: Self.answers.joined(separator: "\n"))
        #expect(result.code == 0)
        let events = try result.out.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let types = events.map { $0["type"] as? String ?? "?" }
        #expect(types.filter { $0 == "question" }.count == 5)
        #expect(types.filter { $0 == "answer" }.count == 5)
        #expect(types.filter { $0 == "saved" }.count == 7) // five answers, the next step as a todo, the mood reading
        #expect(types.filter { $0 == "mood" }.count == 1)
        #expect(types.last == "end")
        for question in events where question["type"] as? String == "question" {
            for key in ["state", "rule", "tone", "why", "text"] { #expect(question[key] is String, "question lacks \(key)") }
            #expect(["supportive", "neutral", "upbeat"].contains(question["tone"] as? String ?? ""))
        }
        let saved = events.filter { $0["type"] as? String == "saved" }
        #expect(saved.map { $0["kind"] as? String } == ["qa", "qa", "qa", "qa", "qa", "todo", "mood"])
        #expect(saved.allSatisfy { $0["id"] is Int })
        let end = try #require(events.last)
        #expect(end["questions"] as? Int == 5 && end["reason"] as? String == "complete")
        #expect(end["seconds"] as? Double == 0 || end["seconds"] as? Int == 0) // INKY_NOW freezes the clock
        try Golden.check(result.out, against: "reflect-seed7.ndjson")
    }

    /// EOF after each possible number of answers: exactly those are kept, exit 0.
    @Test(arguments: 0...5)
    func endOfInputAfterKAnswers(k: Int) throws {
        let h = Harness()
        let result = h.run(["--seed", "3"], input: Self.answers.prefix(k).map { $0 + "\n" }.joined())
        #expect(result.code == 0)
        #expect(try h.answers() == Array(Self.answers.prefix(k)))
        let session = try #require(try h.database().sessions().first)
        #expect(session.answerCount == k)
        #expect(session.endReason == (k == 5 ? "complete" : "eof"))
        // The fifth answer is the next step, saved as todo 1; the closing line says so.
        #expect(result.out.hasSuffix(Messages.ended(answers: k, step: k == 5 ? Messages.savedTodo(1) : nil) + "\n"))
    }

    @Test func sameSeedSameQuestions() {
        let a = Harness().run(["--seed", "11"], input: "x\ny\n")
        let b = Harness().run(["--seed", "11"], input: "x\ny\n")
        #expect(a.out == b.out)
    }

    @Test func slashCommands() throws {
        let h = Harness()
        let result = h.run(["--seed", "2"], input: "/help\nfirst\n/skip\n/why\n/dance\n//etc is where configs live\n/done\nnever read\n")
        #expect(result.code == 0)
        #expect(result.out.contains("/skip        pass this question"))
        #expect(result.out.contains("Why I asked:"))
        #expect(result.out.contains("There's no command /dance."))
        #expect(try h.answers() == ["first", "/etc is where configs live"])
        #expect(try h.database().sessions().first?.endReason == "done")
    }

    @Test func quitStopsAtOnceAndKeepsAnswers() throws {
        let h = Harness()
        let result = h.run(["--seed", "2"], input: "one\n/quit\ntwo\n")
        #expect(result.code == 0)
        #expect(try h.answers() == ["one"])
        #expect(try h.database().sessions().first?.endReason == "quit")
    }

    @Test func emptyLinesPassTheQuestionInAPipe() throws {
        let h = Harness()
        _ = h.run(["--seed", "2"], input: "\n\n   \nanswer\n")
        #expect(try h.answers() == ["answer"])
        #expect(try h.database().sessions().first?.questionCount == 5) // three passed, one answered, EOF at the fifth
    }

    @Test func aFutureDateIsRefusedAndNothingIsCreated() {
        let h = Harness()
        let result = h.run(["--date", "2026-11-23"], input: "hello\n")
        #expect(result.code == 3)
        #expect(result.err.contains("2026-11-23 is in the future"))
        #expect(!FileManager.default.fileExists(atPath: h.home.path))
    }

    @Test func aPastDateIsReflectedOn() throws {
        let h = Harness()
        let result = h.run(["--seed", "1", "--date", "2026-11-17"], input: "it was fine\n")
        #expect(result.code == 0)
        #expect(result.out.contains("Tuesday, 17 November"))
        #expect(try h.database().sessions().first?.day == Day("2026-11-17"))
        #expect(h.run(["--date", "not-a-day"]).code == 1)
    }

    @Test func unknownFlowIsAUsageError() {
        let result = Harness().run(["--flow", "nope"])
        #expect(result.code == 1)
        #expect(result.err.contains("There's no flow named 'nope'. Available: daily"))
    }

    @Test func invalidUTF8AndNULAreKeptWithAWarning() throws {
        let h = Harness()
        let result = h.run(["--seed", "1"], rawLines: [.bytes([0x63, 0x61, 0x66, 0xE9]), .bytes([0x61, 0x00, 0x62])])
        #expect(result.code == 0)
        #expect(try h.answers() == ["caf\u{FFFD}", "a\u{FFFD}b"])
        #expect(result.err.contains("line 1 had bytes that are not valid UTF-8"))
        #expect(result.err.contains("line 2 held NUL bytes"))
    }

    @Test func anOverlongLineIsRefusedWithAMessageAndTheQuestionStays() throws {
        let h = Harness()
        let result = h.run(["--seed", "1"], rawLines: [.tooLong(byteCount: 5_000_000), .bytes(Array("short".utf8))])
        #expect(result.code == 0)
        #expect(result.err.contains("line 1 is 5000000 bytes, over the limit of 1048576 bytes; it was not saved"))
        #expect(try h.answers() == ["short"])
        #expect(try h.database().sessions().first?.questionCount == 2)
    }

    @Test func aNameWithEscapeCodesIsNeutralisedInTheGreeting() throws {
        let h = Harness()
        #expect(h.run(["config", "set", "name", "Sam\u{1B}[2J"]).code == 0)
        for seed in UInt64(0)..<6 {
            let result = h.run(["--seed", String(seed)], input: "")
            #expect(!result.out.contains("\u{1B}"))
        }
    }

    @Test func storeProblemsExitTwoAndChangeNothing() throws {
        let h = Harness()
        try FileManager.default.createDirectory(at: h.home, withIntermediateDirectories: true)
        let file = h.home.appendingPathComponent("inky.sqlite")
        let junk = Data("not a database at all".utf8)
        _ = FileManager.default.createFile(atPath: file.path, contents: junk)
        let result = h.run([], input: "hello\n")
        #expect(result.code == 2)
        #expect(result.err.contains("is not an inky journal"))
        #expect(result.err.contains(file.path))
        #expect(FileManager.default.contents(atPath: file.path) == junk)
    }
}

@Suite("Store failures after opening")
struct StoreFailureAfterOpenTests {
    /// A store error met anywhere in a command (not only while opening) exits 2 with its message.
    @Test(arguments: [["tags"], ["config", "get", "name"], ["log", "--rating", "5"], ["write", "hello", "--tag", "x"]])
    func exitTwoWithAMessage(arguments: [String]) throws {
        let h = Harness()
        _ = h.run(["config", "set", "name", "Sam"])
        try h.database().write { db in
            try db.execute(sql: "DROP TABLE todo_item_tags; DROP TABLE settings; DROP TABLE emotion_logs; DROP TABLE entry_tags")
        }
        let result = h.run(arguments)
        #expect(result.code == 2, "\(arguments): \(result.err)")
        #expect(result.err.contains("inky could not use") && result.err.contains("inky.sqlite"))
        #expect(!result.err.contains("Error:"), "not argument-parser's fallback")
        #expect(try h.database().entries().isEmpty, "a failed write leaves no half entry")
    }
}
