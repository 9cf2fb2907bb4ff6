// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore

extension MoodRow {
    /// A reading not stored yet; `insertStored(_:)` gives the `MoodRow` with its id.
    struct New: Encodable, Sendable, NewRecord {
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

        /// A pipeline result and its observation as the row's columns and JSON.
        init(sourceKind: String, sourceId: Int64, day: Day, value: MoodResult, record observation: MoodRecord, at now: Date) throws {
            self.sourceKind = sourceKind
            self.sourceId = sourceId
            self.day = day
            record = try MoodJSONWriter.record(observation) ?? MoodJSON.encode(observation)
            result = try MoodJSONWriter.result(value) ?? MoodJSON.encode(value)
            observedAt = observation.at
            valence = value.valence
            arousal = value.arousal
            confidence = value.confidence
            top = MoodRow.topColumn(value)
            conflict = value.conflict != nil
            smoothedValence = value.smoothedValence
            smoothedArousal = value.smoothedArousal
            baselineZValence = value.valenceZ ?? 0
            baselineZArousal = value.arousalZ
            band = MoodRow.bandColumn(value)
            outlier = value.outlier
            corrected = observation.correction != nil
            createdAt = now
            updatedAt = now
        }

        func stored(id: Int64) -> MoodRow {
            MoodRow(id: id, sourceKind: sourceKind, sourceId: sourceId, day: day, observedAt: observedAt, record: record, result: result,
                    valence: valence, arousal: arousal, confidence: confidence, top: top, conflict: conflict,
                    smoothedValence: smoothedValence, smoothedArousal: smoothedArousal, baselineZValence: baselineZValence,
                    baselineZArousal: baselineZArousal, band: band, outlier: outlier, corrected: corrected,
                    createdAt: createdAt, updatedAt: updatedAt)
        }
    }
}
