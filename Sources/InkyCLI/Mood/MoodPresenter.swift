// SPDX-License-Identifier: GPL-3.0-or-later
import InkyCore
import InkyStore

/// How a mood reading is shown: one calm sentence, or JSON with stable keys.
enum MoodPresenter {
    /// Keys of the `mood` event and of `inky mood ... --json` (the README's "--json" events, plus id, band and top).
    ///
    /// `band`, `baseline_z`, `baseline_centre` and `baseline_spread` are null on the first readings;
    /// `top` is null when nothing in the reading names an emotion (a bare rating, text too thin to read).
    static func json(_ mood: StoredMood) -> [(String, JSONValue)] {
        let r = mood.result
        let top: JSONValue = if case .named(let category) = r.emotionEvidence { .string(category.rawValue) } else { .null }
        return [
            ("id", .int(mood.id)), ("day", .string(mood.day.description)), ("source", .string(mood.sourceKind.rawValue)),
            ("valence", .double(r.valence)), ("arousal", .double(r.arousal)), ("confidence", .double(r.confidence)),
            ("conflict", .bool(r.conflict != nil)),
            ("conflict_between", r.conflict.map { .string($0.summary) } ?? .null),
            ("smoothed_valence", .double(r.smoothedValence)), ("smoothed_arousal", .double(r.smoothedArousal)),
            ("baseline_z", r.valenceZ.map(JSONValue.double) ?? .null), ("baseline_z_arousal", .double(r.arousalZ)),
            ("baseline_centre", r.baselineCentre.map(JSONValue.double) ?? .null),
            ("baseline_spread", r.baselineSpread.map(JSONValue.double) ?? .null),
            ("band", r.band.map { .string($0.rawValue) } ?? .null), ("top", top),
            ("outlier", .bool(r.outlier)), ("corrected", .bool(r.correction != nil)),
            ("signals", .array(r.readings.map { .string($0.source.rawValue) })),
            ("emotions", .object(EmotionCategory.allCases.map { ($0.rawValue, .double(r.distribution[$0])) })),
        ]
    }

    /// "Mood reading 4: calm stands out; typical for you (valence +0.30, trend +0.20)."
    ///
    /// The band is the reading's own valence against the baseline; the trend is the smoothed value.
    /// An outlier left the trend where it was, so its sentence says so.
    static func sentence(_ mood: StoredMood) -> String {
        let r = mood.result
        if r.valenceOutlier {
            return Messages.moodSentenceOutlier(r.emotionEvidence, band: r.band, valence: r.valence, trend: r.smoothedValence, id: mood.id)
        }
        return Messages.moodSentence(r.emotionEvidence, band: r.band, valence: r.valence, trend: r.smoothedValence, id: mood.id)
    }

    /// A gentle question when the signals disagree, naming which ones in the person's terms.
    static func conflictNote(_ mood: StoredMood, loggedRating: Int? = nil) -> String? {
        guard let conflict = mood.result.conflict else { return nil }
        let sides = [conflict.higher, conflict.lower]
        if let rated = sides.first(where: { $0.source == .selfReport }),
           let other = sides.first(where: { $0.source != .selfReport }) {
            let heavier = other.valence < rated.valence
            if let loggedRating {
                return Messages.moodConflictWithLoggedRating(rating: loggedRating, other: other.source, heavier: heavier, id: mood.id)
            }
            if let rating = rated.rating {
                return Messages.moodConflictWithRating(rating: Int(rating.rounded()), other: other.source, heavier: heavier, id: mood.id)
            }
            return Messages.moodConflictWithFeelings(other: other.source, heavier: heavier, id: mood.id)
        }
        return Messages.moodConflict(lighter: conflict.higher.source, heavier: conflict.lower.source, id: mood.id)
    }
}
