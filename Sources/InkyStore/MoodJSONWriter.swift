// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore

/// Writes the JSON of mood observations and results by hand, for imports and each new reading:
/// several times faster than JSONEncoder, and decoded by `MoodJSON.decode` to the very same values (tested).
///
/// Covers the shapes an import produces; a value with a correction or a conflict, or a number
/// JSON cannot hold, returns nil and the caller falls back to JSONEncoder.
enum MoodJSONWriter {
    static func record(_ record: MoodRecord) -> String? {
        guard record.correction == nil else { return nil }
        var out = Writer()
        out.raw("{\"at\":")
        out.date(record.at)
        out.raw(",\"signals\":[")
        for (i, s) in record.signals.enumerated() {
            if i > 0 { out.raw(",") }
            out.raw("{\"arousal\":"); out.number(s.arousal)
            out.raw(",\"arousalCertainty\":"); out.number(s.arousalCertainty)
            out.raw(",\"confidence\":"); out.number(s.confidence)
            out.raw(",\"distribution\":"); out.distribution(s.distribution)
            out.raw(",\"observedAt\":"); out.date(s.observedAt)
            if let rating = s.rating { out.raw(",\"rating\":"); out.number(rating) }
            out.raw(",\"source\":\""); out.raw(s.source.rawValue)
            out.raw("\",\"valence\":"); out.number(s.valence)
            out.raw("}")
        }
        out.raw("]}")
        return out.result
    }

    static func result(_ r: MoodResult) -> String? {
        guard r.correction == nil, r.conflict == nil else { return nil }
        var out = Writer()
        out.raw("{\"arousal\":"); out.number(r.arousal)
        out.raw(",\"arousalOutlier\":"); out.raw(r.arousalOutlier ? "true" : "false")
        out.raw(",\"arousalZ\":"); out.number(r.arousalZ)
        out.raw(",\"at\":"); out.date(r.at)
        if let band = r.band { out.raw(",\"band\":\""); out.raw(band.rawValue); out.raw("\"") }
        if let centre = r.baselineCentre { out.raw(",\"baselineCentre\":"); out.number(centre) }
        out.raw(",\"baselineDays\":"); out.raw(String(r.baselineDays))
        if let spread = r.baselineSpread { out.raw(",\"baselineSpread\":"); out.number(spread) }
        out.raw(",\"confidence\":"); out.number(r.confidence)
        out.raw(",\"distribution\":"); out.distribution(r.distribution)
        out.raw(",\"readings\":[")
        for (i, c) in r.readings.enumerated() {
            if i > 0 { out.raw(",") }
            out.raw("{\"arousal\":"); out.number(c.arousal)
            out.raw(",\"arousalCertainty\":"); out.number(c.arousalCertainty)
            out.raw(",\"confidence\":"); out.number(c.confidence)
            out.raw(",\"distribution\":"); out.distribution(c.distribution)
            if let rating = c.rating { out.raw(",\"rating\":"); out.number(rating) }
            out.raw(",\"rawValence\":"); out.number(c.rawValence)
            out.raw(",\"source\":\""); out.raw(c.source.rawValue)
            out.raw("\",\"valence\":"); out.number(c.valence)
            out.raw("}")
        }
        out.raw("],\"smoothedArousal\":"); out.number(r.smoothedArousal)
        out.raw(",\"smoothedValence\":"); out.number(r.smoothedValence)
        out.raw(",\"valence\":"); out.number(r.valence)
        out.raw(",\"valenceOutlier\":"); out.raw(r.valenceOutlier ? "true" : "false")
        if let z = r.valenceZ { out.raw(",\"valenceZ\":"); out.number(z) }
        out.raw("}")
        return out.result
    }

    private struct Writer {
        var text = ""
        var valid = true

        init() { text.reserveCapacity(1024) }

        var result: String? { valid ? text : nil }

        mutating func raw(_ s: String) { text += s }

        /// Shortest form that reads back as the same Double; non-finite numbers cannot be JSON.
        mutating func number(_ value: Double) {
            guard value.isFinite else { valid = false; return }
            text += value.description
        }

        /// As Date encodes itself by default: seconds since 2001-01-01.
        mutating func date(_ date: Date) { number(date.timeIntervalSinceReferenceDate) }

        mutating func distribution(_ d: EmotionDistribution) {
            text += "{"
            for (i, category) in EmotionCategory.allCases.enumerated() { // allCases order is the dense index
                if i > 0 { text += "," }
                text += "\"" + category.rawValue + "\":"
                number(d.probabilities[i])
            }
            text += "}"
        }
    }
}
