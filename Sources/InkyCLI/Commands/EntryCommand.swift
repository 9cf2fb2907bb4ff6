// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import InkyCore
import InkyStore

/// `inky entry list|show ID|edit ID [TEXT]|rm ID`: the free-form entries `inky write` adds.
struct EntryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "entry", abstract: Messages.Help.entry,
        subcommands: [List.self, Show.self, Edit.self, Remove.self], defaultSubcommand: List.self)

    /// Runs `body` against the journal; a missing entry is exit 1.
    static func withStore<T>(_ context: Context, home: String?, reading: Bool = false,
                                _ body: (AppDatabase) throws -> T) throws -> T {
        try context.withJournal(home: home, reading: reading) { db in
            do { return try body(db) } catch let missing as EntryNotFound {
                throw InkyFailure.usage(Messages.noSuchEntry(missing.id))
            }
        }
    }

    static func json(_ entry: Entry, tags: [String], analysis: TextAnalysis?, mood: StoredMood?) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("id", .int(entry.number ?? entry.id)), ("day", .string(entry.day.description)), ("title", entry.title.map(JSONValue.string) ?? .null),
            ("text", .string(entry.text)), ("tags", .array(tags.map(JSONValue.string))), ("starred", .bool(entry.starred)),
            ("created_at", .string(ISOMoment.text(entry.createdAt))),
            ("updated_at", .string(ISOMoment.text(entry.updatedAt))),
        ]
        if let analysis {
            fields.append(("topics", .array(analysis.topics.map(JSONValue.string))))
            fields.append(("keywords", .array(analysis.keywords.map(JSONValue.string))))
        }
        fields.append(("mood", mood.map { .object(MoodPresenter.json($0)) } ?? .null))
        return .object(fields)
    }

    /// The first line of an entry, after its title when it has one (a jrnl entry's first line), cut to
    /// `width` characters, safe for a terminal.
    static func preview(_ text: String, title: String? = nil, width: Int = 60) -> String {
        let first = text.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? ""
        let titled = [title?.trimmingCharacters(in: .whitespaces), first].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        let safe = SafeText.forTerminal(titled)
        return safe.count > width ? String(safe.prefix(width - 1)) + "…" : safe
    }

    struct List: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "list", abstract: Messages.Help.entryList)
        @OptionGroup var global: GlobalOptions
        @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(Messages.Help.from, valueName: "date")) var from: String?
        @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(Messages.Help.to, valueName: "date")) var to: String?
        @Option(name: .long, help: ArgumentHelp(Messages.Help.limit, valueName: "n")) var limit: Int = 20
        @Flag(name: .long, help: ArgumentHelp(Messages.Help.json)) var json = false

        func run(in context: Context) throws {
            let range = try DayRange.resolve(from: from, to: to, context: context)
            guard limit > 0 else { throw InkyFailure.usage(Messages.badLimit) }
            try EntryCommand.withStore(context, home: global.home, reading: true) { db in
                let entries = try db.rawEntries(from: range.from, to: range.to, limit: limit)
                if json {
                    for entry in entries {
                        context.output.line(EntryCommand.json(entry, tags: try db.tags(ofEntry: entry.id), analysis: nil, mood: nil).text)
                    }
                    return
                }
                guard !entries.isEmpty else { return context.output.line(Messages.noEntries) }
                let width = entries.map { String($0.number ?? $0.id).count }.max() ?? 1
                for entry in entries {
                    let id = String(entry.number ?? entry.id)
                    context.output.line(Messages.entryLine(
                        id: String(repeating: " ", count: width - id.count) + id, day: entry.day,
                        preview: (entry.starred ? Messages.starMark : "") + EntryCommand.preview(entry.text, title: entry.title),
                        tags: try db.tags(ofEntry: entry.id).map { SafeText.forTerminal($0) }))
                }
            }
        }
    }

    struct Show: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "show", abstract: Messages.Help.entryShow)
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(Messages.Help.entryID, valueName: "id")) var id: Int64
        @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false

        func run(in context: Context) throws {
            try EntryCommand.withStore(context, home: global.home) { db in
                let entry = try db.rawEntry(id)
                let row = entry.id
                let tags = try db.tags(ofEntry: row)
                let analysis = try ShippedLexicons.analyzer().analyze(entry.text)
                let mood = try db.mood(source: .entry, sourceID: row)
                if json {
                    return context.output.line(EntryCommand.json(entry, tags: tags, analysis: analysis, mood: mood).text)
                }
                let style = context.style
                context.output.line(style.bold((entry.starred ? Messages.starMark : "") + Messages.entryHeading(id: id, day: Messages.dayWithWeekday(entry.day))))
                if !tags.isEmpty { context.output.line(style.dim(Messages.tagList(tags.map { SafeText.forTerminal($0) }))) }
                context.output.line("")
                if let title = entry.title, !title.isEmpty { context.output.line(style.bold(SafeText.forTerminal(title))) }
                for line in entry.text.split(separator: "\n", omittingEmptySubsequences: false) {
                    context.output.line(SafeText.forTerminal(String(line)))
                }
                context.output.line("")
                for attachment in try db.attachments(ofEntry: row) {
                    context.output.line(style.dim(Messages.attachmentLine(SafeText.forTerminal(attachment.path))))
                }
                if !analysis.topics.isEmpty || !analysis.keywords.isEmpty {
                    context.output.line(style.dim(Messages.entryTerms(
                        topics: analysis.topics.map { SafeText.forTerminal($0) },
                        keywords: analysis.keywords.prefix(5).map { SafeText.forTerminal($0) })))
                }
                if let mood { context.output.line(style.dim(MoodPresenter.sentence(mood))) }
            }
        }
    }

    struct Edit: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "edit", abstract: Messages.Help.entryEdit)
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(Messages.Help.entryID, valueName: "id")) var id: Int64
        @Argument(help: ArgumentHelp(Messages.Help.writeText, valueName: "text")) var words: [String] = []
        @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false

        func run(in context: Context) throws {
            try EntryCommand.withStore(context, home: global.home) { db in
                let entry = try db.rawEntry(id)
                let text: String
                if !words.isEmpty {
                    text = words.joined(separator: " ").trimmingCharacters(in: .whitespacesAndNewlines)
                } else if context.stdinIsTerminal {
                    guard let edited = try EditorSession(context: context)
                        .edit(template: Messages.editorEditTemplate + entry.text + "\n") else {
                        return context.output.line(Messages.entryLeftAsItWas(id))
                    }
                    text = edited
                } else {
                    text = try PipedText.read(context)
                }
                guard !text.isEmpty else { throw InkyFailure.usage(Messages.entryNeedsText) }
                guard text != entry.text else { return context.output.line(Messages.entryLeftAsItWas(id)) }
                let mood = MoodContext(db: db, context: context)
                let existing = try db.mood(source: .entry, sourceID: entry.id)
                let analysis = try ShippedLexicons.analyzer().analyze(text)
                // The new text replaces the text signal; any photo's signal is kept as it was.
                let at = existing?.record.at ?? context.clock.observationTime(for: entry.day)
                let others = existing?.record.signals.filter { $0.source != .text } ?? []
                let record = MoodRecord(at: at, signals: [Readings.entry(analysis, at: at)] + others)
                let saved = try db.editEntry(id, text: text, reading: record, at: context.clock.now(), replay: mood.replay)
                if json {
                    context.output.line(EntryCommand.json(saved, tags: try db.tags(ofEntry: saved.id), analysis: analysis,
                                                          mood: try db.mood(source: .entry, sourceID: saved.id)).text)
                } else {
                    context.output.line(Messages.entryEdited(id))
                }
                SafetyNet.note(text, context: context, json: json)
            }
        }
    }

    struct Remove: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "rm", abstract: Messages.Help.entryRemove)
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(Messages.Help.entryID, valueName: "id")) var id: Int64
        @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false

        func run(in context: Context) throws {
            try EntryCommand.withStore(context, home: global.home) { db in
                _ = try db.removeEntry(id, at: context.clock.now(), replay: MoodContext(db: db, context: context).replay)
                context.output.line(json ? JSONValue.object([("id", .int(id)), ("removed", .bool(true))]).text
                                         : Messages.entryRemoved(id))
            }
        }
    }
}
