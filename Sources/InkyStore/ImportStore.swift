// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore

/// Imports, each all or nothing in one write transaction: inky JSON, entries (jrnl) and todos (todo.txt).
///
/// Rows identical to ones the journal already has are skipped, so importing a file twice adds nothing
/// the second time. Rows are added with plain INSERTs, so triggers (search indexes) see them.
extension AppDatabase {
    /// Merges an inky export: tables in foreign-key order, foreign keys remapped through the ids
    /// given so far; a row identical (but for its id) to an existing one maps to it; a new row keeps
    /// its id when free. Throws `ImportUnknownMigrations`, `ImportTagLimit` or `PortError`, writing nothing.
    public func importInkyExport(_ root: JSONNode, options: ImportOptions) throws -> ImportCounts {
        guard case .object = root, root["format"]?.string == Self.exportFormat else { throw PortError(line: root.line ?? 1, .notAnInkyExport) }
        guard case .int(let version)? = root["version"] else { throw PortError(line: root.line, .missingField("version")) }
        guard version == Self.exportVersion else { throw PortError(line: root.line, .unsupportedVersion(Int(clamping: version))) }
        guard let list = root["migrations"]?.array, list.allSatisfy({ $0.string != nil }) else {
            throw PortError(line: root.line, .badField("migrations", expected: "a list of names"))
        }
        let unknown = list.compactMap(\.string).filter { !Self.knownMigrations.contains($0) }
        if !unknown.isEmpty { throw ImportUnknownMigrations(unknown: unknown) }
        guard let tables = root["tables"]?.object else { throw PortError(line: root.line, .badField("tables", expected: "an object")) }
        return try importTransaction(dryRun: options.dryRun) { db in
            var merge = try InkyMerge(db: db, file: tables, options: options)
            try merge.run()
            if merge.moodRowsBefore > 0 && (merge.counts.added["mood_results"] ?? 0) > 0 {
                // Readings merged into an existing history: recompute the smoothed values in time order.
                do {
                    try replay(db, prior: options.prior, timeZone: options.timeZone, now: options.now)
                } catch is DecodingError {
                    throw PortError(.badField("mood_results.record", expected: "a mood observation as inky stores it"))
                }
            }
            return merge.counts
        }
    }

    /// Adds raw entries with their tags and mood readings; an entry with the same day, creation time,
    /// title and text as an existing raw entry is a duplicate.
    public func importEntries(_ drafts: [EntryDraft], options: ImportOptions) throws -> ImportCounts {
        try importTransaction(dryRun: options.dryRun) { db in
            var counts = ImportCounts()
            var existing: [[DatabaseValue]: Int] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT day, created_at, title, text FROM entries WHERE type = 'raw' AND deleted_at IS NULL") {
                existing[[row[0], row[1], row[2], row[3]], default: 0] += 1
            }
            var fresh: [EntryDraft] = []
            for draft in drafts {
                let key: [DatabaseValue] = [draft.day.databaseValue, draft.createdAt.databaseValue,
                                            draft.title.databaseValue, draft.text.databaseValue]
                if let n = existing[key], n > 0 {
                    existing[key] = n - 1
                    counts.duplicates += 1
                } else {
                    fresh.append(draft)
                }
            }
            let tagIDs = options.tags ? try Self.importTags(fresh.map(\.tags), db: db, at: options.now, counts: &counts) : [:]
            let importID = try Self.recordImport(fresh.isEmpty, db: db, options: options)
            counts.importID = importID
            let insert = try db.cachedStatement(sql: """
                INSERT INTO entries (type, number, title, text, day, created_at, updated_at, starred, import_id)
                VALUES ('raw', \(Self.nextEntryNumberSQL(type: "'raw'")), ?, ?, ?, ?, ?, ?, ?)
                """)
            let tag = try db.cachedStatement(sql: "INSERT OR IGNORE INTO entry_tags (entry_id, tag_id) VALUES (?, ?)")
            var readings: [ImportedReading] = []
            for (i, draft) in fresh.enumerated() {
                try insert.execute(arguments: [draft.title, draft.text, draft.day, Timestamp.text(draft.createdAt), Timestamp.text(draft.createdAt),
                                               draft.starred, importID])
                let id = db.lastInsertedRowID
                if options.tags {
                    for name in draft.tags { if let tagID = tagIDs[name.lowercased()] { try tag.execute(arguments: [id, tagID]) } }
                }
                if let mood = draft.mood { readings.append(ImportedReading(kind: .entry, sourceID: id, day: draft.day, record: mood)) }
                if i % 500 == 499 { options.progress?(i + 1, fresh.count) }
            }
            counts.added["entries", default: 0] += fresh.count
            counts.added["mood_results", default: 0] += try recordImportedMoods(readings, db: db, options: options)
            options.progress?(fresh.count, fresh.count)
            return counts
        }
    }

    /// Adds todos to their days' `todos` entries; a todo with the same day, text, due day and done
    /// state as an existing one is a duplicate.
    public func importTodos(_ drafts: [TodoDraft], options: ImportOptions) throws -> ImportCounts {
        try importTransaction(dryRun: options.dryRun) { db in
            var counts = ImportCounts()
            // Dated todos match on (day, text, due, done); undated ones on (text, due, done) alone.
            var existing: [[DatabaseValue]: Int] = [:]
            for row in try Row.fetchAll(db, sql: """
                SELECT entries.day, todo_items.text, todo_items.due_day, todo_items.is_done
                FROM todo_items JOIN entries ON entries.id = todo_items.entry_id WHERE todo_items.deleted_at IS NULL
                """) {
                existing[[row[0], row[1], row[2], row[3]], default: 0] += 1
                existing[[.null, row[1], row[2], row[3]], default: 0] += 1
            }
            var fresh: [TodoDraft] = []
            for draft in drafts {
                let key: [DatabaseValue] = [draft.undated ? .null : draft.day.databaseValue, draft.text.databaseValue,
                                            draft.dueDay.databaseValue, draft.isDone.databaseValue]
                if let n = existing[key], n > 0 {
                    existing[key] = n - 1
                    counts.duplicates += 1
                } else {
                    fresh.append(draft)
                }
            }
            let tagIDs = options.tags ? try Self.importTags(fresh.map(\.tags), db: db, at: options.now, counts: &counts) : [:]
            let importID = try Self.recordImport(fresh.isEmpty, db: db, options: options)
            counts.importID = importID
            var entryOfDay: [Day: Int64] = [:]
            var nextPosition: [Int64: Int] = [:]
            for (i, draft) in fresh.enumerated() {
                let entryID: Int64
                if let known = entryOfDay[draft.day] {
                    entryID = known
                } else if let found = try Int64.fetchOne(db, sql: """
                    SELECT id FROM entries WHERE type = 'todos' AND day = ? AND deleted_at IS NULL ORDER BY id LIMIT 1
                    """, arguments: [draft.day]) {
                    entryID = found
                } else {
                    // A day's list holds the todos; people count the todos, so the list is not counted.
                    entryID = try Entry.New(type: .todos, title: Self.todosEntryTitle, day: draft.day, at: draft.createdAt)
                        .insertStored(db).id
                }
                entryOfDay[draft.day] = entryID
                let position: Int
                if let next = nextPosition[entryID] {
                    position = next
                } else {
                    position = (try Int.fetchOne(db, sql: "SELECT max(position) FROM todo_items WHERE entry_id = ?", arguments: [entryID]) ?? 0) + 1
                }
                nextPosition[entryID] = position + 1
                var new = TodoItem.New(entryId: entryID, position: position, text: draft.text, dueDay: draft.dueDay, sessionId: nil,
                                       at: draft.createdAt)
                new.isDone = draft.isDone
                new.doneAt = draft.doneAt
                new.sourceLine = draft.sourceLine
                new.importId = importID
                let item = try new.insertStored(db)
                if options.tags {
                    for name in draft.tags {
                        if let tagID = tagIDs[name.lowercased()] {
                            try db.execute(sql: "INSERT OR IGNORE INTO todo_item_tags (todo_id, tag_id) VALUES (?, ?)", arguments: [item.id, tagID])
                        }
                    }
                }
                if i % 500 == 499 { options.progress?(i + 1, fresh.count) }
            }
            counts.added["todo_items", default: 0] += fresh.count
            options.progress?(fresh.count, fresh.count)
            return counts
        }
    }

    // MARK: -

    /// Runs `body` in one write transaction (plain or encrypted journal alike), committed unless
    /// this is a dry run, which rolls it back by throwing out of it.
    func importTransaction<T>(dryRun: Bool, _ body: (Database) throws -> T) throws -> T {
        var result: T?
        do {
            try write { db in
                result = try body(db)
                if dryRun { throw ImportDryRun() }
            }
        } catch is ImportDryRun {}
        return result!
    }

    /// Creates the tags the journal lacks and returns lowercased name → id. Past the tag limit the most used
    /// ones (counted over `tagLists`, one list an item) become tags and the rest stay in the text only,
    /// named in `counts.tagsLeftInText`; nothing is refused.
    static func importTags(_ tagLists: [[String]], db: Database, at date: Date, counts: inout ImportCounts) throws -> [String: Int64] {
        let wanted = normalisedTags(tagLists.flatMap { $0 })
        guard !wanted.isEmpty else { return [:] }
        var uses: [String: Int] = [:]
        for list in tagLists { for name in Set(normalisedTags(list).map { $0.lowercased() }) { uses[name, default: 0] += 1 } }
        try freeUnusedTags(in: db, for: wanted)
        let existing = try String.fetchAll(db, sql: "SELECT name FROM tags ORDER BY name")
        let known = Set(existing.map { $0.lowercased() })
        let new = wanted.filter { !known.contains($0.lowercased()) }
        let room = max(0, maximumTags - existing.count)
        // Most used first; ties keep the order of first appearance (a stable sort).
        let ranked = new.enumerated().sorted { a, b in
            let (ua, ub) = (uses[a.element.lowercased()] ?? 0, uses[b.element.lowercased()] ?? 0)
            return ua != ub ? ua > ub : a.offset < b.offset
        }.map(\.element)
        let admitted = Set(ranked.prefix(room).map { $0.lowercased() })
        counts.tagsLeftInText += ranked.dropFirst(room)
        let kept = wanted.filter { known.contains($0.lowercased()) || admitted.contains($0.lowercased()) }
        let ids = try ensureTags(kept, in: db, at: date)
        counts.added["tags", default: 0] += admitted.count
        var map: [String: Int64] = [:]
        for (name, id) in zip(kept, ids) { map[name.lowercased()] = id }
        return map
    }

    /// Notes the import in `imports` and returns its id, unless it adds nothing.
    static func recordImport(_ addsNothing: Bool, db: Database, options: ImportOptions) throws -> Int64? {
        guard !addsNothing else { return nil }
        try db.execute(sql: "INSERT INTO imports (format, file, imported_at) VALUES (?, ?, ?)",
                       arguments: [options.format, options.file, Timestamp.text(options.now)])
        return db.lastInsertedRowID
    }

    /// Stores readings taken from imported rows. When they all come after the journal's latest
    /// reading the pipeline runs on incrementally; otherwise the whole history is replayed once.
    func recordImportedMoods(_ readings: [ImportedReading], db: Database, options: ImportOptions) throws -> Int {
        guard !readings.isEmpty else { return 0 }
        let latest = try MoodRow.order(Column("observed_at").desc, Column("id").desc).fetchOne(db)
        let latestAt = try latest.map { try MoodJSON.decode(MoodRecord.self, $0.record).at }
        let order = readings.indices.sorted {
            readings[$0].record.at != readings[$1].record.at ? readings[$0].record.at < readings[$1].record.at : $0 < $1
        }
        var pipeline = try loadPipeline(db) ?? MoodPipeline(prior: options.prior, timeZone: options.timeZone)
        // The pipeline runs in time order (it is fast); encoding the JSON columns is the slow part, done on every core.
        let results = order.map { pipeline.update(signals: readings[$0].record.signals, at: readings[$0].record.at) }
        let recordJSON = try Self.json(order.map { readings[$0].record }, fast: MoodJSONWriter.record)
        let resultJSON = try Self.json(results, fast: MoodJSONWriter.result)
        let insert = try db.cachedStatement(sql: """
            INSERT INTO mood_results (source_kind, source_id, day, observed_at, record, result, valence, arousal,
              confidence, top, conflict, smoothed_valence, smoothed_arousal, baseline_z_valence, baseline_z_arousal,
              band, outlier, corrected, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for (position, index) in order.enumerated() {
            let reading = readings[index]
            let r = results[position]
            try insert.execute(arguments: [
                reading.kind.rawValue, reading.sourceID, reading.day, Timestamp.text(reading.record.at), recordJSON[position], resultJSON[position],
                r.valence, r.arousal, r.confidence, MoodRow.topColumn(r), r.conflict != nil, r.smoothedValence, r.smoothedArousal,
                r.valenceZ ?? 0, r.arousalZ, MoodRow.bandColumn(r), r.outlier, false, Timestamp.text(options.now), Timestamp.text(options.now),
            ])
        }
        if let latestAt, let first = order.first, readings[first].record.at < latestAt {
            try replay(db, prior: options.prior, timeZone: options.timeZone, now: options.now)
        } else {
            try savePipeline(db, pipeline, now: options.now)
        }
        return readings.count
    }

    /// Each value's JSON by the hand writer, or through JSONEncoder (on every core) for those it does not cover.
    static func json<T: Encodable & Sendable>(_ values: [T], fast: (T) -> String?) throws -> [String] {
        var out = values.map(fast)
        let missing = out.indices.filter { out[$0] == nil }
        if !missing.isEmpty {
            // Each value apart on every core (JSONEncoder is most of the cost); a thrown error is carried out.
            let encoded = try missing.map { values[$0] }.concurrentMap(minimumRun: 128) { value in
                Result { String(decoding: try MoodJSON.encoder().encode(value), as: UTF8.self) }
            }.map { try $0.get() }
            for (i, text) in zip(missing, encoded) { out[i] = text }
        }
        return out.map { $0! }
    }
}

/// A mood observation of an imported row, stored once the row has its id.
struct ImportedReading {
    var kind: MoodSourceKind
    var sourceID: Int64
    var day: Day
    var record: MoodRecord
}

/// Thrown out of a dry run's transaction so that it rolls back.
private struct ImportDryRun: Error {}
