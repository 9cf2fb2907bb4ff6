// SPDX-License-Identifier: GPL-3.0-or-later
import InkyCore
import InkyStore

/// What `inky export` and `inky import` say. Never journal text: errors name lines, fields and tags only.
extension Messages {
    enum PortHelp {
        static let export = "Export the journal: JSON (everything, for import), Markdown (readable), CSV, or todo.txt."
        static let exportFormat = "What to write: json is everything, losslessly; markdown reads by day; csv has entries, answers, todos and logs; todotxt has todos."
        static let exportOutput = "Write to FILE (owner-only, replaced atomically) instead of standard output."
        static let exportFrom = "First day to include (markdown, csv, todotxt)."
        static let exportTo = "Last day to include (markdown, csv, todotxt)."
        static let importAbstract = "Import an inky JSON export, a jrnl journal (text or JSON), or a todo.txt file, all or nothing."
        static let importFile = "The file to import, or - for standard input (with --undo: the import's number)."
        static let importTimeFormat = "How a jrnl journal's dates are written, as in jrnl's timeformat (e.g. '%d.%m.%Y %H:%M'); default: jrnl's config file, else recognised."
        static let importList = "List the imports this journal remembers, newest first."
        static let importUndo = "Take an import back as one unit (the newest, or the one numbered): its entries and todos go to the trash together."
        static let importJSON = "With --list: one JSON object per import."
        static let importFormat = "What the file is (default: recognised from its contents)."
        static let importDryRun = "Read the file and count what would be imported, writing nothing."
        static let importNoTags = "Leave tags out (the text keeps its @words and +projects)."
    }

    static let exportRangeIsNotForJSON =
        "--from and --to choose days for markdown, csv and todotxt; a json export always holds the whole journal, so it can be imported losslessly."
    static func badExportDay(_ text: String) -> String {
        "'\(SafeText.forTerminal(String(text.prefix(40))))' is not a day. Use YYYY-MM-DD, today, yesterday or -N."
    }
    static func exportWritten(_ path: String) -> String { "Exported to \(SafeText.forTerminal(path))." }
    /// A file the person named is already there, and `--force` was not given.
    static func fileExists(_ path: String) -> String {
        "\(SafeText.forTerminal(path)) already exists, and inky does not write over a file unasked. Nothing was written; choose another name, or add --force to replace it."
    }
    static let forceHelp = "Replace the file if it already exists."

    static func exportNotWritten(_ path: String) -> String {
        "inky could not write \(SafeText.forTerminal(path)). Check that its folder exists and is yours, or choose another --output."
    }

    static func importUnreadable(_ path: String) -> String {
        "inky could not read \(SafeText.forTerminal(path)). Check the path and its permissions."
    }
    static func importLineTooLong(line: Int, limit: Int) -> String {
        "line \(line) of standard input is over \(limit) bytes, the most inky keeps in one entry, answer or note (as `inky write` and a reflection do); nothing was imported. Split it, then import again."
    }
    static func importItemTooLong(item: Int, bytes: Int, limit: Int) -> String {
        "item \(item) of the file has a line of \(bytes) bytes, over the \(limit) inky keeps in one line (as `inky write` and a reflection do); nothing was imported. Split it into shorter lines, then import again."
    }
    static func importFutureEntry(line: Int, day: Day, today: Day) -> String {
        "line \(line): an entry dated \(day), after today (\(today)); nothing was imported. inky only keeps days that have happened."
    }
    static let importEmpty = "The file is empty; nothing was imported."
    static let importListOrUndo = "Use --list or --undo, not both."
    static let importListTakesNothing = "--list takes no file: it shows what was imported before."
    static let importUndoNeedsNumber = "--undo takes an import's number (see `inky import --list`), or nothing for the newest."
    static let importNeedsFile = "Name the file to import (or - for standard input)."
    static let importsNone = "Nothing has been imported into this journal."

    /// One line of `inky import --list`.
    static func importLine(id: Int64, day: Day, format: String, file: String?, entries: Int, todos: Int, undone: Day?) -> String {
        var what: [String] = []
        if entries > 0 || todos == 0 { what.append(count(entries, ("entry", "entries"))) }
        if todos > 0 { what.append(count(todos, ("todo", "todos"))) }
        let from = file.map { " from \($0)" } ?? " from standard input"
        let state = undone.map { "; undone \($0)" } ?? ""
        return "  \(id)  \(day)  \(format)\(from): \(what.joined(separator: ", ")) still here\(state)"
    }

    static func importUndoHint(_ id: Int64) -> String {
        "This was import \(id); `inky import --undo \(id)` takes it back."
    }

    static func importUndone(id: Int64, file: String?, entries: Int, todos: Int, trashDays: Int) -> String {
        var what: [String] = []
        if entries > 0 { what.append(count(entries, ("entry", "entries"))) }
        if todos > 0 { what.append(count(todos, ("todo", "todos"))) }
        let moved = what.isEmpty ? "Nothing of it was left to remove" : list(what) + " went to the trash"
        return "Import \(id) (\(file ?? "standard input")) is undone. \(moved); `inky trash` lists them for \(trashDays) days, and `inky trash restore` brings one back."
    }

    static func importUndoRefused(_ refusal: ImportUndoRefusal) -> String {
        switch refusal {
        case .notFound(nil): return "There is no import to undo. `inky import --list` shows what was imported."
        case .notFound(let id?): return "There is no import \(id). `inky import --list` shows the imports and their numbers."
        case .alreadyUndone(let id): return "Import \(id) was already undone; its items are in the trash (`inky trash`)."
        }
    }

    /// Past the tag limit: which tags stayed in the text only.
    static func importTagsLeftInText(_ tags: [String]) -> String {
        let names = tags.prefix(12).map { SafeText.forTerminal($0) }.joined(separator: ", ") + (tags.count > 12 ? ", …" : "")
        return "A journal keeps at most \(AppDatabase.maximumTags) tags, so the most used became tags and \(count(tags.count, ("other stays", "others stay"))) in the text as written: \(names). `inky tags` shows them; `inky tags merge` joins two to make room."
    }

    /// jrnl's rule, said aloud: a header whose date does not read is text of the entry before it.
    static func importHeadersKeptInBody(_ lines: [Int]) -> String {
        let where_ = lines.prefix(5).map(String.init).joined(separator: ", ") + (lines.count > 5 ? ", …" : "")
        return "\(lines.count == 1 ? "Line" : "Lines") \(where_) \(lines.count == 1 ? "looks" : "look") like an entry header, but the date does not exist; as jrnl reads it, \(lines.count == 1 ? "it stays" : "they stay") in the text of the entry before. Mend the date and import again to make \(lines.count == 1 ? "it an entry" : "them entries") (a second import adds only what is new)."
    }

    static func importTagsTooLong(_ n: Int) -> String {
        "\(count(n, ("@word is", "@words are"))) longer than \(Jrnl.maximumTagLength) characters, too long for a tag; \(n == 1 ? "it stays" : "they stay") in the text as written."
    }

    /// A file that is none of the kinds inky imports: what it looks like, and what to do.
    static func importUnrecognised(_ looks: UnrecognisedImport.Looks) -> String {
        let kinds = "inky imports its own JSON export, jrnl journals (text or JSON) and todo.txt files"
        switch looks {
        case .inkyMarkdown:
            return "This looks like inky's Markdown export, which is for reading; nothing was imported. Import the JSON export instead: `inky export --format json --output FILE` makes one."
        case .inkyCSV:
            return "This looks like inky's CSV export, which is for spreadsheets; nothing was imported. Import the JSON export instead: `inky export --format json --output FILE` makes one."
        case .markdown(let line):
            return "This looks like a Markdown document (line \(line)), not a list of tasks; nothing was imported. \(kinds). To keep it as an entry: `inky write < FILE`."
        case .table(let separator):
            let name = separator == "\t" ? "tab-separated" : separator == ";" ? "semicolon-separated" : "comma-separated (CSV)"
            return "This looks like a \(name) table; nothing was imported. \(kinds); name one of those with --format if this is one."
        case .records:
            return "This looks like a file of records with colon-separated fields, not a journal or a list of tasks; nothing was imported. \(kinds)."
        case .jrnlDates(let line):
            return "Line \(line) looks like a jrnl entry header, but its date could not be read; nothing was imported. Give the journal's timeformat, as in jrnl's config: --timeformat '%d.%m.%Y %H:%M'."
        case .prose(let line):
            return "Line \(line) is far longer than a task, so this does not look like a todo.txt file; nothing was imported. \(kinds). To keep it as an entry: `inky write < FILE`; to read it as tasks anyway: --format todotxt."
        case .otherJSON:
            return importUnknownFormat
        }
    }
    static let importUnknownFormat =
        "inky could not tell what kind of file this is; nothing was imported. Name it with --format inky, jrnl, jrnl-json or todotxt."

    /// A file that could not be read, by line (or entry) and what was expected there.
    static func importFailed(_ error: PortError) -> String {
        var place = ""
        if let line = error.line { place = "line \(line)" }
        if let item = error.item { place += place.isEmpty ? "entry \(item)" : " (entry \(item))" }
        if !place.isEmpty { place += ": " }
        return place + problem(error.problem) + "; nothing was imported."
    }

    static func problem(_ problem: PortError.Problem) -> String {
        switch problem {
        case .invalidUTF8:
            return "bytes that are not valid UTF-8 (convert the file first, e.g. iconv -f LATIN1 -t UTF-8)"
        case .nulByte: return "a NUL byte, which a text file should not hold"
        case .expectedEntryHeader: return "expected an entry to start with a date like [2024-01-03 09:12]"
        case .badDate: return "a date or time that does not exist (dates are YYYY-MM-DD, times HH:MM)"
        case .badJSON(let expected): return "the JSON is malformed here: expected \(expected)"
        case .badField(let field, let expected): return "'\(name(field))' should be \(expected)"
        case .missingField(let field): return "'\(name(field))' is missing"
        case .notAnInkyExport: return "this is not an inky export (its \"format\" is not \"inky-export\")"
        case .unsupportedVersion(let version): return "this inky export is version \(version), and this inky reads version 1"
        case .rejectedRow(let table): return "a row of \(name(table)) this journal cannot hold (a value out of range, missing, repeated or of the wrong type)"
        case .empty: return "the file is empty"
        }
    }

    /// A table or field name from the file, shortened and safe for a terminal (a hand-edited file may hold anything).
    static func name(_ text: String) -> String {
        SafeText.forTerminal(text.count > 60 ? String(text.prefix(60)) + "…" : text)
    }

    static func importNewerExport(_ unknown: [String]) -> String {
        "This export comes from a newer inky (it has changes this one does not know: \(unknown.map { SafeText.forTerminal($0) }.joined(separator: ", "))); nothing was imported. Update inky, then import it again."
    }

    static func importTagLimit(existing: [String], incoming: [String]) -> String {
        let have = existing.isEmpty ? "none yet" : existing.map { SafeText.forTerminal($0) }.joined(separator: ", ")
        return "A journal keeps at most \(AppDatabase.maximumTags) tags. It has \(existing.count) (\(have)), and this import would add \(incoming.count): \(incoming.map { SafeText.forTerminal($0) }.joined(separator: ", ")). Nothing was imported. Import with --no-tags to leave tags out, or make room first: `inky tags rm NAME` takes a tag off everything that has it, `inky tags merge NAME INTO` joins two."
    }

    /// "Imported 3 entries, 2 tags and 3 mood readings; 1 duplicate skipped."
    static func importReport(_ counts: ImportCounts, dryRun: Bool) -> String {
        let order = ["entries", "reflection_qas", "todo_items", "goal_items", "emotion_logs", "mood_results", "tags", "sessions"]
        let names = order + counts.added.keys.filter { !order.contains($0) }.sorted()
        // Tables that read the same to a person (the two tag links; settings and pipeline state) add up.
        var nouns: [(noun: (String, String), n: Int)] = []
        for name in names {
            guard let n = counts.added[name], n > 0 else { continue }
            let noun = tableNoun(name)
            if let i = nouns.firstIndex(where: { $0.noun == noun }) { nouns[i].n += n } else { nouns.append((noun, n)) }
        }
        let parts = nouns.map { count($0.n, $0.noun) }
        var text = (dryRun ? "Would import " : "Imported ") + (parts.isEmpty ? "nothing new" : list(parts))
        var notes: [String] = []
        if counts.duplicates > 0 { notes.append(count(counts.duplicates, ("duplicate", "duplicates")) + (dryRun ? " would be" : "") + " skipped") }
        if counts.kept > 0 { notes.append(count(counts.kept, ("setting", "settings")) + " already set, kept as " + (counts.kept == 1 ? "it was" : "they were")) }
        if !notes.isEmpty { text += "; " + notes.joined(separator: "; ") }
        return text + (dryRun ? ". Nothing was written." : ".")
    }

    static func importProgress(_ done: Int, of total: Int) -> String {
        "Importing… \(grouped(done)) of \(grouped(total))"
    }

    static func tableNoun(_ table: String) -> (String, String) {
        switch table {
        case "entries": return ("entry", "entries")
        case "reflection_qas": return ("reflection answer", "reflection answers")
        case "todo_items": return ("todo", "todos")
        case "goal_items": return ("goal step", "goal steps")
        case "emotion_logs": return ("feelings log", "feelings logs")
        case "mood_results": return ("mood reading", "mood readings")
        case "tags": return ("tag", "tags")
        case "sessions": return ("reflection session", "reflection sessions")
        case "entry_tags", "todo_item_tags": return ("tag link", "tag links")
        case "answer_terms": return ("answer topic", "answer topics")
        case "asked_questions": return ("asked question", "asked questions")
        case "attachments": return ("attachment", "attachments")
        case "settings", "pipeline_state": return ("setting", "settings")
        default: return ("row of \(table)", "rows of \(table)")
        }
    }

    static func count(_ n: Int, _ noun: (String, String)) -> String { "\(grouped(n)) \(n == 1 ? noun.0 : noun.1)" }

    static func list(_ parts: [String]) -> String {
        parts.count <= 1 ? parts.joined() : parts.dropLast().joined(separator: ", ") + " and " + parts.last!
    }

    /// 10000 → "10,000".
    static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return (n < 0 ? "-" : "") + out
    }
}
