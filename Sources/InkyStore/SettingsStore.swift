// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB

/// Reading and writing journal settings.
extension AppDatabase {
    public func setting(_ name: SettingName) throws -> String? {
        // Plain SQL: every command reads the theme, and a record request by key would first look up
        // the table's primary key in the schema.
        try read { db in try String.fetchOne(db, sql: "SELECT value FROM settings WHERE key = ?", arguments: [name.key]) }
    }

    public func setSetting(_ name: SettingName, to value: String, at date: Date) throws {
        try write { db in try Setting(key: name.key, value: value, updatedAt: date).save(db) }
    }
}
