// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore
import Testing
@testable import InkyCLI

/// What a reading says in words: only what was given, bands from the reading itself, one scheme.
@Suite("Mood wording")
struct MoodWordingTests {
    @Test func feelWithoutARatingInventsNone() throws {
        let h = Harness()
        let out = h.run(["--seed", "1"], input: "/feel relieved, hopeful\nmy grandmother died and I can't stop crying\n/done\n").out
        #expect(out.contains("Noted: relieved, hopeful."))
        #expect(!out.contains("You rated") && !out.contains("/10"), "no rating was given")
        #expect(out.contains("The feelings you named sound lighter than your words."))
        let stored = try #require(try h.database().latestMood())
        #expect(stored.record.signals.allSatisfy { $0.rating == nil })
    }

    @Test func aBareRatingNamesNoEmotion() {
        let h = Harness()
        let first = h.run(["log", "--rating", "2", "--date", "yesterday"]).out
        #expect(first.contains("first readings") && !first.contains("stands out"))
        let second = h.run(["log", "--rating", "2"]).out
        #expect(second.contains("lower than usual (valence -0.60") && !second.contains("stands out"))
        #expect(h.run(["log", "--rating", "2", "--feel", "tired"]).out.contains("stands out"), "chosen feelings are named")
    }

    @Test func journalsFromAnOlderInkyAreRebandedOnOpening() throws {
        let h = Harness()
        h.run(["log", "--rating", "5", "--date", "yesterday"])
        h.run(["log", "--rating", "9"])
        let before = h.run(["mood", "history", "--json"]).out
        // As an older inky stored them: no baseline centre or spread, bands from the trend.
        try h.database().write { db in
            try db.execute(sql: "UPDATE mood_results SET band = 'typical', result = json_remove(result, '$.baselineCentre', '$.baselineSpread')")
        }
        #expect(h.run(["mood", "history", "--json"]).out == before)
    }

    @Test func oneSchemeForEveryView() {
        let symbols = Set(BaselineBand.allCases.map(\.symbol) + [BaselineBand.firstReadingsSymbol, BaselineBand.noReadingSymbol])
        #expect(symbols.count == BaselineBand.allCases.count + 2, "every band reads apart without colour")
        #expect(Set(BaselineBand.allCases.map { BandScheme.svg($0) }).count == BaselineBand.allCases.count)
        for band in BaselineBand.allCases {
            let code = "\u{1B}[\(BandScheme.ansi(band))m"
            #expect(Style(enabled: true).band(band, "x").hasPrefix(code), "calendar and day page")
            #expect(SummaryPalette(enabled: true).band(band, "x").hasPrefix(code), "summary")
            #expect(Style(enabled: false).band(band, "x") == "x" && SummaryPalette(enabled: false).band(band, "x") == "x")
        }
        let calendarLegend = CalendarRenderer(style: Style(enabled: false)).lines(MonthGrid(year: 2026, month: 11)!, marks: [:], today: Day("2026-11-22")!)
            .suffix(3).joined(separator: "  ")
        let summaryLegend = Messages.SummaryText.legend().map { "\($0.symbol) \($0.label)" }
        for item in BandScheme.legend { #expect(calendarLegend.contains("\(item.symbol) \(item.label)") && summaryLegend.contains("\(item.symbol) \(item.label)")) }
    }
}
