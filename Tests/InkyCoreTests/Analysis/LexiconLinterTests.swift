// SPDX-License-Identifier: GPL-3.0-or-later

import Testing
@testable import InkyCore

@Suite struct LexiconLinterTests {
    /// A minimal valid set the broken snippets are spliced into.
    static let categories = """
        # category\tvalence\tarousal\tekman\tprior\tnegated
        joy\t0.8\t0.6\tjoy\t0.1\tsadness
        gratitude\t0.7\t0.3\tjoy\t0.05\tsadness
        love\t0.8\t0.5\tjoy\t0.05\tloneliness
        hope\t0.5\t0.4\tjoy\t0.1\tanxiety
        calm\t0.4\t0.1\tneutral\t0.2\tanxiety
        surprise\t0.1\t0.8\tsurprise\t0.05\tcalm
        sadness\t-0.6\t0.2\tsadness\t0.1\tcalm
        loneliness\t-0.6\t0.3\tsadness\t0.05\tcalm
        anxiety\t-0.5\t0.7\tfear\t0.1\tcalm
        anger\t-0.6\t0.8\tanger\t0.1\tcalm
        disgust\t-0.6\t0.5\tdisgust\t0.05\tcalm
        shame\t-0.5\t0.4\tsadness\t0.05\tcalm
        """

    static func lint(_ extra: [String: String]) -> [String] {
        var files = ["Lexicons/categories.tsv": categories, "Lexicons/emotions.tsv": "happy\t0.7\t0.6\tjoy:1\n"]
        for (k, v) in extra { files[k] = v }
        return LexiconLinter.lint(files: files).map(\.description)
    }

    @Test func shippedLexiconsHaveNoErrors() {
        let diagnostics = LexiconLinter.lint(files: LexiconFixture.files)
        #expect(diagnostics.filter { $0.severity == .error }.map(\.description) == [])
    }

    @Test func shippedLexiconsAreLargeEnough() {
        #expect(LexiconFixture.lexicons.emotionEntryCount >= 3000)
        #expect(LexiconFixture.lexicons.topicNames.count >= 15)
        for topic in ["work", "school", "family", "partner", "friends", "health", "sleep", "exercise", "food",
                      "money", "home", "creativity", "nature", "meaning", "self-care"] {
            #expect(LexiconFixture.lexicons.topicNames.contains(topic), "missing topic \(topic)")
        }
    }

    @Test func minimalSetIsClean() {
        #expect(Self.lint([:]) == [])
    }

    @Test func filesOtherThanLexiconsAreIgnored() {
        #expect(LexiconLinter.lint(files: ["Prompts/daily.yaml": "version: 1", "Lexicons/safety.tsv": "x"]) == [])
    }

    @Test(arguments: [
        ("happy\t0.7\t0.6\tjoy:1\nhappy\t0.5\t0.5\tjoy:1\n",
         "Lexicons/emotions.tsv:2: error: duplicate term \"happy\" (first at emotions.tsv:1)"),
        ("glad\t1.5\t0.6\tjoy:1\n", "Lexicons/emotions.tsv:1: error: valence 1.5 is outside -1...1"),
        ("glad\t0.5\t-0.1\tjoy:1\n", "Lexicons/emotions.tsv:1: error: arousal -0.1 is outside 0...1"),
        ("glad\tabc\t0.6\tjoy:1\n", "Lexicons/emotions.tsv:1: error: valence \"abc\" is not a number"),
        ("glad\tnan\t0.6\tjoy:1\n", "Lexicons/emotions.tsv:1: error: valence \"nan\" is not a number"),
        ("glad\t0.5\t0.6\tjoyful:1\n", "Lexicons/emotions.tsv:1: error: unknown category \"joyful\""),
        ("glad\t0.5\t0.6\tjoy\n", "Lexicons/emotions.tsv:1: error: \"joy\" is not a category:weight pair"),
        ("glad\t0.5\t0.6\tjoy:0\n", "Lexicons/emotions.tsv:1: error: weight 0 of joy is outside 0 (excluded)...10"),
        ("glad\t0.5\t0.6\n", "Lexicons/emotions.tsv:1: error: expected 4 columns (term, valence, arousal, categories), found 3"),
        ("# comment\n\nglad\t0.5\t0.6\tjoy:1\textra\n",
         "Lexicons/emotions.tsv:3: error: expected 4 columns (term, valence, arousal, categories), found 5"),
        ("sad\t-0.5\t0.2\tsadness:1\nSad\t-0.5\t0.2\tsadness:1\n",
         "Lexicons/emotions.tsv:2: error: duplicate term \"Sad\" (first at emotions.tsv:1)"),
    ])
    func brokenEmotionLines(_ text: String, _ expected: String) {
        #expect(Self.lint(["Lexicons/emotions.tsv": text]) == [expected])
    }

    @Test func duplicateAcrossEmotionFiles() {
        let result = Self.lint(["Lexicons/emoji.tsv": "happy\t0.5\t0.5\tjoy:1\n"])
        #expect(result == ["Lexicons/emotions.tsv:1: error: duplicate term \"happy\" (first at emoji.tsv:1)"])
    }

    @Test func apostropheLessSpellingIsADuplicate() {
        let result = Self.lint(["Lexicons/emotion-phrases.tsv": "can't wait\t0.7\t0.7\tjoy:1\ncant wait\t0.7\t0.7\tjoy:1\n"])
        #expect(result == ["Lexicons/emotion-phrases.tsv:2: error: duplicate term \"cant wait\" (first at emotion-phrases.tsv:1)"])
    }

    @Test func categoriesMustMatchEmotionCategory() {
        let missing = Self.categories.split(separator: "\n").filter { !$0.hasPrefix("shame") }.joined(separator: "\n")
        #expect(Self.lint(["Lexicons/categories.tsv": missing]) == [
            "Lexicons/categories.tsv: error: category \"shame\" is missing",
        ])
        let renamed = Self.categories.replacingOccurrences(of: "shame\t", with: "guilt\t")
        #expect(Self.lint(["Lexicons/categories.tsv": renamed]) == [
            "Lexicons/categories.tsv:13: error: unknown category \"guilt\"",
            "Lexicons/categories.tsv: error: category \"shame\" is missing",
        ])
        let badEkman = Self.categories.replacingOccurrences(of: "anxiety\t-0.5\t0.7\tfear", with: "anxiety\t-0.5\t0.7\tworry")
        #expect(Self.lint(["Lexicons/categories.tsv": badEkman]) == [
            "Lexicons/categories.tsv:10: error: unknown Ekman emotion \"worry\"",
        ])
        let badPrior = Self.categories.replacingOccurrences(of: "calm\t0.4\t0.1\tneutral\t0.2", with: "calm\t0.4\t0.1\tneutral\t0.5")
        #expect(Self.lint(["Lexicons/categories.tsv": badPrior]) == [
            "Lexicons/categories.tsv: error: priors sum to 1.3, expected 1",
        ])
        let doubled = Self.categories + "\njoy\t0.8\t0.6\tjoy\t0\tsadness"
        #expect(Self.lint(["Lexicons/categories.tsv": doubled]) == [
            "Lexicons/categories.tsv:14: error: duplicate category \"joy\" (first at categories.tsv:2)",
        ])
    }

    @Test(arguments: [
        ("negator\tnot\t3\nnegator\tnot\t2\n", "Lexicons/modifiers.tsv:2: error: duplicate modifier \"not\" (first at modifiers.tsv:1)"),
        ("negator\tnot\t9\n", "Lexicons/modifiers.tsv:1: error: scope 9 is outside 1...8"),
        ("negator\tnot\t2.5\n", "Lexicons/modifiers.tsv:1: error: scope 2.5 is not a whole number"),
        ("booster\tvery\t1.5\n", "Lexicons/modifiers.tsv:1: error: strength 1.5 is outside 0...1"),
        ("booster\tvery\n", "Lexicons/modifiers.tsv:1: error: booster rows have 3 columns (kind, term, strength), found 2"),
        ("contrast\tbut\t0.5\n", "Lexicons/modifiers.tsv:1: error: contrast rows have 4 columns (kind, term, before, after), found 3"),
        ("contrast\tbut\t0.5\tx\n", "Lexicons/modifiers.tsv:1: error: after weight \"x\" is not a number"),
        ("amplifier\tvery\t0.3\n", "Lexicons/modifiers.tsv:1: error: unknown modifier kind \"amplifier\""),
        ("special\tnot bad\t0.4\t0.3\tcalmness:1\n", "Lexicons/modifiers.tsv:1: error: unknown category \"calmness\""),
        ("special\thappy\t0.4\t0.3\tjoy:1\n", "Lexicons/modifiers.tsv:1: error: duplicate term \"happy\" (first at emotions.tsv:1)"),
    ])
    func brokenModifierLines(_ text: String, _ expected: String) {
        #expect(Self.lint(["Lexicons/modifiers.tsv": text]) == [expected])
    }

    @Test(arguments: [
        ("frame\tcould not be\t1.2\t3\n",
         "Lexicons/context.tsv:1: error: frame rows have 5 columns (kind, term, factor, reach, category), found 4"),
        ("frame\tcould not be\t3\t3\t-\n", "Lexicons/context.tsv:1: error: factor 3 is outside -2...2"),
        ("frame\twould have been\t-0.7\t2.5\tsadness\n", "Lexicons/context.tsv:1: error: reach 2.5 is not a whole number"),
        ("frame\twould have been\t-0.7\t4\tgrief\n",
         "Lexicons/context.tsv:1: error: unknown category \"grief\" (a name of categories.tsv, or -)"),
        ("# a comment\nsarcastic\tfantastic\t0.5\tanger\n", "Lexicons/context.tsv:2: error: factor 0.5 is outside -2...0"),
        ("sarcastic\tsplendiferous\t-0.7\tanger\n",
         "Lexicons/context.tsv:1: error: sarcastic term \"splendiferous\" is not in the emotion lexicons"),
        ("literal\tblue\t3\n", "Lexicons/context.tsv:1: error: literal term \"blue\" is not in the emotion lexicons"),
        ("feeling\tfeel\t1\n", "Lexicons/context.tsv:1: error: feeling rows have 2 columns (kind, term), found 3"),
        ("after-booster\taf\t1.5\n", "Lexicons/context.tsv:1: error: strength 1.5 is outside 0...1"),
        ("complaint\tagain\n", "Lexicons/context.tsv:1: error: complaint rows have 3 columns (kind, term, weight), found 2"),
        ("feeling\tfeel\nfeeling\tfeel\n", "Lexicons/context.tsv:2: error: duplicate modifier \"feel\" (first at context.tsv:1)"),
    ])
    func brokenContextLines(_ text: String, _ expected: String) {
        #expect(Self.lint(["Lexicons/context.tsv": text]) == [expected])
    }

    @Test(arguments: [
        ("work\tjob,office,job\n", "Lexicons/topics.tsv:1: error: duplicate term \"job\" in topic work"),
        ("work\tjob\nwork\toffice\n", "Lexicons/topics.tsv:2: error: duplicate topic \"work\" (first at topics.tsv:1)"),
        ("Work\tjob\n", "Lexicons/topics.tsv:1: error: topic name \"Work\" must be lower-case letters and hyphens"),
        ("work\tjob,,office\n", "Lexicons/topics.tsv:1: error: empty term in topic work"),
        ("work\n", "Lexicons/topics.tsv:1: error: expected 2 columns (topic, terms), found 1"),
    ])
    func brokenTopicLines(_ text: String, _ expected: String) {
        #expect(Self.lint(["Lexicons/topics.tsv": text]) == [expected])
    }

    @Test func brokenStopWordsAndSettings() {
        #expect(Self.lint(["Lexicons/stopwords.tsv": "the\nand\nthe\n"]) == [
            "Lexicons/stopwords.tsv:3: error: duplicate stop word \"the\" (first at stopwords.tsv:1)",
        ])
        #expect(Self.lint(["Lexicons/settings.tsv": "caps_factor\t9\nnegation_scope\t3\nbooster_decay\tx\n"]) == [
            "Lexicons/settings.tsv:1: error: caps_factor 9 is outside 1...3",
            "Lexicons/settings.tsv:2: error: unknown setting \"negation_scope\"",
            "Lexicons/settings.tsv:3: error: booster_decay \"x\" is not a number",
        ])
    }

    @Test func missingFilesAreReportedWhenSomeLexiconIsPresent() {
        #expect(LexiconLinter.lint(files: ["Lexicons/topics.tsv": "work\tjob\n"]).map(\.description) == [
            "Lexicons/categories.tsv: error: categories.tsv is missing",
            "Lexicons/emotions.tsv: error: emotions.tsv is missing",
        ])
    }

    @Test func loadThrowsTheFirstErrorWithItsLine() {
        var files = LexiconFixture.files
        files["Lexicons/emotions.tsv"] = "# header\nhappy\t0.7\t0.6\tjoy:1\nsad\t-2\t0.2\tsadness:1\n"
        #expect(throws: LexiconError(file: "Lexicons/emotions.tsv", line: 3, message: "valence -2 is outside -1...1")) {
            try LexiconSet.load(files: files)
        }
    }
}
