// SPDX-License-Identifier: GPL-3.0-or-later

/// Makes a text reading agree with the safety screen: language about suicide or self-harm reads
/// strongly negative with sadness on top, never calm or hope, however the words around it score.
enum SafetyMood {
    /// The highest valence a crisis reading may keep (the screen's strongest level).
    static let crisisValenceCeiling = -0.8
    /// The highest valence a concern reading may keep.
    static let concernValenceCeiling = -0.65
    /// How much of the reading's own emotion mix survives; the rest is `profile`. Small enough that sadness
    /// always leads, however sure the reading was of another emotion: 0.8 × 0.55 > 0.2 + 0.8 × 0.15.
    static let ownShare = 0.2
    /// The emotions such words carry: mostly sadness, with loneliness, shame and anxiety.
    static let profile: [EmotionCategory: Double] = [.sadness: 0.55, .loneliness: 0.15, .shame: 0.15, .anxiety: 0.15]
    /// Such words are a clear signal: the reading is at least this confident.
    static let confidenceFloor = 0.7

    static func apply(_ finding: SafetyFinding, to analysis: inout TextAnalysis) {
        let ceiling = finding.level == .crisis ? crisisValenceCeiling : concernValenceCeiling
        analysis.valence = min(analysis.valence, ceiling)
        var weights = [Double](repeating: 0, count: EmotionCategory.count)
        for category in EmotionCategory.allCases {
            weights[category.index] = ownShare * analysis.emotions[category] + (1 - ownShare) * (profile[category] ?? 0)
        }
        analysis.emotions = EmotionDistribution(normalizing: weights)
        analysis.top = analysis.emotions.top
        analysis.namedEmotion = analysis.top
        analysis.ekman = .sadness
        analysis.confidence = max(analysis.confidence, confidenceFloor)
        analysis.safety = finding.level
        analysis.safetyCategory = finding.category
    }

    /// The line `inky analyze --explain` shows for it.
    static func contribution(_ finding: SafetyFinding, valence: Double) -> Contribution {
        Contribution(term: "safety screen", valence: valence, arousal: 0, weight: 0, category: .sadness,
                     rules: ["\(finding.level.rawValue): \(finding.category.rawValue) (rule \(finding.rule))"])
    }
}
