// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import InkyCore
import InkyStore

/// `inky goal add TEXT [--step S]... | list | progress ID PCT | step done ID N | done ID | rm ID`.
///
/// Inky's goal setting: a goal is a `goals` entry with a 0–100 progress and numbered steps.
/// Marking a step done raises progress to the share of steps done (never lowers what the person
/// set); `done` sets 100% and the completion time; `rm` is a soft delete.
struct GoalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "goal", abstract: Messages.Help.goal,
        subcommands: [Add.self, List.self, Progress.self, Step.self, Done.self, Remove.self], defaultSubcommand: List.self)

    /// Runs `body` against the journal: store failures become exit 2, a missing goal or step exit 1.
    /// A goal as `goal list` shows it, its id right-aligned in `idWidth`, then its steps.
    static func lines(_ goal: ListedGoal, idWidth: Int, context: Context) -> [String] {
        let id = String(repeating: " ", count: max(0, idWidth - String(goal.number).count)) + String(goal.number)
        let line = Messages.goalLine(
            id: id, text: SafeText.forTerminal(goal.text), percent: goal.progress, stepsDone: goal.stepsDone,
            steps: goal.steps.count,
            completedDay: goal.entry.completedAt.map { Day($0, in: context.clock.timeZone) })
        return [goal.isComplete ? context.style.dim(line) : line] + goal.steps.map { step in
            Messages.goalStepLine(indent: idWidth + 4, number: step.position, done: step.isDone, text: SafeText.forTerminal(step.bullet))
        }
    }

    static func withStore<T>(_ context: Context, home: String?, reading: Bool = false,
                                _ body: (AppDatabase) throws -> T) throws -> T {
        try context.withJournal(home: home, reading: reading) { db in
            do { return try body(db) } catch let missing as GoalNotFound {
                throw InkyFailure.usage(Messages.noSuchGoal(missing.id))
            } catch let missing as GoalStepNotFound {
                throw InkyFailure.usage(Messages.noSuchGoalStep(goal: missing.goal, step: missing.step, count: missing.count))
            }
        }
    }

    static func json(_ goal: ListedGoal) -> JSONValue {
        .object([
            ("id", .int(goal.number)), ("text", .string(goal.text)), ("day", .string(goal.entry.day.description)),
            ("progress", .int(Int64(goal.progress))), ("done", .bool(goal.isComplete)),
            ("completed_at", goal.entry.completedAt.map { .string(ISOMoment.text($0)) } ?? .null),
            ("steps", .array(goal.steps.map { step in
                .object([("number", .int(Int64(step.position))), ("text", .string(step.bullet)), ("done", .bool(step.isDone))])
            })),
        ])
    }

    /// Reads PCT: a whole number 0–100, with or without a trailing `%`.
    static func percent(_ text: String) throws -> Int {
        var digits = Substring(text.trimmingCharacters(in: .whitespaces))
        if digits.hasSuffix("%") { digits = digits.dropLast() }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(digits), (0...100).contains(value) else {
            throw InkyFailure.usage(Messages.badPercent(text))
        }
        return value
    }

    struct Add: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "add", abstract: Messages.Help.goalAdd)
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(Messages.Help.goalText, valueName: "text")) var words: [String] = []
        @Option(name: .long, help: ArgumentHelp(Messages.Help.goalStepOption, valueName: "step")) var step: [String] = []
        @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false

        func run(in context: Context) throws {
            let text = try TodoCommand.text(words, orElse: Messages.goalNeedsText)
            let steps = step.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            guard steps.allSatisfy({ !$0.isEmpty }) else { throw InkyFailure.usage(Messages.goalStepNeedsText) }
            try GoalCommand.withStore(context, home: global.home) { db in
                let goal = try db.addGoal(text: text, steps: steps, day: context.clock.today, at: context.clock.now())
                context.output.line(json ? GoalCommand.json(goal).text
                                         : Messages.goalAdded(goal.number, text: SafeText.forTerminal(text), steps: steps.count))
            }
        }
    }

    struct List: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "list", abstract: Messages.Help.goalList)
        @OptionGroup var global: GlobalOptions
        @Flag(name: .long, help: ArgumentHelp(Messages.Help.json)) var json = false

        func run(in context: Context) throws {
            try GoalCommand.withStore(context, home: global.home, reading: true) { db in
                let goals = try db.goals()
                if json {
                    for goal in goals { context.output.line(GoalCommand.json(goal).text) }
                    return
                }
                guard !goals.isEmpty else { return context.output.line(Messages.noGoals) }
                let width = goals.map { String($0.number).count }.max() ?? 1
                for goal in goals { for line in GoalCommand.lines(goal, idWidth: width, context: context) { context.output.line(line) } }
            }
        }
    }

    struct Progress: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "progress", abstract: Messages.Help.goalProgress)
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(Messages.Help.goalID, valueName: "id")) var id: Int64
        @Argument(help: ArgumentHelp(Messages.Help.goalPercent, valueName: "pct")) var pct: String
        @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false

        func run(in context: Context) throws {
            let value = try GoalCommand.percent(pct)
            try GoalCommand.withStore(context, home: global.home) { db in
                let goal = try db.setGoalProgress(id, percent: value, at: context.clock.now())
                context.output.line(json ? GoalCommand.json(goal).text : Messages.goalProgressSet(id, percent: goal.progress))
            }
        }
    }

    struct Step: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "step", abstract: Messages.Help.goalStep, subcommands: [Add.self, Done.self, Undo.self, Edit.self])

        struct Add: InkyRunnable {
            static let configuration = CommandConfiguration(commandName: "add", abstract: Messages.Help.goalStepAdd)
            @OptionGroup var global: GlobalOptions
            @Argument(help: ArgumentHelp(Messages.Help.goalID, valueName: "id")) var id: Int64
            @Argument(help: ArgumentHelp(Messages.Help.goalStepText, valueName: "text")) var text: String
            @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false

            func run(in context: Context) throws {
                let text = try GoalCommand.stepText(text)
                try GoalCommand.withStore(context, home: global.home) { db in
                    let goal = try db.addGoalStep(id, text: text, at: context.clock.now())
                    context.output.line(json ? GoalCommand.json(goal).text
                                             : Messages.goalStepAdded(goal: id, step: goal.steps.count, text: SafeText.forTerminal(text)))
                }
            }
        }

        struct Undo: InkyRunnable {
            static let configuration = CommandConfiguration(commandName: "undo", abstract: Messages.Help.goalStepUndo)
            @OptionGroup var global: GlobalOptions
            @Argument(help: ArgumentHelp(Messages.Help.goalID, valueName: "id")) var id: Int64
            @Argument(help: ArgumentHelp(Messages.Help.goalStepNumber, valueName: "n")) var number: Int
            @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false

            func run(in context: Context) throws {
                try GoalCommand.withStore(context, home: global.home) { db in
                    let wasDone = try db.goal(id).steps.first { $0.position == number }?.isDone ?? true
                    let goal = try db.setGoalStep(id, step: number, done: false, at: context.clock.now())
                    context.output.line(json ? GoalCommand.json(goal).text
                                             : wasDone ? Messages.goalStepReopened(goal: id, step: number, percent: goal.progress)
                                                       : Messages.goalStepWasOpen(goal: id, step: number))
                }
            }
        }

        struct Edit: InkyRunnable {
            static let configuration = CommandConfiguration(commandName: "edit", abstract: Messages.Help.goalStepEdit)
            @OptionGroup var global: GlobalOptions
            @Argument(help: ArgumentHelp(Messages.Help.goalID, valueName: "id")) var id: Int64
            @Argument(help: ArgumentHelp(Messages.Help.goalStepNumber, valueName: "n")) var number: Int
            @Argument(help: ArgumentHelp(Messages.Help.goalStepText, valueName: "text")) var text: String
            @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false

            func run(in context: Context) throws {
                let text = try GoalCommand.stepText(text)
                try GoalCommand.withStore(context, home: global.home) { db in
                    let goal = try db.editGoalStep(id, step: number, text: text, at: context.clock.now())
                    context.output.line(json ? GoalCommand.json(goal).text
                                             : Messages.goalStepEdited(goal: id, step: number, text: SafeText.forTerminal(text)))
                }
            }
        }

        struct Done: InkyRunnable {
            static let configuration = CommandConfiguration(commandName: "done", abstract: Messages.Help.goalStepDone)
            @OptionGroup var global: GlobalOptions
            @Argument(help: ArgumentHelp(Messages.Help.goalID, valueName: "id")) var id: Int64
            @Argument(help: ArgumentHelp(Messages.Help.goalStepNumber, valueName: "n")) var number: Int
            @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false

            func run(in context: Context) throws {
                try GoalCommand.withStore(context, home: global.home) { db in
                    let step = try db.goal(id).steps.first { $0.position == number }
                    let goal = try db.markGoalStepDone(id, step: number, at: context.clock.now())
                    if !json, let step, step.isDone, let doneAt = step.doneAt {
                        return context.output.line(Messages.goalStepAlreadyDone(goal: id, step: number, day: Messages.dayWithWeekday(Day(doneAt, in: context.clock.timeZone))))
                    }
                    context.output.line(json ? GoalCommand.json(goal).text : Messages.goalStepMarked(
                        goal: id, step: number, percent: goal.progress, done: goal.stepsDone, of: goal.steps.count))
                }
            }
        }
    }

    struct Done: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "done", abstract: Messages.Help.goalDone)
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(Messages.Help.goalID, valueName: "id")) var id: Int64
        @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false

        func run(in context: Context) throws {
            try GoalCommand.withStore(context, home: global.home) { db in
                if !json, let reached = try db.goal(id).entry.completedAt {
                    return context.output.line(Messages.goalAlreadyReached(id, day: Messages.dayWithWeekday(Day(reached, in: context.clock.timeZone))))
                }
                let goal = try db.completeGoal(id, at: context.clock.now())
                context.output.line(json ? GoalCommand.json(goal).text
                                         : Messages.goalCompleted(id, text: SafeText.forTerminal(goal.text)))
            }
        }
    }

    struct Remove: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "rm", abstract: Messages.Help.goalRemove)
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(Messages.Help.goalID, valueName: "id")) var id: Int64
        @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false

        func run(in context: Context) throws {
            try GoalCommand.withStore(context, home: global.home) { db in
                let goal = try db.removeGoal(id, at: context.clock.now())
                context.output.line(json ? JSONValue.object([("id", .int(goal.number)), ("removed", .bool(true))]).text
                                         : Messages.goalRemoved(id))
            }
        }
    }
}

extension GoalCommand {
    /// A step's text, refused when empty or over the one-line limit.
    static func stepText(_ text: String) throws -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw InkyFailure.usage(Messages.goalStepEmpty) }
        if let long = InputLimits.overlongLine(in: trimmed) {
            throw InkyFailure.usage(Messages.pipedLineTooLong(line: long.line, bytes: long.bytes, limit: InputLimits.answerBytes))
        }
        return trimmed
    }
}
