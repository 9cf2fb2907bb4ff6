// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore

/// One inky-export merge inside the caller's transaction (see `AppDatabase.importInkyExport`).
struct InkyMerge {
    let db: Database
    let file: [String: JSONNode]
    let options: ImportOptions
    let tables: [PortableTable]
    /// Table → (id in the file → id in the journal).
    var ids: [String: [Int64: Int64]] = [:]
    var counts = ImportCounts()
    let moodRowsBefore: Int
    private var done = 0
    private let total: Int

    /// The tables a mood reading's `source_id` points into, by `source_kind`.
    static let moodSources = ["reflection": "sessions", "log": "emotion_logs", "entry": "entries"]
    /// The largest row id an import accepts (2^53: exact in any JSON reader).
    static let largestID: Int64 = 1 << 53
    static let tagTables: Set<String> = ["tags", "entry_tags", "todo_item_tags"]
    /// Tables whose rows are matched on some columns only. A mood reading is its observation: the
    /// result columns are derived, and change when a merge replays the history.
    static let matchColumns = ["mood_results": ["day", "observed_at", "record", "source_id", "source_kind"]]

    init(db: Database, file: [String: JSONNode], options: ImportOptions) throws {
        self.db = db
        self.file = file
        self.options = options
        tables = try PortableTable.all(db)
        let names = Set(tables.map(\.name))
        for (name, node) in file where !names.contains(name) {
            throw PortError(line: node.line, .badField("tables." + name, expected: "a table this journal has"))
        }
        moodRowsBefore = try Int.fetchOne(db, sql: "SELECT count(*) FROM mood_results") ?? 0
        total = file.values.reduce(0) { $0 + ($1.array?.count ?? 0) }
    }

    mutating func run() throws {
        for table in tables {
            guard let node = file[table.name] else { continue }
            if !options.tags && Self.tagTables.contains(table.name) { continue }
            guard let rows = node.array else { throw PortError(line: node.line, .badField("tables." + table.name, expected: "a list of rows")) }
            let parsed = try rows.enumerated().map { i, row in try values(of: row, index: i + 1, in: table, listLine: node.line) }
            if table.name == "tags" { try checkTagLimit(parsed) }
            try merge(parsed, into: table)
        }
        options.progress?(total, total)
    }

    /// A row's values by column, checked against the journal's columns.
    func values(of node: JSONNode, index: Int, in table: PortableTable, listLine: Int?) throws -> (values: [String: DatabaseValue], line: Int?) {
        guard case .object(let members, let line) = node else {
            throw PortError(line: listLine, item: index, .badField(table.name, expected: "rows as objects"))
        }
        var values: [String: DatabaseValue] = [:]
        for (column, value) in members {
            guard table.columns.contains(column) else {
                throw PortError(line: line, .badField("\(table.name).\(column)", expected: "a column this journal has"))
            }
            switch value {
            case .null: values[column] = .null
            case .bool(let b): values[column] = b.databaseValue
            case .int(let i): values[column] = i.databaseValue
            case .double(let d): values[column] = d.databaseValue
            case .string(let s): values[column] = s.databaseValue
            case .object(let o, _) where o.count == 1:
                guard let base64 = o["base64"]?.string, let data = Data(base64Encoded: base64) else { fallthrough }
                values[column] = data.databaseValue
            default:
                throw PortError(line: line, .badField("\(table.name).\(column)", expected: "a number, text or null"))
            }
        }
        return (values, line)
    }

    /// Refuses tags that would take the journal past its limit, naming them.
    func checkTagLimit(_ rows: [(values: [String: DatabaseValue], line: Int?)]) throws {
        let names = rows.compactMap { String.fromDatabaseValue($0.values["name"] ?? .null) }
        try AppDatabase.freeUnusedTags(in: db, for: names)
        let existing = try String.fetchAll(db, sql: "SELECT name FROM tags ORDER BY name")
        var known = Set(existing.map { $0.lowercased() })
        var incoming: [String] = []
        for row in rows {
            guard let name = String.fromDatabaseValue(row.values["name"] ?? .null) else { continue }
            if known.insert(name.lowercased()).inserted { incoming.append(name) }
        }
        if existing.count + incoming.count > AppDatabase.maximumTags { throw ImportTagLimit(existing: existing, incoming: incoming) }
    }

    mutating func merge(_ rows: [(values: [String: DatabaseValue], line: Int?)], into table: PortableTable) throws {
        let idColumn = table.idColumn
        // An entry's number is matched no more than its id: the same entry may carry another number in another journal.
        let keyColumns = Self.matchColumns[table.name] ?? table.columns.filter { $0 != idColumn && !(table.name == "entries" && $0 == "number") }
        // What the journal already has: rows by content (multiset), ids in use, text keys.
        var existing: [[DatabaseValue]: [Int64]] = [:]
        var usedIDs = Set<Int64>()
        var existingKeys = Set<DatabaseValue>()
        let selected = (idColumn.map { [$0] } ?? []) + keyColumns
        let cursor = try Row.fetchCursor(db, sql: "SELECT \(selected.map { "\"\($0)\"" }.joined(separator: ", ")) FROM \"\(table.name)\"")
        let offset = idColumn == nil ? 0 : 1
        while let row = try cursor.next() {
            let id: Int64 = idColumn == nil ? 0 : row[0]
            if idColumn != nil { usedIDs.insert(id) }
            existing[contentKey(row: row, offset: offset, table: table, keyColumns: keyColumns), default: []].append(id)
            if let textKey = table.textKey { existingKeys.insert(row[textKey] as DatabaseValue) }
        }
        var map: [Int64: Int64] = [:]
        var added = 0
        for (row, line) in rows {
            var values = row
            try remap(&values, table: table, line: line)
            let fileID = idColumn.flatMap { Int64.fromDatabaseValue(values[$0] ?? .null) }
            if let idColumn, let fileID, !(1...Self.largestID).contains(fileID) {
                // An id near the top of the range would leave SQLite no room for the next row's id.
                throw PortError(line: line, .badField("\(table.name).\(idColumn)", expected: "a whole number from 1 to \(Self.largestID)"))
            }
            if let textKey = table.textKey, existingKeys.contains(values[textKey] ?? .null) {
                counts.kept += 1
                tick()
                continue
            }
            let key = table.name == "tags"
                ? [((String.fromDatabaseValue(values["name"] ?? .null)) ?? "").lowercased().databaseValue]
                : keyColumns.map { values[$0] ?? .null }
            if var matches = existing[key], !matches.isEmpty {
                let target = matches.removeFirst()
                existing[key] = matches
                if let fileID { map[fileID] = target }
                counts.duplicates += 1
                tick()
                continue
            }
            try checkTypes(values, table: table, line: line)
            try checkJSON(values, table: table.name, line: line)
            if let idColumn, let fileID, usedIDs.contains(fileID) { values[idColumn] = nil }
            if table.name == "entries" { try renumber(&values) }
            let columns = values.keys.sorted()
            let statement = try db.cachedStatement(sql: columns.isEmpty ? "INSERT INTO \"\(table.name)\" DEFAULT VALUES" : """
                INSERT INTO "\(table.name)" (\(columns.map { "\"\($0)\"" }.joined(separator: ", "))) \
                VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))
                """)
            do {
                try statement.execute(arguments: StatementArguments(columns.map { values[$0]! }))
            } catch let error as DatabaseError where [.SQLITE_CONSTRAINT, .SQLITE_MISMATCH, .SQLITE_ERROR].contains(error.resultCode) {
                throw PortError(line: line, .rejectedRow(table.name))
            }
            if idColumn != nil {
                let newID = db.lastInsertedRowID
                usedIDs.insert(newID)
                if let fileID { map[fileID] = newID }
            }
            added += 1
            tick()
        }
        ids[table.name] = map
        if added > 0 { counts.added[table.name, default: 0] += added }
    }

    /// Gives an entry the next number of its type when its own is missing (an export from before numbers)
    /// or already taken in this journal; a free number is kept, so export → import → export is the same.
    private func renumber(_ values: inout [String: DatabaseValue]) throws {
        guard let type = String.fromDatabaseValue(values["type"] ?? .null) else { return }
        if let number = Int64.fromDatabaseValue(values["number"] ?? .null), number > 0,
           try !(Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM entries WHERE type = ? AND number = ?)", arguments: [type, number]) ?? false) {
            return
        }
        values["number"] = try AppDatabase.nextEntryNumber(type: type, db).databaseValue
    }

    /// Refuses a value of the wrong kind for its column's declared type, which inky could not read back later.
    private func checkTypes(_ values: [String: DatabaseValue], table: PortableTable, line: Int?) throws {
        for (column, value) in values where !value.isNull {
            let expected: String?
            switch table.types[column] ?? "" {
            case "DATETIME": expected = Date.fromDatabaseValue(value) == nil ? "a date and time" : nil
            case "BOOLEAN": expected = Bool.fromDatabaseValue(value) == nil || Int64.fromDatabaseValue(value).map({ $0 != 0 && $0 != 1 }) ?? true ? "true or false (1 or 0)" : nil
            case "INTEGER": expected = Int64.fromDatabaseValue(value) == nil || value.storage.isDouble ? "a whole number" : nil
            case "DOUBLE", "REAL": expected = Double.fromDatabaseValue(value) == nil ? "a number" : nil
            case "TEXT": expected = String.fromDatabaseValue(value) == nil ? "text" : nil
            default: expected = nil
            }
            if let expected { throw PortError(line: line, .badField("\(table.name).\(column)", expected: expected)) }
        }
    }

    /// Refuses mood JSON that inky could not read back later (a hand-edited file), before it is stored.
    private func checkJSON(_ values: [String: DatabaseValue], table: String, line: Int?) throws {
        func check<T: Decodable>(_ type: T.Type, _ column: String, _ expected: String) throws {
            guard let text = String.fromDatabaseValue(values[column] ?? .null), (try? MoodJSON.decode(type, text)) != nil else {
                throw PortError(line: line, .badField("\(table).\(column)", expected: expected))
            }
        }
        switch table {
        case "mood_results":
            try check(MoodRecord.self, "record", "a mood observation as inky stores it")
            try check(MoodResult.self, "result", "a mood result as inky stores it")
        case "pipeline_state" where String.fromDatabaseValue(values["name"] ?? .null) == AppDatabase.pipelineStateName:
            try check(MoodPipeline.self, "state", "the mood pipeline's state as inky stores it")
        default: break
        }
    }

    /// The content of an existing row as import compares it: tags by name ignoring case, other rows by every column but the id.
    private func contentKey(row: Row, offset: Int, table: PortableTable, keyColumns: [String]) -> [DatabaseValue] {
        if table.name == "tags" {
            return [((row["name"] as String?) ?? "").lowercased().databaseValue]
        }
        return keyColumns.indices.map { row[$0 + offset] as DatabaseValue }
    }

    /// Points a row's foreign keys at the journal's ids for the rows they referenced in the file.
    private func remap(_ values: inout [String: DatabaseValue], table: PortableTable, line: Int?) throws {
        for (column, parent) in table.references {
            guard let old = Int64.fromDatabaseValue(values[column] ?? .null) else { continue }
            guard let new = ids[parent]?[old] else {
                // A parent left out (tags with --no-tags) drops the link; otherwise the file is inconsistent.
                if !options.tags && Self.tagTables.contains(parent) { continue }
                throw PortError(line: line, .badField("\(table.name).\(column)", expected: "the id of a row of \(parent) in the file"))
            }
            values[column] = new.databaseValue
        }
        if table.name == "mood_results", let kind = String.fromDatabaseValue(values["source_kind"] ?? .null),
           let parent = Self.moodSources[kind], let old = Int64.fromDatabaseValue(values["source_id"] ?? .null),
           let new = ids[parent]?[old] {
            // Not a declared foreign key: a reading may outlive its source, and then keeps the number it had.
            values["source_id"] = new.databaseValue
        }
    }

    private mutating func tick() {
        done += 1
        if done % 500 == 0 { options.progress?(done, total) }
    }
}

private extension DatabaseValue.Storage {
    var isDouble: Bool {
        if case .double = self { return true }
        return false
    }
}
