// SPDX-License-Identifier: GPL-3.0-or-later

/// One cue that moved the score: the text that carried it, how much valence it added and the rules applied.
public struct Contribution: Sendable, Hashable, Codable {
    /// The cue as written in the text (a word, phrase, emoji or emoticon).
    public var term: String
    /// Signed amount added to the valence sum before squashing.
    public var valence: Double
    /// Arousal this cue voted for (after emphasis).
    public var arousal: Double
    /// Weight this cue put on the emotion distribution (all its categories together).
    public var weight: Double
    /// The category that got most of its weight.
    public var category: EmotionCategory
    /// Rules that changed it, e.g. `negated by "not"`, `"very" ×1.30`, `CAPS ×1.30`.
    public var rules: [String]

    public init(term: String, valence: Double, arousal: Double, weight: Double, category: EmotionCategory, rules: [String]) {
        self.term = term
        self.valence = valence
        self.arousal = arousal
        self.weight = weight
        self.category = category
        self.rules = rules
    }
}
