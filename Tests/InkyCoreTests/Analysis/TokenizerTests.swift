// SPDX-License-Identifier: GPL-3.0-or-later

import Testing
@testable import InkyCore

@Suite struct TokenizerTests {
    let lexicons = LexiconFixture.lexicons

    func tokens(_ text: String) -> [Token] {
        var tokens: [Token] = []
        Tokenizer(lexicons: lexicons).tokenize(text, into: &tokens)
        return tokens
    }

    func surfaces(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        return tokens(text).map { String(decoding: bytes[Int($0.start)..<Int($0.end)], as: UTF8.self) }
    }

    static let splitCases: [(String, [String])] = [
        ("I don't know", ["I", "don't", "know"]),
        ("it’s fine", ["it’s", "fine"]),
        ("well-being, self-care!", ["well", "being", ",", "self", "care", "!"]),
        ("'quoted' words", ["quoted", "words"]),
        ("café au lait", ["café", "au", "lait"]),
        ("3.5 hours", ["3", "5", "hours"]),
        ("happy😀😀", ["happy", "😀", "😀"]),
        ("👨‍👩‍👧‍👦 ok", ["👨‍👩‍👧‍👦", "ok"]),
        ("great :) really", ["great", ":)", "really"]),
        ("wait... what?!", ["wait", "...", "what", "?!"]),
    ]

    @Test(arguments: splitCases)
    func splits(_ text: String, _ expected: [String]) {
        #expect(surfaces(text) == expected)
    }

    @Test func decimalPointDoesNotEndASentence() {
        #expect(!tokens("it took 3.5 hours").contains { $0.kind == .sentenceEnd })
    }

    @Test func emojiAreSingleGraphemeTokens() {
        let result = tokens("🤦🏽‍♀️👍🏿❤️")
        #expect(result.count == 3)
        #expect(result.allSatisfy { $0.kind == .emoji && $0.term >= 0 })
    }

    @Test func contractionsFindTheirTerms() {
        let dont = tokens("don't")[0].term
        #expect(dont >= 0)
        #expect(tokens("dont")[0].term == dont)
        #expect(tokens("DON’T")[0].term == dont)
        #expect(tokens("I'll")[0].term != tokens("ill")[0].term)
        // An unlisted "n't" word still negates through the "n't" entry.
        #expect(tokens("mightn't")[0].term == lexicons.notSuffixTerm)
    }

    @Test func capsAreEmphasisOnlyOnMixedLines() {
        #expect(tokens("I am SO tired")[2].flags.contains(.capsEmphasis))
        #expect(!tokens("I AM SO TIRED")[2].flags.contains(.capsEmphasis))
        #expect(tokens("I AM SO TIRED")[2].flags.contains(.allCaps))
        // Per line: the second line is all caps, so no emphasis there.
        let twoLines = tokens("fine here\nAND THEN THIS")
        #expect(twoLines.filter { $0.flags.contains(.capsEmphasis) }.isEmpty)
        #expect(!tokens("I")[0].flags.contains(.allCaps))  // one letter is not capitals
    }

    @Test func elongationFoldsToTheLexiconWord() {
        let so = tokens("so")[0].term
        let sooo = tokens("sooooo")[0]
        #expect(sooo.term == so)
        #expect(sooo.flags.contains(.elongated))
        #expect(tokens("happyyyy")[0].term == tokens("happy")[0].term)
        #expect(tokens("goooood")[0].term == tokens("good")[0].term)
        #expect(!tokens("good")[0].flags.contains(.elongated))
    }

    @Test func sentencesAndQuestions() {
        let result = tokens("Was it good? Yes!!! Fine.\nNext")
        let ends = result.filter { $0.kind == .sentenceEnd }
        #expect(ends.count == 4)
        #expect(ends[0].flags.contains(.question))
        #expect(ends[1].exclamations == 3)
        #expect(!ends[2].flags.contains(.question))
    }

    @Test func possessivesFallBackToTheWord() {
        #expect(tokens("mom's")[0].term == tokens("mom")[0].term)
    }
}

@Suite struct StemmerTests {
    func stem(_ word: String) -> String {
        var bytes = Array(word.utf8)
        let n = bytes.withUnsafeMutableBufferPointer { Stemmer.stem($0, length: $0.count) }
        return String(decoding: bytes[0..<n], as: UTF8.self)
    }

    @Test(arguments: [
        ["meeting", "meetings", "meet"], ["party", "parties"], ["walk", "walked", "walking", "walks"],
        ["run", "running", "runs"], ["class", "classes"], ["cook", "cooking", "cooked"], ["bake", "baking", "baked"],
        ["happiness", "happy"], ["friend", "friends", "friend's"],
    ])
    func formsFold(_ forms: [String]) {
        let stems = Set(forms.map(stem))
        #expect(stems.count == 1, "\(forms) → \(stems)")
    }

    @Test(arguments: [("bus", "bus"), ("is", "is"), ("news", "new"), ("sad", "sad")])
    func shortWordsKeepTheirShape(_ word: String, _ expected: String) {
        #expect(stem(word) == expected)
    }
}
