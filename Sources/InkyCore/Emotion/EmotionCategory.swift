// SPDX-License-Identifier: GPL-3.0-or-later

/// One of the twelve emotion categories every mood signal speaks in.
///
/// The names are an interface (JSON keys, `inky log --category`, lexicon columns), so they live
/// in code; each category's valence/arousal centroid and Ekman mapping live in
/// `Lexicons/categories.tsv`, where they can be tuned without touching Swift.
public enum EmotionCategory: String, CaseIterable, Codable, Sendable, Hashable, Comparable {
    case joy, gratitude, love, hope, calm, surprise
    case sadness, loneliness, anxiety, anger, disgust, shame

    /// Position in `allCases`, used to index dense distributions.
    public var index: Int { EmotionCategory.indexTable[self]! }

    public static let count = allCases.count

    private static let indexTable: [EmotionCategory: Int] = Dictionary(
        uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })

    public static func < (lhs: EmotionCategory, rhs: EmotionCategory) -> Bool { lhs.index < rhs.index }
}

/// Ekman's six basic emotions, plus neutral for text without emotional cues.
public enum EkmanEmotion: String, CaseIterable, Codable, Sendable {
    case anger, disgust, fear, joy, sadness, surprise, neutral
}
