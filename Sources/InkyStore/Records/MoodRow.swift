// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore

/// A row of `mood_results`: one fused reading, with the observation it came from.
struct MoodRow: Codable, Sendable, FetchableRecord, PersistableRecord {
    let id: Int64
    var sourceKind: String
    var sourceId: Int64
    var day: Day
    var observedAt: Date
    var record: String
    var result: String
    var valence: Double
    var arousal: Double
    var confidence: Double
    var top: String
    var conflict: Bool
    var smoothedValence: Double
    var smoothedArousal: Double
    var baselineZValence: Double
    var baselineZArousal: Double
    var band: String
    var outlier: Bool
    var corrected: Bool
    var createdAt: Date
    var updatedAt: Date

    static let databaseTableName = "mood_results"
    static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase
    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { Timestamp.encoding }

    /// The `band` column: the band's raw value, or empty on the first readings (when
    /// `baseline_z_valence` holds 0 and means nothing).
    static func bandColumn(_ value: MoodResult) -> String { value.band?.rawValue ?? "" }

    /// The `top` column: the emotion the reading names, or empty when it names none
    /// (`MoodResult.emotionEvidence`: a bare rating, thin text).
    static func topColumn(_ value: MoodResult) -> String {
        if case .named(let category) = value.emotionEvidence { return category.rawValue }
        return ""
    }

    /// Holds `value` and its observation in place of the reading it held; the source and creation time stay.
    mutating func set(_ value: MoodResult, record observation: MoodRecord, at now: Date) throws {
        var row = try New(sourceKind: sourceKind, sourceId: sourceId, day: day, value: value, record: observation, at: now).stored(id: id)
        row.createdAt = createdAt
        self = row
    }
}

/// JSON for mood records, results and pipeline state: exact doubles and dates, so a replay matches.
enum MoodJSON {
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    static func encode<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try encoder().encode(value), as: UTF8.self)
    }

    static func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }
}
