// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation

/// One stored update, enough to replay the pipeline: its signals, its time and any correction.
public struct MoodRecord: Sendable, Hashable, Codable {
    public var at: Date
    public var signals: [MoodSignal]
    public var correction: MoodCorrection?

    public init(at: Date, signals: [MoodSignal], correction: MoodCorrection? = nil) {
        self.at = at
        self.signals = signals
        self.correction = correction
    }
}
