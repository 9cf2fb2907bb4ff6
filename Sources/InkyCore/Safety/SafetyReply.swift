// SPDX-License-Identifier: GPL-3.0-or-later

/// What an answer to the concern question means: yes (or not sure), no, or nothing given.
public enum SafetyReply: String, Sendable, Hashable {
    case yes, no, skipped

    /// Reads an answer with the yes and no words of Prompts/safety.yaml.
    ///
    /// Errs toward care: words the screen flags, or any yes word ("sometimes", "not sure"), read as yes;
    /// an answer with neither yes nor no words also reads as yes, so the resources are shown.
    public static func read(_ answer: String, prompts: SafetyPrompts, screen: SafetyScreen) -> SafetyReply {
        let words = ReplyLexicon.words(answer)
        guard !words.isEmpty else { return .skipped }
        if screen.level(of: answer) > .none { return .yes }
        func has(_ phrase: String) -> Bool {
            let target = ReplyLexicon.words(phrase)
            guard !target.isEmpty, target.count <= words.count else { return false }
            return (0...(words.count - target.count)).contains { Array(words[$0..<($0 + target.count)]) == target }
        }
        if prompts.yesWords.contains(where: has) { return .yes }
        if prompts.noWords.contains(where: has) { return .no }
        return .yes
    }
}
