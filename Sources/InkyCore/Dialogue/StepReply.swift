// SPDX-License-Identifier: GPL-3.0-or-later

/// What a reply to "You planned to X. How did it go?" says about the step: done, not yet, or unclear.
public enum StepReply: String, Sendable, Hashable {
    case done, notYet = "not-yet", unclear

    /// How far before a done phrase a negator still turns it ("not quite finished", "never really did it").
    public static let negatorReach = 3

    /// Reads a reply with the lexicon's phrases. Only a clear yes is `done`: a not-yet phrase wins over a
    /// done phrase, and a done phrase with a negator shortly before it is `notYet`.
    public static func read(_ reply: String, lexicon: ReplyLexicon) -> StepReply {
        let words = ReplyLexicon.words(reply)
        guard !words.isEmpty else { return .unclear }
        if lexicon.phrases(.notYet).contains(where: { !lexicon.starts(of: $0, in: words).isEmpty }) { return .notYet }
        let negators = lexicon.phrases(.negator).flatMap { lexicon.starts(of: $0, in: words) }
        var sawDone = false
        for phrase in lexicon.phrases(.done) {
            for start in lexicon.starts(of: phrase, in: words) {
                if negators.contains(where: { $0 < start && start - $0 <= negatorReach }) { return .notYet }
                sawDone = true
            }
        }
        return sawDone ? .done : .unclear
    }
}
