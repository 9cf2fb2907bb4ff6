// SPDX-License-Identifier: GPL-3.0-or-later

/// All lexicons of the `Lexicons/` folder, compiled into lookup tables the analyzer reads.
public struct LexiconSet: Sendable {
    var table = TermTable(capacity: 16)
    // Per term id.
    var termFlags: [TermFlags] = []
    var termEmotion: [Int32] = []
    var termModifier: [Int32] = []
    /// First phrase rule starting with this word, or -1; the word's rules are contiguous, longest first.
    var termPhraseStart: [Int32] = []
    var termPhraseCount: [UInt8] = []
    var termTopicStart: [Int32] = []
    var termTopicCount: [UInt8] = []
    var topicIDs: [UInt8] = []
    var phraseRules: [PhraseRule] = []
    var phraseWords: [Int32] = []
    // Per emotion entry.
    var emotionValence: [Double] = []
    var emotionArousal: [Double] = []
    /// `EmotionCategory.count` normalised weights per entry.
    var emotionWeights: [Double] = []
    var emotionTop: [UInt8] = []
    var modifiers: [Modifier] = []
    var emoticonFirstBytes = [Bool](repeating: false, count: 256)
    var maxEmoticonLength = 0
    /// The id of the "n't" negator that any unknown word ending in "n't" stands for; -1 when not listed.
    var notSuffixTerm: Int32 = -1

    /// Category centroids, Ekman mapping and priors, in `EmotionCategory` order.
    public internal(set) var categories: [CategoryProfile] = []
    /// Topic names in the order of `topics.tsv`.
    public internal(set) var topicNames: [String] = []
    /// The tuning numbers of `settings.tsv`.
    public internal(set) var settings = AnalyzerSettings()
    /// The learned layer of `mood-model.tsv`; empty (the lexicon's reading stands) without the file.
    public internal(set) var moodModel = MoodModel()
    /// How many emotion entries (words, phrases, slang, emoji, emoticons, specials) were loaded.
    public internal(set) var emotionEntryCount = 0

    /// Compiles the lexicon files; `files` maps a path (only its last component counts, e.g.
    /// "Lexicons/emotions.tsv") to its contents. Files the analyzer does not know are ignored.
    public static func load(files: [String: String]) throws -> LexiconSet {
        var parser = LexiconParser()
        let lexicons = parser.parse(files: files)
        if let error = parser.diagnostics.first(where: { $0.severity == .error }) {
            throw LexiconError(error)
        }
        return lexicons
    }

    /// The no-cue distribution (the prior column of `categories.tsv`).
    public var priorDistribution: EmotionDistribution {
        EmotionDistribution(normalizing: categories.map(\.prior))
    }

    func emotionWeight(_ entry: Int, _ category: Int) -> Double {
        emotionWeights[entry * EmotionCategory.count + category]
    }

    func modifier(of term: Int32) -> Modifier? {
        guard term >= 0 else { return nil }
        let index = termModifier[Int(term)]
        return index >= 0 ? modifiers[Int(index)] : nil
    }

    func emotion(of term: Int32) -> Int {
        term >= 0 ? Int(termEmotion[Int(term)]) : -1
    }
}
