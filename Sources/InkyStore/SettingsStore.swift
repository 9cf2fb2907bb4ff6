// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB

/// Reading and writing journal settings.
extension AppDatabase {
    public func setting(_ key: String) throws -> String? {
        try read { db in try Setting.fetchOne(db, key: key)?.value }
    }

    public func setSetting(_ key: String, to value: String, at date: Date) throws {
        try write { db in try Setting(key: key, value: value, updatedAt: date).save(db) }
    }
}
