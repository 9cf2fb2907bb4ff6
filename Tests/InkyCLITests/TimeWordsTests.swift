// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore
import Testing
@testable import InkyCLI

/// Issue 16, item 9: the part of the day, the reflected day, today/yesterday/tomorrow, and what every ending says.
@Suite("Time words and endings")
struct TimeWordsTests {
    @Test func justAfterMidnightIsFiledUnderTheDayBefore() throws {
        let h = Harness(now: "2026-11-23T00:40:00")
        let r = h.run(["--seed", "5"], input: "calm, a little tired\na long walk\nthe light\nmy neighbour\ncall my brother\n")
        #expect(try h.database().sessions().first?.day == Day("2026-11-22"))
        #expect(r.out.hasPrefix("Hello. Let's take a few quiet minutes with today."))
        #expect(!r.out.lowercased().contains("good night") && !r.out.contains("this night"))
        #expect(h.run(["todo", "list", "--json"]).out.contains("\"reflection_day\":\"2026-11-22\""))
        try Golden.check(r.out, against: "time-after-midnight.txt")
    }

    @Test func dateYesterdayReadsAsYesterday() throws {
        // An ordinary evening and a hard one, over enough seeds to meet every variant.
        for seed in 0..<24 {
            for input in ["ok\nfine\nok\nok\nok\nok\n", "awful, exhausted and hopeless\nit all went wrong\na bath\nrest\n"] {
                let r = Harness().run(["--seed", String(seed), "--date", "yesterday"], input: input)
                #expect(!r.out.contains("How did yesterday go, from the start to now?"), "seed \(seed)")
                #expect(!r.out.contains("tomorrow") && !r.out.contains("today"), "seed \(seed): \(r.out)")
            }
        }
        let h = Harness()
        let r = h.run(["--seed", "4", "--date", "yesterday"], input: "ok\nfine\nok\nok\nok\n")
        #expect(try h.database().sessions().first?.day == Day("2026-11-21"))
        try Golden.check(r.out, against: "time-date-yesterday.txt")
    }

    @Test func yesterdayAfterMidnightIsTheDayBeforeThePersonsToday() throws {
        let h = Harness(now: "2026-11-23T01:15:00")
        _ = h.run(["--seed", "1", "--date", "yesterday"], input: "ok\n")
        #expect(try h.database().sessions().first?.day == Day("2026-11-21"))
        #expect(h.run(["--date", "2026-11-23"], input: "ok\n").code == 0, "the calendar's today is not the future")
    }

    @Test func everyEndingSaysWhatWasSaved() throws {
        let done = Harness().run(["--seed", "2"], input: "calm\nfine day\n/done\n")
        #expect(done.out.hasSuffix("\nSaved 2 answers.\n"))
        let quit = Harness().run(["--seed", "2"], input: "calm\n/quit\n")
        #expect(quit.out.hasSuffix("\nSaved 1 answer.\n"))
        let eof = Harness().run(["--seed", "2"], input: "calm\nfine day\nok\ntea\nbook the dentist\n")
        #expect(eof.out.hasSuffix("\nSaved 5 answers and todo 1.\n"))
        let goal = Harness().run(["--seed", "2"], input: "calm\nfine day\nok\ntea\ngoal: learn to swim\n")
        #expect(goal.out.hasSuffix("\nSaved 5 answers and goal 1.\n")) // goals count on their own (issue 17, item 5)
        try Golden.check(done.out, against: "ending-done.txt")
    }
}
