// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import InkyCore
import InkyStore

/// `inky export --format json|markdown|csv|todotxt [--output FILE] [--from D] [--to D]`.
///
/// JSON holds every table (for `inky import`); the others are for reading and other tools.
/// Standard output by default; a file is written owner-only through a temporary file and a rename.
struct ExportCommand: InkyRunnable {
    static let configuration = CommandConfiguration(commandName: "export", abstract: Messages.PortHelp.export)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, markdown, csv, todotxt
    }

    @OptionGroup var global: GlobalOptions
    @Option(name: .long, help: ArgumentHelp(Messages.PortHelp.exportFormat, valueName: "format")) var format: Format
    @Option(name: [.customLong("output"), .customLong("out"), .customShort("o")],
            help: ArgumentHelp(Messages.PortHelp.exportOutput, valueName: "file")) var output: String?
    @Flag(name: .long, help: ArgumentHelp(Messages.forceHelp)) var force = false
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(Messages.PortHelp.exportFrom, valueName: "date")) var from: String?
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(Messages.PortHelp.exportTo, valueName: "date")) var to: String?

    /// The CSV's columns: one file, one row per entry, reflection answer, todo or feelings log.
    static let csvHeader = ["kind", "id", "day", "time", "title", "text", "tags", "rating", "done", "due"]

    func run(in context: Context) throws {
        if format == .json && (from != nil || to != nil) { throw InkyFailure.usage(Messages.exportRangeIsNotForJSON) }
        let range = try DayRange.resolve(from: from, to: to, context: context)
        let file = output.map { URL(fileURLWithPath: ($0 as NSString).expandingTildeInPath) }
        if let file, !force, FileManager.default.fileExists(atPath: file.path) { throw InkyFailure.usage(Messages.fileExists(file.path)) }
        let first = range.from
        let last = range.to
        let db = try context.openForReading(home: global.home)
        let text: String
        switch format {
        case .json: text = String(decoding: try db.exportJSON(), as: UTF8.self)
        case .markdown: text = MarkdownWriter.write(try db.journalPages(from: first, to: last, timeZone: context.clock.timeZone))
        case .csv: text = Self.csv(try db.journalPages(from: first, to: last, timeZone: context.clock.timeZone))
        case .todotxt: text = Self.todoTxt(try db.exportedTodos(from: first, to: last), timeZone: context.clock.timeZone)
        }
        guard let output else {
            // Journal text to a terminal is neutralised; to a pipe or file it stays verbatim.
            context.output.write(context.stdoutIsTerminal ? SafeText.forTerminal(text, keepNewlines: true) : text)
            return
        }
        try Self.writeAtomically(Data(text.utf8), to: file ?? URL(fileURLWithPath: output), replacing: force)
        context.output.line(Messages.exportWritten(output))
    }

    static func csv(_ pages: [JournalPage]) -> String {
        var out = CSVWriter.row(csvHeader)
        for page in pages {
            let day = page.day.description
            for a in page.answers {
                out += CSVWriter.row(["reflection_answer", String(a.id), day, a.time, a.question, a.answer, "", "", "", ""])
            }
            for e in page.entries {
                out += CSVWriter.row(["entry", String(e.id), day, e.time, e.title ?? "", e.text, e.tags.joined(separator: ";"), "", "", ""])
            }
            for t in page.todos {
                out += CSVWriter.row(["todo", String(t.id), day, t.time, "", t.text, t.tags.joined(separator: ";"), "",
                                      t.done ? "true" : "false", t.due ?? ""])
            }
            for l in page.logs {
                let title = ([l.category].compactMap { $0 } + l.feelings).joined(separator: ";")
                let text = [l.note, l.place.map { "at " + $0 }].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
                out += CSVWriter.row(["log", String(l.id), day, l.time, title, text, "", String(l.rating), "", ""])
            }
        }
        return out
    }

    /// One todo.txt line a todo: an imported todo's own line while it is unchanged (so a file round-trips
    /// line for line), else a line made from it; a date the todo never had (an undated imported line) is not invented.
    static func todoTxt(_ todos: [(todo: ListedTodo, day: Day)], timeZone: TimeZone) -> String {
        todos.map { listed in
            let item = listed.todo.item
            let source = item.sourceLine.flatMap { try? TodoTxt.item($0[...], number: 0) }
            if let source, source.done == item.isDone, source.textWithPriority == item.text, source.due == item.dueDay,
               Set(source.projects.map { $0.lowercased() }) == Set(listed.todo.tags.map { $0.lowercased() }) {
                return item.sourceLine! + "\n"
            }
            let (priority, text) = TodoTxtItem.priority(of: item.text)
            let created = source.map { $0.created } ?? Day(item.createdAt, in: timeZone)
            let completed = source.map { $0.done && item.isDone ? $0.completed : item.doneAt.map { Day($0, in: timeZone) } }
                ?? item.doneAt.map { Day($0, in: timeZone) }
            return TodoTxt.line(TodoTxtItem(
                done: item.isDone, completed: completed, priority: priority,
                created: created, text: text, due: item.dueDay,
                projects: listed.todo.tags)) + "\n"
        }.joined()
    }

    /// Writes `data` to `url` owner-only: a temporary file beside it, flushed, then moved into place; an
    /// existing file only when `replacing`.
    static func writeAtomically(_ data: Data, to url: URL, replacing: Bool) throws {
        switch OwnerOnlyFile.write(data, to: url, replacing: replacing) {
        case .written: return
        case .exists: throw InkyFailure.usage(Messages.fileExists(url.path))
        case .failed: throw InkyFailure.usage(Messages.exportNotWritten(url.path))
        }
    }
}
