// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Yams

/// The first-run texts, read from Prompts/onboarding.yaml.
public struct OnboardingScript: Sendable, Hashable {
    public static let path = "Prompts/onboarding.yaml"

    public var welcome: String
    public var name: String
    public var breatheOffer: String
    public var breatheIn: String
    public var breatheHold: String
    public var breatheOut: String
    public var rounds: Int
    public var breatheDone: String
    public var lately: String
    /// Three answers, in the order of BaselinePrior: mostly okay, up and down, heavy.
    public var latelyOptions: [String]
    /// Words that say "up and down" in other words ("mixed", "it varies"), for a reply in the person's own words.
    public var latelyMixedWords: [String] = []
    /// Asked once when a reply matches no option.
    public var latelyAgain: String?
    public var thanks: String

    /// The script, or nil with diagnostics when the file is not usable.
    public static func parse(_ yaml: String, file: String = path) -> (OnboardingScript?, [LintDiagnostic]) {
        func problem(_ message: String) -> (OnboardingScript?, [LintDiagnostic]) {
            (nil, [LintDiagnostic(file: file, line: 0, message: message)])
        }
        let (prompt, unread) = PromptFile.read(yaml, file: file, keys: "version and the first-run texts")
        guard let map = prompt?.map else { return (nil, unread) }
        func text(_ key: String, in m: Node.Mapping = map) -> String? { m[key]?.string.flatMap { $0.isEmpty ? nil : $0 } }
        guard let breathe = map["breathe"]?.mapping else { return problem("needs 'breathe' with in, hold, out and rounds") }
        let options = map["lately_options"]?.sequence?.compactMap(\.string) ?? []
        guard options.count == 3 else { return problem("'lately_options' needs exactly three answers (mostly okay, up and down, heavy)") }
        guard let welcome = text("welcome"), let name = text("name"), let offer = text("breathe_offer"),
              let bIn = text("in", in: breathe), let hold = text("hold", in: breathe), let out = text("out", in: breathe),
              let rounds = breathe["rounds"]?.int, (1...10).contains(rounds),
              let done = text("breathe_done"), let lately = text("lately"), let thanks = text("thanks")
        else { return problem("needs welcome, name, breathe_offer, breathe (in, hold, out, rounds 1-10), breathe_done, lately, lately_options and thanks") }
        var script = OnboardingScript(welcome: welcome, name: name, breatheOffer: offer, breatheIn: bIn, breatheHold: hold,
                                      breatheOut: out, rounds: rounds, breatheDone: done, lately: lately,
                                      latelyOptions: options, thanks: thanks)
        script.latelyMixedWords = map["lately_mixed_words"]?.sequence?.compactMap(\.string).map { $0.lowercased() } ?? []
        script.latelyAgain = text("lately_again")
        return (script, [])
    }

    /// The valence beyond which a reply in the person's own words reads as "mostly okay" or "heavy".
    public static let clearValence = 0.3

    /// Which option (0, 1, 2) a reply to `lately` means, or nil when it is not clear: its number, its text, a
    /// word of one option's text and of no other's ("mostly steady" is "Mostly okay"), a mixed word, or
    /// else how the words read (`analyzer`): clearly light is the first, clearly heavy the third.
    public func latelyChoice(_ reply: String, analyzer: TextAnalyzer, replies: ReplyLexicon) -> Int? {
        let typed = reply.trimmingCharacters(in: .whitespaces).lowercased()
        guard !typed.isEmpty else { return nil }
        // "hmm, not sure", "idk": a reply made only of filler says no option, whatever its words lean.
        let replyWords = ReplyLexicon.words(typed)
        if !replyWords.isEmpty, replies.covers(replyWords, with: [.nothing]) { return nil }
        if let n = Int(typed), (1...latelyOptions.count).contains(n) { return n - 1 }
        if let exact = latelyOptions.firstIndex(where: { $0.lowercased() == typed }) { return exact }
        let words = Self.words(typed)
        // A mixed phrase stands in the reply as whole words ("it varies a lot", not "variesome").
        let spaced = " " + words.joined(separator: " ") + " "
        if latelyMixedWords.contains(where: { phrase in
            let parts = Self.words(phrase)
            return !parts.isEmpty && spaced.contains(" " + parts.joined(separator: " ") + " ")
        }) { return 1 }
        let sharing = latelyOptions.indices.filter { i in
            let own = Set(Self.words(latelyOptions[i].lowercased())).subtracting(Self.filler)
            return !own.isDisjoint(with: Set(words))
        }
        if sharing.count == 1 { return sharing[0] }
        let valence = analyzer.analyze(reply).valence
        if valence >= Self.clearValence { return 0 }
        if valence <= -Self.clearValence { return 2 }
        return nil
    }

    /// Words too common to tell the options apart.
    static let filler: Set<String> = ["and", "a", "the", "of", "to", "it", "is", "my", "i"]

    private static func words(_ text: String) -> [String] {
        text.split { !$0.isLetter && $0 != "'" }.map(String.init)
    }
}
