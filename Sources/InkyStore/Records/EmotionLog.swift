// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore

/// A logged feeling (Emotions Tracker's model): a 0–10 rating, a category, specific feelings, a note and a place.
public struct EmotionLog: Codable, Sendable, Hashable, Identifiable, FetchableRecord, PersistableRecord {
    public let id: Int64
    public var day: Day
    public var loggedAt: Date
    public var rating: Int
    public var category: String?
    /// Specific feelings, comma-separated.
    public var feelings: String
    public var note: String?
    public var place: String?
    public var createdAt: Date
    public var updatedAt: Date
    public var deletedAt: Date?

    public static let databaseTableName = "emotion_logs"
    public static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    public static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase
    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { Timestamp.encoding }

    public var feelingList: [String] { feelings.split(separator: ",").map(String.init) }
}
