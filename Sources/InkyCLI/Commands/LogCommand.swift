// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import InkyCore
import InkyStore

/// `inky log --rating 0-10 [--category C] [--feel E,E] [--note T] [--where PLACE] [--date D]`, and
/// `inky log list|edit ID|rm ID`.
///
/// Emotions Tracker's model: a rating, a category, then specific feelings; stored as an emotion log
/// and read by the mood pipeline as a self-report (and the note as text).
struct LogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log", abstract: Messages.Help.logCommand,
        subcommands: [Add.self, List.self, Edit.self, Remove.self], defaultSubcommand: Add.self)

    /// Runs `body` against the journal; a missing log is exit 1.
    static func withStore<T>(_ context: Context, home: String?, reading: Bool = false,
                                _ body: (AppDatabase) throws -> T) throws -> T {
        try context.withJournal(home: home, reading: reading) { db in
            do { return try body(db) } catch let missing as EmotionLogNotFound {
                throw InkyFailure.usage(Messages.noSuchLog(missing.id))
            }
        }
    }

    static func category(_ name: String?) throws -> EmotionCategory? {
        try name.map { name in
            guard let c = EmotionCategory(rawValue: name.lowercased()) else { throw InkyFailure.usage(Messages.badCategory(name)) }
            return c
        }
    }

    static func feelings(_ text: String?) -> [String] {
        (text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
    }

    static func json(_ log: EmotionLog) -> [(String, JSONValue)] {
        [
            ("id", .int(log.id)), ("day", .string(log.day.description)), ("rating", .int(Int64(log.rating))),
            ("category", log.category.map(JSONValue.string) ?? .null),
            ("feelings", .array(log.feelingList.map(JSONValue.string))),
            ("note", log.note.map(JSONValue.string) ?? .null), ("where", log.place.map(JSONValue.string) ?? .null),
        ]
    }

    /// One line for a list or a day page: `12  2026-11-20  6/10 calm: relaxed, content — note @ place`.
    static func line(_ log: EmotionLog, idWidth: Int = 0) -> String {
        let id = String(log.id)
        return Messages.logLine(
            id: String(repeating: " ", count: max(0, idWidth - id.count)) + id, day: log.day, rating: log.rating,
            category: log.category, feelings: log.feelingList.map { SafeText.forTerminal($0) },
            note: log.note.map { SafeText.forTerminal($0) }, place: log.place.map { SafeText.forTerminal($0) })
    }

    struct Add: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "add", abstract: Messages.Help.logAdd)

        @OptionGroup var global: GlobalOptions
        @Option(name: .long, help: ArgumentHelp(Messages.Help.logRating, valueName: "0-10")) var rating: Int?
        @Option(name: .long, help: ArgumentHelp(Messages.Help.logCategory, valueName: "category")) var category: String?
        @Option(name: .long, help: ArgumentHelp(Messages.Help.logFeel, valueName: "feelings")) var feel: String?
        @Option(name: .long, help: ArgumentHelp(Messages.Help.logNote, valueName: "text")) var note: String?
        @Option(name: .customLong("where"), help: ArgumentHelp(Messages.Help.logWhere, valueName: "place")) var place: String?
        @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(Messages.Help.logDate, valueName: "date")) var date: String?
        @Flag(name: .long, help: ArgumentHelp(Messages.Help.logList)) var list = false
        @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false

        func run(in context: Context) throws {
            let feelingsList = MoodContext.feelings()
            if list { return printList(feelingsList, json: json, context: context) }
            guard let rating, (0...10).contains(rating) else { throw InkyFailure.usage(Messages.logNeedsRating) }
            let chosen = try LogCommand.category(category)
            let day = try DayOption.resolve(date, context: context)
            let words = LogCommand.feelings(feel)
            if let note, let long = InputLimits.overlongLine(in: note) {
                throw InkyFailure.usage(Messages.pipedLineTooLong(line: long.line, bytes: long.bytes, limit: InputLimits.answerBytes))
            }
            let now = context.clock.now()
            let db = try context.openStore(home: global.home)
            let log = try db.addEmotionLog(EmotionLog.New(
                day: day, loggedAt: context.clock.observationTime(for: day), rating: rating,
                category: chosen?.rawValue, feelings: words,
                note: note.flatMap { $0.isEmpty ? nil : $0 }, place: place.flatMap { $0.isEmpty ? nil : $0 }, at: now))
            let record = Readings.log(log, analyzer: try ShippedLexicons.analyzer(), feelings: feelingsList)
            let mood = try MoodContext(db: db, context: context).record(record, source: .log, sourceID: log.id, day: day)
            if json {
                context.output.line(JSONValue.object(LogCommand.json(log) + [("mood", .object(MoodPresenter.json(mood)))]).text)
            } else {
                context.output.line(Messages.logged(id: log.id, rating: rating, category: chosen?.rawValue,
                                                    feelings: words.map { SafeText.forTerminal($0) }))
                context.output.line(MoodPresenter.sentence(mood))
                if let note = MoodPresenter.conflictNote(mood) { context.output.line(note) }
            }
            if let note = log.note { SafetyNet.note(note, context: context, json: json) }
        }

        private func printList(_ feelings: FeelingsList, json: Bool, context: Context) {
            if json {
                return context.output.line(JSONValue.object(EmotionCategory.allCases.map { category in
                    (category.rawValue, .array((feelings.byCategory[category] ?? []).map(JSONValue.string)))
                }).text)
            }
            for category in EmotionCategory.allCases {
                context.output.line("\(category.rawValue): \((feelings.byCategory[category] ?? []).joined(separator: ", "))")
            }
        }
    }

    struct List: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "list", abstract: Messages.Help.logListLogs)
        @OptionGroup var global: GlobalOptions
        @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(Messages.Help.from, valueName: "date")) var from: String?
        @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(Messages.Help.to, valueName: "date")) var to: String?
        @Flag(name: .long, help: ArgumentHelp(Messages.Help.json)) var json = false

        func run(in context: Context) throws {
            let range = try DayRange.resolve(from: from, to: to, context: context)
            try LogCommand.withStore(context, home: global.home) { db in
                let logs = try db.emotionLogs(from: range.from, to: range.to)
                if json {
                    for log in logs { context.output.line(JSONValue.object(LogCommand.json(log)).text) }
                    return
                }
                guard !logs.isEmpty else { return context.output.line(Messages.noLogs) }
                let width = logs.map { String($0.id).count }.max() ?? 1
                for log in logs { context.output.line(LogCommand.line(log, idWidth: width)) }
            }
        }
    }

    struct Edit: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "edit", abstract: Messages.Help.logEdit)
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(Messages.Help.logID, valueName: "id")) var id: Int64
        @Option(name: .long, help: ArgumentHelp(Messages.Help.logRating, valueName: "0-10")) var rating: Int?
        @Option(name: .long, help: ArgumentHelp(Messages.Help.logCategory, valueName: "category")) var category: String?
        @Option(name: .long, help: ArgumentHelp(Messages.Help.logFeel, valueName: "feelings")) var feel: String?
        @Option(name: .long, help: ArgumentHelp(Messages.Help.logNote, valueName: "text")) var note: String?
        @Option(name: .customLong("where"), help: ArgumentHelp(Messages.Help.logWhere, valueName: "place")) var place: String?
        @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false

        func run(in context: Context) throws {
            guard rating != nil || category != nil || feel != nil || note != nil || place != nil else {
                throw InkyFailure.usage(Messages.logEditNeedsChange)
            }
            if let rating, !(0...10).contains(rating) { throw InkyFailure.usage(Messages.logNeedsRating) }
            let chosen = try LogCommand.category(category)
            try LogCommand.withStore(context, home: global.home) { db in
                var log = try db.emotionLog(id)
                if let rating { log.rating = rating }
                if category != nil { log.category = chosen?.rawValue }
                if let feel { log.feelings = LogCommand.feelings(feel).joined(separator: ",") }
                if let note { log.note = note.isEmpty ? nil : note }
                if let place { log.place = place.isEmpty ? nil : place }
                let mood = MoodContext(db: db, context: context)
                let record = Readings.log(log, analyzer: try ShippedLexicons.analyzer(), feelings: MoodContext.feelings())
                let saved = try db.updateEmotionLog(log, reading: record, replay: mood.replay)
                context.output.line(json ? JSONValue.object(LogCommand.json(saved)).text : Messages.logEdited(id))
                if let note { SafetyNet.note(note, context: context, json: json) }
            }
        }
    }

    struct Remove: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "rm", abstract: Messages.Help.logRemove)
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(Messages.Help.logID, valueName: "id")) var id: Int64
        @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false

        func run(in context: Context) throws {
            try LogCommand.withStore(context, home: global.home) { db in
                _ = try db.removeEmotionLog(id, replay: MoodContext(db: db, context: context).replay)
                context.output.line(json ? JSONValue.object([("id", .int(id)), ("removed", .bool(true))]).text
                                         : Messages.logRemoved(id))
            }
        }
    }
}

/// Reads `--from` and `--to`: past days or today; the future is refused (exit 3), and `--from`
/// after `--to` is a usage error.
enum DayRange {
    static func resolve(from: String?, to: String?, context: Context) throws -> (from: Day?, to: Day?) {
        let start = try from.map { try DayOption.resolve($0, context: context) }
        let end = try to.map { try DayOption.resolve($0, context: context) }
        if let start, let end, start > end { throw InkyFailure.usage(Messages.rangeBackwards(from: start, to: end)) }
        return (start, end)
    }
}
