// SPDX-License-Identifier: GPL-3.0-or-later

/// A baseline at one moment.
public struct BaselineEstimate: Sendable, Hashable, Codable {
    public var valenceMean: Double
    public var valenceSpread: Double
    public var arousalMean: Double
    public var arousalSpread: Double
    /// Days of data behind it (0: the prior alone).
    public var days: Int

    public func valenceZ(_ valence: Double) -> Double { (valence - valenceMean) / valenceSpread }
    public func arousalZ(_ arousal: Double) -> Double { (arousal - arousalMean) / arousalSpread }
}
