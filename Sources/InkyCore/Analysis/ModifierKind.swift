// SPDX-License-Identifier: GPL-3.0-or-later

/// The kinds of rows in `modifiers.tsv` and `context.tsv`.
public enum ModifierKind: String, Sendable, CaseIterable {
    case negator, booster, dampener, contrast, special
    /// Words that change how the feeling words after them read ("could not be" happier, "would have been").
    case frame
    /// A positive exclamation that turns ironic before a plainly bad event ("Fantastic, the train is cancelled").
    case sarcastic
    /// A feeling word that is more often literal (a colour, the weather) unless a `feeling` word comes before it.
    case literal
    /// Words that make a following `literal` word a feeling ("feeling blue").
    case feeling
    /// A booster that follows its cue ("tired af").
    case afterBooster = "after-booster"
    /// A word that may come before a sarcastic opener ("oh", "well that's just" perfect).
    case interjection
    /// A word that marks a complaint after a sarcastic opener ("again", "another"), counted only there.
    case complaint

    /// Columns a row of this kind has, the kind and term included.
    var columnCount: Int {
        switch self {
        case .feeling, .interjection: 2
        case .negator, .booster, .dampener, .literal, .afterBooster, .complaint: 3
        case .contrast, .sarcastic: 4
        case .special, .frame: 5
        }
    }

    /// The columns of a row of this kind, for messages.
    var columnNames: String {
        switch self {
        case .negator: "kind, term, scope"
        case .booster, .dampener, .afterBooster: "kind, term, strength"
        case .contrast: "kind, term, before, after"
        case .special: "kind, term, valence, arousal, categories"
        case .frame: "kind, term, factor, reach, category"
        case .sarcastic: "kind, term, factor, category"
        case .literal: "kind, term, reach"
        case .feeling, .interjection: "kind, term"
        case .complaint: "kind, term, weight"
        }
    }
}

/// A modifier as loaded (specials become emotion entries instead).
struct Modifier: Sendable {
    var kind: ModifierKind
    /// Negator: scope in words; booster/dampener/after-booster: strength; contrast: weight before;
    /// frame and sarcastic: the factor a cue's valence is multiplied by; literal: reach in words;
    /// complaint: the negative valence it counts for after a sarcastic opener.
    var value: Double
    /// Contrast: weight after; frame: reach in words; unused otherwise.
    var after: Double
    /// Frame and sarcastic: the category the cue's weight goes to (`EmotionCategory` index), or -1 to keep its own.
    var category: Int8 = -1
}
