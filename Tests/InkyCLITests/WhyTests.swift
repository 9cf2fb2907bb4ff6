// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import InkyCLI

/// Issue 16, item 8: `/why` answers in plain words and shows the question again; `--json` keeps the rule and
/// the conditions.
@Suite("Why this question")
struct WhyTests {
    @Test func whyNamesTheStepInPlainWordsAndAsksAgain() throws {
        let h = Harness()
        _ = h.reflect(at: "2026-11-21T21:00:00", seed: 1, ["fine", "ordinary day", "ok", "tea", "call my sister"])
        let r = h.reflect(at: "2026-11-22T21:00:00", seed: 2, ["/why", "/done"])
        let lines = r.out.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let why = try #require(lines.firstIndex { $0.hasPrefix("Why I asked:") }, "\(r.out)")
        #expect(lines[why] == "Why I asked: following up \"call my sister\", the next step you chose last time.")
        #expect(!lines[why].contains("last.step") && !lines[why].contains("rule"), "no engine words in plain /why")
        // The question it explains, asked again right after.
        #expect(lines[why + 1] == lines[why - 1])
        #expect(lines[why + 1].contains("call my sister"))
    }

    @Test func jsonKeepsTheRuleAndConditions() throws {
        let h = Harness()
        _ = h.reflect(at: "2026-11-21T21:00:00", seed: 1, ["fine", "ordinary day", "ok", "tea", "call my sister"])
        let r = h.reflect(at: "2026-11-22T21:00:00", seed: 2, ["/why", "/done"], ["--json"])
        let event = try #require(jsonEvents(r.out).first { $0["type"] as? String == "why" })
        #expect(event["rule"] as? String == "last-step-how")
        #expect(event["conditions"] as? [String] == ["last.step"])
        #expect((event["why"] as? String)?.contains("last.step is true") == true)
        #expect(event["reason"] as? String == "following up \"call my sister\", the next step you chose last time")
        #expect((event["text"] as? String)?.contains("call my sister") == true)
    }
}
