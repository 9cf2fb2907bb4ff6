// SPDX-License-Identifier: GPL-3.0-or-later

/// Where a mood signal came from.
public enum SignalSource: String, CaseIterable, Codable, Sendable, Hashable {
    case text
    case selfReport
    case typing
    case image

    /// How much fusion trusts a fully confident signal from this source, relative to text.
    ///
    /// Text 1.0, image 0.7 and typing 0.5 are Better Journal's modality weights (typing stands in
    /// for its drawing engine). A self-report weighs 1.5: the person's own word counts most.
    public var trust: Double {
        switch self {
        case .text: 1.0
        case .selfReport: 1.5
        case .typing: 0.5
        case .image: 0.7
        }
    }

    /// Words for a conflict description ("self-report", "text", ...).
    public var label: String {
        switch self {
        case .text: "text"
        case .selfReport: "self-report"
        case .typing: "typing rhythm"
        case .image: "image"
        }
    }
}
