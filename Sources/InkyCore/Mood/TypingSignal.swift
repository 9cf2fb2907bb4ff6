// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation

/// How typing rhythm maps to mood. A weak signal: speed and hesitation vary with keyboards, typing
/// skill and what is being written as much as with feeling, so its confidence stays low and its
/// valence cue only ever leans slightly negative.
public enum TypingMapping {
    /// Keys per second (while typing, pauses left out) read as calm; ~25 words a minute.
    public static let calmKeysPerSecond = 2.0
    /// Keys per second read as brisk; ~85 words a minute.
    public static let briskKeysPerSecond = 7.0
    /// Arousal at calm speed with no bursts.
    public static let arousalFloor = 0.25
    /// Arousal added between calm and brisk speed: faster typing reads as more activated.
    public static let speedArousalWeight = 0.45
    /// Arousal added at one burst per `keystrokesPerBurst` keystrokes or more.
    public static let burstArousalWeight = 0.2
    public static let keystrokesPerBurst = 20.0
    /// Deletion ratio that is ordinary editing (no cue) ...
    public static let ordinaryDeletionsRatio = 0.08
    /// ... and the span above it over which the cue reaches its full weight.
    public static let deletionsRatioSpan = 0.25
    /// Valence at most removed by heavy rewriting (many deletions read as struggling for words).
    public static let deletionValenceWeight = 0.25
    /// Pauses over 2 s per 100 characters at which the pause cue is full ...
    public static let fullPausesPer100Characters = 4.0
    /// ... and the valence it removes (long pauses read as hesitation).
    public static let pauseValenceWeight = 0.2
    /// Confidence with plenty of typing; typing rhythm is the weakest signal inky reads.
    public static let maximumConfidence = 0.3
    /// Keystrokes needed for `maximumConfidence`; shorter answers say proportionally less.
    public static let keystrokesForFullConfidence = 60.0
    /// Distributions from two weak numbers are spread wide.
    public static let distributionSpread = 0.5
}

extension MoodSignal {
    /// A typing-rhythm signal from one answer's aggregates.
    ///
    /// arousal = 0.25 + 0.45·speed + 0.2·burstRate, with speed = (keys/s − 2)/5 and
    /// burstRate = bursts·20/keystrokes, both clamped to 0…1;
    /// valence = −0.25·clamp((deletionsRatio − 0.08)/0.25) − 0.2·clamp(pausesPer100Chars/4);
    /// confidence = 0.3·min(1, keystrokes/60).
    public static func typing(_ rhythm: TypingRhythm, at date: Date) -> MoodSignal {
        typealias M = TypingMapping
        let keysPerSecond = rhythm.meanInterKeyInterval > 0 ? 1 / rhythm.meanInterKeyInterval : 0
        let speed = MoodMath.clamp(
            (keysPerSecond - M.calmKeysPerSecond) / (M.briskKeysPerSecond - M.calmKeysPerSecond), 0...1, fallback: 0)
        let keystrokes = Double(rhythm.keystrokes)
        let burstRate = keystrokes > 0
            ? MoodMath.clamp(Double(rhythm.bursts) * M.keystrokesPerBurst / keystrokes, 0...1, fallback: 0) : 0
        let arousal = M.arousalFloor + M.speedArousalWeight * speed + M.burstArousalWeight * burstRate

        let deletionCue = MoodMath.clamp(
            (rhythm.deletionsRatio - M.ordinaryDeletionsRatio) / M.deletionsRatioSpan, 0...1, fallback: 0)
        let pausesPer100 = rhythm.charactersTyped > 0
            ? Double(rhythm.pauses) * 100 / Double(rhythm.charactersTyped) : 0
        let pauseCue = MoodMath.clamp(pausesPer100 / M.fullPausesPer100Characters, 0...1, fallback: 0)
        let valence = -M.deletionValenceWeight * deletionCue - M.pauseValenceWeight * pauseCue

        let confidence = M.maximumConfidence * min(1, keystrokes / M.keystrokesForFullConfidence)
        return MoodSignal(
            source: .typing,
            distribution: CategoryCentroids.distribution(valence: valence, arousal: arousal, spread: M.distributionSpread),
            valence: valence, arousal: arousal, confidence: confidence, observedAt: date)
    }
}
