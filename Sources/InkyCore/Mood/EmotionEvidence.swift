// SPDX-License-Identifier: GPL-3.0-or-later

/// Whether a reading has grounds to name an emotion.
///
/// Only feeling words can name one: categories the person chose (`/feel`, `inky log --feel`,
/// `--category`, `mood fix --emotion`) or text with enough cues. A bare rating, typing rhythm or a
/// photo move valence but name nothing; text with too few cues is "hard to read".
public enum EmotionEvidence: Sendable, Hashable {
    /// The reading's top category, backed by chosen feelings or clear text.
    case named(EmotionCategory)
    /// Text with too few cues to name a feeling, and nothing chosen.
    case hardToRead
    /// Nothing that speaks of emotions (a bare rating, say).
    case none

    /// Text below this confidence names no emotion (one clear cue gives about 0.5).
    public static let minimumTextConfidence = 0.25
}

extension MoodResult {
    /// What this reading may say about emotions.
    /// With no feelings chosen the words alone name it: a rating, a photo or typing beside them move the
    /// valence but never pick the emotion ("okay" with `/mood 2` is not "shame").
    public var emotionEvidence: EmotionEvidence {
        if case .emotion = correction { return .named(top) }
        let chose = readings.contains { $0.source == .selfReport && $0.arousalCertainty >= MoodSignal.chosenArousalCertainty }
        if chose { return .named(top) }
        let clearText = readings.filter { $0.source == .text && $0.confidence >= EmotionEvidence.minimumTextConfidence }
        if let text = clearText.max(by: { $0.confidence < $1.confidence }) { return .named(text.distribution.top) }
        return readings.contains { $0.source == .text } ? .hardToRead : .none
    }
}
