// SPDX-License-Identifier: GPL-3.0-or-later

/// The answers a question offers itself ("How does your body feel: tired, restless, settled?"), and
/// whether a reply simply picks one of them.
public enum OfferedOptions {
    /// The most words one offered answer may have.
    public static let maximumWords = 3

    /// The options listed between the question's last colon and its question mark, separated by commas
    /// or "or"; none unless there are at least two of at most `maximumWords` words each.
    public static func options(in question: String) -> [[String]] {
        guard let mark = question.lastIndex(of: "?") else { return [] }
        let asked = question[..<mark]
        guard let colon = asked.lastIndex(of: ":") else { return [] }
        let list = asked[asked.index(after: colon)...]
        let options = list.split(separator: ",").flatMap { part in
            ReplyLexicon.words(String(part)).split(separator: "or").map(Array.init)
        }.filter { !$0.isEmpty }
        guard options.count >= 2, options.allSatisfy({ $0.count <= maximumWords }) else { return [] }
        return options
    }

    /// The option `reply` picks: the reply is that option, alone or with only filler words around it
    /// ("tired", "tired I guess"); nil when it says more ("very tired", "not tired").
    public static func pick(_ reply: String, question: String, lexicon: ReplyLexicon) -> String? {
        let words = ReplyLexicon.words(reply)
        for option in options(in: question) {
            let phrase = ReplyLexicon.Phrase(words: option, place: .any)
            for start in lexicon.starts(of: phrase, in: words) {
                let rest = words[..<start] + words[(start + option.count)...]
                if NextStep.isFiller(rest.joined(separator: " "), lexicon: lexicon) { return option.joined(separator: " ") }
            }
        }
        return nil
    }

    /// How much the reply's valence counts for choosing what comes next: `weight` when it picks one of
    /// the question's own options, else 1.
    public static func valenceWeight(_ reply: String, question: String, lexicon: ReplyLexicon, weight: Double) -> Double {
        pick(reply, question: question, lexicon: lexicon) == nil ? 1 : weight
    }
}
