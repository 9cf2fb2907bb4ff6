// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore
import InkyStore

/// `inky import --list` and `inky import --undo [ID]`: the imports a journal remembers, and taking one back.
enum ImportHistory {
    static func list(json: Bool, home: String?, context: Context) throws {
        let db = try context.openForReading(home: home)
        let imports = try db.imports()
        let zone = context.clock.timeZone
        if json {
            for record in imports {
                context.output.line(JSONValue.object([
                    ("id", .int(record.id)), ("format", .string(record.format)),
                    ("file", record.file.map { .string($0) } ?? .null),
                    ("imported_at", .string(ISOMoment.text(record.importedAt))),
                    ("undone_at", record.undoneAt.map { .string(ISOMoment.text($0)) } ?? .null),
                    ("entries", .int(Int64(record.entries))), ("todos", .int(Int64(record.todos))),
                ]).text)
            }
            return
        }
        guard !imports.isEmpty else { return context.output.line(Messages.importsNone) }
        for record in imports {
            context.output.line(Messages.importLine(
                id: record.id, day: Day(record.importedAt, in: zone), format: record.format,
                file: record.file.map { SafeText.forTerminal($0) }, entries: record.entries, todos: record.todos,
                undone: record.undoneAt.map { Day($0, in: zone) }))
        }
    }

    static func undo(_ id: Int64?, home: String?, context: Context) throws {
        let db = try context.openStore(home: home)
        do {
            let record = try db.undoImport(id, at: context.clock.now(), replay: MoodContext(db: db, context: context).replay)
            context.output.line(Messages.importUndone(id: record.id, file: record.file.map { SafeText.forTerminal($0) }, entries: record.entries, todos: record.todos, trashDays: AppDatabase.trashDays))
        } catch let refusal as ImportUndoRefusal {
            throw InkyFailure.usage(Messages.importUndoRefused(refusal))
        }
    }
}
