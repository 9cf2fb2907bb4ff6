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

    public static let temperatureRange: ClosedRange<Double> = 0.5...4
    public static let scaleRange: ClosedRange<Double> = 0.4...1.6
    public static let biasRange: ClosedRange<Double> = -0.6...0.6
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

    /// One least-squares step toward a valence the person gave: with error e = target − calibrated,
    /// bias += 0.3·e and scale += 0.15·e·raw, both kept in range.
    public mutating func learn(valence target: Double, raw: Double) {
        let e = MoodMath.clamp(target, -1...1, fallback: 0) - calibratedValence(raw)
        valenceBias = MoodMath.clamp(valenceBias + Self.biasLearningRate * e, Self.biasRange, fallback: 0)
        valenceScale = MoodMath.clamp(valenceScale + Self.scaleLearningRate * e * raw, Self.scaleRange, fallback: 1)
        corrections += 1
    }

    /// Adjusts temperature after the person named the emotion they feel.
    public mutating func learn(emotion: EmotionCategory, calibrated: EmotionDistribution) {
        let factor = calibrated.top == emotion ? Self.rightTemperatureFactor : Self.wrongTemperatureFactor
        temperature = MoodMath.clamp(temperature * factor, Self.temperatureRange, fallback: 1)
        corrections += 1
    }
}
