// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import InkyCore
import InkyStore

/// `inky [reflect]`: today's guided reflection.
struct ReflectCommand: InkyRunnable {
    static let configuration = CommandConfiguration(commandName: "reflect", abstract: Messages.Help.reflect)

    @OptionGroup var global: GlobalOptions
    @Flag(name: .long, help: ArgumentHelp(Messages.Help.json)) var json = false
    @Option(name: .long, help: ArgumentHelp(Messages.Help.seed, valueName: "n")) var seed: UInt64?
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(Messages.Help.date, valueName: "date")) var date: String?
    @Option(name: .long, help: ArgumentHelp(Messages.Help.flow, valueName: "name")) var flow: String?

    /// The flow a reflection uses unless `--flow` names one.
    static let defaultFlow = "daily", weeklyFlow = "weekly"

    func run(in context: Context) throws {
        let conversation = ConversationData.load(configFolder: context.configFolder)
        let today = ReflectedDay.of(calendarDay: context.clock.today, hour: context.clock.hour,
                                    dayStartsAt: conversation.settings.dayStartsAt)
        let day = try DayOption.resolve(date, today: today, latest: context.clock.today)
        let library = FlowLibrary.load(configFolder: context.configFolder)
        let named = flow ?? Self.defaultFlow
        guard var script = library.flows[named] else {
            let errors = library.diagnostics.filter { $0.severity == .error }
            if !errors.isEmpty {
                for problem in errors { context.warn(problem.description) }
                throw InkyFailure.usage(Messages.brokenFlows(errors.count))
            }
            throw InkyFailure.usage(Messages.unknownFlow(named, known: library.flows.keys.sorted()))
        }
        // A person's own prompt file that cannot be used is said, never silently skipped.
        let ownFolder = context.configFolder.appendingPathComponent("Prompts").path + "/"
        let skipped = Set(library.diagnostics.filter { $0.severity == .error && $0.file.hasPrefix(ownFolder) }.map(\.file))
        for file in skipped.sorted() { context.warn(Messages.ownPromptFileSkipped(file)) }
        let safety = SafetyNet.load(configFolder: context.configFolder)
        if let file = safety.skippedOwnFile { context.warn(Messages.ownSafetyFileSkipped(file)) }
        let db = try context.openStore(home: global.home)
        let reader: any LineReader
        if let make = context.makeInteractiveReader, context.stdinIsTerminal {
            reader = make(context)
            reader.offerTags(try db.tagCounts().map(\.name))
            if !db.isEncrypted, try db.setting(.person(.history)) == "on" { // history is plain text: never beside an encrypted journal
                reader.keepHistory(in: db.location.folder.appendingPathComponent("history").path)
            }
        } else {
            reader = PlainLineReader(source: context.input, context: context)
        }
        if flow == nil, let weekly = library.flows[Self.weeklyFlow], try isWeeklyDay(day, db: db) { script = weekly }
        if try Onboarding.due(db: db, context: context, json: json), let script = Onboarding.script() {
            try Onboarding(script: script, db: db, context: context, reader: reader).run()
        }
        let runner = ReflectionRunner(
            context: context, db: db, flow: script, day: day, today: today, conversation: conversation,
            seed: seed ?? UInt64.random(in: 0...UInt64.max),
            output: ReflectionOutput(context: context, json: json), reader: reader,
            analyzer: try ShippedLexicons.analyzer(), feelings: MoodContext.feelings(),
            safety: safety)
        try runner.run()
    }
}

extension ReflectCommand {
    /// Whether `day` is the person's chosen day for the weekly look back (`inky config set weekly sunday`) and
    /// has none yet: then `inky` looks back on the week instead of the day (a second run that day is the daily one).
    func isWeeklyDay(_ day: Day, db: AppDatabase) throws -> Bool {
        guard let chosen = try db.setting(.person(.weekly)), chosen == DayParser.weekdayName(of: day).lowercased()
        else { return false }
        return try !db.hasReflection(flow: Self.weeklyFlow, day: day)
    }
}

/// Reads a `--date` value: a past day or today; the future is refused (exit 3).
enum DayOption {
    /// The latest day a command that only looks accepts.
    static let farthest = Day(year: 9999, month: 12, day: 31)!

    static func resolve(_ text: String?, context: Context) throws -> Day {
        try resolve(text, today: context.clock.today, latest: context.clock.today)
    }

    /// Reads `text` relative to `today` (a reflection's today may be the calendar's yesterday before the
    /// day's start hour); none gives `today`, and a day after `latest` is refused.
    static func resolve(_ text: String?, today: Day, latest: Day) throws -> Day {
        guard let text else { return today }
        guard let day = DayParser.parse(text, today: today) else { throw InkyFailure.usage(Messages.badDate(text)) }
        guard day <= latest else { throw InkyFailure.refused(Messages.futureDate(day, today: latest)) }
        return day
    }
}
