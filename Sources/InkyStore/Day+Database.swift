// SPDX-License-Identifier: GPL-3.0-or-later
import GRDB
import InkyCore

/// A day is stored as its `YYYY-MM-DD` text, as every `day` column holds it.
extension Day: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { description.databaseValue }

    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> Day? {
        String.fromDatabaseValue(dbValue).flatMap(Day.init)
    }
}
