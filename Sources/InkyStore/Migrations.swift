// SPDX-License-Identifier: GPL-3.0-or-later
import GRDB

/// The journal's schema, as named migrations.
///
/// A migration is frozen once it has shipped: never edit one, add a new one after it.
/// `AppDatabase` copies an existing file before running any pending migration on it.
enum Migrations {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-journal", migrate: v1Journal)
        migrator.registerMigration("v2-todo-tags", migrate: v2TodoTags)
        migrator.registerMigration("v3-answer-terms", migrate: v3AnswerTerms)
        migrator.registerMigration("v4-search-and-trash", migrate: SearchIndex.v4SearchAndTrash)
        migrator.registerMigration("v5-asked-wording", migrate: v5AskedWording)
        migrator.registerMigration("v6-faithful-import", migrate: v6FaithfulImport)
        migrator.registerMigration("v7-entry-numbers", migrate: v7EntryNumbers)
        migrator.registerMigration("v8-index-numbered-entries", migrate: SearchIndex.v8IndexNumberedEntries)
        return migrator
    }

    /// Which of a question's texts was asked, so a question asked every evening rotates its wording.
    static func v5AskedWording(_ db: Database) throws {
        try db.alter(table: "asked_questions") { t in t.add(column: "variant", .integer) }
    }

    /// What a faithful import keeps: jrnl's star on an entry, a todo.txt task's own line (so an export
    /// gives it back as it was), and which import added a row (so `inky import --undo` takes it back).
    static func v6FaithfulImport(_ db: Database) throws {
        try db.create(table: "imports") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("format", .text).notNull()
            t.column("file", .text) // the file's name, without its folder; nil for standard input
            t.column("imported_at", .datetime).notNull()
            t.column("undone_at", .datetime)
        }
        try db.alter(table: "entries") { t in
            t.add(column: "starred", .boolean).notNull().defaults(to: false)
            t.add(column: "import_id", .integer).references("imports", onDelete: .setNull)
        }
        try db.alter(table: "todo_items") { t in
            t.add(column: "source_line", .text)
            t.add(column: "import_id", .integer).references("imports", onDelete: .setNull)
        }
    }

    /// Each kind of entry counts on its own: `number` is what people see and type (entry 3, goal 1),
    /// 1, 2, 3… per `type` in id order for the rows already written. Row ids stay the references.
    ///
    /// New rows take the next number of their type inside their own write (`AppDatabase.nextEntryNumber`);
    /// a trigger numbers any row inserted without one, so no path can leave a row unnumbered.
    static func v7EntryNumbers(_ db: Database) throws {
        try db.alter(table: "entries") { t in t.add(column: "number", .integer) }
        // Numbering changes no indexed text: the search index's update trigger is set aside meanwhile.
        let searchTrigger = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'search_entries_update'")
        if searchTrigger != nil { try db.execute(sql: "DROP TRIGGER search_entries_update") }
        let update = try db.makeStatement(sql: "UPDATE entries SET number = ? WHERE id = ?")
        var counts: [String: Int64] = [:]
        let rows = try Row.fetchAll(db, sql: "SELECT id, type FROM entries ORDER BY id")
        for row in rows {
            let type: String = row["type"]
            let number = counts[type, default: 0] + 1
            counts[type] = number
            try update.execute(arguments: [number, row["id"] as Int64])
        }
        if let searchTrigger { try db.execute(sql: searchTrigger) }
        try db.execute(sql: "CREATE UNIQUE INDEX entries_on_type_number ON entries (type, number)")
        try db.execute(sql: """
            CREATE TRIGGER entries_numbered AFTER INSERT ON entries WHEN NEW.number IS NULL BEGIN
              UPDATE entries SET number = \(AppDatabase.nextEntryNumberSQL(type: "NEW.type")) WHERE id = NEW.id;
            END
            """)
    }

    /// Every table of the journal's first schema (entries, tags, sessions, todos, goals, answers, logs, mood).
    static func v1Journal(_ db: Database) throws {
        try db.execute(sql: "PRAGMA application_id = \(AppDatabase.applicationID)")

        try db.create(table: "entries") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("type", .text).notNull()
                .check(sql: "type IN ('raw', 'todos', 'goals', 'reflection')")
            t.column("title", .text)
            t.column("text", .text).notNull().defaults(to: "")
            t.column("day", .text).notNull() // YYYY-MM-DD the entry belongs to
            t.column("progress", .integer).check(sql: "progress BETWEEN 0 AND 100") // goals
            t.column("completed_at", .datetime) // goals
            t.column("created_at", .datetime).notNull()
            t.column("updated_at", .datetime).notNull()
            t.column("deleted_at", .datetime)
        }
        try db.create(index: "entries_on_day", on: "entries", columns: ["day"])
        try db.create(index: "entries_on_type_day", on: "entries", columns: ["type", "day"])

        try db.create(table: "tags") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("name", .text).notNull().unique().collate(.nocase)
            t.column("created_at", .datetime).notNull()
        }
        try db.create(table: "entry_tags") { t in
            t.column("entry_id", .integer).notNull().references("entries", onDelete: .cascade)
            t.column("tag_id", .integer).notNull().references("tags", onDelete: .cascade)
            t.primaryKey(["entry_id", "tag_id"])
        }
        try db.create(index: "entry_tags_on_tag", on: "entry_tags", columns: ["tag_id"])

        try db.create(table: "sessions") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("entry_id", .integer).references("entries", onDelete: .setNull)
            t.column("flow", .text).notNull()
            t.column("day", .text).notNull()
            t.column("seed", .integer).notNull()
            t.column("started_at", .datetime).notNull()
            t.column("ended_at", .datetime)
            t.column("question_count", .integer).notNull().defaults(to: 0)
            t.column("answer_count", .integer).notNull().defaults(to: 0)
            t.column("end_reason", .text)
        }
        try db.create(index: "sessions_on_day", on: "sessions", columns: ["day"])

        try db.create(table: "todo_items") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("entry_id", .integer).notNull().references("entries", onDelete: .cascade)
            t.column("position", .integer).notNull()
            t.column("text", .text).notNull()
            t.column("is_done", .boolean).notNull().defaults(to: false)
            t.column("due_day", .text)
            t.column("done_at", .datetime)
            t.column("session_id", .integer).references("sessions", onDelete: .setNull) // a reflection's next step
            t.column("created_at", .datetime).notNull()
            t.column("updated_at", .datetime).notNull()
            t.column("deleted_at", .datetime)
        }
        try db.create(index: "todo_items_on_entry", on: "todo_items", columns: ["entry_id", "position"])

        try db.create(table: "goal_items") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("entry_id", .integer).notNull().references("entries", onDelete: .cascade)
            t.column("position", .integer).notNull()
            t.column("bullet", .text).notNull()
            t.column("is_done", .boolean).notNull().defaults(to: false)
            t.column("done_at", .datetime)
        }
        try db.create(index: "goal_items_on_entry", on: "goal_items", columns: ["entry_id", "position"])

        try db.create(table: "reflection_qas") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("entry_id", .integer).notNull().references("entries", onDelete: .cascade)
            t.column("session_id", .integer).references("sessions", onDelete: .setNull)
            t.column("position", .integer).notNull()
            t.column("state", .text).notNull()
            t.column("question_id", .text).notNull()
            t.column("question", .text).notNull()
            t.column("answer", .text).notNull()
            t.column("answered_at", .datetime).notNull()
        }
        try db.create(index: "reflection_qas_on_entry", on: "reflection_qas", columns: ["entry_id", "position"])

        try db.create(table: "emotion_logs") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("day", .text).notNull()
            t.column("logged_at", .datetime).notNull()
            t.column("rating", .integer).notNull().check(sql: "rating BETWEEN 0 AND 10")
            t.column("category", .text)
            t.column("feelings", .text).notNull().defaults(to: "") // comma-separated words
            t.column("note", .text)
            t.column("place", .text)
            t.column("created_at", .datetime).notNull()
            t.column("updated_at", .datetime).notNull()
            t.column("deleted_at", .datetime)
        }
        try db.create(index: "emotion_logs_on_day", on: "emotion_logs", columns: ["day"])

        // One row per fused mood reading. `record` keeps the observation's signals (aggregates only,
        // never text) so `inky mood rebuild` can replay history exactly; `result` is the pipeline's output.
        try db.create(table: "mood_results") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("source_kind", .text).notNull()
                .check(sql: "source_kind IN ('reflection', 'log', 'entry')")
            t.column("source_id", .integer).notNull()
            t.column("day", .text).notNull()
            t.column("observed_at", .datetime).notNull()
            t.column("record", .text).notNull() // JSON MoodRecord: time, signals, correction
            t.column("result", .text).notNull() // JSON MoodResult
            t.column("valence", .double).notNull()
            t.column("arousal", .double).notNull()
            t.column("confidence", .double).notNull()
            t.column("top", .text).notNull()
            t.column("conflict", .boolean).notNull().defaults(to: false)
            t.column("smoothed_valence", .double).notNull()
            t.column("smoothed_arousal", .double).notNull()
            t.column("baseline_z_valence", .double).notNull()
            t.column("baseline_z_arousal", .double).notNull()
            t.column("band", .text).notNull()
            t.column("outlier", .boolean).notNull().defaults(to: false)
            t.column("corrected", .boolean).notNull().defaults(to: false)
            t.column("created_at", .datetime).notNull()
            t.column("updated_at", .datetime).notNull()
        }
        try db.create(index: "mood_results_on_day", on: "mood_results", columns: ["day"])
        try db.create(index: "mood_results_on_time", on: "mood_results", columns: ["observed_at", "id"])
        try db.create(index: "mood_results_on_source", on: "mood_results", columns: ["source_kind", "source_id"])

        // Images referenced by path and content hash, never copied.
        try db.create(table: "attachments") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("entry_id", .integer).references("entries", onDelete: .cascade)
            t.column("session_id", .integer).references("sessions", onDelete: .setNull)
            t.column("path", .text).notNull()
            t.column("sha256", .text).notNull()
            t.column("created_at", .datetime).notNull()
        }

        try db.create(table: "pipeline_state") { t in
            t.primaryKey("name", .text) // e.g. kalman, baseline, calibration
            t.column("state", .text).notNull() // JSON
            t.column("updated_at", .datetime).notNull()
        }

        try db.create(table: "settings") { t in
            t.primaryKey("key", .text)
            t.column("value", .text).notNull()
            t.column("updated_at", .datetime).notNull()
        }

        try db.create(table: "asked_questions") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("session_id", .integer).references("sessions", onDelete: .cascade)
            t.column("question_id", .text).notNull()
            t.column("asked_at", .datetime).notNull()
        }
        try db.create(index: "asked_questions_on_time", on: "asked_questions", columns: ["asked_at", "question_id"])
    }

    /// Tags on todos, under the same journal-wide limit as entry tags.
    static func v2TodoTags(_ db: Database) throws {
        try db.create(table: "todo_item_tags") { t in
            t.column("todo_id", .integer).notNull().references("todo_items", onDelete: .cascade)
            t.column("tag_id", .integer).notNull().references("tags", onDelete: .cascade)
            t.primaryKey(["todo_id", "tag_id"])
        }
        try db.create(index: "todo_item_tags_on_tag", on: "todo_item_tags", columns: ["tag_id"])
    }

    /// The topics and keywords of every answer, with its valence and day, for trend questions
    /// ("work in 4 of your last 5 reflections"), indexed so a turn stays fast with years of history.
    static func v3AnswerTerms(_ db: Database) throws {
        try db.create(table: "answer_terms") { t in
            t.column("qa_id", .integer).notNull().references("reflection_qas", onDelete: .cascade)
            t.column("session_id", .integer).references("sessions", onDelete: .cascade)
            t.column("kind", .text).notNull().check(sql: "kind IN ('topic', 'keyword')")
            t.column("term", .text).notNull()
            t.column("valence", .double).notNull()
            t.column("day", .text).notNull()
        }
        try db.create(index: "answer_terms_on_session", on: "answer_terms", columns: ["session_id", "kind"])
        try db.create(index: "answer_terms_on_term", on: "answer_terms", columns: ["kind", "term", "day"])
        try db.create(index: "answer_terms_on_qa", on: "answer_terms", columns: ["qa_id"])
    }
}
