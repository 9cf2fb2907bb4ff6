// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import InkyCore
import InkyStore

/// `inky reflection list|show N|edit N ANSWER [TEXT]|rm N`: past reflections, numbered by their session,
/// shown, corrected and removed like entries; removing one puts it in the trash.
struct ReflectionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reflection", abstract: Messages.Help.reflections,
        subcommands: [List.self, Show.self, Edit.self, Remove.self], defaultSubcommand: List.self)

    /// Runs `body` on the journal, turning an unknown number into a usage error (exit 1).
    static func withStore<T>(_ context: Context, home: String?, reading: Bool = false,
                             _ body: (AppDatabase) throws -> T) throws -> T {
        try context.withJournal(home: home, reading: reading) { db in
            do { return try body(db) } catch let missing as ReflectionNotFound {
                throw InkyFailure.usage(Messages.noSuchReflectionNumber(missing.number))
            } catch let missing as ReflectionAnswerNotFound {
                throw InkyFailure.usage(Messages.noSuchReflectionAnswer(missing.number, answer: missing.answer, count: missing.count))
            }
        }
    }

    static func json(_ reflection: ListedReflection) -> JSONValue {
        .object([
            ("number", .int(reflection.number)), ("day", .string(reflection.day.description)), ("flow", .string(reflection.flow)),
            ("answers", .array(reflection.answers.map {
                .object([("n", .int(Int64($0.position))), ("question", .string($0.question)), ("answer", .string($0.answer))])
            })),
        ])
    }

    struct List: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "list", abstract: Messages.Help.reflectionList)
        @OptionGroup var global: GlobalOptions
        @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(Messages.Help.from, valueName: "date")) var from: String?
        @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(Messages.Help.to, valueName: "date")) var to: String?
        @Option(name: .long, help: ArgumentHelp(Messages.Help.limit, valueName: "n")) var limit: Int = 20
        @Flag(name: .long, help: ArgumentHelp(Messages.Help.json)) var json = false

        func run(in context: Context) throws {
            let range = try DayRange.resolve(from: from, to: to, context: context)
            guard limit > 0 else { throw InkyFailure.usage(Messages.badLimit) }
            try ReflectionsCommand.withStore(context, home: global.home, reading: true) { db in
                let reflections = try db.reflections(from: range.from, to: range.to, limit: limit)
                if json {
                    for reflection in reflections { context.output.line(ReflectionsCommand.json(reflection).text) }
                    return
                }
                guard !reflections.isEmpty else { return context.output.line(Messages.noReflections) }
                let width = reflections.map { String($0.number).count }.max() ?? 1
                for reflection in reflections {
                    let number = String(reflection.number)
                    context.output.line(Messages.reflectionLine(
                        number: String(repeating: " ", count: width - number.count) + number,
                        day: Messages.dayWithWeekday(reflection.day), answers: reflection.answers.count,
                        preview: EntryCommand.preview(reflection.answers.first?.answer ?? "", width: 50)))
                }
            }
        }
    }

    struct Show: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "show", abstract: Messages.Help.reflectionShow)
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(Messages.Help.reflectionNumber, valueName: "n")) var number: Int64
        @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false

        func run(in context: Context) throws {
            try ReflectionsCommand.withStore(context, home: global.home, reading: true) { db in
                let reflection = try db.reflection(number: number)
                if json { return context.output.line(ReflectionsCommand.json(reflection).text) }
                let style = context.style
                context.output.line(style.bold(Messages.reflectionNumberHeading(number, day: Messages.dayWithWeekday(reflection.day))))
                for qa in reflection.answers {
                    context.output.line(style.dim("\(qa.position). " + SafeText.forTerminal(qa.question)))
                    context.output.line("   " + SafeText.forTerminal(qa.answer))
                }
                if let mood = try db.mood(source: .reflection, sourceID: number) {
                    context.output.line(style.dim(MoodPresenter.sentence(mood)))
                }
            }
        }
    }

    struct Edit: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "edit", abstract: Messages.Help.reflectionEdit)
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(Messages.Help.reflectionNumber, valueName: "n")) var number: Int64
        @Argument(help: ArgumentHelp(Messages.Help.reflectionAnswer, valueName: "answer")) var answer: Int
        @Argument(help: ArgumentHelp(Messages.Help.reflectionText, valueName: "text")) var words: [String] = []
        @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false

        func run(in context: Context) throws {
            let text = words.isEmpty ? try PipedText.read(context) : words.joined(separator: " ").trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { throw InkyFailure.usage(Messages.reflectionNeedsText) }
            if let long = InputLimits.overlongLine(in: text) {
                throw InkyFailure.usage(Messages.pipedLineTooLong(line: long.line, bytes: long.bytes, limit: InputLimits.answerBytes))
            }
            try ReflectionsCommand.withStore(context, home: global.home) { db in
                let reflection = try db.reflection(number: number)
                guard reflection.answers.contains(where: { $0.position == answer }) else {
                    throw InkyFailure.usage(Messages.noSuchReflectionAnswer(number, answer: answer, count: reflection.answers.count))
                }
                let analyzer = try ShippedLexicons.analyzer()
                let analysis = analyzer.analyze(text)
                // The answers' words make the text signal again; a rating, feelings, a photo or typing are kept.
                let answers = reflection.answers.map { $0.position == answer ? text : $0.answer }
                let existing = try db.mood(source: .reflection, sourceID: number)
                var reading: MoodRecord?
                if let existing {
                    let whole = analyzer.analyze(answers.joined(separator: "\n"))
                    let at = existing.record.at
                    reading = MoodRecord(at: at, signals: [Readings.entry(whole, at: at)] + existing.record.signals.filter { $0.source != .text })
                    reading?.correction = existing.record.correction
                }
                let saved = try db.editReflectionAnswer(
                    number: number, answer: answer, text: text, topics: analysis.topics, keywords: analysis.keywords,
                    valence: analysis.valence, reading: reading, replay: MoodContext(db: db, context: context).replay)
                context.output.line(json ? ReflectionsCommand.json(saved).text : Messages.reflectionEdited(number, answer: answer))
                SafetyNet.note(text, context: context, json: json)
            }
        }
    }

    struct Remove: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "rm", abstract: Messages.Help.reflectionRemove)
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(Messages.Help.reflectionNumber, valueName: "n")) var number: Int64
        @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false

        func run(in context: Context) throws {
            try ReflectionsCommand.withStore(context, home: global.home) { db in
                let removed = try db.removeReflection(number: number, at: context.clock.now(), replay: MoodContext(db: db, context: context).replay)
                let handle = TrashKind.reflection.rawValue + String(removed.number)
                context.output.line(json ? JSONValue.object([("number", .int(number)), ("removed", .bool(true)), ("trash", .string(handle))]).text
                                         : Messages.reflectionRemoved(number, handle: handle))
            }
        }
    }
}
