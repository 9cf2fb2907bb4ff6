// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import InkyCore

@Suite("Summary periods")
struct SummaryPeriodTests {
    let today = Day("2026-11-22")!

    @Test func weekIsSevenDaysEndingToday() {
        let p = SummaryPeriod(kind: .week, ending: today)
        #expect(p.from == Day("2026-11-16") && p.to == today && p.length == 7)
        #expect(p.previousFrom == Day("2026-11-09") && p.previousTo == Day("2026-11-15"))
        #expect(p.days.count == 7 && p.days.first == p.from && p.days.last == today)
    }

    @Test func monthAndYearAreCalendarOnesCutAtTheEnd() {
        let m = SummaryPeriod(kind: .month, ending: today)
        #expect(m.from == Day("2026-11-01") && m.length == 22)
        #expect(m.previousFrom == Day("2026-10-01") && m.previousTo == Day("2026-10-31"))
        let march = SummaryPeriod(kind: .month, ending: Day("2024-03-10")!)
        #expect(march.previousFrom == Day("2024-02-01") && march.previousTo == Day("2024-02-29"), "leap February")
        let january = SummaryPeriod(kind: .month, ending: Day("2027-01-05")!)
        #expect(january.previousFrom == Day("2026-12-01") && january.previousTo == Day("2026-12-31"))
        let y = SummaryPeriod(kind: .year, ending: today)
        #expect(y.from == Day("2026-01-01") && y.length == 326)
        #expect(y.previousFrom == Day("2025-01-01") && y.previousTo == Day("2025-12-31"))
    }

    @Test func customRangeComparesWithAsManyDaysBefore() {
        let p = SummaryPeriod(from: Day("2026-02-27")!, to: Day("2026-03-02")!)
        #expect(p.kind == .custom && p.length == 4)
        #expect(p.previousTo == Day("2026-02-26") && p.previousFrom == Day("2026-02-23"))
        let one = SummaryPeriod(from: today, to: today)
        #expect(one.length == 1 && one.previousFrom == Day("2026-11-21") && one.previousTo == Day("2026-11-21"))
        #expect(p.contains(Day("2026-03-01")!) && !p.contains(Day("2026-02-26")!) && p.previousContains(Day("2026-02-26")!))
    }

    /// Property: for any end day and kind, the previous period ends the day before the period,
    /// and the window starts at the previous period.
    @Test func periodsAdjoin() {
        var g = SeededGenerator(seed: 5)
        for _ in 0..<500 {
            let end = Day("2000-01-01")!.adding(days: Int(g.next(upperBound: UInt64(12_000))))
            for kind in SummaryPeriod.Kind.allCases {
                let p = SummaryPeriod(kind: kind, ending: end)
                #expect(p.previousTo.adding(days: 1) == p.from && p.windowStart == p.previousFrom && p.from <= p.to)
            }
        }
    }
}
