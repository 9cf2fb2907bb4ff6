// SPDX-License-Identifier: GPL-3.0-or-later

/// What a person says they actually feel, overriding a result.
public enum MoodCorrection: Sendable, Hashable, Codable {
    /// A 0–10 rating (mapped like a self-report: valence = (rating − 5)/5).
    case rating(Double)
    /// A valence on −1…1.
    case valence(Double)
    /// The emotion they feel.
    case emotion(EmotionCategory)

    /// The valence the correction asserts, if any.
    public var valence: Double? {
        switch self {
        case .rating(let r): MoodSignal.valence(forRating: r)
        case .valence(let v): MoodMath.clamp(v, -1...1, fallback: 0)
        case .emotion: nil
        }
    }
}
