// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import InkyCore
import InkyStore

/// `inky trash [list] | restore ID | empty`: what was removed, for `AppDatabase.trashDays` days.
struct TrashCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trash", abstract: Messages.Help.trash,
        subcommands: [List.self, Restore.self, Empty.self], defaultSubcommand: List.self)

    struct List: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "list", abstract: Messages.Help.trashList)
        @OptionGroup var global: GlobalOptions
        @Flag(name: .long, help: ArgumentHelp(Messages.Help.json)) var json = false

        func run(in context: Context) throws {
            let db = try context.openForReading(home: global.home)
            let items = try db.trash()
            if json {
                for item in items {
                    context.output.line(JSONValue.object([
                        ("id", .string(item.handle)), ("kind", .string(item.kind.name)), ("day", .string(item.day.description)),
                        ("removed_at", .string(ISOMoment.text(item.deletedAt))), ("text", .string(item.text)),
                    ]).text)
                }
                return
            }
            guard !items.isEmpty else { return context.output.line(Messages.trashEmpty) }
            let width = items.map(\.handle.count).max() ?? 2
            let zone = context.clock.timeZone
            for item in items {
                let purge = Day(item.deletedAt, in: zone).adding(days: AppDatabase.trashDays)
                context.output.line(Messages.trashLine(
                    handle: item.handle.padding(toLength: width, withPad: " ", startingAt: 0), kind: item.kind.name,
                    day: item.day, preview: EntryCommand.preview(item.text, width: 50), purgeDay: purge.description))
            }
            context.output.line(context.style.dim(Messages.trashFooter(items.count, days: AppDatabase.trashDays)))
        }
    }

    struct Restore: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "restore", abstract: Messages.Help.trashRestore)
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(Messages.Help.trashID, valueName: "id")) var handles: [String]

        func run(in context: Context) throws {
            guard !handles.isEmpty else { throw InkyFailure.usage(Messages.trashRestoreNeedsID) }
            let parsed = try handles.map { handle in
                guard let parsed = TrashItem.parse(handle: handle) else { throw InkyFailure.usage(Messages.badTrashID(handle)) }
                return parsed
            }
            let db = try context.openStore(home: global.home)
            let mood = MoodContext(db: db, context: context)
            let analyzer = try ShippedLexicons.analyzer()
            for (kind, id) in parsed {
                do {
                    let item = try db.trashItem(kind, id: id)
                    let reading = try Readings.restored(item, db: db, analyzer: analyzer, timeZone: context.clock.timeZone)
                    _ = try db.restore(kind, id: id, reading: reading, replay: mood.replay)
                    context.output.line(Messages.restored(kind: kind.name, handle: item.handle, id: id))
                } catch let missing as TrashItemNotFound {
                    throw InkyFailure.usage(Messages.noSuchTrashItem(missing.handle))
                }
            }
        }
    }

    struct Empty: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "empty", abstract: Messages.Help.trashEmpty)
        @OptionGroup var global: GlobalOptions

        func run(in context: Context) throws {
            let db = try context.openStore(home: global.home)
            let count = try db.emptyTrash(removedBefore: nil, now: context.clock.now())
            context.output.line(Messages.trashEmptied(count))
        }
    }
}
