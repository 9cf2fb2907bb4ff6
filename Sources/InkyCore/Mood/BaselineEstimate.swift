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

    /// Centre and spread a band may be read against: nil on the first readings (no days of data).
    public var valenceReference: (centre: Double, spread: Double)? {
        days > 0 ? (valenceMean, valenceSpread) : nil
    }

    /// The z of `valence` behind its band, or nil on the first readings.
    public func bandZ(of valence: Double) -> Double? {
        BaselineBand.z(of: valence, centre: valenceReference?.centre, spread: valenceReference?.spread)
    }

    /// The band of `valence`, or nil on the first readings.
    public func band(of valence: Double) -> BaselineBand? {
        BaselineBand.of(valence: valence, centre: valenceReference?.centre, spread: valenceReference?.spread)
    }
}
