// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore

extension EmotionLog {
    /// A log not stored yet; `AppDatabase.addEmotionLog(_:)` stores it and gives the `EmotionLog` with its id.
    public struct New: Encodable, Sendable, NewRecord {
        var day: Day
        var loggedAt: Date
        var rating: Int
        var category: String?
        var feelings: String
        var note: String?
        var place: String?
        var createdAt: Date
        var updatedAt: Date

        // What `NewRecord` gives the other new rows, spelled out: this one is public (the CLI builds it),
        // and a public type's GRDB requirements need public members.
        public static let databaseTableName = EmotionLog.databaseTableName
        public static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase
        public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { Timestamp.encoding }

        public init(day: Day, loggedAt: Date, rating: Int, category: String?, feelings: [String], note: String?, place: String?, at now: Date) {
            self.day = day
            self.loggedAt = loggedAt
            self.rating = rating
            self.category = category
            self.feelings = feelings.joined(separator: ",")
            self.note = note
            self.place = place
            createdAt = now
            updatedAt = now
        }

        func stored(id: Int64) -> EmotionLog {
            EmotionLog(id: id, day: day, loggedAt: loggedAt, rating: rating, category: category, feelings: feelings, note: note,
                       place: place, createdAt: createdAt, updatedAt: updatedAt)
        }
    }
}
