// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import InkyCore
import InkyStore

/// `inky todo add TEXT [--due D] [--tag T] | list [--all] | done ID | undo ID | edit ID TEXT | rm ID`.
///
/// Inky's to-do management: each day's todos live in one `todos` entry; ids are the todo items'
/// own, short and stable. Completion times are kept; `rm` is a soft delete.
struct TodoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "todo", abstract: Messages.Help.todo,
        subcommands: [Add.self, List.self, Done.self, Undo.self, Edit.self, Remove.self], defaultSubcommand: List.self)

    /// Runs `body` against the journal: store failures become exit 2, a missing todo exit 1.
    static func withStore<T>(_ context: Context, home: String?, reading: Bool = false,
                                _ body: (AppDatabase) throws -> T) throws -> T {
        try context.withJournal(home: home, reading: reading) { db in
            do { return try body(db) } catch let missing as TodoNotFound {
                throw InkyFailure.usage(Messages.noSuchTodo(missing.id))
            }
        }
    }

    /// Words joined into one line of text; empty (after trimming) is refused.
    static func text(_ words: [String], orElse message: String) throws -> String {
        let text = words.joined(separator: " ").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw InkyFailure.usage(message) }
        return text
    }

    /// A due day: anything `--date` takes (`DayParser`), the future allowed; a bare weekday is the next one.
    static func dueDay(_ text: String, today: Day) throws -> Day {
        guard let day = DayParser.parse(text, today: today, weekday: .ahead) else { throw InkyFailure.usage(Messages.badDueDate(text)) }
        return day
    }

    /// A todo as `todo list` shows it, its id right-aligned in `idWidth`; bold when overdue, dim when done.
    static func line(_ todo: ListedTodo, idWidth: Int, today: Day, context: Context) -> String {
        let item = todo.item
        let id = String(repeating: " ", count: max(0, idWidth - String(item.id).count)) + String(item.id)
        let overdue = isOverdue(todo, today: today)
        let line = Messages.todoLine(
            id: id, done: item.isDone, text: SafeText.forTerminal(item.text), due: item.dueDay, overdue: overdue,
            doneDay: item.doneAt.map { Day($0, in: context.clock.timeZone) },
            tags: todo.tags.map { SafeText.forTerminal($0) }, reflectionDay: todo.reflectionDay)
        return overdue ? context.style.bold(line) : item.isDone ? context.style.dim(line) : line
    }

    static func isOverdue(_ todo: ListedTodo, today: Day) -> Bool {
        guard !todo.item.isDone, let due = todo.item.dueDay else { return false }
        return due < today
    }

    static func json(_ todo: ListedTodo, context: Context) -> JSONValue {
        let item = todo.item
        return .object([
            ("id", .int(item.id)), ("text", .string(item.text)), ("done", .bool(item.isDone)),
            ("due", item.dueDay.map { .string($0.description) } ?? .null),
            ("overdue", .bool(isOverdue(todo, today: context.clock.today))),
            ("done_at", item.doneAt.map { .string(ISOMoment.text($0)) } ?? .null),
            ("tags", .array(todo.tags.map(JSONValue.string))),
            ("session_id", item.sessionId.map(JSONValue.int) ?? .null),
            ("reflection_day", todo.reflectionDay.map { .string($0.description) } ?? .null),
            ("created_at", .string(ISOMoment.text(item.createdAt))),
        ])
    }

    struct Add: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "add", abstract: Messages.Help.todoAdd)
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(Messages.Help.todoText, valueName: "text")) var words: [String] = []
        @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(Messages.Help.todoDue, valueName: "date")) var due: String?
        @Option(name: .long, help: ArgumentHelp(Messages.Help.todoTag, valueName: "tag")) var tag: [String] = []
        @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false

        func run(in context: Context) throws {
            let text = try TodoCommand.text(words, orElse: Messages.todoNeedsText)
            let today = context.clock.today
            let dueDay = try due.map { try TodoCommand.dueDay($0, today: today) }
            for t in tag where !Hashtags.isValidName(t) {
                throw InkyFailure.usage(Messages.badTag(t))
            }
            try TodoCommand.withStore(context, home: global.home) { db in
                let item = try db.addTodo(text: text, day: today, dueDay: dueDay, tags: tag,
                                          at: context.clock.now())
                if json {
                    context.output.line(TodoCommand.json(try db.todo(item.id), context: context).text)
                } else {
                    context.output.line(Messages.todoAdded(item.id, text: SafeText.forTerminal(text), due: item.dueDay))
                }
            }
        }
    }

    struct List: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "list", abstract: Messages.Help.todoList)
        @OptionGroup var global: GlobalOptions
        @Flag(name: .long, help: ArgumentHelp(Messages.Help.todoAll)) var all = false
        @Option(name: .long, help: ArgumentHelp(Messages.Help.todoSort, valueName: "order")) var sort: AppDatabase.TodoOrder = .due
        @Flag(name: .long, help: ArgumentHelp(Messages.Help.json)) var json = false

        func run(in context: Context) throws {
            try TodoCommand.withStore(context, home: global.home, reading: true) { db in
                let todos = try db.todos(includeDone: all, order: sort)
                if json {
                    for todo in todos { context.output.line(TodoCommand.json(todo, context: context).text) }
                    return
                }
                guard !todos.isEmpty else { return context.output.line(all ? Messages.noTodos : Messages.noOpenTodos) }
                let today = context.clock.today
                let width = todos.map { String($0.item.id).count }.max() ?? 1
                for todo in todos { context.output.line(TodoCommand.line(todo, idWidth: width, today: today, context: context)) }
            }
        }
    }

    struct Done: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "done", abstract: Messages.Help.todoDone)
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(Messages.Help.todoID, valueName: "id")) var id: Int64
        @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false

        func run(in context: Context) throws {
            try TodoCommand.withStore(context, home: global.home) { db in
                if !json, let doneAt = try db.todo(id).item.doneAt {
                    return context.output.line(Messages.todoAlreadyDone(id, day: Messages.dayWithWeekday(Day(doneAt, in: context.clock.timeZone))))
                }
                let todo = try db.setTodoDone(id, done: true, at: context.clock.now())
                context.output.line(json ? TodoCommand.json(todo, context: context).text
                                         : Messages.todoMarkedDone(id, text: SafeText.forTerminal(todo.item.text)))
            }
        }
    }

    struct Undo: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "undo", abstract: Messages.Help.todoUndo)
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(Messages.Help.todoID, valueName: "id")) var id: Int64
        @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false

        func run(in context: Context) throws {
            try TodoCommand.withStore(context, home: global.home) { db in
                if !json, try !db.todo(id).item.isDone { return context.output.line(Messages.todoAlreadyOpen(id)) }
                let todo = try db.setTodoDone(id, done: false, at: context.clock.now())
                context.output.line(json ? TodoCommand.json(todo, context: context).text
                                         : Messages.todoReopened(id, text: SafeText.forTerminal(todo.item.text)))
            }
        }
    }

    struct Edit: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "edit", abstract: Messages.Help.todoEdit)
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(Messages.Help.todoID, valueName: "id")) var id: Int64
        @Argument(help: ArgumentHelp(Messages.Help.todoText, valueName: "text")) var words: [String] = []
        @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(Messages.Help.todoDue, valueName: "date")) var due: String?
        @Flag(name: .customLong("no-due"), help: ArgumentHelp(Messages.Help.todoNoDue)) var noDue = false
        @Option(name: .long, help: ArgumentHelp(Messages.Help.todoTag, valueName: "tag")) var tag: [String] = []
        @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false

        func run(in context: Context) throws {
            let typed = words.joined(separator: " ").trimmingCharacters(in: .whitespacesAndNewlines)
            guard !typed.isEmpty || due != nil || noDue || !tag.isEmpty else { throw InkyFailure.usage(Messages.todoEditNeedsChange) }
            guard !(due != nil && noDue) else { throw InkyFailure.usage(Messages.todoDueOrNoDue) }
            for t in tag where !Hashtags.isValidName(t) { throw InkyFailure.usage(Messages.badTag(t)) }
            let change: AppDatabase.DueChange? = try due.map { .set(try TodoCommand.dueDay($0, today: context.clock.today)) }
                ?? (noDue ? .clear : nil)
            try TodoCommand.withStore(context, home: global.home) { db in
                let todo = try db.editTodo(id, text: typed.isEmpty ? nil : typed, due: change, addingTags: tag, at: context.clock.now())
                context.output.line(json ? TodoCommand.json(todo, context: context).text
                                         : Messages.todoEdited(id, text: SafeText.forTerminal(todo.item.text), due: todo.item.dueDay))
            }
        }
    }

    struct Remove: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "rm", abstract: Messages.Help.todoRemove)
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(Messages.Help.todoID, valueName: "id")) var id: Int64
        @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false

        func run(in context: Context) throws {
            try TodoCommand.withStore(context, home: global.home) { db in
                let item = try db.removeTodo(id, at: context.clock.now())
                context.output.line(json ? JSONValue.object([("id", .int(item.id)), ("removed", .bool(true))]).text
                                         : Messages.todoRemoved(id))
            }
        }
    }
}

extension AppDatabase.TodoOrder: ExpressibleByArgument {}
