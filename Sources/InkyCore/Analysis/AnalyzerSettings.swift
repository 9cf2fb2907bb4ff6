// SPDX-License-Identifier: GPL-3.0-or-later

/// Every number that tunes the text analyzer; `Lexicons/settings.tsv` overrides the defaults named here.
///
/// The defaults equal the shipped `settings.tsv`, which documents each one; they only matter when a
/// setting is left out of the file.
public struct AnalyzerSettings: Sendable, Hashable {
    /// A negated cue's valence is multiplied by this: "not happy" is a weaker opposite of "happy".
    public var negationFactor = -0.55
    /// Weight of a negated cue in the emotion distribution.
    public var negationCategoryWeight = 0.6
    /// A booster's or dampener's effect is multiplied by this for each word between it and the cue.
    public var boosterDecay = 0.8
    /// How many words back a booster or dampener reaches.
    public var boosterWindow = 3.0
    /// Scale for an ALL-CAPS cue on a line that also has lower case.
    public var capsFactor = 1.3
    /// Scale for an elongated cue ("happyyy").
    public var elongationFactor = 1.15
    /// Extra scale per "!" in a sentence.
    public var exclamationStep = 0.1
    /// At most this many "!" count.
    public var exclamationMax = 3.0
    /// Share of extra emphasis that pulls arousal toward 1.
    public var emphasisArousal = 0.8
    /// Weight of cues inside a question.
    public var questionFactor = 0.55
    /// Squashing constant: valence = S / sqrt(S² + alpha).
    public var valenceAlpha = 0.8
    /// Arousal of a text without cues.
    public var arousalPrior = 0.3
    /// Weight of `arousalPrior` against the cues' arousal.
    public var arousalPriorWeight = 0.5
    /// Mass of the no-cue distribution added before cues.
    public var distributionPriorWeight = 0.15
    /// Cue mass at which confidence reaches 1 - 1/e of its ceiling.
    public var confidenceMassScale = 1.5
    /// Confidence kept when cues disagree completely.
    public var confidenceAgreementFloor = 0.4
    /// An emotion is named only when the cues' summed |valence| reaches this; below it the text is mostly neutral.
    public var emotionEvidence = 0.15
    /// An ironic opener turns only when what follows sums to this much negative lexicon valence.
    public var sarcasmThreshold = 0.1
    /// How many keywords to return.
    public var keywordLimit = 5.0
    /// Longest keyword phrase, in words.
    public var keywordMaxWords = 3.0
    /// How many topics to return.
    public var topicLimit = 3.0

    public init() {}

    /// Every setting: its name in `settings.tsv`, the values it may take, and where it is kept
    /// (a lexicon snapshot stores the values in this order).
    static var fields: [(name: String, range: ClosedRange<Double>, keyPath: WritableKeyPath<AnalyzerSettings, Double>)] {
        [
            ("negation_factor", -1...0, \.negationFactor), ("negation_category_weight", 0...1, \.negationCategoryWeight),
            ("booster_decay", 0...1, \.boosterDecay), ("booster_window", 1...8, \.boosterWindow),
            ("caps_factor", 1...3, \.capsFactor), ("elongation_factor", 1...3, \.elongationFactor),
            ("exclamation_step", 0...1, \.exclamationStep), ("exclamation_max", 0...10, \.exclamationMax),
            ("emphasis_arousal", 0...1, \.emphasisArousal), ("question_factor", 0...1, \.questionFactor),
            ("valence_alpha", 0.01...100, \.valenceAlpha), ("arousal_prior", 0...1, \.arousalPrior),
            ("arousal_prior_weight", 0...100, \.arousalPriorWeight),
            ("distribution_prior_weight", 0...100, \.distributionPriorWeight),
            ("confidence_mass_scale", 0.01...100, \.confidenceMassScale),
            ("confidence_agreement_floor", 0...1, \.confidenceAgreementFloor),
            ("keyword_limit", 0...50, \.keywordLimit), ("keyword_max_words", 1...10, \.keywordMaxWords),
            ("topic_limit", 0...50, \.topicLimit),
            ("emotion_evidence", 0...10, \.emotionEvidence), ("sarcasm_threshold", 0...10, \.sarcasmThreshold),
        ]
    }

    /// The values the setting called `name` may take; nil for an unknown name.
    static func range(of name: String) -> ClosedRange<Double>? {
        fields.first { $0.name == name }?.range
    }

    /// Sets the setting called `name` (as in `settings.tsv`); false for an unknown name.
    mutating func set(_ name: String, to value: Double) -> Bool {
        guard let field = Self.fields.first(where: { $0.name == name }) else { return false }
        self[keyPath: field.keyPath] = value
        return true
    }
}
