// SPDX-License-Identifier: GPL-3.0-or-later
import InkyData
import Testing
@testable import InkyCore

/// Saying back what was said: who an answer names, and the part of it that carries the feeling, turned to
/// "you". The sentences are written for these tests.
@Suite("Echo slots")
struct EchoSlotsTests {
    static let parsed = EchoLexicon.parse(EmbeddedData.file(EchoLexicon.path) ?? "")
    static var lexicon: EchoLexicon { parsed.0 }
    static let analyzer = TextAnalyzer(lexicons: LexiconFixture.lexicons)

    @Test func theShippedFileHasNoProblems() {
        #expect(Self.parsed.1.isEmpty, "\(Self.parsed.1)")
        #expect(Self.lexicon.roles.count > 40)
    }

    @Test(arguments: [
        ("My manager moved the launch up and I had to tell my team", "your manager"),
        ("had a long lunch with Priya, we laughed a lot", "Priya"),
        ("spent the evening on the phone to our gran", "your gran"),
        ("my best friend finally visited", "your best friend"),
        ("On Friday I saw Tomasz at the market", "Tomasz"),
        ("argued with my line manager about the rota again", "your line manager"),
    ])
    func someoneNamedIsFound(answer: String, person: String) {
        #expect(EchoSlots.person(in: answer, lexicon: Self.lexicon) == person)
    }

    @Test(arguments: [
        "Priya", "Monday was long and I was tired", "I went to London for a conference", "the NHS app crashed again",
        "my day was fine", "OK so work was a lot. Then Netflix.", "i think i need more sleep",
    ])
    func noOneNamedIsNoOne(answer: String) {
        #expect(EchoSlots.person(in: answer, lexicon: Self.lexicon) == nil, "\(answer)")
    }

    @Test(arguments: [
        ("I was so stressed about the presentation", "you were so stressed about the presentation"),
        ("Work was fine, but I felt lonely all evening", "you felt lonely all evening"),
        ("I'm exhausted after the night shift", "you're exhausted after the night shift"),
        ("we finally finished the kitchen and I love it", "you finally finished the kitchen and you love it"),
        ("My manager moved the launch up and I had to tell my team, which was awful",
         "your manager moved the launch up and you had to tell your team"),
    ])
    func theFeltPartIsSaidBackToYou(answer: String, phrase: String) {
        #expect(EchoSlots.phrase(in: answer, lexicon: Self.lexicon, analyzer: Self.analyzer) == phrase)
    }

    /// A part with no subject to turn into "you" is said back as written, in quotes.
    @Test(arguments: [
        ("lonely and flat, honestly", "\"lonely and flat\""),
        ("Drained after another long day at work", "\"drained after another long day at work\""),
        ("had dinner with Priya and she made me laugh so much", "\"had dinner with Priya and she made me laugh so much\""),
        ("everything went wrong at once", "everything went wrong at once"),
    ])
    func aPartWithNoSubjectIsQuoted(answer: String, phrase: String) {
        #expect(EchoSlots.phrase(in: answer, lexicon: Self.lexicon, analyzer: Self.analyzer) == phrase)
    }

    @Test(arguments: ["fine", "tired", "ok I guess", "went to the shop, bought milk, came home",
                      "I was so very tired and sad and cross and lonely all day long at work and then at home"])
    func nothingFeltOrTooShortIsNotSaidBack(answer: String) {
        #expect(EchoSlots.phrase(in: answer, lexicon: Self.lexicon, analyzer: Self.analyzer) == nil, "\(answer)")
    }

    @Test(arguments: [
        ("manager\trole\textra\n", "only a swap has a third column"),
        ("i\tswap\n", "a swap needs the words to say instead in the third column"),
        ("Best Friend\trole\n", "'Best Friend' should be one or two lower-case words of a-z and 0-9, without apostrophes"),
        ("good old friend\trole\n", "'good old friend' should be one or two lower-case words of a-z and 0-9, without apostrophes"),
        ("new york\tnot-a-name\n", "a not-a-name is one word"),
        ("pal\tfriendship\n", "unknown kind 'friendship' (known: role, not-a-name, swap, drop, joins, subject)"),
        ("pal\n", "expected two or three tab-separated columns: words, kind, says"),
    ])
    func badRowsAreNamedWithTheirLine(row: String, message: String) {
        #expect(EchoLexicon.parse("# a comment\n" + row).1.map(\.description) == ["Lexicons/echo.tsv:2: error: \(message)"])
    }

    @Test func aWordListedTwiceIsNamed() {
        let problems = EchoLexicon.parse("pal\trole\npal\trole\npal\tdrop\n").1.map(\.description)
        #expect(problems == ["Lexicons/echo.tsv:2: error: 'pal' is listed twice as role (first on line 1)"])
    }
}
