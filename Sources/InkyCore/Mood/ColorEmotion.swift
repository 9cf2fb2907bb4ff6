// SPDX-License-Identifier: GPL-3.0-or-later

/// Pleasure, arousal and dominance felt from colour, after Valdez & Mehrabian (1994).
///
/// Valdez, P. & Mehrabian, A. (1994). Effects of color on emotions. *Journal of Experimental
/// Psychology: General*, 123(4), 394–409. Their regressions on brightness B and saturation S:
/// Pleasure = .69·B + .22·S, Arousal = −.31·B + .60·S, Dominance = −.76·B + .32·S.
/// They fitted Munsell value and chroma; here B and S are an image's mean HSB brightness and
/// saturation on 0…1, so P ∈ [0, .91], A ∈ [−.31, .60], D ∈ [−.76, .32], and the mapping to
/// valence and arousal rescales those ranges linearly.
public struct ColorEmotion: Sendable, Hashable, Codable {
    public var pleasure: Double
    public var arousal: Double
    public var dominance: Double

    public init(brightness: Double, saturation: Double) {
        let b = MoodMath.clamp(brightness, 0...1, fallback: 0)
        let s = MoodMath.clamp(saturation, 0...1, fallback: 0)
        pleasure = 0.69 * b + 0.22 * s
        arousal = -0.31 * b + 0.60 * s
        dominance = -0.76 * b + 0.32 * s
    }

    /// valence = 2·P/.91 − 1 (−1…1).
    public var valence: Double { 2 * pleasure / 0.91 - 1 }
    /// arousal = (A + .31)/.91 (0…1).
    public var normalizedArousal: Double { (arousal + 0.31) / 0.91 }
}
