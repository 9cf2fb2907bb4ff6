// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import InkyCore

/// The safety screen's second reader (`Lexicons/safety-model.tsv`): how it reads words, its file, and how
/// the screen weighs it beside the rules.
@Suite("Safety model")
struct SafetyModelTests {
    /// A model of a few rows, with settings and a category column for each weight.
    static func model(bias: Double = -1, threshold: Double = 0.5, ordinary: Double = 0.2, rows: [String] = []) -> String {
        let zeros = Array(repeating: "0", count: SafetyCategory.allCases.count).joined(separator: "\t")
        return "# a test model\n@threshold\t\(threshold)\n@ordinary\t\(ordinary)\n@bias\t\(bias)\t\(zeros)\n" + rows.map { $0 + "\n" }.joined()
    }

    static func hashes(_ text: String) -> [UInt32] {
        var found: [UInt32] = []
        SafetyModelWords.forEachFeature(in: text) { found.append($0) }
        return found
    }

    /// As Tools/train-safety-model.py reads: ASCII letters lowercased, apostrophes dropped, anything else
    /// separating words; each word, then the pair it ends.
    @Test func wordsAreReadAsTheTrainerReadsThem() {
        let expected = ["i", "dont", "i dont", "want", "dont want", "na", "want na", "ve", "na ve", "caf", "ve caf", "2nite", "caf 2nite"]
        #expect(Self.hashes("I DON’T—want… naïve café 2nite") == expected.map(SafetyModelWords.hash))
        #expect(Self.hashes("can't can‘t cant") == ["cant", "cant", "cant cant", "cant", "cant cant"].map(SafetyModelWords.hash))
        #expect(Self.hashes("") == [])
        #expect(Self.hashes(" \u{E2}\u{80} ... ’ ") == [])
    }

    @Test func aLineIsScoredFromItsWordsAndPairsEachOnce() throws {
        let text = Self.model(rows: ["dont want\t2\t0\t1\t0\t0\t0\t0\t0", "want\t0.5\t0\t0\t0\t0\t0\t0\t0.25"])
        let (model, problems) = SafetyModel.parse(text)
        #expect(problems.isEmpty, "\(problems)")
        let reading = try #require(model.read("I don't want. Don't want, want!"))
        // -1 + 2 ("dont want", once) + 0.5 ("want", once)
        #expect(abs(reading.probability - 1 / (1 + exp(-1.5))) < 1e-6)
        #expect(reading.category == .active)
        #expect(model.read("nothing known here")?.probability ?? 0 < 0.5)
        #expect(model.read("nothing known here")?.category == nil) // (named only when it raises a concern)
        #expect(SafetyModel().read("I don't want") == nil)
    }

    @Test func aLongTextIsReadWithoutRepeatingWeights() throws {
        // 100 known words among 200, each met many times in a long text
        let rows = ["heavy\t0.1\t0\t0\t0\t0\t0\t0\t0"] + (0..<100).map { "w\($0)\t0.01\t0\t0\t0\t0\t0\t0\t0" }
        let (model, problems) = SafetyModel.parse(Self.model(rows: rows))
        #expect(problems.isEmpty)
        let words = (0..<200).map { "w\($0)" }.joined(separator: " ")
        let long = Array(repeating: "heavy words and more heavy words in a long entry " + words, count: 500).joined(separator: " ")
        let reading = try #require(model.read(long))
        #expect(abs(reading.probability - 1 / (1 + exp(-0.1))) < 1e-5) // -1 + 0.1 + 100 × 0.01
    }

    @Test(arguments: [
        ("@colour\t1\n", "unknown setting '@colour' (expected @threshold, @ordinary, @settled, @overrule, @norm, @long, @bias)"),
        ("Don't\t1\t0\t0\t0\t0\t0\t0\t0\n", "'Don't' is not one word or two words of a-z and 0-9 (lower case, no apostrophes)"),
        ("a b c\t1\t0\t0\t0\t0\t0\t0\t0\n", "'a b c' is not one word or two words of a-z and 0-9 (lower case, no apostrophes)"),
        ("word\tx\t0\t0\t0\t0\t0\t0\t0\n", "\"x\" is not a number"),
        ("word\tnan\t0\t0\t0\t0\t0\t0\t0\n", "\"nan\" is not a number"),
        // A Float would hold it as infinite (the fuzzer found it crashing the table's scale).
        ("word\t1\t1e300\t0\t0\t0\t0\t0\t0\n", "\"1e300\" is too large (at most 1000000 either way)"),
        ("word\t1\t0\n", "expected 9 columns: feature, risk, then passive, active, plan, method, preparatory, selfharm, attempt"),
    ])
    func badRowsAreNamedWithTheirLine(row: String, message: String) {
        let problems = SafetyModel.parse(Self.model() + row).1
        #expect(problems.map(\.description) == ["Lexicons/safety-model.tsv:5: error: \(message)"])
    }

    @Test func badSettingsAreNamed() {
        let problems = SafetyModel.parse("@threshold\t2\n@ordinary\t0.1\n@bias\t1\t2\n").1.map(\.description)
        #expect(problems == [
            "Lexicons/safety-model.tsv:1: error: '@threshold' takes one probability between 0 and 1",
            "Lexicons/safety-model.tsv:3: error: '@bias' takes 8 numbers: risk, then one per category",
        ])
    }

    /// Keys are 32 bits: two features with the same key are named, and the second is left out.
    @Test func twoFeaturesWithOneKeyAreNamed() throws {
        #expect(SafetyModelWords.hash("aufgy") == SafetyModelWords.hash("dctcd"))
        let (model, problems) = SafetyModel.parse(Self.model(rows: ["aufgy\t1\t0\t0\t0\t0\t0\t0\t0", "dctcd\t3\t0\t0\t0\t0\t0\t0\t0"]))
        #expect(problems.map(\.description) == [
            "Lexicons/safety-model.tsv:6: warning: 'dctcd' cannot be told apart from 'aufgy' (the same key); it is left out",
        ])
        let reading = try #require(model.read("dctcd"))
        #expect(abs(reading.probability - 1 / (1 + exp(-0.0))) < 1e-6) // -1 + 1: the first one's weight
    }

    @Test func twiceListedAndMissingSettingsAreNamed() {
        let twice = SafetyModel.parse(Self.model(rows: ["word\t1\t0\t0\t0\t0\t0\t0\t0", "word\t2\t0\t0\t0\t0\t0\t0\t0"])).1
        #expect(twice.map(\.description) == ["Lexicons/safety-model.tsv:6: error: 'word' is listed twice (first on line 5)"])
        let missing = SafetyModel.parse("word\t1\t0\t0\t0\t0\t0\t0\t0\n").1.map(\.message)
        #expect(missing == ["needs the setting '@threshold'", "needs the setting '@ordinary'", "needs the setting '@bias'"])
        let upside = SafetyModel.parse(Self.model(threshold: 0.3, ordinary: 0.4)).1.map(\.message)
        #expect(upside == ["'@ordinary' must be below '@threshold'"])
        #expect(SafetyModel.parse(Self.model(threshold: 0.3, ordinary: 0.4)).0.isEmpty)
    }

    @Test func theShippedModelHasNoProblemsAndReadsBothWays() throws {
        let model = SafetyFixture.screen.model
        #expect(!model.isEmpty)
        #expect(model.ordinary < model.threshold)
        let risky = try #require(model.read("I can't keep going, everyone would be better off if I wasn't here"))
        #expect(risky.probability > model.threshold)
        let everyday = try #require(model.read("Made soup, walked the dog, watched a film with Sam. Nice evening."))
        #expect(everyday.probability < model.ordinary)
    }

    /// Where no rule speaks and the model is sure, the screen asks (concern), naming the model as its rule.
    @Test func theModelAloneRaisesAConcernNeverACrisis() throws {
        let screen = SafetyFixture.screen(model: Self.model(rows: ["grey fog\t4\t0\t0\t0\t0\t0\t0\t3"]))
        let finding = try #require(screen.assess("the grey fog is back in my head"))
        #expect(finding.level == .concern)
        #expect(finding.rule == SafetyScreen.modelRule)
        #expect(finding.category == .attempt)
        #expect(screen.assess("a clear sky today") == nil)
    }

    /// What a rule set aside (a negator, someone else's words, an idiom, an accident) the model cannot raise again.
    @Test(arguments: [
        "I would never kill myself", "my friend attempted suicide last year", "I'm not suicidal, just tired",
        "I volunteer for a suicide hotline",
    ])
    func whatARuleSetAsideStaysAside(text: String) {
        let screen = SafetyFixture.screen(model: Self.model(bias: 6))
        #expect(screen.level(of: text) == .none, "\(text)")
        #expect(screen.level(of: "an ordinary line no rule knows") == .concern)
    }

    /// The shipped model beside the rules: the ordinary lines stay calm.
    @Test(arguments: [
        "this commute is killing me", "I cut my finger chopping onions, nothing serious", "an overdose on caffeine today",
        "our old dog will not wake up some mornings until ten", "I would never kill myself",
        "I'm not going to hurt myself, don't worry",
    ])
    func theShippedScreenLeavesOrdinaryLinesAlone(text: String) {
        #expect(SafetyFixture.screen.level(of: text) == .none, "\(text)")
    }

    /// Terse plan and preparation rules match these everyday lines; the model reads them as ordinary, so
    /// they ask at most, never end a calm evening.
    @Test(arguments: ["I'm so glad it's Friday.", "Wrote up my notes from the lecture.", "Everything worked out in the end."])
    func everydayLinesATerseRuleMatchesNeverStopTheEvening(text: String) {
        #expect(SafetyFixture.screen.level(of: text) < .crisis, "\(text)")
    }

    /// With `@norm`, a line's weights are divided by the square root of its distinct words and pairs, at least
    /// that many: a long line of mildly leaning words is not read as risky for its length.
    @Test func aLongLineIsNotReadAsRiskyForItsLength() throws {
        let zeros = Array(repeating: "0", count: SafetyCategory.allCases.count).joined(separator: "\t")
        let rows = ["plan\t1\t" + zeros]
        func p(_ norm: Int, _ text: String) throws -> Double {
            let model = "@threshold\t0.5\n@ordinary\t0.2\n@norm\t\(norm)\n@bias\t0\t\(zeros)\n" + rows.joined(separator: "\n") + "\n"
            let (reader, problems) = SafetyModel.parse(model)
            #expect(problems.isEmpty, "\(problems)")
            return try #require(reader.read(text)).probability
        }
        let short = "plan", long = "plan the week ahead with the kids and the dog and the garden and the car"
        #expect(try p(0, short) == p(0, long), "summed only: length changes nothing")
        #expect(try abs(p(4, short) - 1 / (1 + exp(-0.5))) < 1e-9, "one feature counts as four: 1 / sqrt(4)")
        #expect(try p(4, long) < p(4, short), "the long line's one leaning word weighs less")
        let (_, problems) = SafetyModel.parse("@threshold\t0.5\n@ordinary\t0.2\n@norm\t0.5\n@bias\t0\t\(zeros)\n")
        #expect(problems.contains { $0.message.contains("'@norm' is a whole number") })
    }

    /// With `@long N P`, a line holding more than N distinct words and pairs raises a concern only above P: a
    /// long ordinary answer whose everyday words each lean a little is not asked after for its length.
    @Test func aLongLineNeedsTheLongThreshold() throws {
        let zeros = Array(repeating: "0", count: SafetyCategory.allCases.count).joined(separator: "\t")
        func model(_ long: String) -> SafetyModel {
            let text = "@threshold\t0.8\n@ordinary\t0.2\n@norm\t4\n" + long + "@bias\t0\t\(zeros)\nplan\t40\t\(zeros)\n"
            let (reader, problems) = SafetyModel.parse(text)
            #expect(problems.isEmpty, "\(problems)")
            return reader
        }
        let gated = model("@long\t6\t0.999999\n"), plain = model("")
        let short = "plan it", long = "plan the week ahead with the kids and the dog"
        let reading = try #require(gated.read(long))
        #expect(reading.features == 17 && reading.probability > 0.99 && reading.probability < 0.999999)
        #expect(gated.raises(try #require(gated.read(short))), "3 words and pairs: the threshold")
        #expect(!gated.raises(reading), "17 words and pairs: the long threshold")
        #expect(plain.raises(try #require(plain.read(long))), "without @long, the threshold")
        let bad = SafetyModel.parse("@threshold\t0.8\n@ordinary\t0.2\n@long\t60\t0.5\n@bias\t0\t\(zeros)\n")
        #expect(bad.1.contains { $0.message == "'@long' needs a probability no lower than '@threshold'" })
        #expect(bad.0.isEmpty)
        let odd = SafetyModel.parse("@threshold\t0.8\n@ordinary\t0.2\n@long\t0.5\n@bias\t0\t\(zeros)\n").1
        #expect(odd.contains { $0.message.hasPrefix("'@long' takes a whole number") })
    }

    /// A crisis rule's match on a line the model reads as ordinary asks instead of stopping.
    @Test func aCrisisMatchOnAnOrdinaryLineAsks() throws {
        let zeros = Array(repeating: "0", count: SafetyCategory.allCases.count + 1).joined(separator: "\t")
        let known = ["i", "want", "to", "kill", "myself"].map { $0 + "\t" + zeros }
        let calm = SafetyFixture.screen(model: Self.model(bias: -6, rows: known))
        let finding = try #require(calm.assess("I want to kill myself"))
        #expect(finding.level == .concern)
        #expect(finding.adjustments.contains("the rest reads as everyday"))
        let sure = SafetyFixture.screen(model: Self.model(bias: 0, rows: known))
        #expect(sure.level(of: "I want to kill myself") == .crisis)
        // Too few known words to read a line by: the rule decides.
        #expect(calm.level(of: "kms") == .crisis)
        #expect(SafetyFixture.screen(model: Self.model(bias: -6)).level(of: "I want to kill myself") == .crisis)
    }

    /// A rule's match in a text told in the past is cleared when the words as a whole read as settled;
    /// a relapse, a text with no past in it, or a model that leans toward risk leaves it standing.
    @Test func aMatchToldInThePastOnASettledTextIsCleared() {
        let zeros = Array(repeating: "0", count: SafetyCategory.allCases.count + 1).joined(separator: "\t")
        let story = "I wanted to die all through 2014. I married Sam in 2019 and we bought a little house."
        // Every word known to the model (and weighing nothing), so the bias alone decides.
        let words = (story + " I did it again last night").lowercased().split { !$0.isLetter && !$0.isNumber }
        let known = Set(words.map(String.init)).sorted().map { $0 + "\t" + zeros }
        let settled = SafetyFixture.screen(model: Self.model(bias: -6, rows: ["@settled\t0.25"] + known))
        #expect(settled.assess(story) == nil)
        let unsettled = SafetyFixture.screen(model: Self.model(bias: -6, rows: known))
        #expect(unsettled.level(of: story) == .concern)
        let leaning = SafetyFixture.screen(model: Self.model(bias: 0, threshold: 0.9, rows: ["@settled\t0.25"] + known))
        #expect(leaning.level(of: story) == .concern)
        #expect(settled.level(of: story + " I did it again last night.") != .none)
        #expect(settled.level(of: "I want to die.") != .none)
        #expect(unsettled.assess(story)?.rule == "want-to-die")
        // The shipped model reads the story as settled, too.
        #expect(SafetyFixture.screen.assess(story) == nil)
    }

    @Test func theSettledBarMustBeBelowTheThreshold() {
        let problems = SafetyModel.parse(Self.model(threshold: 0.5, rows: ["@settled\t0.6"])).1.map(\.message)
        #expect(problems == ["'@settled' must be below '@threshold'"])
        #expect(SafetyModel.parse(Self.model(threshold: 0.5, rows: ["@settled\t0.6"])).0.isEmpty)
        #expect(SafetyModel.parse(Self.model(rows: ["@settled\t1.5"])).1.map(\.message)
                == ["'@settled' takes one probability between 0 and 1"])
    }

    /// Where a rule set its match aside (here a negator), a model far above `@overrule` still raises a concern;
    /// below it, or with no `@overrule`, the match stays set aside.
    @Test func aModelFarAboveTheOverruleBarRaisesWhatARuleSetAside() throws {
        let zeros = Array(repeating: "0", count: SafetyCategory.allCases.count + 1).joined(separator: "\t")
        let line = "I would never kill myself"
        let known = Set(line.lowercased().split(separator: " ").map(String.init)).sorted().map { $0 + "\t" + zeros }
        let sure = SafetyFixture.screen(model: Self.model(bias: 5, threshold: 0.75, rows: ["@overrule\t0.95"] + known))
        let finding = try #require(sure.assess(line))
        #expect(finding.level == .concern && finding.rule == SafetyScreen.modelRule)
        #expect(finding.adjustments == ["a rule set its match aside; the words as a whole lean far toward risk"])
        let unsure = SafetyFixture.screen(model: Self.model(bias: 2, threshold: 0.75, rows: ["@overrule\t0.95"] + known))
        #expect(unsure.assess(line) == nil)
        let without = SafetyFixture.screen(model: Self.model(bias: 5, threshold: 0.75, rows: known))
        #expect(without.assess(line) == nil)
        // The shipped model: a negated line stays set aside; a set-aside attempt the words tell plainly asks.
        #expect(SafetyFixture.screen.assess(line) == nil)
        #expect(SafetyFixture.screen.assess("give me one good reason not to kill myself. could not find one tonight")?.level == .concern)
    }

    /// The writer's own words, quoted and then explained as meaning something else, stay set aside even under a
    /// model far above `@overrule`: the writer's account of their words is not outweighed by how the words sound.
    /// The same model does bring back a negated line, so the difference is the kind of setting aside.
    @Test func aSureModelNeverBringsBackAnExplainedQuotation() {
        let zeros = Array(repeating: "0", count: SafetyCategory.allCases.count + 1).joined(separator: "\t")
        let explained = "I messaged the team \"I want to die\" when the demo crashed. I meant the demo, obviously."
        let negated = "I would never kill myself"
        let words = (explained + " " + negated).lowercased().filter { $0 != "'" }
            .split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        let sure = SafetyFixture.screen(model: Self.model(bias: 5, threshold: 0.75,
                                                          rows: ["@overrule\t0.95"] + Set(words).sorted().map { $0 + "\t" + zeros }))
        #expect(sure.assess(negated)?.rule == SafetyScreen.modelRule)
        #expect(sure.assess(explained) == nil)
        #expect(sure.level(of: "I messaged the team \"I want to die\" when the demo crashed.") > .none)
    }

    @Test func theOverruleBarMayNotBeBelowTheThreshold() {
        #expect(SafetyModel.parse(Self.model(threshold: 0.5, rows: ["@overrule\t0.4"])).1.map(\.message)
                == ["'@overrule' must be no lower than '@threshold'"])
        #expect(SafetyModel.parse(Self.model(threshold: 0.5, rows: ["@overrule\t0.4"])).0.isEmpty)
        #expect(SafetyModel.parse(Self.model(threshold: 0.5, rows: ["@overrule\t0.9"])).0.overrule == 0.9)
    }

    /// Without a model file the rules alone decide, as before.
    @Test func withoutAModelTheRulesDecide() {
        let rulesOnly = SafetyFixture.screen(model: "")
        #expect(rulesOnly.model.isEmpty)
        #expect(rulesOnly.level(of: "I want to kill myself") == .crisis)
        #expect(rulesOnly.level(of: "a clear sky today") == .none)
    }
}
