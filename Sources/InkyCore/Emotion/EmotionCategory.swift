// SPDX-License-Identifier: GPL-3.0-or-later

/// One of the twelve emotion categories every mood signal speaks in.
///
/// The names are an interface (JSON keys, `inky log --category`, lexicon columns), so they live
/// in code; each category's valence/arousal centroid and Ekman mapping live in
/// `Lexicons/categories.tsv`, where they can be tuned without touching Swift.
public enum EmotionCategory: String, CaseIterable, Codable, Sendable, Hashable, Comparable {
    case joy, gratitude, love, hope, calm, surprise
    case sadness, loneliness, anxiety, anger, disgust, shame

    /// Position in `allCases` (the order of the cases above), used to index dense distributions.
    public var index: Int {
        switch self {
        case .joy: 0
        case .gratitude: 1
        case .love: 2
        case .hope: 3
        case .calm: 4
        case .surprise: 5
        case .sadness: 6
        case .loneliness: 7
        case .anxiety: 8
        case .anger: 9
        case .disgust: 10
        case .shame: 11
        }
    }

    public static let count = allCases.count

    public static func < (lhs: EmotionCategory, rhs: EmotionCategory) -> Bool { lhs.index < rhs.index }
}

/// Ekman's six basic emotions, plus neutral for text without emotional cues.
public enum EkmanEmotion: String, CaseIterable, Codable, Sendable {
    case anger, disgust, fear, joy, sadness, surprise, neutral
}
