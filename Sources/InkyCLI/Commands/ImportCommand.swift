// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import InkyCore
import InkyStore

/// `inky import FILE|- [--format inky|jrnl|jrnl-json|todotxt] [--timeformat FMT] [--dry-run] [--no-tags]`,
/// `inky import --list`, `inky import --undo [ID]`.
///
/// All or nothing in one transaction; exact duplicates of what the journal has are skipped, so a
/// second import of the same file adds nothing. A malformed or unrecognised file exits 1 naming the
/// line or what it looks like. An import is undone as one unit: its items go to the trash together.
struct ImportCommand: InkyRunnable {
    static let configuration = CommandConfiguration(commandName: "import", abstract: Messages.PortHelp.importAbstract)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case inky, jrnl, jrnlJSON = "jrnl-json", todotxt
        /// `json` is accepted for `inky` (the name the export gives it).
        init?(argument: String) {
            if argument == "json" { self = .inky } else if let f = Format(rawValue: argument) { self = f } else { return nil }
        }
    }

    /// A file read and checked, before the journal is opened.
    enum Parsed {
        case inky(JSONNode)
        case entries([ImportedEntry])
        case todos([TodoTxtItem])
    }

    /// Above this many items a progress line is shown on a terminal.
    static let progressThreshold = 1_000

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp(Messages.PortHelp.importFile, valueName: "file")) var file: String?
    @Option(name: .long, help: ArgumentHelp(Messages.PortHelp.importFormat, valueName: "format")) var format: Format?
    @Option(name: .customLong("timeformat"), help: ArgumentHelp(Messages.PortHelp.importTimeFormat, valueName: "strftime")) var timeFormat: String?
    @Flag(name: .long, help: ArgumentHelp(Messages.PortHelp.importDryRun)) var dryRun = false
    @Flag(name: .long, help: ArgumentHelp(Messages.PortHelp.importNoTags)) var noTags = false
    @Flag(name: .long, help: ArgumentHelp(Messages.PortHelp.importList)) var list = false
    @Flag(name: .long, help: ArgumentHelp(Messages.PortHelp.importUndo)) var undo = false
    @Flag(name: .long, help: ArgumentHelp(Messages.PortHelp.importJSON)) var json = false

    func validate() throws {
        if list && undo { throw ValidationError(Messages.importListOrUndo) }
        if list, file != nil { throw ValidationError(Messages.importListTakesNothing) }
        if undo, let file, Int64(file) == nil { throw ValidationError(Messages.importUndoNeedsNumber) }
        if !list && !undo && file == nil { throw ValidationError(Messages.importNeedsFile) }
    }

    func run(in context: Context) throws {
        if list { return try ImportHistory.list(json: json, home: global.home, context: context) }
        if undo { return try ImportHistory.undo(file.flatMap { Int64($0) }, home: global.home, context: context) }
        let file = self.file ?? "-"
        let bytes = try read(file, context)
        guard bytes.contains(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }) else {
            throw InkyFailure.usage(Messages.importEmpty)
        }
        // The whole file is read and checked before the journal is opened: a malformed one changes nothing.
        let parsed: Parsed
        let kind: Format
        var unreadHeaders: [Int] = []
        var settings = JrnlConfig.settings(for: file == "-" ? nil : (file as NSString).expandingTildeInPath, context: context)
        if let timeFormat { settings.timeFormat = timeFormat }
        do {
            let (found, root) = try format.map { ($0, nil) } ?? Self.detect(bytes, jrnl: settings)
            kind = found
            switch found {
            case .inky: parsed = .inky(try root ?? Self.parseJSON(bytes))
            case .jrnl: parsed = .entries(try JrnlTextParser.parse(bytes, settings: settings, unreadHeaders: &unreadHeaders))
            case .jrnlJSON: parsed = .entries(try JrnlJSONParser.parse(bytes))
            case .todotxt: parsed = .todos(try TodoTxt.parse(bytes))
            }
        } catch let error as PortError {
            throw InkyFailure.usage(Messages.importFailed(error))
        } catch let unknown as UnrecognisedImport {
            throw InkyFailure.usage(Messages.importUnrecognised(unknown.looks))
        }
        let entryDrafts: [EntryDraft]
        if case .entries(let entries) = parsed { entryDrafts = try drafts(entries, context: context) } else { entryDrafts = [] }
        // One limit for every door: a line longer than `write` or a reflection would take is refused here
        // too, before anything is written.
        var items = Self.texts(of: parsed, entries: entryDrafts)
        if case .todos(let todos) = parsed { items += todos.map(\.text) }
        for (number, item) in items.enumerated() {
            if let long = InputLimits.overlongLine(in: item) {
                throw InkyFailure.usage(Messages.importItemTooLong(item: number + 1, bytes: long.bytes, limit: InputLimits.answerBytes))
            }
        }
        let db = try context.openStore(home: global.home)
        var options = ImportOptions(tags: !noTags, dryRun: dryRun, prior: MoodContext(db: db, context: context).prior,
                                    timeZone: context.clock.timeZone, now: context.clock.now())
        options.format = kind.rawValue
        options.file = file == "-" ? nil : (file as NSString).lastPathComponent
        let counts: ImportCounts
        do {
            switch parsed {
            case .inky(let root):
                options.progress = progress(context, total: root["tables"]?.object?.values.reduce(0) { $0 + ($1.array?.count ?? 0) } ?? 0)
                counts = try db.importInkyExport(root, options: options)
            case .entries:
                options.progress = progress(context, total: entryDrafts.count)
                counts = try db.importEntries(entryDrafts, options: options)
            case .todos(let items):
                options.progress = progress(context, total: items.count)
                counts = try db.importTodos(drafts(items, context: context), options: options)
            }
        } catch let error as PortError {
            clearProgress(context)
            throw InkyFailure.usage(Messages.importFailed(error))
        } catch let limit as ImportTagLimit {
            clearProgress(context)
            throw InkyFailure.usage(Messages.importTagLimit(existing: limit.existing, incoming: limit.incoming))
        } catch let newer as ImportUnknownMigrations {
            throw InkyFailure.usage(Messages.importNewerExport(newer.unknown))
        }
        clearProgress(context)
        context.output.line(Messages.importReport(counts, dryRun: dryRun))
        if !unreadHeaders.isEmpty { context.output.line(Messages.importHeadersKeptInBody(unreadHeaders)) }
        if !counts.tagsLeftInText.isEmpty { context.output.line(Messages.importTagsLeftInText(counts.tagsLeftInText)) }
        let overlong = Self.overlongTags(parsed, symbols: settings.tagSymbols)
        if !overlong.isEmpty && !noTags { context.output.line(Messages.importTagsTooLong(overlong.count)) }
        if let id = counts.importID, !dryRun { context.output.line(Messages.importUndoHint(id)) }
        reportSafety(Self.texts(of: parsed, entries: entryDrafts), context: context)
    }

    /// How many imported texts speak of suicide or self-harm, with the calm message once; nothing stops.
    private func reportSafety(_ texts: [String], context: Context) {
        let count = texts.count { SafetyNet.shippedScreen.level(of: $0) > .none }
        guard count > 0 else { return }
        context.output.line("")
        context.output.line(Messages.importSafety(count))
        context.output.line(SafetyNet.load(configFolder: context.configFolder).prompts.savedMessage)
    }

    /// The person's own words in an import: entry texts, reflection answers and emotion-log notes.
    private static func texts(of parsed: Parsed, entries: [EntryDraft]) -> [String] {
        switch parsed {
        case .entries: return entries.map { [$0.title, $0.text].compactMap { $0 }.joined(separator: "\n") }
        case .todos: return []
        case .inky(let root):
            let tables = root["tables"]
            func column(_ table: String, _ name: String) -> [String] {
                tables?[table]?.array?.compactMap { $0[name]?.string } ?? []
            }
            return column("entries", "text") + column("reflection_qas", "answer") + column("emotion_logs", "note")
        }
    }

    /// The `@words` of jrnl entries too long to be tags (kept in the text).
    private static func overlongTags(_ parsed: Parsed, symbols: String) -> Set<String> {
        guard case .entries(let entries) = parsed else { return [] }
        return Set(entries.flatMap { Jrnl.overlongTags(in: $0.title + "\n" + $0.body, symbols: symbols).map { $0.lowercased() } })
    }

    /// The file's bytes, or standard input's for `-`.
    private func read(_ file: String, _ context: Context) throws -> [UInt8] {
        if file == "-" {
            var bytes: [UInt8] = []
            var number = 0
            while let line = context.input.nextLine() {
                number += 1
                switch line {
                case .bytes(let b): bytes += b; bytes.append(0x0A)
                case .tooLong: throw InkyFailure.usage(Messages.importLineTooLong(line: number, limit: InputLimits.answerBytes))
                }
            }
            return bytes
        }
        let path = (file as NSString).expandingTildeInPath
        guard let data = FileManager.default.contents(atPath: path) else { throw InkyFailure.usage(Messages.importUnreadable(file)) }
        return [UInt8](data)
    }

    /// The file's kind, strictly (`ImportDetector`); the parsed document too when it had to parse one.
    static func detect(_ bytes: [UInt8], jrnl settings: JrnlSettings = JrnlSettings()) throws -> (Format, JSONNode?) {
        let (kind, root) = try ImportDetector.detect(bytes, jrnl: settings)
        return (Format(rawValue: kind.rawValue)!, root)
    }

    /// A JSON document, after checking the bytes are UTF-8 without NUL (errors name the line).
    static func parseJSON(_ bytes: [UInt8]) throws -> JSONNode {
        _ = try PortText.decode(bytes)
        return try JSONReader.parse(bytes)
    }

    /// jrnl entries as raw entries with their text's mood reading, as `inky write` stores them.
    private func drafts(_ entries: [ImportedEntry], context: Context) throws -> [EntryDraft] {
        let today = context.clock.today
        if let future = entries.first(where: { $0.day > today }) {
            throw InkyFailure.refused(Messages.importFutureEntry(line: future.line, day: future.day, today: today))
        }
        let analyzer = try ShippedLexicons.analyzer()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = context.clock.timeZone
        return entries.map { entry in
            let at = calendar.date(from: DateComponents(year: entry.day.year, month: entry.day.month, day: entry.day.day,
                                                        hour: entry.hour, minute: entry.minute))!
            let text = entry.body
            let analysis = analyzer.analyze(entry.title.isEmpty ? text : entry.title + "\n" + text)
            let signal = MoodSignal.text(valence: analysis.valence, arousal: analysis.arousal, distribution: analysis.emotions,
                                         confidence: analysis.confidence, at: at)
            return EntryDraft(day: entry.day, createdAt: at, title: entry.title.isEmpty ? nil : entry.title,
                              text: text, tags: entry.tags, mood: MoodRecord(at: at, signals: [signal]), starred: entry.starred)
        }
    }

    /// todo.txt tasks on their creation day (today when undated), `+projects` as tags.
    private func drafts(_ items: [TodoTxtItem], context: Context) -> [TodoDraft] {
        let today = context.clock.today
        return items.map { item in
            let day = item.created ?? today
            let doneAt = item.done ? (item.completed.map { context.clock.observationTime(for: $0) } ?? context.clock.now()) : nil
            return TodoDraft(day: day, text: item.textWithPriority, isDone: item.done, doneAt: doneAt,
                             dueDay: item.due, createdAt: context.clock.observationTime(for: day), tags: item.projects,
                             undated: item.created == nil, sourceLine: item.raw)
        }
    }

    /// A `\r`-rewritten line on standard error, only when it is a terminal and the file is large.
    private func progress(_ context: Context, total: Int) -> (@Sendable (Int, Int) -> Void)? {
        guard total > Self.progressThreshold, Self.stderrIsTerminal(context) else { return nil }
        let errors = context.errors
        return { done, total in
            errors.write("\r\u{1B}[2K" + Messages.importProgress(done, of: total))
            errors.flush()
        }
    }

    private func clearProgress(_ context: Context) {
        guard Self.stderrIsTerminal(context) else { return }
        context.errors.write("\r\u{1B}[2K")
        context.errors.flush()
    }

    /// Standard error is the process's own and a terminal (never in tests, which use memory sinks).
    static func stderrIsTerminal(_ context: Context) -> Bool {
        context.errors is FileSink && isatty(2) == 1
    }
}
