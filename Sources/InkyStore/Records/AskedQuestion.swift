// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB

/// A question put to the person, remembered so it is not repeated soon and its wording rotates.
///
/// Only ever inserted (reads go by SQL), so it carries no id.
public struct AskedQuestionRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public var sessionId: Int64?
    public var questionId: String
    /// Which of the question's texts (its index in the flow); nil for questions asked before v5.
    public var variant: Int?
    public var askedAt: Date

    public static let databaseTableName = "asked_questions"
    public static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    public static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase
    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { Timestamp.encoding }

    public init(sessionId: Int64?, questionId: String, variant: Int? = nil, askedAt: Date) {
        self.sessionId = sessionId
        self.questionId = questionId
        self.variant = variant
        self.askedAt = askedAt
    }
}
