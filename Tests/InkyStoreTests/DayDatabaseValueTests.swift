// SPDX-License-Identifier: GPL-3.0-or-later
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
}
