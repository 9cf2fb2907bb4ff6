// SPDX-License-Identifier: GPL-3.0-or-later
import InkyCore

// The journal's text beyond todos and goals: entries, logs, trash, search, days and the calendar.

extension Messages.Help {
    static let entry = "Your free-form entries: list, show, edit, rm."
    static let entryList = "List entries, newest first."
    static let entryShow = "Show one entry whole, with its tags, topics and mood reading."
    static let entryEdit = "Change an entry's text (TEXT, piped text, or your $EDITOR at a terminal); its mood reading follows."
    static let entryRemove = "Remove an entry (kept in the trash for 30 days)."
    static let entryID = "The entry's number, as `inky entry list` shows it."
    static let limit = "Show at most this many."
    static let logCommand = "Log how you feel (a 0-10 rating, feelings, a note), and list, edit or remove your logs."
    static let logAdd = "Log how you feel: `inky log --rating 6 --feel calm,tired --note TEXT` (the default)."
    static let logListLogs = "List your emotion logs, oldest first."
    static let logEdit = "Change a log's rating, category, feelings, note or place; its mood reading follows."
    static let logRemove = "Remove a log (kept in the trash for 30 days)."
    static let logID = "The log's id, as `inky log list` shows it."
    static let trash = "What you removed, kept for 30 days: list, restore, empty."
    static let trashList = "List what is in the trash, most recently removed first."
    static let trashRestore = "Put items back, by the ids `inky trash` shows (e.g. t12, e3, l5, g2)."
    static let trashEmpty = "Delete everything in the trash for good."
    static let trashID = "Trash ids: a letter for the kind (e entry, g goal, r reflection, t todo, l log) and its number."
    static let search = "Search everything you wrote: entries, reflections, logs, todos, goals."
    static let searchDiscussion = """
        All the words must appear, in any order; "quote a phrase" to keep it together (quote the \
        quotes for the shell: '"long walk"'); a trailing * matches a beginning (walk* finds walked).
        """
    static let searchWords = "The words to look for."
    static let searchType = "Only one kind: entry, reflection, log, todo or goal."
    static let searchTag = "Only what carries this tag: entries, todos, and reflections tagged with #words."
    static let day = "One day's page: reflections, entries, logs, todos, goals and mood."
    static let dayDate = "The day: YYYY-MM-DD, today, yesterday, -N, a weekday or last monday (default today)."
    static let calendar = "A month at a glance: days with entries and their mood band, by colour and symbol."
    static let calendarMonth = "The month, YYYY-MM (default this month); a day such as -40 picks its month."
}

extension Messages {
    // MARK: Entries

    static func noSuchEntry(_ id: Int64) -> String {
        "There is no entry \(id). `inky entry list` shows your entries; removed ones are in `inky trash`."
    }
    static let noEntries = "No entries yet. `inky write TEXT` adds one."
    static let badLimit = "--limit needs a number above 0."
    /// Before a starred entry (jrnl's `*`) in lists and headings.
    static let starMark = "★ "

    static func entryLine(id: String, day: Day, preview: String, tags: [String]) -> String {
        "\(id)  \(dayWithWeekday(day))  \(preview)" + (tags.isEmpty ? "" : "  " + tagList(tags))
    }
    static func entryHeading(id: Int64, day: String) -> String { "Entry \(id) · \(day)" }
    static func unknownShowKind(_ kind: String) -> String {
        "'\(SafeText.forTerminal(String(kind.prefix(20))))' is not something inky can show. Use entry, reflection, log, todo or goal."
    }
    static func entryNumber(_ id: Int64) -> String { "Entry \(id)" }
    static func tagList(_ tags: [String]) -> String { tags.map { "#" + $0 }.joined(separator: " ") }
    static func attachmentLine(_ path: String) -> String { "Photo: \(path)" }
    static func entryTerms(topics: [String], keywords: [String]) -> String {
        var parts: [String] = []
        if !topics.isEmpty { parts.append("Topics: " + topics.joined(separator: ", ")) }
        if !keywords.isEmpty { parts.append("Keywords: " + keywords.joined(separator: ", ")) }
        return parts.joined(separator: " · ")
    }
    static let editorEditTemplate = "# Edit freely. Lines starting with # are left out. Save and close to keep it; empty it to leave the entry as it was.\n"
    static func entryLeftAsItWas(_ id: Int64) -> String { "Entry \(id) was left as it was." }
    static let entryNeedsText = "An entry needs some words; to remove one, use `inky entry rm ID`."
    static func entryEdited(_ id: Int64) -> String { "Changed entry \(id); its mood reading was taken again." }
    static func entryRemoved(_ id: Int64) -> String {
        "Removed entry \(id). It is kept in the trash for 30 days: `inky trash restore e\(id)` brings it back."
    }

    // MARK: Reflections

    static let noReflections = "No reflections yet. `inky` starts one."
    static func noSuchReflectionNumber(_ number: Int64) -> String {
        "There is no reflection \(number). `inky reflection list` shows them, by number; removed ones are in `inky trash`."
    }
    static func noSuchReflectionAnswer(_ number: Int64, answer: Int, count: Int) -> String {
        "Reflection \(number) has no answer \(answer); it has \(count). `inky reflection show \(number)` numbers them."
    }
    static func reflectionLine(number: String, day: String, answers: Int, preview: String) -> String {
        "\(number)  \(day)  \(answers) answer\(answers == 1 ? "" : "s")  \(preview)"
    }
    static func reflectionNumberHeading(_ number: Int64, day: String) -> String { "Reflection \(number) · \(day)" }
    static let reflectionNeedsText = "An answer needs some words; to remove the whole reflection, use `inky reflection rm N`."
    static func reflectionEdited(_ number: Int64, answer: Int) -> String {
        "Changed answer \(answer) of reflection \(number); its mood reading was taken again."
    }
    static func reflectionRemoved(_ number: Int64, handle: String) -> String {
        "Removed reflection \(number). It is kept in the trash for 30 days: `inky trash restore \(handle)` brings it back."
    }

    static func hashtagsNotAdded(_ tags: [String], limit: Int) -> String {
        "(\(tags.map { "#" + $0 }.joined(separator: " ")) kept as words, not tags: the journal already has \(limit) tags. `inky tags` lists them.)"
    }

    // MARK: Emotion logs

    static func noSuchLog(_ id: Int64) -> String {
        "There is no log \(id). `inky log list` shows your logs; removed ones are in `inky trash`."
    }
    static let noLogs = "No logs yet. `inky log --rating N` adds one."
    static let logEditNeedsChange = "Say what to change: --rating, --category, --feel, --note or --where."
    static func logEdited(_ id: Int64) -> String { "Changed log \(id); its mood reading was taken again." }
    static func logRemoved(_ id: Int64) -> String {
        "Removed log \(id). It is kept in the trash for 30 days: `inky trash restore l\(id)` brings it back."
    }
    static func logLine(id: String, day: Day, rating: Int, category: String?, feelings: [String], note: String?, place: String?) -> String {
        var line = "\(id)  \(dayWithWeekday(day))  \(rating)/10"
        if let category { line += " " + category }
        if !feelings.isEmpty { line += (category == nil ? " " : ": ") + feelings.joined(separator: ", ") }
        if let note { line += " — " + note }
        if let place { line += " @ " + place }
        return line
    }
    static func rangeBackwards(from: Day, to: Day) -> String {
        "--from \(from) comes after --to \(to); swap them."
    }

    // MARK: Trash

    static let trashEmpty = "The trash is empty."
    static func trashLine(handle: String, kind: String, day: Day, preview: String, purgeDay: String) -> String {
        "\(handle)  \(kind.padding(toLength: max(5, kind.count), withPad: " ", startingAt: 0)) \(day)  \(preview)  (until \(purgeDay))"
    }
    static func trashFooter(_ count: Int, days: Int) -> String {
        "\(count) item\(count == 1 ? "" : "s") in the trash, each kept \(days) days. `inky trash restore ID` puts one back."
    }
    static let trashRestoreNeedsID = "Name what to restore, e.g. `inky trash restore t12` (ids from `inky trash`)."
    static func badTrashID(_ value: String) -> String {
        "'\(SafeText.forTerminal(String(value.prefix(20))))' is not a trash id. Trash ids look like t12, e3, l5 or g2 (see `inky trash`)."
    }
    static func noSuchTrashItem(_ handle: String) -> String {
        "Nothing in the trash has id \(handle). `inky trash` lists what is there."
    }
    static func restored(kind: String, handle: String, id: Int64) -> String { "Restored \(kind) \(id) (\(handle))." }
    static func trashEmptied(_ count: Int) -> String {
        count == 0 ? "The trash was already empty." : "Deleted \(count) item\(count == 1 ? "" : "s") from the trash for good."
    }
    static func trashPurged(_ count: Int, days: Int) -> String {
        "Note: \(count) item\(count == 1 ? "" : "s") removed more than \(days) days ago \(count == 1 ? "was" : "were") deleted from the trash for good."
    }

    // MARK: Search

    static let searchNeedsWords = "Give some words to search for, e.g. `inky search walk` or `inky search '\"long walk\"'`."
    static func badSearchType(_ value: String, known: [String]) -> String {
        "'\(SafeText.forTerminal(String(value.prefix(20))))' is not a type inky searches. Use one of: \(known.joined(separator: ", "))."
    }
    static func searchHit(day: Day, kind: String, id: Int64, snippet: String) -> String {
        "\(dayWithWeekday(day))  \(kind) \(id)  \(snippet)"
    }
    static func searchCount(matched: Int, total: Int, shown: Int) -> String {
        let base = "\(matched) of \(total) entr\(total == 1 ? "y" : "ies") matched"
        return shown < matched ? base + " (showing the best \(shown); --limit shows more)." : base + "."
    }

    // MARK: Days and the calendar

    static let dayAhead = "This day is still ahead; nothing is written on it yet."
    static let dayEmpty = "Nothing written on this day. `inky --date DAY` reflects on it, `inky write --date DAY` adds an entry."
    static let dayReflection = "Reflection"
    static func dayReflectionNumbered(_ n: Int) -> String { "Reflection \(n)" }
    static let daySkipped = "(skipped)"
    static let dayEntries = "Entries"
    static let dayLogs = "Feelings logged"
    static let dayTodos = "Todos"
    static let dayGoals = "Goals set"
    static func dayTodoLine(id: Int64, done: Bool, text: String) -> String { "[\(done ? "x" : " ")] \(id)  \(text)" }
    static func dayGoalLine(id: Int64, text: String, percent: Int) -> String { "\(id)  \(text)  \(percent)%" }
    static func badMonth(_ value: String) -> String {
        "'\(SafeText.forTerminal(String(value.prefix(20))))' is not a month. Use YYYY-MM, e.g. 2026-11, or a day such as -40."
    }
    static let calendarWeekdays = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
    static let calendarWrittenNoMood = "written, no reading"
}
