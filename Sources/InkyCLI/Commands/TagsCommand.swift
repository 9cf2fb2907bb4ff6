// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import InkyCore
import InkyStore

/// `inky tags [list] [--json] | rm NAME | rename NAME NEW | merge NAME INTO`: the journal's tags, kept tidy.
///
/// A journal holds at most `AppDatabase.maximumTags` tags; a tag nothing carries any more frees its slot
/// by itself when a new tag needs the room.
struct TagsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tags", abstract: Messages.Help.tags,
        subcommands: [List.self, Remove.self, Rename.self, Merge.self], defaultSubcommand: List.self)

    struct List: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "list", abstract: Messages.Help.tagsList)
        @OptionGroup var global: GlobalOptions
        @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false

        func run(in context: Context) throws {
            try context.withJournal(home: global.home, reading: true) { db in
                let tags = try db.tagCounts()
                if json {
                    context.output.line(JSONValue.array(tags.map { .object([("name", .string($0.name)), ("count", .int(Int64($0.count)))]) }).text)
                } else if tags.isEmpty {
                    context.output.line(Messages.noTags)
                } else {
                    let width = tags.map(\.name.count).max() ?? 0
                    for tag in tags { context.output.line("  \(SafeText.forTerminal(tag.name).padded(width))  \(tag.count)") }
                    context.output.line(Messages.tagsFooter(tags.count))
                }
            }
        }
    }

    struct Remove: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "rm", abstract: Messages.Help.tagsRemove)
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(Messages.tagName, valueName: "name")) var name: String

        func run(in context: Context) throws {
            let uses = try context.withJournal(home: global.home) { try $0.removeTag(name) }
            context.output.line(Messages.tagRemoved(SafeText.forTerminal(name), uses: uses))
        }
    }

    struct Rename: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "rename", abstract: Messages.Help.tagsRename)
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(Messages.tagName, valueName: "name")) var name: String
        @Argument(help: ArgumentHelp(Messages.tagNewName, valueName: "new")) var newName: String

        func run(in context: Context) throws {
            try context.withJournal(home: global.home) { try $0.renameTag(name, to: newName) }
            context.output.line(Messages.tagRenamed(SafeText.forTerminal(name), SafeText.forTerminal(newName)))
        }
    }

    struct Merge: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "merge", abstract: Messages.Help.tagsMerge)
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(Messages.tagName, valueName: "name")) var name: String
        @Argument(help: ArgumentHelp(Messages.tagMergeTarget, valueName: "into")) var target: String

        func run(in context: Context) throws {
            let uses = try context.withJournal(home: global.home) { try $0.mergeTag(name, into: target) }
            context.output.line(Messages.tagMerged(SafeText.forTerminal(name), into: SafeText.forTerminal(target), uses: uses))
        }
    }
}
