// SPDX-License-Identifier: GPL-3.0-or-later

/// The kinds of rows in `modifiers.tsv`.
public enum ModifierKind: String, Sendable, CaseIterable {
    case negator, booster, dampener, contrast, special

    /// Columns a row of this kind has, the kind and term included.
    var columnCount: Int {
        switch self {
        case .negator, .booster, .dampener: 3
        case .contrast: 4
        case .special: 5
        }
    }
}

/// A negator, booster, dampener or contrast word as loaded (specials become emotion entries instead).
struct Modifier: Sendable {
    var kind: ModifierKind
    /// Negator: scope in words; booster/dampener: strength; contrast: weight before.
    var value: Double
    /// Contrast: weight after; unused otherwise.
    var after: Double
}
