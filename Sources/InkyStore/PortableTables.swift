// SPDX-License-Identifier: GPL-3.0-or-later
import GRDB

/// The tables an inky export holds, in foreign-key order, with what import needs to know of each.
struct PortableTable {
    var name: String
    /// Columns, sorted by name.
    var columns: [String]
    /// The integer primary key column (`id`), when the table has one.
    var idColumn: String?
    /// The text primary key (`key` of settings, `name` of pipeline_state): rows whose key exists are kept.
    var textKey: String?
    /// Column → referenced table, for single-column foreign keys.
    var references: [String: String]
    /// The ORDER BY of a stable export.
    var order: String

    /// Every table of the schema except GRDB's bookkeeping, search indexes (`search*`) and FTS
    /// virtual tables with their shadow tables; parents before children.
    static func all(_ db: Database) throws -> [PortableTable] {
        let rows = try Row.fetchAll(db, sql: "SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name")
        let virtual = rows.filter { (($0["sql"] as String?) ?? "").uppercased().hasPrefix("CREATE VIRTUAL TABLE") }
            .map { $0["name"] as String }
        let names = rows.map { $0["name"] as String }.filter { name in
            !name.hasPrefix("sqlite_") && name != "grdb_migrations" && !name.lowercased().hasPrefix("search")
                && !virtual.contains(name) && !virtual.contains(where: { name.hasPrefix($0 + "_") })
        }
        var tables: [String: PortableTable] = [:]
        for name in names {
            let columns = try db.columns(in: name).map(\.name).sorted()
            let primaryKey = try db.primaryKey(name)
            var references: [String: String] = [:]
            for foreignKey in try db.foreignKeys(on: name) where foreignKey.originColumns.count == 1 {
                references[foreignKey.originColumns[0]] = foreignKey.destinationTable
            }
            let idColumn = primaryKey.rowIDColumn
            let explicit = primaryKey.columns != [Column.rowID.name] ? primaryKey.columns : []
            let textKey = idColumn == nil && explicit.count == 1 ? explicit[0] : nil
            let orderColumns = idColumn.map { [$0] } ?? (explicit.isEmpty ? columns : explicit)
            tables[name] = PortableTable(
                name: name, columns: columns, idColumn: idColumn, textKey: textKey, references: references,
                order: orderColumns.map { "\"\($0)\"" }.joined(separator: ", "))
        }
        // Parents first (depth-first over references), ties by name.
        var ordered: [PortableTable] = []
        var visiting = Set<String>()
        func visit(_ name: String) {
            guard let table = tables[name], !ordered.contains(where: { $0.name == name }), visiting.insert(name).inserted else { return }
            for parent in table.references.values.sorted() where parent != name { visit(parent) }
            ordered.append(table)
        }
        for name in tables.keys.sorted() { visit(name) }
        return ordered
    }
}
