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

    public var phrase: String {
        switch self {
        case .unusuallyLow: "unusually low for you"
        case .lower: "lower than usual"
        case .typical: "typical for you"
        case .higher: "higher than usual"
        case .unusuallyHigh: "unusually high for you"
        }
    }
}
