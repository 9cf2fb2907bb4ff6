// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// What an answer to the next-step question keeps: a todo, a goal, or nothing at all.
public enum NextStep: Sendable, Hashable {
    case todo(String)
    case goal(String)
    /// Empty, refusing or filler ("nothing", "idk", "no"): nothing is saved, and it is never quoted back.
    case nothing

    /// Reads an answer: one starting with `goalPrefix` (any case) is a goal; one made only of the
    /// lexicon's `nothing` phrases, or with no words at all, is nothing.
    public static func read(_ answer: String, goalPrefix: String, lexicon: ReplyLexicon) -> NextStep {
        let goal = goalText(answer, goalPrefix: goalPrefix)
        let text = goal ?? answer.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !isFiller(text, lexicon: lexicon) else { return .nothing }
        return goal != nil ? .goal(text) : .todo(text)
    }

    /// The goal an answer starting with `goalPrefix` (any case) names, without the prefix; nil for any other answer.
    public static func goalText(_ answer: String, goalPrefix: String) -> String? {
        let text = answer.trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.lowercased().hasPrefix(goalPrefix.lowercased()) else { return nil }
        return String(text.dropFirst(goalPrefix.count)).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether every word of `text` belongs to one of the lexicon's `nothing` phrases (true with no words).
    public static func isFiller(_ text: String, lexicon: ReplyLexicon) -> Bool {
        lexicon.covers(ReplyLexicon.words(text), with: [.nothing])
    }

    /// The step's text, when there is one.
    public var text: String? {
        switch self {
        case .todo(let text), .goal(let text): return text
        case .nothing: return nil
        }
    }
}
