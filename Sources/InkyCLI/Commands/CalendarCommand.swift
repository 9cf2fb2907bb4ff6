// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import InkyCore
import InkyStore

/// `inky calendar [YYYY-MM]`: a month grid marking the days with entries and their mood band,
/// by colour and by symbol, with a legend.
struct CalendarCommand: InkyRunnable {
    static let configuration = CommandConfiguration(commandName: "calendar", abstract: Messages.Help.calendar)

    @OptionGroup var global: GlobalOptions
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp(Messages.Help.calendarMonth, valueName: "month")) var words: [String] = []
    @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false

    func run(in context: Context) throws {
        let today = context.clock.today
        let chosen: (year: Int, month: Int)
        let month = words.isEmpty ? nil : words.joined(separator: " ")
        if let month {
            if let parsed = MonthGrid.parse(month) {
                chosen = parsed
            } else if let day = DayParser.parse(month, today: today) {
                chosen = (day.year, day.month)
            } else {
                throw InkyFailure.usage(Messages.badMonth(month))
            }
        } else {
            chosen = (today.year, today.month)
        }
        guard let grid = MonthGrid(year: chosen.year, month: chosen.month) else { throw InkyFailure.usage(Messages.badMonth(month ?? "")) }
        // A month still ahead is drawn too, empty: a look at the future refuses nothing.
        let db = try context.openForReading(home: global.home)
        let marks = try db.dayMarks(from: grid.firstDay, to: grid.lastDay)
        if json { return context.output.line(Self.json(grid, marks: marks).text) }
        for line in CalendarRenderer(style: context.style).lines(grid, marks: marks, today: today) { context.output.line(line) }
    }

    static func json(_ grid: MonthGrid, marks: [Day: DayMark]) -> JSONValue {
        let days = grid.weeks.flatMap { $0 }.compactMap { $0 }
        return .object([
            ("month", .string(String(format: "%04d-%02d", grid.year, grid.month))),
            ("days", .array(days.map { day in
                let mark = marks[day]
                return .object([("day", .string(day.description)), ("items", .int(Int64(mark?.items ?? 0))),
                                ("band", mark?.band.map { .string($0.rawValue) } ?? .null),
                                ("first_readings", .bool(mark?.hasReading == true && mark?.band == nil))])
            })),
        ])
    }
}

/// Draws a month: a title, weekday header, one row per week (day number plus band symbol), a legend.
struct CalendarRenderer {
    let style: Style

    func lines(_ grid: MonthGrid, marks: [Day: DayMark], today: Day) -> [String] {
        let title = "\(MonthGrid.monthNames[grid.month - 1]) \(grid.year)"
        let width = 7 * 5 - 1
        var lines = [String(repeating: " ", count: max(0, (width - title.count) / 2)) + style.bold(title)]
        lines.append(Messages.calendarWeekdays.map { $0.padding(toLength: 4, withPad: " ", startingAt: 0) }
            .joined(separator: " ").trimmingTrailingSpaces())
        for week in grid.weeks {
            let cells = week.map { day -> String in
                guard let day else { return "    " }
                let number = String(format: "%2d", day.day)
                let mark = marks[day]
                var cell: String
                if let mark, mark.hasReading {
                    cell = style.band(mark.band, number + BaselineBand.symbol(mark.band))
                } else if (mark?.items ?? 0) > 0 {
                    cell = number + BaselineBand.noReadingSymbol
                } else {
                    cell = style.dim(number) + " "
                }
                if day == today { cell = style.bold(cell) }
                return cell + " "
            }
            lines.append(cells.joined(separator: " ").trimmingTrailingSpaces())
        }
        lines.append("")
        // BandScheme's legend, three to a line so it fits 80 columns.
        let legend = BandScheme.legend.map { style.band($0.band, $0.symbol) + " " + $0.label }
            + [BaselineBand.noReadingSymbol + " " + Messages.calendarWrittenNoMood]
        for start in stride(from: 0, to: legend.count, by: 3) {
            lines.append(legend[start..<min(start + 3, legend.count)].joined(separator: "  "))
        }
        return lines
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = self
        while s.hasSuffix(" ") { s.removeLast() }
        return s
    }
}
