// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore
import Testing
@testable import InkyStore

/// Days cross the store boundary as `Day` and are stored as the `YYYY-MM-DD` text every `day` column holds.
@Suite struct DayDatabaseValueTests {
    @Test func aDayIsStoredAsItsTextAndReadBack() throws {
        let day = try #require(Day("2026-11-27"))
        #expect(day.databaseValue == "2026-11-27".databaseValue)
        #expect(Day.fromDatabaseValue(day.databaseValue) == day)
    }

    @Test(arguments: ["2026-02-30", "27.11.2026", "", "2026-11-27T10:00"])
    func textThatIsNoDayReadsAsNone(_ text: String) {
        #expect(Day.fromDatabaseValue(text.databaseValue) == nil)
        #expect(Day.fromDatabaseValue(.null) == nil)
    }

    /// A row whose day column holds text that is no day (written by hand, or by an old bug) is left out of
    /// the calendar's marks rather than failing the whole month.
    @Test func dayMarksSkipARowWhoseDayIsNoDay() throws {
        let db = try AppDatabase.emptyInMemory(location: StoreLocation(folder: FileManager.default.temporaryDirectory))
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        let good = try #require(Day("2026-11-18"))
        _ = try db.addEntry(text: "a walk by the canal", day: good, tags: [], at: now)
        let damaged = try db.addEntry(text: "the day column went wrong", day: good, tags: [], at: now)
        try db.write { try $0.execute(sql: "UPDATE entries SET day = '2026-11-2x' WHERE id = ?", arguments: [damaged.id]) }
        let marks = try db.dayMarks(from: try #require(Day("2026-11-01")), to: try #require(Day("2026-11-30")))
        #expect(Array(marks.keys) == [good])
        #expect(marks[good]?.items == 1)
    }
}
