// SPDX-License-Identifier: GPL-3.0-or-later

/// Reads a short answer beside its question: "never waking up" says little alone and much after "What would
/// help, even a little?".
extension SafetyScreen {
    /// The most words an answer may hold to be read again in its question's frame; a longer one carries its own.
    static let framedAnswerWords = 8
    /// The adjustment a finding read in its question's frame carries.
    public static let framed = "read with its question"

    /// The finding for an answer: read alone first; when that finds nothing and sets nothing aside, a short
    /// answer is read again inside `frame` (a first-person sentence from the flow holding `{answer}`), and a
    /// wish or an intent found there asks the gentle question (concern), never more: the frame's words are the
    /// flow's.
    public func assess(_ answer: String, framedBy frame: String?) -> SafetyFinding? {
        var cleared = SafetySetAside()
        let alone = assess(answer, features: nil, cleared: &cleared)
        guard alone == nil, cleared.isEmpty, let frame else { return alone }
        let words = answer.split(whereSeparator: { $0.isWhitespace })
        guard !words.isEmpty, words.count <= Self.framedAnswerWords else { return nil }
        var said = words.joined(separator: " ")
        while let last = said.last, ".!?…".contains(last) { said.removeLast() }
        // Only a wish or an intent the frame completes ("What would help me is" + "never waking up", "Next I will"
        // + "end it"): an act or a means found there ("slit the sausages") is the frame's words meeting an
        // everyday answer.
        guard var framed = assess(frame.replacing(FlowQuestion.answerSlot, with: said)), framed.isAlarm,
              framed.category == .passive || framed.category == .active
        else { return nil }
        framed.level = min(framed.level, .concern)
        framed.adjustments.append(Self.framed)
        return framed
    }
}
