// SPDX-License-Identifier: GPL-3.0-or-later

/// An analysis with the cues that produced it, for `inky analyze --explain` and `/why`.
public struct TextExplanation: Sendable, Hashable {
    public var analysis: TextAnalysis
    /// In text order.
    public var contributions: [Contribution]

    public init(analysis: TextAnalysis, contributions: [Contribution]) {
        self.analysis = analysis
        self.contributions = contributions
    }

    /// One JSON object: `analysis` (as `TextAnalysis.jsonLine`) and `contributions`
    /// (term, valence, arousal, weight, category, rules).
    public func jsonLine() -> String {
        var out = JSONWriter()
        out.raw("{\"analysis\":")
        analysis.write(to: &out)
        out.raw(",\"contributions\":[")
        for (i, c) in contributions.enumerated() {
            if i > 0 { out.raw(",") }
            out.raw("{\"term\":")
            out.string(c.term)
            out.raw(",\"valence\":")
            out.number(c.valence)
            out.raw(",\"arousal\":")
            out.number(c.arousal)
            out.raw(",\"weight\":")
            out.number(c.weight)
            out.raw(",\"category\":")
            out.string(c.category.rawValue)
            out.raw(",\"rules\":")
            out.strings(c.rules)
            out.raw("}")
        }
        out.raw("]}")
        return out.text
    }

    /// One line per contribution: signed valence, the term, its category and the rules, e.g.
    /// `+0.9100  "happy"  joy  ("very" ×1.30)`.
    public var lines: [String] {
        contributions.map { c in
            var number = JSONWriter()
            number.number(c.valence)
            let sign = c.valence > 0 ? "+" : ""
            let rules = c.rules.isEmpty ? "" : "  (" + c.rules.joined(separator: "; ") + ")"
            return "\(sign)\(number.text)  \"\(c.term)\"  \(c.category.rawValue)\(rules)"
        }
    }
}
