// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import InkyCLI
import InkyStore

@Suite("inky day, inky calendar, theme")
struct DayCalendarTests {
    /// A journal over a few November days: a hard day, an ordinary one, a bright one, one written without a reading.
    func seeded() -> Harness {
        let h = Harness()
        h.run(["log", "--rating", "5", "--date", "2026-11-02"])
        h.run(["log", "--rating", "5", "--date", "2026-11-03"])
        h.run(["log", "--rating", "5", "--date", "2026-11-04"])
        h.run(["log", "--rating", "1", "--feel", "exhausted", "--note", "everything went wrong", "--date", "2026-11-05"])
        h.run(["log", "--rating", "9", "--category", "joy", "--date", "2026-11-12"])
        h.run(["--seed", "2", "--date", "2026-11-12"], input: "A lovely dinner with old friends #friends\n\n\n\nCall Ana on Sunday\n")
        h.run(["write", "Notes from the lecture", "--tag", "study", "--date", "2026-11-12"])
        h.run(["todo", "add", "return the books"])
        h.run(["todo", "done", "1"])
        return h
    }

    @Test func aDayPageHoldsEverythingWrittenThatDay() throws {
        let h = seeded()
        let page = h.run(["day", "2026-11-12"])
        #expect(page.code == 0, "\(page.err)")
        try Golden.check(page.out, against: "day-page.txt")
        #expect(h.run(["day", "-10"]).out == page.out, "natural dates work as the argument")
        #expect(h.run(["day", "last", "thursday"]).out.hasPrefix("Thu 2026-11-19\n"))
        let empty = h.run(["day", "2026-11-01"])
        #expect(empty.out == "Sun 2026-11-01\nNothing written on this day. `inky --date DAY` reflects on it, `inky write --date DAY` adds an entry.\n")
        // Issue 17, item 8: a day still ahead is a look, not a refusal (exit 3 is kept for safety refusals).
        let future = h.run(["day", "tomorrow"])
        #expect(future.code == 0 && future.out == "Mon 2026-11-23\n" + Messages.dayAhead + "\n", "\(future.out)\(future.err)")
        #expect(h.run(["day", "someday"]).code == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(h.run(["day", "2026-11-12", "--json"]).out.utf8)) as? [String: Any])
        #expect((json["entries"] as? [Any])?.count == 1 && (json["logs"] as? [Any])?.count == 1)
        #expect((json["reflections"] as? [[Any]])?.first?.isEmpty == false)
        // Done today, added today: shown once.
        #expect(h.run(["day"]).out.components(separatedBy: "return the books").count == 2)
    }

    @Test func theCalendarMarksDaysByBandAndSymbol() throws {
        let h = seeded()
        let plain = h.run(["calendar", "2026-11"])
        #expect(plain.code == 0, "\(plain.err)")
        try Golden.check(plain.out, against: "calendar-plain.txt")
        #expect(!plain.out.contains("\u{1B}"))
        try Golden.check(h.runAtTerminal(["calendar", "2026-11"]).out, against: "calendar-colour.txt")
        #expect(h.run(["calendar"]).out == plain.out, "this month by default")
        #expect(h.run(["calendar", "-25"]).out.contains("October 2026"))
        let ahead = h.run(["calendar", "2027-05"])
        #expect(ahead.code == 0 && ahead.out.contains("May 2027") && !ahead.out.contains("●"), "a month ahead is drawn, empty: \(ahead.out)")
        #expect(h.run(["calendar", "2026-13"]).code == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(h.run(["calendar", "--json"]).out.utf8)) as? [String: Any])
        let days = try #require(json["days"] as? [[String: Any]])
        #expect(days.count == 30)
        #expect(days.first { $0["day"] as? String == "2026-11-05" }?["band"] as? String == "unusuallyLow",
                "a 1/10 after three 5/10 days is banded by its own value")
        #expect(days.first { $0["day"] as? String == "2026-11-02" }?["first_readings"] as? Bool == true)
        #expect(days.first { $0["day"] as? String == "2026-11-22" }?["items"] as? Int == 1)
    }

    @Test func theThemeSettingChangesColoursOrTurnsThemOff() throws {
        let h = seeded()
        let auto = h.runAtTerminal(["calendar", "2026-11"]).out
        #expect(h.run(["config", "set", "theme", "sepia"]).code == 1)
        #expect(h.run(["config", "set", "theme", "dark"]).code == 0)
        let dark = h.runAtTerminal(["calendar", "2026-11"]).out
        #expect(dark != auto && dark.contains("\u{1B}[95m"), "bright colours for a dark background")
        h.run(["config", "set", "theme", "light"])
        let light = h.runAtTerminal(["calendar", "2026-11"]).out
        #expect(light != dark && light.contains("\u{1B}[35m") && !light.contains("\u{1B}[95m"))
        h.run(["config", "set", "theme", "none"])
        let none = h.runAtTerminal(["calendar", "2026-11"]).out
        #expect(!none.contains("\u{1B}") && none == h.run(["calendar", "2026-11"]).out)
        #expect(!h.runAtTerminal(["search", "dinner"]).out.contains("\u{1B}"))
        #expect(h.run(["config", "get", "theme"]).out == "none\n")
    }
}
