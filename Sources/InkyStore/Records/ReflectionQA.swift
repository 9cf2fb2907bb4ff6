// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB

/// One question of a reflection and the person's answer, committed the moment it is given.
public struct ReflectionQA: Codable, Sendable, Hashable, Identifiable, FetchableRecord, PersistableRecord {
    public let id: Int64
    public var entryId: Int64
    public var sessionId: Int64?
    /// 1-based order within the reflection.
    public var position: Int
    public var state: String
    public var questionId: String
    public var question: String
    public var answer: String
    public var answeredAt: Date

    public static let databaseTableName = "reflection_qas"
    public static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    public static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase
    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { Timestamp.encoding }
}
