// SPDX-License-Identifier: GPL-3.0-or-later

import Testing
@testable import InkyCore

/// The lexicon diagnostics `LexiconLinterTests` does not reach: several problems on one row, the rarer
/// message of each file kind, and the order of diagnostics across files.
@Suite struct LexiconDiagnosticTests {
    static func lint(_ extra: [String: String]) -> [String] { LexiconLinterTests.lint(extra) }

    static func categories(replacing row: String, with replacement: String) -> String {
        let text = LexiconLinterTests.categories
        precondition(text.contains(row))
        return text.replacingOccurrences(of: row, with: replacement)
    }

    @Test func brokenCategoryRows() {
        let short = Self.categories(replacing: "joy\t0.8\t0.6\tjoy\t0.1\tsadness", with: "joy\t0.8\t0.6\tjoy\t0.1")
        #expect(Self.lint(["Lexicons/categories.tsv": short]) == [
            "Lexicons/categories.tsv:2: error: expected 6 columns (category, valence, arousal, ekman, prior, negated), found 5",
            "Lexicons/categories.tsv: error: category \"joy\" is missing",
        ])
        let allBad = Self.categories(replacing: "joy\t0.8\t0.6\tjoy\t0.1\tsadness", with: "joy\tx\t2\tbliss\t-1\tjoyful")
        #expect(Self.lint(["Lexicons/categories.tsv": allBad]) == [
            "Lexicons/categories.tsv:2: error: valence \"x\" is not a number",
            "Lexicons/categories.tsv:2: error: arousal 2 is outside 0...1",
            "Lexicons/categories.tsv:2: error: unknown Ekman emotion \"bliss\"",
            "Lexicons/categories.tsv:2: error: prior -1 is outside 0...1",
            "Lexicons/categories.tsv:2: error: unknown negated category \"joyful\"",
        ])
    }

    @Test func brokenSettingRows() {
        #expect(Self.lint(["Lexicons/settings.tsv": "caps_factor\t1.5\textra\ncaps_factor\t1.2\ncaps_factor\t1.4\n"]) == [
            "Lexicons/settings.tsv:1: error: expected 2 columns (name, value), found 3",
            "Lexicons/settings.tsv:3: error: duplicate setting \"caps_factor\" (first at settings.tsv:2)",
        ])
    }

    /// Numbers in any form `Double` reads are accepted; infinities are not numbers.
    @Test func numbersInOtherForms() {
        #expect(Self.lint(["Lexicons/settings.tsv": "topic_limit\t1e1\nvalence_alpha\t.5\ncaps_factor\t+1.25\n"]) == [])
        #expect(Self.lint(["Lexicons/emotions.tsv": "glad\t5e-1\t0.6\tjoy:2.5e0\nsad\t-inf\t0.2\tsadness:1\n"]) == [
            "Lexicons/emotions.tsv:2: error: valence \"-inf\" is not a number",
        ])
        #expect(Self.lint(["Lexicons/emotions.tsv": "glad\t0.1234567890123456789\t0.6\tjoy:1\n"]) == [])
    }

    @Test(arguments: [
        ("\t0.5\t0.6\tjoy:1\n", ["Lexicons/emotions.tsv:1: error: empty term"]),
        ("glad\t2\tx\tjoy:0,hope,calm:y,grief:1,calm:11\n", [
            "Lexicons/emotions.tsv:1: error: valence 2 is outside -1...1",
            "Lexicons/emotions.tsv:1: error: arousal \"x\" is not a number",
            "Lexicons/emotions.tsv:1: error: weight 0 of joy is outside 0 (excluded)...10",
            "Lexicons/emotions.tsv:1: error: \"hope\" is not a category:weight pair",
            "Lexicons/emotions.tsv:1: error: weight \"y\" of calm is not a number",
            "Lexicons/emotions.tsv:1: error: unknown category \"grief\"",
            "Lexicons/emotions.tsv:1: error: weight 11 of calm is outside 0 (excluded)...10",
        ]),
        ("glad\t0.5\t0.6\tjoy:1:2\n", ["Lexicons/emotions.tsv:1: error: \"joy:1:2\" is not a category:weight pair"]),
        ("glad\t0.5\t0.6\tjoy:1,\n", ["Lexicons/emotions.tsv:1: error: \"\" is not a category:weight pair"]),
        ("glad\t0.5\t0.6\t joy : 1 ,  hope:2\n", []),
        // A bad row still claims its term; a duplicate is reported before its values are read.
        ("glad\t2\t0.6\tjoy:1\nglad\t0.5\t0.6\tjoy:1\n", [
            "Lexicons/emotions.tsv:1: error: valence 2 is outside -1...1",
            "Lexicons/emotions.tsv:2: error: duplicate term \"glad\" (first at emotions.tsv:1)",
        ]),
        ("glad\t0.5\t0.6\tjoy:1\nglad\t9\t9\tjoy:0\n", ["Lexicons/emotions.tsv:2: error: duplicate term \"glad\" (first at emotions.tsv:1)"]),
        ("can’t wait\t0.7\t0.7\tjoy:1\nCANT Wait\t0.7\t0.7\tjoy:1\n",
         ["Lexicons/emotions.tsv:2: error: duplicate term \"CANT Wait\" (first at emotions.tsv:1)"]),
        ("so-so\t0\t0.3\tcalm:1\nso so\t0\t0.3\tcalm:1\n",
         ["Lexicons/emotions.tsv:2: error: duplicate term \"so so\" (first at emotions.tsv:1)"]),
        // Apostrophes count in words that start with a digit and in emoticons.
        ("90's\t0.3\t0.5\tjoy:1\n90s\t0.3\t0.5\tjoy:1\n:'(\t-0.6\t0.4\tsadness:1\n:(\t-0.5\t0.4\tsadness:1\n", []),
        // Canonically equivalent spellings are different terms (terms are matched byte for byte).
        ("caf\u{E9}\t0.3\t0.3\tcalm:1\ncafe\u{301}\t0.3\t0.3\tcalm:1\n", []),
    ] as [(String, [String])])
    func brokenEmotionRows(_ text: String, _ expected: [String]) {
        #expect(Self.lint(["Lexicons/emotions.tsv": text]) == expected)
    }

    @Test func weightsAreSummedPerCategoryAndNormalised() throws {
        let files = ["Lexicons/categories.tsv": LexiconLinterTests.categories,
                     "Lexicons/emotions.tsv": "glad\t0.5\t0.6\tjoy:1, joy:1 ,hope:2\n"]
        let set = try LexiconSet.load(files: files)
        let entry = set.emotion(of: set.table.lookup("glad"))
        #expect(entry == 0)
        #expect(set.emotionWeight(entry, EmotionCategory.joy.index) == 0.5)
        #expect(set.emotionWeight(entry, EmotionCategory.hope.index) == 0.5)
        #expect(set.emotionTop[entry] == UInt8(EmotionCategory.joy.index))
    }

    @Test(arguments: [
        ("booster\t\t0.5\n", ["Lexicons/modifiers.tsv:1: error: empty term"]),
        ("negator\tnot\tx\n", ["Lexicons/modifiers.tsv:1: error: scope \"x\" is not a number"]),
        ("dampener\tslightly\t-0.1\n", ["Lexicons/modifiers.tsv:1: error: strength -0.1 is outside 0...1"]),
        ("contrast\tbut\tx\t4\n", [
            "Lexicons/modifiers.tsv:1: error: before weight \"x\" is not a number",
            "Lexicons/modifiers.tsv:1: error: after weight 4 is outside 0...3",
        ]),
        ("frame\tcould be\t3\t0\tgrief\n", [
            "Lexicons/modifiers.tsv:1: error: factor 3 is outside -2...2",
            "Lexicons/modifiers.tsv:1: error: reach 0 is outside 1...8",
            "Lexicons/modifiers.tsv:1: error: unknown category \"grief\" (a name of categories.tsv, or -)",
        ]),
        // The term is looked up only when the row's values are good.
        ("sarcastic\tsplendiferous\t0.5\tanger\n", ["Lexicons/modifiers.tsv:1: error: factor 0.5 is outside -2...0"]),
        ("literal\tblue\t2.5\n", ["Lexicons/modifiers.tsv:1: error: reach 2.5 is not a whole number"]),
        ("sarcastic\thappy\t-0.5\t-\nliteral\thappy\t2\n", [
            "Lexicons/modifiers.tsv:2: error: duplicate modifier \"happy\" (first at modifiers.tsv:1)",
        ]),
        ("complaint\tagain\t2\n", ["Lexicons/modifiers.tsv:1: error: weight 2 is outside 0...1"]),
        ("interjection\toh\t1\n", ["Lexicons/modifiers.tsv:1: error: interjection rows have 2 columns (kind, term), found 3"]),
        ("special\tnot bad\t2\t0.3\tjoy:1\n", ["Lexicons/modifiers.tsv:1: error: valence 2 is outside -1...1"]),
        ("special\tso good\t0.4\t0.3\tjoy:1\nbooster\tso good\t0.5\n",
         ["Lexicons/modifiers.tsv:2: error: duplicate modifier \"so good\" (first at modifiers.tsv:1)"]),
        ("special\tnot bad\t2\t0.3\tjoy:1\nspecial\tnot-bad\t0.3\t0.3\tjoy:1\n", [
            "Lexicons/modifiers.tsv:1: error: valence 2 is outside -1...1",
            "Lexicons/modifiers.tsv:2: error: duplicate modifier \"not-bad\" (first at modifiers.tsv:1)",
        ]),
        ("booster\tdon't\t0.5\nbooster\tdont\t0.5\n",
         ["Lexicons/modifiers.tsv:2: error: duplicate modifier \"dont\" (first at modifiers.tsv:1)"]),
    ] as [(String, [String])])
    func brokenModifierRows(_ text: String, _ expected: [String]) {
        #expect(Self.lint(["Lexicons/modifiers.tsv": text]) == expected)
    }

    /// context.tsv is read before modifiers.tsv (files of a kind go in path order).
    @Test func contextIsReadBeforeModifiers() {
        #expect(Self.lint(["Lexicons/modifiers.tsv": "booster\tvery\t0.4\n", "Lexicons/context.tsv": "booster\tvery\t0.5\n"]) == [
            "Lexicons/modifiers.tsv:1: error: duplicate modifier \"very\" (first at context.tsv:1)",
        ])
    }

    @Test func brokenTopicRows() {
        #expect(Self.lint(["Lexicons/topics.tsv": "work\tco-worker,co worker, job ,jobs\n"]) == [
            "Lexicons/topics.tsv:1: error: duplicate term \"co worker\" in topic work",
        ])
        #expect(Self.lint(["Lexicons/topics.tsv": "work\tboss's,bosss,boss\n"]) == [
            "Lexicons/topics.tsv:1: error: duplicate term \"bosss\" in topic work",
        ])
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let names: [String] = (0..<257).map { (i: Int) -> String in "t" + String(letters[i / 26]) + String(letters[i % 26]) }
        let rows: [String] = names.map { "\($0)\tword" } + ["taa\tword"]
        #expect(Self.lint(["Lexicons/topics.tsv": rows.joined(separator: "\n")]) == [
            "Lexicons/topics.tsv:256: error: too many topics (at most 255)",
            "Lexicons/topics.tsv:257: error: too many topics (at most 255)",
            "Lexicons/topics.tsv:258: error: duplicate topic \"taa\" (first at topics.tsv:1)",
        ])
    }

    @Test func brokenStopWordRows() {
        #expect(Self.lint(["Lexicons/stopwords.tsv": "the\tand\nof course\n-\nThe\nthe\n"]) == [
            "Lexicons/stopwords.tsv:1: error: expected 1 column (term), found 2",
            "Lexicons/stopwords.tsv:2: error: stop word \"of course\" must be a single word",
            "Lexicons/stopwords.tsv:3: error: empty term",
            "Lexicons/stopwords.tsv:5: error: duplicate stop word \"the\" (first at stopwords.tsv:4)",
        ])
    }

    /// Kinds are read in a fixed order whatever the files' order, files of one kind in path order;
    /// a duplicate's first place names only the file's last path component.
    @Test func diagnosticsFollowTheOrderOfKinds() {
        let files = [
            "Lexicons/stopwords.tsv": "a b\n",
            "Lexicons/topics.tsv": "Work\tjob\n",
            "Lexicons/modifiers.tsv": "booster\tvery\t2\n",
            "Lexicons/context.tsv": "frame\tcould\t1\t9\t-\n",
            "Lexicons/emotions.tsv": "glad\t0.5\t0.6\tjoy:1\n",
            "Lexicons/emotion-extra.tsv": "glad\t0.5\t0.6\tjoy:1\n",
            "Lexicons/sub/emoji.tsv": "glad\t0.5\t0.6\tjoy:1\n",
            "Lexicons/settings.tsv": "caps_factor\t0\n",
            "Lexicons/categories.tsv": Self.categories(replacing: "shame\t-0.5", with: "shame\t-5"),
        ]
        #expect(LexiconLinter.lint(files: files).map(\.description) == [
            "Lexicons/categories.tsv:13: error: valence -5 is outside -1...1",
            "Lexicons/settings.tsv:1: error: caps_factor 0 is outside 1...3",
            "Lexicons/emotions.tsv:1: error: duplicate term \"glad\" (first at emotion-extra.tsv:1)",
            "Lexicons/sub/emoji.tsv:1: error: duplicate term \"glad\" (first at emotion-extra.tsv:1)",
            "Lexicons/context.tsv:1: error: reach 9 is outside 1...8",
            "Lexicons/modifiers.tsv:1: error: strength 2 is outside 0...1",
            "Lexicons/topics.tsv:1: error: topic name \"Work\" must be lower-case letters and hyphens",
            "Lexicons/stopwords.tsv:1: error: stop word \"a b\" must be a single word",
        ])
    }

    @Test func emojiFileAloneStandsForTheEmotionLexicon() {
        let files = ["Lexicons/categories.tsv": LexiconLinterTests.categories, "Lexicons/emoji.tsv": "🙂\t0.5\t0.4\tjoy:1\n"]
        #expect(LexiconLinter.lint(files: files) == [])
    }

    @Test func loadingNoFilesThrowsThatCategoriesAreMissing() {
        #expect(throws: LexiconError(file: "Lexicons/categories.tsv", line: 0, message: "categories.tsv is missing")) {
            try LexiconSet.load(files: [:])
        }
    }
}
