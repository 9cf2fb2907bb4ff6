// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore

/// The whole journal as inky's JSON export: versioned, lossless, byte-identical for the same journal.
///
/// `{"format": "inky-export", "migrations": [...], "tables": {"entries": [{column: value}], ...}, "version": 1}`,
/// keys sorted, one row a line, rows by primary key. Integers are written bare, reals always with a
/// `.` or an exponent (so import stores each value in its original SQLite type), text as JSON strings.
extension AppDatabase {
    public static let exportFormat = "inky-export"
    public static let exportVersion = 1

    /// The journal as inky JSON (UTF-8), ending with a newline.
    public func exportJSON() throws -> [UInt8] {
        try read { db in
            var out = ExportJSON()
            out.raw("{\n  \"format\": ")
            out.string(Self.exportFormat)
            out.raw(",\n  \"migrations\": [")
            for (i, name) in try Migrations.migrator.appliedIdentifiers(db).sorted(by: Self.migrationOrder).enumerated() {
                if i > 0 { out.raw(", ") }
                out.string(name)
            }
            out.raw("],\n  \"tables\": {")
            let tables = try PortableTable.all(db).sorted { $0.name < $1.name }
            for (t, table) in tables.enumerated() {
                out.raw(t == 0 ? "\n    " : ",\n    ")
                out.string(table.name)
                out.raw(": [")
                let columns = table.columns.map { "\"\($0)\"" }.joined(separator: ", ")
                let cursor = try Row.fetchCursor(db, sql: "SELECT \(columns) FROM \"\(table.name)\" ORDER BY \(table.order)")
                var first = true
                while let row = try cursor.next() {
                    out.raw(first ? "\n      {" : ",\n      {")
                    first = false
                    for (c, column) in table.columns.enumerated() {
                        if c > 0 { out.raw(", ") }
                        out.string(column)
                        out.raw(": ")
                        out.value(row[c] as DatabaseValue)
                    }
                    out.raw("}")
                }
                out.raw(first ? "]" : "\n    ]")
            }
            out.raw("\n  },\n  \"version\": \(Self.exportVersion)\n}\n")
            return out.bytes
        }
    }

    /// Migrations in the order this inky registers them; unknown ones after, by name.
    static func migrationOrder(_ a: String, _ b: String) -> Bool {
        let known = Migrations.migrator.migrations
        switch (known.firstIndex(of: a), known.firstIndex(of: b)) {
        case let (x?, y?): return x < y
        case (_?, nil): return true
        case (nil, _?): return false
        default: return a < b
        }
    }
}

/// Builds the export's JSON text into UTF-8 bytes.
struct ExportJSON {
    var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(1 << 20) }

    mutating func raw(_ s: String) { bytes.append(contentsOf: s.utf8) }

    mutating func value(_ value: DatabaseValue) {
        switch value.storage {
        case .null: raw("null")
        case .int64(let i): raw(String(i))
        case .double(let d):
            // Swift's shortest round-trip form always has a '.' or an exponent; non-finite reals cannot be JSON.
            raw(d.isFinite ? d.description : "null")
        case .string(let s): string(s)
        case .blob(let data):
            raw("{\"base64\": ")
            string(data.base64EncodedString())
            raw("}")
        }
    }

    mutating func string(_ s: String) {
        bytes.append(0x22)
        for b in s.utf8 {
            switch b {
            case 0x22: bytes.append(0x5C); bytes.append(0x22)
            case 0x5C: bytes.append(0x5C); bytes.append(0x5C)
            case 0x0A: bytes.append(0x5C); bytes.append(0x6E)
            case 0x0D: bytes.append(0x5C); bytes.append(0x72)
            case 0x09: bytes.append(0x5C); bytes.append(0x74)
            case 0..<0x20, 0x7F:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hex[Int(b >> 4)], hex[Int(b & 0xF)]])
            default: bytes.append(b)
            }
        }
        bytes.append(0x22)
    }
}
