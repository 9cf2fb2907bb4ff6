// SPDX-License-Identifier: GPL-3.0-or-later

/// The calibration of every signal source, persisted with the pipeline.
public struct MoodCalibration: Sendable, Hashable, Codable {
    public var text: SignalCalibration
    public var selfReport: SignalCalibration
    public var typing: SignalCalibration
    public var image: SignalCalibration

    public init() {
        text = .defaults(for: .text)
        selfReport = .defaults(for: .selfReport)
        typing = .defaults(for: .typing)
        image = .defaults(for: .image)
    }

    public subscript(source: SignalSource) -> SignalCalibration {
        get {
            switch source {
            case .text: text
            case .selfReport: selfReport
            case .typing: typing
            case .image: image
            }
        }
        set {
            switch source {
            case .text: text = newValue
            case .selfReport: selfReport = newValue
            case .typing: typing = newValue
            case .image: image = newValue
            }
        }
    }

    public func apply(to signal: MoodSignal) -> CalibratedReading { self[signal.source].apply(to: signal) }

    /// Learns from a correction of a result built from `readings`. A self-report is the person's
    /// own word and is never recalibrated against a later correction.
    public mutating func learn(from correction: MoodCorrection, readings: [CalibratedReading]) {
        for reading in readings where reading.source != .selfReport {
            switch correction {
            case .rating, .valence:
                self[reading.source].learn(valence: correction.valence!, raw: reading.rawValence)
            case .emotion(let category):
                self[reading.source].learn(emotion: category, calibrated: reading.distribution)
            }
        }
    }
}
