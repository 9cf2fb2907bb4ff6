// SPDX-License-Identifier: GPL-3.0-or-later

/// One signal after calibration, as fusion sees it and as a result reports it.
public struct CalibratedReading: Sendable, Hashable, Codable {
    public var source: SignalSource
    public var valence: Double
    public var arousal: Double
    public var distribution: EmotionDistribution
    public var confidence: Double
    public var arousalCertainty: Double
    /// Valence before calibration, which the calibration learns from.
    public var rawValence: Double
    public var rating: Double?

    /// confidence × the source's trust: this reading's weight in fusion.
    public var weight: Double { confidence * source.trust }
}
