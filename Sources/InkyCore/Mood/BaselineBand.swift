// SPDX-License-Identifier: GPL-3.0-or-later

/// How a reading compares with the person's own usual mood, from its baseline z-score.
///
/// z ≤ −2 unusually low; −2 < z ≤ −1 lower than usual; −1 < z < 1 typical; 1 ≤ z < 2 higher than
/// usual; z ≥ 2 unusually high.
public enum BaselineBand: String, Sendable, Hashable, Codable, CaseIterable {
    case unusuallyLow, lower, typical, higher, unusuallyHigh

    public init(z: Double) {
        switch z {
        case ...(-2): self = .unusuallyLow
        case ...(-1): self = .lower
        case ..<1: self = .typical
        case ..<2: self = .higher
        default: self = z.isNaN ? .typical : .unusuallyHigh
        }
    }

    /// The one rule every view uses: a valence (a reading's own, or a day's mean) against the
    /// baseline's centre and spread. nil while the baseline has no data of the person's yet.
    public static func of(valence: Double, centre: Double?, spread: Double?) -> BaselineBand? {
        z(of: valence, centre: centre, spread: spread).map(BaselineBand.init(z:))
    }

    /// (valence − centre)/spread, or nil without a baseline.
    public static func z(of valence: Double, centre: Double?, spread: Double?) -> Double? {
        guard let centre, let spread, spread > 0 else { return nil }
        return (valence - centre) / spread
    }

    /// −1 below usual, 0 typical, 1 above.
    public var direction: Int {
        switch self {
        case .unusuallyLow, .lower: -1
        case .typical: 0
        case .higher, .unusuallyHigh: 1
        }
    }

    public var phrase: String {
        switch self {
        case .unusuallyLow: "unusually low for you"
        case .lower: "lower than usual"
        case .typical: "typical for you"
        case .higher: "higher than usual"
        case .unusuallyHigh: "unusually high for you"
        }
    }

    /// Said instead of a band before the baseline has any of the person's days.
    public static let firstReadingsPhrase = "first readings"
}
