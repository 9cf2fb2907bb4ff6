// SPDX-License-Identifier: GPL-3.0-or-later

/// The step a reflection asks about first: the goal chosen last time, or the newest open todo an
/// earlier reflection made (a step answered "not yet" stays open, so it carries over).
public enum LastStep: Sendable, Hashable {
    case todo(id: Int64, text: String)
    case goal(String)

    /// - Parameters:
    ///   - lastAnswer: the answer to the previous reflection's next-step question, if it had one.
    ///   - openTodos: open todos made by earlier reflections, newest first.
    /// Filler never comes back: neither an answer like "nothing" nor a todo saved from one before.
    public static func choose(lastAnswer: String?, openTodos: [(id: Int64, text: String)],
                              goalPrefix: String, lexicon: ReplyLexicon) -> LastStep? {
        if let lastAnswer, case .goal(let goal) = NextStep.read(lastAnswer, goalPrefix: goalPrefix, lexicon: lexicon) {
            return .goal(goal)
        }
        return openTodos.first { !NextStep.isFiller($0.text, lexicon: lexicon) }.map { .todo(id: $0.id, text: $0.text) }
    }
}
