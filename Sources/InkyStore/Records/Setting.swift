// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB

/// A journal setting, such as the person's name.
public struct Setting: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public var key: String
    public var value: String
    public var updatedAt: Date

    public static let databaseTableName = "settings"
    public static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    public static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase
    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { Timestamp.encoding }

    public init(key: String, value: String, updatedAt: Date) {
        self.key = key
        self.value = value
        self.updatedAt = updatedAt
    }
}
