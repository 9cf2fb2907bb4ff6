// SPDX-License-Identifier: GPL-3.0-or-later

/// The onboarding check-in ("How have things felt lately?"), which seeds the baseline until enough
/// days of data exist.
public enum BaselinePrior: String, Sendable, Hashable, Codable, CaseIterable {
    /// "Mostly okay": valence 0.25 ± 0.30, arousal 0.50 ± 0.15.
    case mostlyOkay
    /// "Up and down": valence 0.00 ± 0.45, arousal 0.55 ± 0.20.
    case upAndDown
    /// "Heavy": valence −0.25 ± 0.30, arousal 0.40 ± 0.15.
    case heavy
    /// No check-in given: valence 0.10 ± 0.35, arousal 0.50 ± 0.18.
    case unknown

    public var valenceMean: Double {
        switch self {
        case .mostlyOkay: 0.25
        case .upAndDown: 0
        case .heavy: -0.25
        case .unknown: 0.10
        }
    }

    public var valenceSpread: Double {
        switch self {
        case .mostlyOkay, .heavy: 0.30
        case .upAndDown: 0.45
        case .unknown: 0.35
        }
    }

    public var arousalMean: Double {
        switch self {
        case .mostlyOkay, .unknown: 0.50
        case .upAndDown: 0.55
        case .heavy: 0.40
        }
    }

    public var arousalSpread: Double {
        switch self {
        case .mostlyOkay, .heavy: 0.15
        case .upAndDown: 0.20
        case .unknown: 0.18
        }
    }
}
