// SPDX-License-Identifier: GPL-3.0-or-later

/// Cell models for the month calendar heatmap and the year-in-pixels grid.
public enum MoodHeatmap {
    /// One cell: a date outside the summary, a day without readings, or a day's mood band.
    public enum Cell: Sendable, Hashable {
        /// No such date here (before the 1st in the first week, after the month's end, the 30th of February).
        case blank
        /// A real date outside the period (such as a day not yet come).
        case outside(Day)
        case noReading(Day)
        /// A day with readings before the baseline had any data: no band yet.
        case firstReadings(Day)
        case band(Day, BaselineBand)
    }

    /// A calendar month: weeks as rows of seven cells, Monday first.
    public struct Month: Sendable, Hashable {
        public var year: Int
        public var month: Int
        public var weeks: [[Cell]]
    }

    /// A row of the year-in-pixels grid: one month, 31 cells.
    public struct PixelRow: Sendable, Hashable {
        public var year: Int
        public var month: Int
        public var cells: [Cell]
    }

    /// The calendar months the period touches.
    public static func calendar(_ summary: Summary) -> [Month] {
        let cellFor = cells(summary)
        return months(summary.period).map { year, month in
            let first = Day(year: year, month: month, day: 1)!
            // 0 = Monday … 6 = Sunday.
            let lead = (DayParser.weekday(of: first) + 6) % 7
            let count = Day.daysIn(month: month, year: year)
            var slots: [Cell] = Array(repeating: .blank, count: lead)
            slots += (0..<count).map { cellFor(first.adding(days: $0)) }
            slots += Array(repeating: .blank, count: (7 - slots.count % 7) % 7)
            let weeks = stride(from: 0, to: slots.count, by: 7).map { Array(slots[$0..<$0 + 7]) }
            return Month(year: year, month: month, weeks: weeks)
        }
    }

    /// One row of 31 cells per month the period touches.
    public static func pixels(_ summary: Summary) -> [PixelRow] {
        let cellFor = cells(summary)
        return months(summary.period).map { year, month in
            let count = Day.daysIn(month: month, year: year)
            let cells = (1...31).map { d -> Cell in d <= count ? cellFor(Day(year: year, month: month, day: d)!) : .blank }
            return PixelRow(year: year, month: month, cells: cells)
        }
    }

    static func cells(_ summary: Summary) -> (Day) -> Cell {
        let byDay = Dictionary(summary.days.map { ($0.day, $0) }, uniquingKeysWith: { a, _ in a })
        return { day in
            guard summary.period.contains(day), let mood = byDay[day] else { return .outside(day) }
            if let band = mood.band { return .band(day, band) }
            return mood.readings > 0 ? .firstReadings(day) : .noReading(day)
        }
    }

    /// (year, month) of every month from the period's first day to its last.
    static func months(_ period: SummaryPeriod) -> [(Int, Int)] {
        var result: [(Int, Int)] = []
        var (y, m) = (period.from.year, period.from.month)
        while (y, m) <= (period.to.year, period.to.month) {
            result.append((y, m))
            (y, m) = m == 12 ? (y + 1, 1) : (y, m + 1)
        }
        return result
    }
}
