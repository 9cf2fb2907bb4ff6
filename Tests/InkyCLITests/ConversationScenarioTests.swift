// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import InkyCLI

/// Golden transcripts of whole conversations (seeded, fixed clock), one per scenario of issue 5.
@Suite("Conversation scenarios")
struct ConversationScenarioTests {
    func reflect(_ h: Harness, on day: String, seed: Int, _ answers: [String]) -> Harness.Result {
        h.environment["INKY_NOW"] = day + "T21:00:00"
        return h.run(["--seed", String(seed)], input: answers.map { $0 + "\n" }.joined())
    }

    @Test func aFirstRun() throws {
        let r = reflect(Harness(), on: "2026-11-22", seed: 5, ["calm, a little tired", "a long walk by the river", "the light on the water", "my neighbour's dog", "call my brother"])
        #expect(r.out.contains("This is your first reflection here."))
        try Golden.check(r.out, against: "scenario-first-run.txt")
    }

    @Test func aGoodDay() throws {
        let h = Harness()
        _ = reflect(h, on: "2026-11-21", seed: 1, ["fine", "ordinary day", "ok", "tea", "sleep early"])
        let r = reflect(h, on: "2026-11-22", seed: 2, ["really happy and rested", "we finished the garden together and it looks wonderful", "the kids laughing", "good friends", "plant the bulbs"])
        #expect(r.out.contains("sleep early"), "follows up yesterday's step")
        // The same evening in --json: the answer about the day sounded bright, and the follow-up says so.
        let again = Harness()
        _ = reflect(again, on: "2026-11-21", seed: 1, ["fine", "ordinary day", "ok", "tea", "sleep early"])
        again.environment["INKY_NOW"] = "2026-11-22T21:00:00"
        let events = questionEvents(again.run(["--seed", "2", "--json"], input: "really happy and rested\nwe finished the garden together and it looks wonderful\nthe kids laughing\ngood friends\nplant the bulbs\n").out)
        let followUp = try #require(events.first { $0["state"] as? String == "follow-up" })
        #expect((followUp["why"] as? String ?? "").contains("answer.valence > 0.35"), "\(followUp)")
        try Golden.check(r.out, against: "scenario-good-day.txt")
    }

    @Test func aHardDay() throws {
        let h = Harness()
        _ = reflect(h, on: "2026-11-21", seed: 1, ["fine", "ordinary day", "ok", "tea", "rest"])
        let r = reflect(h, on: "2026-11-22", seed: 4, ["awful, exhausted and hopeless", "everything went wrong at once", "a bath", "ask for help"])
        let again = Harness()
        _ = reflect(again, on: "2026-11-21", seed: 1, ["fine", "ordinary day", "ok", "tea", "rest"])
        again.environment["INKY_NOW"] = "2026-11-22T21:00:00"
        let events = questionEvents(again.run(["--seed", "4", "--json"], input: "awful, exhausted and hopeless\neverything went wrong at once\na bath\nask for help\n").out)
        #expect(events.map { $0["state"] as? String ?? "" }.contains("hard-day"), "the gentle path after a low check-in")
        #expect(!events.contains { $0["tone"] as? String == "upbeat" }, "no cheerful question on a hard day")
        try Golden.check(r.out, against: "scenario-hard-day.txt")
    }

    @Test func aWorkWorryRecurringOverFiveDays() throws {
        let h = Harness()
        let days = ["2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21"]
        for (i, day) in days.enumerated() {
            _ = reflect(h, on: day, seed: i, ["tense", "work was stressful again, the deadline and my manager", "deadline", "nothing much", "rest"])
        }
        h.environment["INKY_NOW"] = "2026-11-22T21:00:00"
        let r = h.run(["--seed", "9", "--json"], input: "okay\nbetter\nwork felt lighter\nmy friend\nlunch outside\n")
        let questions = r.out.split(separator: "\n").filter { $0.contains("\"type\":\"question\"") }
        let theme = try #require(questions.first { $0.contains("\"rule\":\"open-heavy-theme\"") })
        #expect(theme.contains("work came up in 5 of your last 5 reflections"))
        #expect(theme.contains("(trend.topic.valence is -"), "the engine's account keeps the evidence")
        try Golden.check(String(questions.joined(separator: "\n")) + "\n", against: "scenario-work-worry.ndjson")
    }

    /// A friend named in an answer is asked about by name, and a felt part of an answer is said back to "you"
    /// (issue 16, item 1); an answer that speaks of risk is never said back.
    @Test func itSaysBackWhoAndWhatWasSaid() throws {
        let h = Harness()
        var named = 0, echoed = 0
        for seed in 0..<6 {
            let day = String(format: "2026-11-%02d", 10 + seed)
            let r = reflect(h, on: day, seed: seed, ["done", "okay", "had dinner with Priya and she made me laugh so much",
                                                      "I was so relieved the exam is over", "the walk home", "text Priya"])
            if r.out.contains("You mentioned Priya.") || r.out.contains("with Priya") || r.out.contains("from Priya")
                || r.out.contains("mentioned Priya earlier") || r.out.contains("Priya was part of it") { named += 1 }
            if r.out.contains("You said you were so relieved the exam is over.") || r.out.contains("You said you had dinner with Priya") { echoed += 1 }
        }
        #expect(named + echoed >= 4, "named \(named), echoed \(echoed) of 6")
        let r = reflect(h, on: "2026-11-22", seed: 3, ["done", "okay", "had dinner with Priya and she made me laugh so much", "tea", "the walk home", "text Priya"])
        try Golden.check(r.out, against: "scenario-a-named-friend.txt")
        let risky = reflect(h, on: "2026-11-23", seed: 1, ["low", "I keep thinking everyone would be better off without me", "no", "no", "rest"])
        #expect(!risky.out.contains("You said you keep thinking"))
    }

    /// Issue 16, item 4: the first words know how the last reflection went.
    @Test func itRemembersTheLastReflection() throws {
        let away = Harness()
        _ = reflect(away, on: "2026-11-01", seed: 1, ["fine", "a quiet ordinary day at home", "the tea was good", "rest", "call the bank"])
        let back = reflect(away, on: "2026-11-20", seed: 2, ["not yet", "okay I think"])
        let lines = back.out.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("Welcome back") }, "19 days away is said, though a step is open")
        #expect(lines.contains { $0.contains("\"call the bank\"") }, "and the open step is still asked about")
        let hard = Harness()
        _ = reflect(hard, on: "2026-11-21", seed: 1, ["awful, exhausted and hopeless", "everything went wrong and I cried all the way home", "nothing helps", "sleep"])
        let next = reflect(hard, on: "2026-11-22", seed: 3, ["okay I think"])
        let greeting = try #require(next.out.split(separator: "\n").dropFirst().first)
        #expect(["Last time sounded heavy", "Last time was a hard one", "The last reflection sounded hard"].contains { greeting.hasPrefix($0) },
                "\(next.out)")
    }

    /// A streak of `streak_milestones` days (7 here) is said in the greeting, and only then.
    @Test func aWeekInARowIsSaid() {
        let h = Harness()
        var greetings: [String] = []
        for day in 1...8 {
            let r = reflect(h, on: String(format: "2026-11-%02d", day), seed: day, ["okay, a calm day at home", "a walk by the canal with the dog", "the tea", "read a chapter"])
            greetings.append(String(r.out.split(separator: "\n").dropFirst().first ?? ""))
        }
        let said = greetings.map { $0.contains("in a row") || $0.contains("days running") }
        #expect(said == [false, false, false, false, false, false, false, true], "\(greetings)")
    }

    @Test func skippingEverything() throws {
        let h = Harness()
        let r = reflect(h, on: "2026-11-22", seed: 3, Array(repeating: "/skip", count: 8))
        #expect(try h.answers().isEmpty)
        #expect(r.out.hasSuffix(Messages.ended(answers: 0) + "\n"))
        try Golden.check(r.out, against: "scenario-skip-all.txt")
    }

    @Test func aSafetyCase() throws {
        let r = reflect(Harness(), on: "2026-11-22", seed: 1, ["I don't want to be here anymore", "yes", "next"])
        #expect(r.out.contains("you don't have to carry this alone"))
        try Golden.check(r.out, against: "scenario-safety.txt")
    }
}

@Suite("The next step")
struct NextStepTests {
    @Test func becomesATodoLinkedToTheReflection() throws {
        let h = Harness()
        let out = h.run(["--seed", "1", "--json"], input: "ok\nfine day\nnothing much\ntea\nbook the dentist\n").out
        let saved = out.split(separator: "\n").filter { $0.contains("\"type\":\"saved\"") }
        #expect(saved.contains { $0.contains("\"kind\":\"todo\"") })
        let list = h.run(["todo", "list"]).out
        #expect(list.contains("book the dentist") && list.contains("from your reflection on"))
    }

    @Test func orAGoalWhenThePersonSaysSo() throws {
        let h = Harness()
        let out = h.run(["--seed", "1"], input: "ok\nfine day\nnothing much\ntea\ngoal: run a 10k by spring\n").out
        #expect(out.contains("Saved as goal"))
        #expect(h.run(["goal", "list"]).out.contains("run a 10k by spring"))
        #expect(h.run(["todo", "list", "--json"]).out.contains("run a 10k") == false)
    }
}

@Suite("How was my week?")
struct WeekGlanceTests {
    @Test(arguments: ["how was my week?", "How was my week", "how's my week been?", "Weekly summary please", "/summary"])
    func askingShowsTheWeekAndReturnsToTheQuestion(question: String) throws {
        let h = Harness()
        for day in 18...21 {
            h.environment["INKY_NOW"] = "2026-11-\(day)T21:00:00"
            _ = h.run(["--seed", "1"], input: "ok\ngood day with friends\nfun\ntea\nrest\n")
        }
        h.environment["INKY_NOW"] = "2026-11-22T21:00:00"
        let out = h.run(["--seed", "2"], input: question + "\nfine\n").out
        #expect(out.contains("Your week, Mon 2026-11-16 to Sun 2026-11-22:"))
        #expect(out.contains("4 reflections"))
        let sparkline = try #require(out.split(separator: "\n").first { $0.contains("trend") })
        #expect(sparkline.contains("··") && sparkline.filter { "▁▂▃▄▅▆▇█".contains($0) }.count == 4)
        #expect(try h.answers().suffix(1) == ["fine"], "the question is not stored as an answer")
    }

    @Test func anOrdinaryAnswerMentioningTheWeekIsJustAnAnswer() {
        #expect(!Messages.reflectionWording.isWeekQuestion("how was my week? honestly long"))  // more than the question: an answer
        #expect(!Messages.reflectionWording.isWeekQuestion("my week was long"))
        #expect(Messages.reflectionWording.isWeekQuestion("How was my week"))
    }
}
