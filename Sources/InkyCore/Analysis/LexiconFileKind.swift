// SPDX-License-Identifier: GPL-3.0-or-later

/// Which lexicon a file of the `Lexicons/` folder holds, decided by its name.
enum LexiconFileKind: Sendable, Equatable {
    case categories, emotions, modifiers, topics, stopWords, settings, moodModel

    /// The kind of the file at `path` (only its last component counts); nil for files the analyzer does not read.
    ///
    /// `context.tsv` holds modifier rows too (the kinds that read a word in its context).
    /// `mood-model.tsv` holds the learned layer (`MoodModel`).
    /// Emotion terms may be split over `emotions.tsv`, `emotion-*.tsv`, `emotions-*.tsv` and `emoji.tsv`.
    init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        switch name {
        case "categories.tsv": self = .categories
        case "modifiers.tsv", "context.tsv": self = .modifiers
        case "topics.tsv": self = .topics
        case "stopwords.tsv": self = .stopWords
        case "settings.tsv": self = .settings
        case "mood-model.tsv": self = .moodModel
        case "emotions.tsv", "emoji.tsv": self = .emotions
        default:
            if name.hasSuffix(".tsv") && (name.hasPrefix("emotion-") || name.hasPrefix("emotions-")) {
                self = .emotions
            } else {
                return nil
            }
        }
    }
}
