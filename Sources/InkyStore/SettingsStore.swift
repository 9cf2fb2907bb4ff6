// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB

/// Reading and writing journal settings.
extension AppDatabase {
    public func setting(_ key: String) throws -> String? {
        // Plain SQL: every command reads the theme, and a record request by key would first look up
        // the table's primary key in the schema.
        try read { db in try String.fetchOne(db, sql: "SELECT value FROM settings WHERE key = ?", arguments: [key]) }
    }

    public func setSetting(_ key: String, to value: String, at date: Date) throws {
        try write { db in try Setting(key: key, value: value, updatedAt: date).save(db) }
    }
}
