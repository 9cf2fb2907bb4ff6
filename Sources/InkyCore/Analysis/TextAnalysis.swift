// SPDX-License-Identifier: GPL-3.0-or-later

/// The mood read from one text: valence, arousal, emotions, keywords and topics.
public struct TextAnalysis: Sendable, Hashable, Codable {
    /// -1 ... 1.
    public var valence: Double
    /// 0 ... 1.
    public var arousal: Double
    /// Sums to 1; the prior of `categories.tsv` when the text has no cues.
    public var emotions: EmotionDistribution
    /// The strongest category of `emotions`, even when the text says little (then it is mostly the prior).
    public var top: EmotionCategory
    /// The emotion the text names: `top`, or nil when its cues are too few or too weak to name one
    /// ("hard to read; mostly neutral"; `emotion_evidence` in `settings.tsv`).
    public var namedEmotion: EmotionCategory?
    /// `.neutral` when the text names no emotion.
    public var ekman: EkmanEmotion
    /// 0 ... 1; falls with few cue words and with cues pointing different ways.
    public var confidence: Double
    /// Ranked, most telling first.
    public var keywords: [String]
    /// Life-topic names, ranked.
    public var topics: [String]
    /// What the safety screen found in the writer's own words (`.none` also when it was someone else's).
    public var safety: SafetyLevel = .none
    /// The kind of language behind `safety`, when it is not `.none`.
    public var safetyCategory: SafetyCategory?

    public init(valence: Double, arousal: Double, emotions: EmotionDistribution, top: EmotionCategory,
                namedEmotion: EmotionCategory?, ekman: EkmanEmotion, confidence: Double, keywords: [String], topics: [String]) {
        self.valence = valence
        self.arousal = arousal
        self.emotions = emotions
        self.top = top
        self.namedEmotion = namedEmotion
        self.ekman = ekman
        self.confidence = confidence
        self.keywords = keywords
        self.topics = topics
    }

    /// One compact JSON object with keys valence, arousal, emotions, top (the named emotion, or "none"), ekman,
    /// confidence, keywords, topics,
    /// safety (none, concern or crisis) and, when safety is not none, safety_category.
    public func jsonLine() -> String {
        var out = JSONWriter()
        write(to: &out)
        return out.text
    }

    func write(to out: inout JSONWriter) {
        out.raw("{\"valence\":")
        out.number(valence)
        out.raw(",\"arousal\":")
        out.number(arousal)
        out.raw(",\"emotions\":{")
        for (i, category) in EmotionCategory.allCases.enumerated() {
            if i > 0 { out.raw(",") }
            out.string(category.rawValue)
            out.raw(":")
            out.number(emotions[category])
        }
        out.raw("},\"top\":")
        out.string(namedEmotion?.rawValue ?? "none")
        out.raw(",\"ekman\":")
        out.string(ekman.rawValue)
        out.raw(",\"confidence\":")
        out.number(confidence)
        out.raw(",\"keywords\":")
        out.strings(keywords)
        out.raw(",\"topics\":")
        out.strings(topics)
        out.raw(",\"safety\":")
        out.string(safety.rawValue)
        if let safetyCategory {
            out.raw(",\"safety_category\":")
            out.string(safetyCategory.rawValue)
        }
        out.raw("}")
    }
}
