// SPDX-License-Identifier: GPL-3.0-or-later
import GRDB

/// The full-text index behind `inky search`: one FTS5 table kept current by triggers.
///
/// Each searchable item is one row whose rowid encodes its table and id (`id * 8 + code`), so a
/// trigger finds its row without a scan. Deleted items (soft or not) leave the index; a restore
/// puts them back, since every update re-indexes the row.
enum SearchIndex {
    /// What a search result is, with its rowid code and the SQL that indexes it.
    struct Source {
        let table: String
        let code: Int
        /// SQL expression for the `kind` column, over `NEW`.
        let kind: String
        /// SQL expression for the indexed text, over `NEW`.
        let body: String
        /// SQL expression for the day, over `NEW`.
        let day: String
        /// Condition (over `NEW`) for being indexed at all.
        let when: String
    }

    static let sources: [Source] = [
        Source(table: "entries", code: 1,
               kind: "CASE NEW.type WHEN 'raw' THEN 'entry' ELSE 'goal' END",
               body: "CASE WHEN coalesce(NEW.title, '') = '' THEN NEW.text ELSE NEW.title || char(10) || NEW.text END", day: "NEW.day",
               when: "NEW.type IN ('raw', 'goals') AND NEW.deleted_at IS NULL"),
        Source(table: "reflection_qas", code: 2, kind: "'reflection'", body: "NEW.answer",
               day: "(SELECT day FROM entries WHERE id = NEW.entry_id)",
               when: "NEW.answer <> '' AND (SELECT deleted_at FROM entries WHERE id = NEW.entry_id) IS NULL"),
        Source(table: "emotion_logs", code: 3, kind: "'log'",
               body: "trim(coalesce(NEW.note, '') || ' ' || replace(NEW.feelings, ',', ' ') || ' ' || coalesce(NEW.place, ''))",
               day: "NEW.day", when: "NEW.deleted_at IS NULL"),
        Source(table: "todo_items", code: 4, kind: "'todo'", body: "NEW.text",
               day: "(SELECT day FROM entries WHERE id = NEW.entry_id)", when: "NEW.deleted_at IS NULL"),
    ]

    /// The kinds a search can be narrowed to with `--type`.
    static let kinds = ["entry", "reflection", "log", "todo", "goal"]

    /// The statement a trigger runs to index the row named `NEW`.
    static func indexing(_ source: Source) -> String {
        """
        INSERT INTO search_index (rowid, body, kind, ref_id, day)
        SELECT NEW.id * 8 + \(source.code), \(source.body), \(source.kind), NEW.id, \(source.day)
        WHERE \(source.when);
        """
    }

    /// An entry inserted without a number is indexed once, by the update that numbers it.
    ///
    /// Before this, such a row was indexed by the insert trigger and again by the update that
    /// `entries_numbered` makes, and the second insert of the same rowid failed the whole insert.
    static func v8IndexNumberedEntries(_ db: Database) throws {
        guard let entries = sources.first(where: { $0.table == "entries" }) else { return }
        try db.execute(sql: """
            DROP TRIGGER search_entries_insert;
            CREATE TRIGGER search_entries_insert AFTER INSERT ON entries WHEN NEW.number IS NOT NULL
            BEGIN \(indexing(entries)) END;
            """)
    }

    /// The index, its triggers and the rows already written; and partial indexes that let the
    /// trash's age check (run at every open) skip the live rows.
    static func v4SearchAndTrash(_ db: Database) throws {
        for table in ["entries", "todo_items", "emotion_logs"] {
            try db.execute(sql: "CREATE INDEX \(table)_in_trash ON \(table) (deleted_at) WHERE deleted_at IS NOT NULL")
        }
        try db.execute(sql: """
            CREATE VIRTUAL TABLE search_index USING fts5(
              body, kind UNINDEXED, ref_id UNINDEXED, day UNINDEXED,
              tokenize = 'unicode61 remove_diacritics 2')
            """)
        for source in sources {
            let insert = indexing(source)
            let delete = "DELETE FROM search_index WHERE rowid = OLD.id * 8 + \(source.code);"
            try db.execute(sql: """
                CREATE TRIGGER search_\(source.table)_insert AFTER INSERT ON \(source.table) BEGIN \(insert) END;
                CREATE TRIGGER search_\(source.table)_update AFTER UPDATE ON \(source.table) BEGIN \(delete) \(insert) END;
                CREATE TRIGGER search_\(source.table)_delete AFTER DELETE ON \(source.table) BEGIN \(delete) END;
                """)
            // Index what the journal already holds: the same expressions, over the table named NEW.
            try db.execute(sql: """
                INSERT INTO search_index (rowid, body, kind, ref_id, day)
                SELECT NEW.id * 8 + \(source.code), \(source.body), \(source.kind), NEW.id, \(source.day)
                FROM \(source.table) AS NEW WHERE \(source.when)
                """)
        }
        // A reflection deleted or restored as a whole takes its answers with it.
        try db.execute(sql: """
            CREATE TRIGGER search_reflection_visibility AFTER UPDATE OF deleted_at ON entries
            WHEN NEW.type = 'reflection' BEGIN
              UPDATE reflection_qas SET answer = answer WHERE entry_id = NEW.id;
            END;
            """)
    }
}
