// SPDX-License-Identifier: GPL-3.0-or-later

/// Signals that disagree about valence, so the conversation can ask gently.
public struct MoodConflict: Sendable, Hashable, Codable {
    /// The most pleasant and the least pleasant of the disagreeing readings.
    public var higher: Side
    public var lower: Side
    /// higher.valence − lower.valence.
    public var spread: Double

    public struct Side: Sendable, Hashable, Codable {
        public var source: SignalSource
        public var valence: Double
        public var rating: Double?

        /// "self-report 8/10" or "text −0.50".
        public var label: String {
            if let rating { return "\(source.label) \(MoodConflict.format(rating, digits: 0))/10" }
            return "\(source.label) \(MoodConflict.signed(valence))"
        }
    }

    /// e.g. "self-report 8/10 vs text −0.50".
    public var summary: String { "\(higher.label) vs \(lower.label)" }

    static func format(_ value: Double, digits: Int) -> String {
        let factor = digits == 0 ? 1.0 : 100.0
        let rounded = (value * factor).rounded() / factor
        if digits == 0 { return String(Int(rounded)) }
        let whole = Int(abs(rounded))
        let cents = Int((abs(rounded) * 100).rounded()) % 100
        return "\(whole).\(cents < 10 ? "0" : "")\(cents)"
    }

    static func signed(_ value: Double) -> String {
        (value < -0.005 ? "−" : "+") + format(abs(value), digits: 2)
    }
}
