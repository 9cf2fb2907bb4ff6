// SPDX-License-Identifier: GPL-3.0-or-later
import InkyCore
import InkyStore

/// How a mood reading is shown: one calm sentence, or JSON with stable keys.
enum MoodPresenter {
    /// Keys of the `mood` event and of `inky mood ... --json` (DESIGN.md, plus id, band and top).
    static func json(_ mood: StoredMood) -> [(String, JSONValue)] {
        let r = mood.result
        return [
            ("id", .int(mood.id)), ("day", .string(mood.day)), ("source", .string(mood.sourceKind.rawValue)),
            ("valence", .double(r.valence)), ("arousal", .double(r.arousal)), ("confidence", .double(r.confidence)),
            ("conflict", .bool(r.conflict != nil)),
            ("conflict_between", r.conflict.map { .string($0.summary) } ?? .null),
            ("smoothed_valence", .double(r.smoothedValence)), ("smoothed_arousal", .double(r.smoothedArousal)),
            ("baseline_z", .double(r.valenceZ)), ("baseline_z_arousal", .double(r.arousalZ)),
            ("band", .string(r.band.rawValue)), ("top", .string(r.top.rawValue)),
            ("outlier", .bool(r.outlier)), ("corrected", .bool(r.correction != nil)),
            ("signals", .array(r.readings.map { .string($0.source.rawValue) })),
            ("emotions", .object(EmotionCategory.allCases.map { ($0.rawValue, .double(r.distribution[$0])) })),
        ]
    }

    /// "Mostly calm, typical for you." with the numbers behind it.
    /// An outlier left the smoothed mood where it was, so its sentence says so instead of quoting the trend.
    static func sentence(_ mood: StoredMood) -> String {
        let r = mood.result
        if r.valenceOutlier { return Messages.moodSentenceOutlier(top: r.top.rawValue, valence: r.valence, id: mood.id) }
        return Messages.moodSentence(top: r.top.rawValue, band: r.band.phrase, valence: r.smoothedValence, id: mood.id)
    }

    /// A gentle question when the signals disagree, naming which ones.
    static func conflictNote(_ mood: StoredMood) -> String? {
        guard let conflict = mood.result.conflict else { return nil }
        let sides = [conflict.higher, conflict.lower]
        if let rated = sides.first(where: { $0.source == .selfReport }), let rating = rated.rating,
           let other = sides.first(where: { $0.source != .selfReport }) {
            return Messages.moodConflictWithRating(rating: Int(rating.rounded()), other: other.source.label,
                                                   heavier: other.valence < rated.valence, id: mood.id)
        }
        return Messages.moodConflict(conflict.summary, id: mood.id)
    }
}
