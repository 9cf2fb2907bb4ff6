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
        #expect((safety["text"] as? String)?.contains("988") == true)
        #expect((safety["text"] as? String)?.contains("emergency services") == true)
        let after = types.drop { $0 != "safety" }.dropFirst()
        #expect(!after.contains("question") && !after.contains("say") && !after.contains("mood"), "nothing follows but the end: \(after)")
        #expect(types.last == "end")
        #expect(all.last?["reason"] as? String == "safety")
        #expect(try h.answers() == ["tired", "honestly I want to kill myself"], "the answer is kept")
        let plain = Harness().run(["--seed", "1"], input: "I don't want to be here anymore\n")
        #expect(plain.out.contains("you don't have to carry this alone"))
        #expect(!plain.out.contains("Mood reading"))
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
        try "crisis\tkill myself\nsomething\telse\n".write(to: lexicons.appendingPathComponent("safety.tsv"), atomically: true, encoding: .utf8)
        try "happy\tjoy\nglum\tgloom\n".write(to: lexicons.appendingPathComponent("feelings.tsv"), atomically: true, encoding: .utf8)
        try "version: 1\n".write(to: prompts.appendingPathComponent("safety.yaml"), atomically: true, encoding: .utf8)
        let result = h.run(["lint", h.root.path], withHome: false)
        #expect(result.code == 1)
        #expect(result.out.contains("Lexicons/safety.tsv:2: error: unknown kind 'something'"))
        #expect(result.out.contains("Lexicons/feelings.tsv:2: error: unknown category 'gloom'"))
        #expect(result.out.contains("Prompts/safety.yaml: error: needs a non-empty 'message'"))
    }
}
