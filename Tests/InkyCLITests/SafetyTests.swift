// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import InkyCLI

@Suite("Safety in a reflection")
struct SafetyTests {
    func events(_ out: String) throws -> [[String: Any]] {
        try out.split(separator: "\n").map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
    }

    @Test func crisisLanguageStopsTheFlowCalmly() throws {
        let h = Harness()
        let result = h.run(["--seed", "1", "--json"], input: "tired\nhonestly I want to kill myself\nnext answer never asked\n")
        #expect(result.code == 0)
        let all = try events(result.out)
        let types = all.map { $0["type"] as? String ?? "" }
        let safety = try #require(all.first { $0["type"] as? String == "safety" })
        #expect(safety["level"] as? String == "crisis")
        #expect(safety["category"] as? String == "active")
        #expect(safety["rule"] as? String == "kill-myself")
        #expect((safety["text"] as? String)?.contains("988") == true)
        #expect((safety["text"] as? String)?.contains("emergency services") == true)
        let after = types.drop { $0 != "safety" }.dropFirst()
        #expect(!after.contains("question") && !after.contains("say") && !after.contains("mood"), "nothing follows but the end: \(after)")
        #expect(types.last == "end")
        #expect(all.last?["reason"] as? String == "safety")
        #expect(try h.answers() == ["tired", "honestly I want to kill myself"], "the answer is kept")
        let plain = Harness().run(["--seed", "1"], input: "I'm going to end my life tonight\n")
        #expect(plain.out.contains("you don't have to carry this alone"))
        #expect(!plain.out.contains("Mood reading"))
    }

    /// Concern asks one direct question; "yes" gets the calm message, "no" goes on gently, never upbeat.
    @Test func concernAsksOnceAndFollowsTheAnswer() throws {
        let yes = Harness()
        let saidYes = try events(yes.run(["--seed", "1", "--json"], input: "ok\nI hope I don't wake up tomorrow\nyes, sometimes\nnever asked\n").out)
        let yesTypes = saidYes.map { $0["type"] as? String ?? "" }
        let alarms = saidYes.filter { $0["type"] as? String == "safety" }
        #expect(alarms.map { $0["level"] as? String } == ["concern", "crisis"])
        #expect(alarms.first?["category"] as? String == "passive")
        let check = try #require(saidYes.first { $0["type"] as? String == "question" && $0["state"] as? String == "safety" })
        #expect((check["text"] as? String)?.contains("directly") == true)
        #expect(check["tone"] as? String == "supportive")
        #expect(saidYes.last?["reason"] as? String == "safety")
        #expect(!yesTypes.drop { $0 != "safety" }.dropFirst(3).contains("question"))
        #expect(try yes.answers() == ["ok", "I hope I don't wake up tomorrow", "yes, sometimes"])

        let no = Harness()
        let saidNo = try events(no.run(["--seed", "1", "--json"], input: "ok\nI hope I don't wake up tomorrow\nno, just a rough week\na\nb\nc\nd\n").out)
        #expect(saidNo.filter { $0["type"] as? String == "safety" }.map { $0["level"] as? String } == ["concern"])
        let questions = saidNo.filter { $0["type"] as? String == "question" }
        let afterCheck = questions.drop { $0["state"] as? String != "safety" }.dropFirst()
        #expect(!afterCheck.isEmpty, "the reflection goes on")
        #expect(afterCheck.allSatisfy { $0["tone"] as? String != "upbeat" }, "\(afterCheck)")
        #expect(saidNo.last?["reason"] as? String != "safety")
        #expect(try no.answers().prefix(3) == ["ok", "I hope I don't wake up tomorrow", "no, just a rough week"])
    }

    /// A short answer is read beside its question when the question has a `frame:` ("What would help?" "never
    /// waking up"); the same answer to a question without one is read alone.
    @Test func aShortAnswerIsReadBesideItsQuestion() throws {
        let input = "awful\neverything went wrong at work\nnever waking up\nno\nx\ny\n"
        let framed = try events(Harness().run(["--seed", "3", "--json"], input: input).out)
        let asked = try #require(framed.last { $0["type"] as? String == "question" && $0["state"] as? String != "safety" && ($0["rule"] as? String)?.hasPrefix("care-") == true })
        #expect(asked["rule"] as? String == "care-let-go")
        let safety = try #require(framed.first { $0["type"] as? String == "safety" })
        #expect(safety["level"] as? String == "concern")
        #expect(safety["rule"] as? String == "help-is-not-being")
        let check = try #require(framed.first { $0["type"] as? String == "question" && $0["state"] as? String == "safety" })
        #expect((check["why"] as? String)?.contains("read beside the question you answered") == true)
        let alone = try events(Harness().run(["--seed", "1", "--json"], input: input).out)
        #expect(alone.contains { $0["type"] as? String == "question" && $0["rule"] as? String == "care-do-less" })
        #expect(!alone.contains { $0["type"] as? String == "safety" }, "care-do-less has no frame: the answer is read alone")
    }

    @Test func someoneElsesCrisisGetsACaringQuestionNotAnAlarm() throws {
        let all = try events(Harness().run(["--seed", "1", "--json"], input: "ok\nmy friend attempted suicide last year\nworried\n").out)
        #expect(!all.contains { $0["type"] as? String == "safety" })
        let caring = try #require(all.first { $0["type"] as? String == "question" && $0["state"] as? String == "safety" })
        #expect((caring["text"] as? String)?.contains("How are you doing with it") == true)
    }

    @Test func everyDoorIsScreenedAndNothingIsRefused() throws {
        let h = Harness()
        let write = h.run(["write", "I keep thinking everyone would be better off without me"])
        #expect(write.code == 0)
        #expect(write.out.contains("Added entry"))
        #expect(write.out.contains("988"))
        let log = h.run(["log", "--rating", "2", "--note", "took a whole bunch of pills on purpose"])
        #expect(log.code == 0 && log.out.contains("988"))
        let calm = h.run(["write", "This deadline is killing me"])
        #expect(!calm.out.contains("988"))
        let jsonWrite = h.run(["write", "--json", "i want to kill myself"])
        #expect(jsonWrite.out.contains("\"safety\":\"crisis\""))
        #expect(jsonWrite.err.contains("988"))
        let analyze = h.run(["analyze", "--json"], input: "I want to kill myself\nI wish I were dead\nmy dog will not wake up early\n")
        let lines = try events(analyze.out)
        #expect(lines.map { $0["safety"] as? String } == ["crisis", "concern", "none"])
        for line in lines.prefix(2) {
            #expect((line["valence"] as? Double ?? 0) <= -0.6)
            #expect(line["top"] as? String == "sadness")
        }
    }

    @Test func editsAndImportsAreScreenedToo() throws {
        let h = Harness()
        #expect(!h.run(["write", "A quiet evening"]).out.contains("988"))
        let edit = h.run(["entry", "edit", "1", "I hope I never wake up again"])
        #expect(edit.code == 0 && edit.out.contains("988"), "\(edit.out)")
        #expect(!h.run(["log", "--rating", "5", "--note", "fine"]).out.contains("988"))
        let logEdit = h.run(["log", "edit", "1", "--note", "I want to kill myself"])
        #expect(logEdit.code == 0 && logEdit.out.contains("988"), "\(logEdit.out)")
        let path = h.root.appendingPathComponent("j.txt")
        try "[2024-01-03 09:12] Walk. The river was lovely\n\n[2024-01-04 09:12] Night. I wrote goodbye letters to my kids\n\n[2024-01-05 21:00] Tired. Everyone would be better off without me\n"
            .write(to: path, atomically: true, encoding: .utf8)
        let imported = h.run(["import", path.path])
        #expect(imported.code == 0)
        #expect(imported.out.contains("2 imported entries speak of suicide or self-harm"), "\(imported.out)")
        #expect(imported.out.components(separatedBy: "988").count == 2, "the message once")
    }

    @Test func skippingTheSafetyQuestionSaysWhereHelpIsAndGoesOn() throws {
        let all = try events(Harness().run(["--seed", "1", "--json"], input: "ok\nI hope I don't wake up tomorrow\n/skip\nfine\n").out)
        let said = all.filter { $0["type"] as? String == "say" && $0["state"] as? String == "safety" }
        #expect(said.contains { ($0["text"] as? String)?.contains("988") == true })
        #expect(all.filter { $0["type"] as? String == "safety" }.map { $0["level"] as? String } == ["concern"])
        let questions = all.filter { $0["type"] as? String == "question" }
        #expect(questions.last?["state"] as? String != "safety", "the reflection goes on")
    }

    @Test func theStoredReadingAgreesWithTheScreen() throws {
        let h = Harness()
        let out = try events(h.run(["write", "--json", "I wish I were dead, I hope I don't wake up"]).out)
        let mood = try #require(out.first?["mood"] as? [String: Any])
        #expect((mood["valence"] as? Double ?? 0) <= -0.6)
    }

    @Test func hyperboleDoesNotStopIt() throws {
        let h = Harness()
        let result = h.run(["--seed", "1", "--json"], input: "this deadline is killing me\nI could die of embarrassment, honestly\nfine\n")
        let types = try events(result.out).map { $0["type"] as? String ?? "" }
        #expect(!types.contains("safety"))
        #expect(types.filter { $0 == "question" }.count == 4)
    }

    @Test func feelWordsAreScreenedToo() throws {
        let result = Harness().run(["--seed", "1", "--json"], input: "/feel suicidal\nanother\n")
        #expect(result.out.contains("\"type\":\"safety\""))
    }

    @Test func aPersonsOwnMessageIsUsed() throws {
        let h = Harness()
        let folder = h.root.appendingPathComponent("config/inky/Prompts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "version: 1\nmessage: Call Sam on 555-0100. You matter.\n".write(to: folder.appendingPathComponent("safety.yaml"), atomically: true, encoding: .utf8)
        let result = h.run(["--seed", "1"], input: "I want to end my life\n")
        #expect(result.out.contains("Call Sam on 555-0100. You matter."))
    }

    @Test func lintChecksTheSafetyAndFeelingsFiles() throws {
        let h = Harness()
        let lexicons = h.root.appendingPathComponent("Lexicons"), prompts = h.root.appendingPathComponent("Prompts")
        try FileManager.default.createDirectory(at: lexicons, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: prompts, withIntermediateDirectories: true)
        try "crisis\tactive\tkill\tkill @self\nsomething\telse\tx\ty\n".write(to: lexicons.appendingPathComponent("safety.tsv"), atomically: true, encoding: .utf8)
        try "happy\tjoy\nglum\tgloom\n".write(to: lexicons.appendingPathComponent("feelings.tsv"), atomically: true, encoding: .utf8)
        try "version: 1\n".write(to: prompts.appendingPathComponent("safety.yaml"), atomically: true, encoding: .utf8)
        let result = h.run(["lint", h.root.path], withHome: false)
        #expect(result.code == 1)
        #expect(result.out.contains("Lexicons/safety.tsv:2: error: unknown kind 'something'"), "\(result.out)")
        #expect(result.out.contains("Lexicons/feelings.tsv:2: error: unknown category 'gloom'"))
        #expect(result.out.contains("Prompts/safety.yaml: error: needs a non-empty 'message'"))
    }

    /// The safety model and the words for saying back what was said are checked too, with their lines.
    @Test func lintChecksTheSafetyModelAndTheEchoWords() throws {
        let h = Harness()
        let lexicons = h.root.appendingPathComponent("Lexicons")
        try FileManager.default.createDirectory(at: lexicons, withIntermediateDirectories: true)
        let zeros = Array(repeating: "0", count: 7).joined(separator: "\t")
        try "@threshold\t0.8\n@ordinary\t0.3\n@bias\t-1\t\(zeros)\nDon't\t1\t\(zeros)\n"
            .write(to: lexicons.appendingPathComponent("safety-model.tsv"), atomically: true, encoding: .utf8)
        try "sister\trole\nsis\tsibling\n".write(to: lexicons.appendingPathComponent("echo.tsv"), atomically: true, encoding: .utf8)
        let result = h.run(["lint", h.root.path], withHome: false)
        #expect(result.code == 1)
        #expect(result.out.contains("Lexicons/safety-model.tsv:4: error: 'Don't' is not one word or two words"), "\(result.out)")
        #expect(result.out.contains("Lexicons/echo.tsv:2: error: unknown kind 'sibling'"), "\(result.out)")
    }
}
