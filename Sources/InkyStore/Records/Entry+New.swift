// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore

extension Entry {
    /// An entry not stored yet; `insertStored(_:)` gives the `Entry` with its id and number.
    struct New: Encodable, Sendable, NewRecord {
        var type: Kind
        /// Taken on insert.
        private(set) var number: Int64?
        var title: String?
        var text: String
        var day: Day
        var progress: Int?
        var createdAt: Date
        var updatedAt: Date

        init(type: Kind, title: String? = nil, text: String = "", day: Day, at date: Date) {
            self.type = type
            self.title = title
            self.text = text
            self.day = day
            createdAt = date
            updatedAt = date
        }

        /// Takes the next number of the entry's type, inside the inserting write.
        mutating func willInsert(_ db: Database) throws {
            if number == nil { number = try AppDatabase.nextEntryNumber(type: type.rawValue, db) }
        }

        func stored(id: Int64) -> Entry {
            Entry(id: id, type: type, number: number, title: title, text: text, day: day, progress: progress,
                  createdAt: createdAt, updatedAt: updatedAt)
        }
    }
}
