// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import InkyCore

/// `inky tags`: the journal's tags with their counts.
struct TagsCommand: InkyRunnable {
    static let configuration = CommandConfiguration(commandName: "tags", abstract: Messages.Help.tags)
    @OptionGroup var global: GlobalOptions
    @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false

    func run(in context: Context) throws {
        try context.withJournal(home: global.home) { db in
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
