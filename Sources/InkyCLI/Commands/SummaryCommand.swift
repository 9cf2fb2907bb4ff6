// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import InkyCore
import InkyData
import InkyStore

/// `inky summary [--week|--month|--year|--from D --to D] [--plain|--json|--markdown] [--svg FILE]`.
struct SummaryCommand: InkyRunnable {
    typealias T = Messages.SummaryText
    static let configuration = CommandConfiguration(commandName: "summary", abstract: T.help)

    @OptionGroup var global: GlobalOptions
    @Flag(name: .long, help: ArgumentHelp(T.week)) var week = false
    @Flag(name: .long, help: ArgumentHelp(T.month)) var month = false
    @Flag(name: .long, help: ArgumentHelp(T.year)) var year = false
    @Option(name: .long, help: ArgumentHelp(T.from, valueName: "date")) var from: String?
    @Option(name: .long, help: ArgumentHelp(T.to, valueName: "date")) var to: String?
    @Flag(name: .long, help: ArgumentHelp(T.plain)) var plain = false
    @Flag(name: .long, help: ArgumentHelp(T.json)) var json = false
    @Flag(name: .long, help: ArgumentHelp(T.markdown)) var markdown = false
    @Option(name: .long, help: ArgumentHelp(T.svg, valueName: "file")) var svg: String?
    @Flag(name: .long, help: ArgumentHelp(Messages.forceHelp)) var force = false

    func run(in context: Context) throws {
        let period = try period(context)
        guard [json, markdown, plain].filter({ $0 }).count <= 1 else { throw InkyFailure.usage(T.oneFormat) }
        if let svg, !force, FileManager.default.fileExists(atPath: svg) { throw InkyFailure.usage(Messages.fileExists(svg)) }
        let summary = try context.withJournal(home: global.home, reading: true) { db in
            try SummaryService.summary(db: db, period: period, context: context)
        }
        if let svg { try SummarySVGRenderer.write(SummarySVGRenderer.render(summary), to: svg, replacing: force) }
        if json {
            context.output.line(SummaryJSONRenderer.render(summary))
        } else if markdown {
            context.output.write(SummaryMarkdownRenderer.render(summary))
        } else {
            let palette = SummaryPalette(enabled: !plain && context.useColor)
            context.output.write(SummaryTextRenderer(palette: palette, width: SummaryService.width(context)).render(summary))
        }
        if let svg, !json, !markdown { context.output.line(T.svgWritten(SafeText.forTerminal(svg))) }
    }

    /// The period the options ask for; a future day is refused (exit 3), `--from` after `--to` is exit 1.
    /// With `--week`, `--month` or `--year`, `--to` picks the day the period ends on or holds.
    func period(_ context: Context) throws -> SummaryPeriod {
        let named = [week, month, year].filter { $0 }.count
        guard named <= 1, named == 0 || from == nil else { throw InkyFailure.usage(T.oneView) }
        let end = try Self.day(to, context: context)
        if let from {
            let start = try Self.day(from, context: context)
            guard start <= end else { throw InkyFailure.usage(T.fromAfterTo(start, end)) }
            return SummaryPeriod(from: start, to: end)
        }
        // A month or year named by one of its days is shown whole, as far as today.
        let today = context.clock.today
        if month, to != nil {
            let last = Day(year: end.year, month: end.month, day: Day.daysIn(month: end.month, year: end.year))!
            return SummaryPeriod(kind: .month, ending: min(last, today))
        }
        if year, to != nil { return SummaryPeriod(kind: .year, ending: min(Day(year: end.year, month: 12, day: 31)!, today)) }
        return SummaryPeriod(kind: month ? .month : year ? .year : .week, ending: end)
    }

    /// A day the person typed (default today): never in the future (exit 3), nor before `earliest`.
    static func day(_ text: String?, context: Context) throws -> Day {
        let day = try DayOption.resolve(text, context: context)
        guard day >= SummaryService.earliest else { throw InkyFailure.usage(T.tooEarly(SummaryService.earliest)) }
        return day
    }
}
