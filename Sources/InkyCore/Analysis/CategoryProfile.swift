// SPDX-License-Identifier: GPL-3.0-or-later

/// One row of `categories.tsv`: where a category sits in valence/arousal space, its Ekman emotion and prior.
public struct CategoryProfile: Sendable, Hashable {
    public var category: EmotionCategory
    public var valence: Double
    public var arousal: Double
    public var ekman: EkmanEmotion
    /// Share of the no-cue distribution.
    public var prior: Double
    /// Where a negated cue of this category goes ("not happy": joy → sadness).
    public var negated: EmotionCategory
}
