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
        static let importFile = "The file to import, or - for standard input."
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
    static func importFutureEntry(line: Int, day: String, today: String) -> String {
        "line \(line): an entry dated \(day), after today (\(today)); nothing was imported. inky only keeps days that have happened."
    }
    static let importEmpty = "The file is empty; nothing was imported."
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
        return "A journal keeps at most 10 tags. It has \(existing.count) (\(have)), and this import would add \(incoming.count): \(incoming.map { SafeText.forTerminal($0) }.joined(separator: ", ")). Nothing was imported. Import with --no-tags to leave tags out, or remove some tags first."
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
