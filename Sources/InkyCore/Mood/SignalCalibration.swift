// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation

/// Per-source calibration: temperature on the distribution, scale and bias on valence.
///
/// calibrated p_k = p_k^(1/T) / Σ_j p_j^(1/T) (softmax of log-probabilities divided by T; T > 1
/// flattens an overconfident source, T < 1 sharpens); calibrated valence =
/// clamp(scale·v + bias, −1, 1). Arousal passes through.
public struct SignalCalibration: Sendable, Hashable, Codable {
    public var temperature: Double
    public var valenceScale: Double
    public var valenceBias: Double
    /// Corrections learned from so far.
    public var corrections: Int
    /// Valence errors of corrections not yet acted on (see `learn(valence:raw:)`), all of one sign.
    public var pendingErrors: [Double] = []
    /// The raw valences those corrections were about.
    public var pendingRaw: [Double] = []
    /// Emotion corrections in a row that found the top category wrong (above 0) or right (below 0).
    public var pendingEmotion = 0

    public static let temperatureRange: ClosedRange<Double> = 0.5...4
    public static let scaleRange: ClosedRange<Double> = 0.4...1.6
    public static let biasRange: ClosedRange<Double> = -0.6...0.6
    /// How many corrections in a row must lean the same way before the source's valence moves for every
    /// later reading: one correction overrides its own reading and teaches nothing global.
    public static let consistentCorrections = 2
    /// Step sizes of the least-squares update after a valence correction.
    public static let biasLearningRate = 0.3
    public static let scaleLearningRate = 0.15
    /// Temperature factor after an emotion correction: flatten when the source's top category was
    /// wrong, sharpen a little when it was right.
    public static let wrongTemperatureFactor = 1.15
    public static let rightTemperatureFactor = 0.95

    public init(temperature: Double = 1, valenceScale: Double = 1, valenceBias: Double = 0, corrections: Int = 0) {
        self.temperature = temperature
        self.valenceScale = valenceScale
        self.valenceBias = valenceBias
        self.corrections = corrections
    }

    private enum CodingKeys: String, CodingKey { case temperature, valenceScale, valenceBias, corrections, pendingErrors, pendingRaw, pendingEmotion }

    /// Reads calibrations saved before corrections waited for company (no pending lists) too.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        temperature = try c.decode(Double.self, forKey: .temperature)
        valenceScale = try c.decode(Double.self, forKey: .valenceScale)
        valenceBias = try c.decode(Double.self, forKey: .valenceBias)
        corrections = try c.decode(Int.self, forKey: .corrections)
        pendingErrors = try c.decodeIfPresent([Double].self, forKey: .pendingErrors) ?? []
        pendingRaw = try c.decodeIfPresent([Double].self, forKey: .pendingRaw) ?? []
        pendingEmotion = try c.decodeIfPresent(Int.self, forKey: .pendingEmotion) ?? 0
    }

    /// Defaults: text and self-report unchanged (T 1); typing T 2, its distribution comes from two
    /// weak numbers; image T 1.5 and valence scale 0.8, as colour's pull on mood is modest.
    public static func defaults(for source: SignalSource) -> SignalCalibration {
        switch source {
        case .text, .selfReport: SignalCalibration()
        case .typing: SignalCalibration(temperature: 2)
        case .image: SignalCalibration(temperature: 1.5, valenceScale: 0.8)
        }
    }

    public func calibratedValence(_ raw: Double) -> Double {
        MoodMath.clamp(valenceScale * raw + valenceBias, -1...1, fallback: 0)
    }

    public func calibratedDistribution(_ distribution: EmotionDistribution) -> EmotionDistribution {
        if temperature == 1 { return distribution }
        let inverse = 1 / temperature
        return MoodMath.canonical(
            EmotionDistribution(normalizing: distribution.probabilities.map { $0 > 0 ? pow($0, inverse) : 0 }))
    }

    public func apply(to signal: MoodSignal) -> CalibratedReading {
        CalibratedReading(
            source: signal.source,
            valence: calibratedValence(signal.valence),
            arousal: signal.arousal,
            distribution: calibratedDistribution(signal.distribution),
            confidence: signal.confidence,
            arousalCertainty: signal.arousalCertainty,
            rawValence: signal.valence,
            rating: signal.rating)
    }

    /// Below this a correction's error is agreement, not a lesson: it clears what was pending.
    public static let meaningfulError = 0.1

    /// Learns from a valence the person gave, with error e = target − calibrated. The error waits until
    /// `consistentCorrections` errors in a row lean the same way; then one least-squares step with their
    /// mean ē: bias += 0.3·ē and scale += 0.15·ē·r̄ (r̄ the mean raw valence), both kept in range. An error
    /// the other way, or a correction that agrees, starts the count again.
    public mutating func learn(valence target: Double, raw: Double) {
        corrections += 1
        let e = MoodMath.clamp(target, -1...1, fallback: 0) - calibratedValence(raw)
        guard abs(e) >= Self.meaningfulError else { pendingErrors = []; pendingRaw = []; return }
        if let last = pendingErrors.last, (last < 0) != (e < 0) { pendingErrors = []; pendingRaw = [] }
        pendingErrors.append(e)
        pendingRaw.append(raw)
        guard pendingErrors.count >= Self.consistentCorrections else { return }
        let mean = pendingErrors.reduce(0, +) / Double(pendingErrors.count)
        let meanRaw = pendingRaw.reduce(0, +) / Double(pendingRaw.count)
        valenceBias = MoodMath.clamp(valenceBias + Self.biasLearningRate * mean, Self.biasRange, fallback: 0)
        valenceScale = MoodMath.clamp(valenceScale + Self.scaleLearningRate * mean * meanRaw, Self.scaleRange, fallback: 1)
        pendingErrors = []
        pendingRaw = []
    }

    /// Learns from the emotion the person named: once `consistentCorrections` in a row found the source's
    /// top category wrong (or right), its temperature flattens (or sharpens) one step.
    public mutating func learn(emotion: EmotionCategory, calibrated: EmotionDistribution) {
        corrections += 1
        let wrong = calibrated.top != emotion
        if (pendingEmotion > 0) != wrong { pendingEmotion = 0 }
        pendingEmotion += wrong ? 1 : -1
        guard abs(pendingEmotion) >= Self.consistentCorrections else { return }
        let factor = wrong ? Self.wrongTemperatureFactor : Self.rightTemperatureFactor
        temperature = MoodMath.clamp(temperature * factor, Self.temperatureRange, fallback: 1)
        pendingEmotion = 0
    }
}
