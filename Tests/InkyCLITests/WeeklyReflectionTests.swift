// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import InkyCLI

/// Issue 16, item 7: the weekly look back, from the week's summary to one intention kept for the week ahead
/// (seeded golden transcripts, fixed clock; 2026-11-22 is a Sunday).
@Suite("Weekly reflection")
struct WeeklyReflectionTests {
    /// Six evenings from Monday 16 to Saturday 21 November: work weighs on three, the rest are lighter, and
    /// one next step is done.
    func aWeek(_ h: Harness) {
        let days: [(Int, [String])] = [
            (16, ["tense and tired", "work was heavy, the launch slipped again and my manager was tense", "ok", "tea", "call mum"]),
            (17, ["drained", "work again, the deadline moved up and I stayed late", "fine", "nothing", "go to bed early"]),
            (18, ["calm", "a quiet day, a long walk in the park", "ok", "the sunset", "nothing"]),
            (19, ["worn out", "work, the launch review went badly and I felt useless", "ok", "soup", "stretch"]),
            (20, ["happy", "a lovely dinner with Priya, we laughed a lot", "good", "her stories", "nothing"]),
            (21, ["rested", "slept in and read a book, calm all day", "ok", "the book", "nothing"]),
        ]
        for (day, answers) in days {
            _ = h.reflect(at: "2026-11-\(day)T21:00:00", seed: day, answers)
        }
        h.environment["INKY_NOW"] = "2026-11-20T08:00:00"
        _ = h.run(["todo", "done", "1"])
    }

    @Test func aWeekLookedBack() throws {
        let h = Harness()
        aWeek(h)
        let r = h.reflect(at: "2026-11-22T20:00:00", seed: 3, [
            "it got better toward the end", "it's still there, the launch is next week", "calling mum", "dinner with Priya",
            "leave work at six",
        ], ["--flow", "weekly"])
        #expect(r.code == 0)
        #expect(r.out.contains("Work came up more than once this week"), "the topic that weighed most, by name")
        #expect(r.out.contains("You finished 1 of your steps this week") || r.out.contains("1 steps were ticked off"))
        let goals = h.run(["goal", "list", "--json"]).out
        #expect(goals.contains("leave work at six"), "the intention is kept as a goal")
        #expect(r.out.hasSuffix("Saved 5 answers and goal \(try #require(firstGoalID(goals))).\n"))
        try Golden.check(r.out, against: "weekly-look-back.txt")
    }

    @Test func nextWeekAsksAboutTheIntention() throws {
        let h = Harness()
        aWeek(h)
        _ = h.reflect(at: "2026-11-22T20:00:00", seed: 3, ["better", "fine", "mum", "Priya", "goal: leave work at six"], ["--flow", "weekly"])
        _ = h.reflect(at: "2026-11-25T21:00:00", seed: 9, ["ok", "a plain day", "ok", "tea", "nothing"])
        let next = h.reflect(at: "2026-11-29T20:00:00", seed: 4, ["mostly, yes"], ["--flow", "weekly"])
        #expect(next.out.contains("\"leave work at six\""), "asked by its words, without the goal prefix")
        #expect(!next.out.contains("goal:"))
    }

    @Test func aFillerIntentionIsNotSaved() {
        let h = Harness()
        aWeek(h)
        let r = h.reflect(at: "2026-11-22T20:00:00", seed: 3, ["better", "fine", "mum", "Priya", "nothing"], ["--flow", "weekly"])
        #expect(r.out.contains(Messages.intentionNothing))
        #expect(!h.run(["goal", "list", "--json"]).out.contains("\"text\""))
    }

    @Test func theChosenDayLooksBackOnTheWeek() {
        let h = Harness()
        aWeek(h)
        #expect(h.run(["config", "set", "weekly", "sunday"]).code == 0)
        let sunday = h.reflect(at: "2026-11-22T20:00:00", seed: 3, ["better"])
        #expect(sunday.out.contains("look back on the week"), "\(sunday.out)")
        let again = h.reflect(at: "2026-11-22T21:00:00", seed: 3, ["fine"])
        #expect(!again.out.contains("the week"), "a second reflection that day is the daily one")
        let monday = h.reflect(at: "2026-11-23T21:00:00", seed: 3, ["fine"])
        #expect(!monday.out.contains("the week"))
        let daily = h.reflect(at: "2026-11-29T21:00:00", seed: 3, ["fine"], ["--flow", "daily"])
        #expect(!daily.out.contains("the week"), "--flow daily is the daily flow, whatever the day")
    }

    /// The week's facts speak of the week that ends on the reflected day, and `--json` names the rules.
    @Test func aHardWeekIsMetGently() {
        let h = Harness()
        for day in 16...21 {
            _ = h.reflect(at: "2026-11-\(day)T21:00:00", seed: day, [
                day < 18 ? "okay" : "awful", day < 18 ? "an ordinary day" : "work crushed me again, I feel hopeless about it",
                "ok", "nothing", "nothing",
            ])
        }
        let r = h.reflect(at: "2026-11-22T20:00:00", seed: 5, ["it was a hard one", "I dread it", "nothing", "not much", "rest"],
                          ["--flow", "weekly", "--json"])
        let questions = questionEvents(r.out)
        #expect(questions.contains { ($0["rule"] as? String) == "week-heavy-topic" })
        #expect(questions.contains { ["week-falling", "week-mixed"].contains($0["rule"] as? String) })
        #expect(!questions.contains { ($0["rule"] as? String) == "week-good-moment" }, "nothing upbeat after a hard answer")
    }

    private func firstGoalID(_ json: String) -> Int? {
        guard let range = json.range(of: #""id":(\d+)"#, options: .regularExpression) else { return nil }
        return Int(json[range].dropFirst(5))
    }
}
