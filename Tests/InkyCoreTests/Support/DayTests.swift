// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import InkyCore

@Suite("Days and dates")
struct DayTests {
    @Test func parsesOnlyRealDays() {
        #expect(Day("2026-11-22")?.description == "2026-11-22")
        #expect(Day("2024-02-29") != nil)
        #expect(Day("2026-02-29") == nil)
        #expect(Day("2026-13-01") == nil)
        #expect(Day("2026-1-01") == nil)
        #expect(Day("yesterday") == nil)
    }

    /// Property: shifting agrees with Foundation's calendar, and shifting back returns the day.
    @Test func shiftingAgreesWithTheCalendar() {
        var generator = SeededGenerator(seed: 42)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let base = Day(year: 2000, month: 1, day: 1)!
        let baseDate = calendar.date(from: DateComponents(year: 2000, month: 1, day: 1, hour: 12))!
        for _ in 0..<500 {
            let n = Int(generator.next(upperBound: UInt64(40_000))) - 20_000
            let shifted = base.adding(days: n)
            let expected = Day(calendar.date(byAdding: .day, value: n, to: baseDate)!, in: calendar.timeZone)
            #expect(shifted == expected)
            #expect(shifted.adding(days: -n) == base)
            #expect(base.days(to: shifted) == n)
        }
    }

    @Test(arguments: [
        ("today", "2026-11-22"), ("yesterday", "2026-11-21"), ("-3", "2026-11-19"), ("3 days ago", "2026-11-19"),
        ("sunday", "2026-11-22"), ("monday", "2026-11-16"), ("last sunday", "2026-11-15"), ("last friday", "2026-11-20"),
        ("2026-01-05", "2026-01-05"), ("+1", "2026-11-23"),
    ])
    func naturalDates(input: String, expected: String) {
        #expect(DayParser.parse(input, today: Day("2026-11-22")!)?.description == expected)
    }

    /// Issue 17, item 4: on Tuesday 24 November a due "friday" is the coming one, never last week's.
    @Test(arguments: [
        ("friday", "2026-11-27"), ("fri", "2026-11-27"), ("tuesday", "2026-12-01"), ("wednesday", "2026-11-25"),
        ("next friday", "2026-11-27"), ("this friday", "2026-11-27"), ("this tuesday", "2026-11-24"),
        ("in 3 days", "2026-11-27"), ("in 2 weeks", "2026-12-08"), ("3 days from now", "2026-11-27"),
        ("next week", "2026-12-01"), ("tomorrow evening", "2026-11-25"), ("friday morning", "2026-11-27"),
        ("Tomorrow", "2026-11-25"), ("tonight", "2026-11-24"), ("2 weeks ago", "2026-11-10"),
    ])
    func dueDatesLookAhead(input: String, expected: String) {
        #expect(DayParser.parse(input, today: Day("2026-11-24")!, weekday: .ahead)?.description == expected)
    }

    /// A weekday ahead is always 1 to 7 days on, and back 0 to 6 days before, whatever today is.
    @Test(arguments: 0..<14)
    func weekdaysAheadAndBackStayInTheirWeek(offset: Int) {
        let today = Day("2026-11-22")!.adding(days: offset)
        for name in ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] {
            let ahead = DayParser.parse(name, today: today, weekday: .ahead)!, back = DayParser.parse(name, today: today)!
            #expect((1...7).contains(today.days(to: ahead)) && (0...6).contains(back.days(to: today)))
            #expect(DayParser.weekdayName(of: ahead).lowercased() == name && DayParser.weekdayName(of: back).lowercased() == name)
        }
    }

    @Test func unknownTextIsNil() {
        #expect(DayParser.parse("next someday", today: Day("2026-11-22")!) == nil)
        #expect(DayParser.parse("in many days", today: Day("2026-11-22")!) == nil)
        #expect(DayParser.parse("evening", today: Day("2026-11-22")!) == nil)
        #expect(DayParser.parse("someday", today: Day("2026-11-22")!) == nil)
        #expect(DayParser.parse("", today: Day("2026-11-22")!) == nil)
    }

    @Test func weekdayNames() {
        #expect(DayParser.weekdayName(of: Day("2026-11-22")!) == "Sunday")
        #expect(DayParser.weekdayName(of: Day("1970-01-01")!) == "Thursday")
    }
}
