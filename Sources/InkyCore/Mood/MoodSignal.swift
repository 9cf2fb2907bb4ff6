// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation

/// One reading of how a person feels, from one source, before calibration and fusion.
///
/// Builders for each source live beside this file (`MoodSignal.text`, `.selfReport`, `.typing`,
/// `.image`). Values are clamped on construction (a NaN becomes the neutral value) and the
/// distribution is put in a form that survives a JSON round trip bit for bit, so a history decoded
/// from storage replays to exactly the numbers the live updates gave.
public struct MoodSignal: Sendable, Hashable, Codable {
    public var source: SignalSource
    public var distribution: EmotionDistribution
    /// Unpleasant (−1) to pleasant (1).
    public var valence: Double
    /// Calm (0) to activated (1).
    public var arousal: Double
    /// How much this reading can be believed, 0…1.
    public var confidence: Double
    /// How much of `confidence` applies to arousal (0…1): 1 unless the source barely speaks to arousal,
    /// like a bare 0–10 rating.
    public var arousalCertainty: Double
    /// The 0–10 rating behind a self-report, kept so a conflict can be described in the person's terms.
    public var rating: Double?
    public var observedAt: Date

    public init(
        source: SignalSource,
        distribution: EmotionDistribution,
        valence: Double,
        arousal: Double,
        confidence: Double,
        arousalCertainty: Double = 1,
        rating: Double? = nil,
        observedAt: Date
    ) {
        self.source = source
        self.distribution = MoodMath.canonical(distribution)
        self.valence = MoodMath.clamp(valence, -1...1, fallback: 0)
        self.arousal = MoodMath.clamp(arousal, 0...1, fallback: 0.5)
        self.confidence = MoodMath.clamp(confidence, 0...1, fallback: 0)
        self.arousalCertainty = MoodMath.clamp(arousalCertainty, 0...1, fallback: 0)
        self.rating = rating.map { MoodMath.clamp($0, 0...10, fallback: 5) }
        self.observedAt = observedAt
    }

    /// Decodes a stored signal, clamping it like the memberwise initialiser does.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            source: try c.decode(SignalSource.self, forKey: .source),
            distribution: try c.decode(EmotionDistribution.self, forKey: .distribution),
            valence: try c.decode(Double.self, forKey: .valence),
            arousal: try c.decode(Double.self, forKey: .arousal),
            confidence: try c.decode(Double.self, forKey: .confidence),
            arousalCertainty: try c.decodeIfPresent(Double.self, forKey: .arousalCertainty) ?? 1,
            rating: try c.decodeIfPresent(Double.self, forKey: .rating),
            observedAt: try c.decode(Date.self, forKey: .observedAt))
    }
}
