// SPDX-License-Identifier: GPL-3.0-or-later

/// A month laid out in weeks, Monday first, as a calendar shows it.
public struct MonthGrid: Sendable, Equatable {
    public let year: Int
    public let month: Int
    /// Rows of seven cells; nil cells fall outside the month.
    public let weeks: [[Day?]]

    public init?(year: Int, month: Int) {
        guard let first = Day(year: year, month: month, day: 1) else { return nil }
        self.year = year
        self.month = month
        let offset = (DayParser.weekday(of: first) + 6) % 7 // Monday = 0
        var cells: [Day?] = Array(repeating: nil, count: offset)
        var day = first
        while day.month == month {
            cells.append(day)
            day = day.adding(days: 1)
        }
        while cells.count % 7 != 0 { cells.append(nil) }
        weeks = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
    }

    /// The first and last day of the month.
    public var firstDay: Day { Day(year: year, month: month, day: 1)! }
    public var lastDay: Day { weeks.last!.compactMap { $0 }.last! }

    /// Reads `YYYY-MM`; nil when it is not a month.
    public static func parse(_ text: String) -> (year: Int, month: Int)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), (1...12).contains(month) else { return nil }
        return (year, month)
    }

    public static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                                    "September", "October", "November", "December"]
}
