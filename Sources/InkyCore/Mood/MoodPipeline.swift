// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation

/// The six-layer mood pipeline as one persistable value: calibration, fusion, Kalman smoothing,
/// baseline and traits.
///
/// A result's band and z compare its own fused valence with the baseline from days strictly before
/// its day (`MoodBaseline`); the Kalman value is reported beside it as the trend.
///
/// Updates must come in time order; to add a back-dated reading or correct an older result, store
/// it and `rebuild` from the whole history, which replays it sorted by time and gives exactly the
/// numbers incremental updates would have.
public struct MoodPipeline: Sendable, Hashable, Codable {
    public var calibration: MoodCalibration
    public var kalman: MoodKalman
    public var baseline: MoodBaseline
    /// Decides which calendar day a reading belongs to.
    public var timeZone: TimeZone

    public init(prior: BaselinePrior = .unknown, timeZone: TimeZone = TimeZone(identifier: "UTC")!) {
        calibration = MoodCalibration()
        kalman = MoodKalman(valenceMean: prior.valenceMean, arousalMean: prior.arousalMean)
        baseline = MoodBaseline(prior: prior)
        self.timeZone = timeZone
    }

    /// Days since 1970-01-01 of `date` in `timeZone`.
    public func day(of date: Date) -> Int {
        let seconds = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
        return Int((seconds / 86_400).rounded(.down))
    }

    /// Runs all layers on the signals of one moment and updates the state.
    ///
    /// With no signals nothing changes and the result carries the filter's prediction with confidence 0.
    public mutating func update(signals: [MoodSignal], at date: Date) -> MoodResult {
        let today = day(of: date)
        let estimate = baseline.estimate(before: today)
        let readings = signals.map { calibration.apply(to: $0) }
        guard let fused = MoodFusion.fuse(readings) else {
            let p = kalman.predicted(at: date, baselineValence: estimate.valenceMean, baselineArousal: estimate.arousalMean)
            let reference = estimate.valenceReference
            return MoodResult(
                at: date, valence: p.valence, arousal: p.arousal,
                distribution: CategoryCentroids.distribution(valence: p.valence, arousal: p.arousal),
                confidence: 0, conflict: nil, smoothedValence: p.valence, smoothedArousal: p.arousal,
                valenceZ: estimate.bandZ(of: p.valence), arousalZ: estimate.arousalZ(p.arousal),
                band: estimate.band(of: p.valence), baselineCentre: reference?.centre, baselineSpread: reference?.spread,
                baselineDays: estimate.days, valenceOutlier: false, arousalOutlier: false, readings: [], correction: nil)
        }
        let personSpoke = readings.contains { $0.source == .selfReport && $0.confidence > 0 }
        let outcome = kalman.update(
            fused, at: date, baselineValence: estimate.valenceMean, baselineArousal: estimate.arousalMean,
            force: personSpoke)
        let smoothedValence = kalman.smoothedValence
        let smoothedArousal = kalman.smoothedArousal
        baseline.record(
            day: today, valence: fused.valence, arousal: fused.arousal,
            smoothedValence: smoothedValence, smoothedArousal: smoothedArousal)
        let reference = estimate.valenceReference
        return MoodResult(
            at: date, valence: fused.valence, arousal: fused.arousal, distribution: fused.distribution,
            confidence: fused.confidence, conflict: fused.conflict,
            smoothedValence: smoothedValence, smoothedArousal: smoothedArousal,
            valenceZ: estimate.bandZ(of: fused.valence), arousalZ: estimate.arousalZ(fused.arousal),
            band: estimate.band(of: fused.valence), baselineCentre: reference?.centre, baselineSpread: reference?.spread,
            baselineDays: estimate.days,
            valenceOutlier: Self.rejected(outcome.valence), arousalOutlier: Self.rejected(outcome.arousal),
            readings: readings, correction: nil)
    }

    /// Applies the person's correction to `result` (the latest one): overrides it, and teaches each
    /// non-self-report source's calibration so later readings move toward the person's judgement.
    ///
    /// A valence or rating sets the fused and smoothed valence, the Kalman mean (its variance is
    /// kept) and the day's baseline entry. An emotion puts 0.8 of the distribution on that category.
    /// For an older result only calibration and the day's sums change; rebuild to redo the rest.
    public mutating func correct(_ result: MoodResult, with correction: MoodCorrection) -> MoodResult {
        calibration.learn(from: correction, readings: result.readings)
        var corrected = result
        corrected.correction = correction
        let resultDay = day(of: result.at)
        let isLatest = kalman.lastUpdate == result.at && !result.readings.isEmpty
        switch correction {
        case .rating, .valence:
            let target = correction.valence!
            if !result.readings.isEmpty {
                baseline.correct(day: resultDay, replacingValence: result.valence, with: target, isLatest: isLatest)
            }
            if isLatest {
                kalman.valence.mean = target
                kalman.valence.outlierStreak = 0
                corrected.smoothedValence = target
            }
            corrected.valence = target
            corrected.valenceOutlier = false
            let estimate = baseline.estimate(before: resultDay)
            corrected.valenceZ = estimate.bandZ(of: target)
            corrected.band = estimate.band(of: target)
        case .emotion(let category):
            var weights = CategoryCentroids.distribution(valence: result.valence, arousal: result.arousal)
                .probabilities.map { 0.2 * $0 }
            weights[category.index] += 0.8
            corrected.distribution = MoodMath.canonical(EmotionDistribution(normalizing: weights))
        }
        return corrected
    }

    /// Long-term traits from the days kept, or "not enough days yet".
    public var traits: TraitsReport { MoodTraits.compute(from: baseline.days) }

    /// The baseline as it stands for a reading at `date`.
    public func baselineEstimate(at date: Date) -> BaselineEstimate { baseline.estimate(before: day(of: date)) }

    /// Replays `history` from a fresh pipeline, sorted by time (records at the same time keep their
    /// order), applying each record's correction right after its update. Results come in that order.
    public static func rebuild(
        from history: [MoodRecord], prior: BaselinePrior = .unknown, timeZone: TimeZone = TimeZone(identifier: "UTC")!
    ) -> (MoodPipeline, [MoodResult]) {
        var pipeline = MoodPipeline(prior: prior, timeZone: timeZone)
        let ordered = history.enumerated().sorted {
            $0.element.at != $1.element.at ? $0.element.at < $1.element.at : $0.offset < $1.offset
        }
        var results: [MoodResult] = []
        results.reserveCapacity(history.count)
        for (_, record) in ordered {
            var result = pipeline.update(signals: record.signals, at: record.at)
            if let correction = record.correction { result = pipeline.correct(result, with: correction) }
            results.append(result)
        }
        return (pipeline, results)
    }

    private static func rejected(_ outcome: KalmanChannel.Outcome) -> Bool {
        if case .rejected = outcome { return true }
        return false
    }
}
