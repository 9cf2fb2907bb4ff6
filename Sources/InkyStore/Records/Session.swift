// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore

/// One sitting of a reflection: when it started and ended, and how much was asked and answered.
public struct Session: Codable, Sendable, Hashable, Identifiable, FetchableRecord, PersistableRecord {
    public let id: Int64
    /// The reflection entry holding the answers; nil until the first answer.
    public var entryId: Int64?
    public var flow: String
    public var day: Day
    public var seed: Int64
    public var startedAt: Date
    public var endedAt: Date?
    public var questionCount: Int
    public var answerCount: Int
    public var endReason: String?

    public static let databaseTableName = "sessions"
    public static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    public static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase
    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { Timestamp.encoding }
}
