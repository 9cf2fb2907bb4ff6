// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import InkyCore

/// A small table with a fact of each kind, for the grammar shared by flows and suggestion rules.
enum SampleFacts: FactTable {
    static let kinds: [String: FactKind] = ["streak": .number, "mood": .text, "topics": .any, "first": .any]
    static let noun = "fact"
    static let operators = ConditionOperator.allCases
    static let allowsBareNames = true
}

typealias SampleCondition = Condition<SampleFacts>

@Suite("Shared conditions")
struct SharedConditionTests {
    static let facts: [String: FactValue] = [
        "streak": .number(3), "mood": .text("calm"), "topics": .list(["work"]), "first": .flag(true),
    ]

    @Test func parsesEachForm() throws {
        let compared = try SampleCondition.parse("streak  >=  3").get()
        #expect(compared.fact == "streak" && compared.op == .greaterOrEqual && compared.value == "3")
        #expect(compared.description == "streak >= 3")
        let bare = try SampleCondition.parse("first").get()
        #expect(bare.op == nil && bare.description == "first")
        let negated = try SampleCondition.parse("not first").get()
        #expect(negated.op == .equal && negated.value == "false" && negated.description == "not first")
    }

    @Test(arguments: [
        ("streak < 4", true), ("streak < 3", false), ("streak <= 3", true), ("streak <= 2", false),
        ("streak > 2", true), ("streak > 3", false), ("streak >= 3", true), ("streak >= 4", false),
        ("streak == 3", true), ("streak == 3.5", false), ("streak != 3", false), ("streak != 2", true),
        ("mood == calm", true), ("mood != calm", false), ("topics has work", true), ("topics has sleep", false),
        ("topics lacks work", false), ("topics lacks sleep", true), ("first == true", true), ("first != true", false),
        ("first", true), ("not first", false), ("topics < 3", false),
    ])
    func eachOperator(text: String, expected: Bool) throws {
        #expect(try SampleCondition.parse(text).get().holds(in: Self.facts) == expected)
    }

    @Test func anAbsentFactHoldsOnlyAsAFalseFlag() throws {
        #expect(try SampleCondition.parse("not first").get().holds(in: [:]))
        #expect(try !SampleCondition.parse("first").get().holds(in: [:]))
        // A fact of a checked kind is never a flag: absent, nothing about it holds.
        #expect(try !SampleCondition.parse("mood == false").get().holds(in: [:]))
        #expect(try !SampleCondition.parse("streak != 1").get().holds(in: [:]))
    }

    @Test func unknownFactsAreNamedWithTheKnownOnes() {
        #expect(SampleCondition.parse("sky > 3") == .failure(.unknownFact("sky")))
        #expect(SampleCondition.parse("not sky") == .failure(.unknownFact("sky")))
        #expect(SampleCondition.Problem.unknownFact("sky").message() == "unknown fact 'sky' (known: first, mood, streak, topics)")
        // Flows leave unknown names to the validator, which reports them with the rest.
        #expect((try? SampleCondition.parse("sky > 3", checkingFact: false).get())?.unknownFact == .unknownFact("sky"))
        #expect(FlowCondition.Problem.unknownFact("sky").message().hasPrefix("unknown condition 'sky' (known: answer.arousal,"))
    }

    @Test func badValuesAndOperatorsAreNamed() {
        #expect(SampleCondition.parse("streak >= lots") == .failure(.notANumber("streak", "lots")))
        #expect(SampleCondition.parse("streak < inf") == .failure(.notANumber("streak", "inf")))
        #expect(SampleCondition.parse("mood < calm") == .failure(.wordCompared("mood")))
        #expect(SampleCondition.parse("streak >> 2") == .failure(.unknownOperator("streak >> 2", ">>")))
        #expect(SampleCondition.parse("a b") == .failure(.malformed("a b")))
        #expect(SampleCondition.Problem.notANumber("streak", "lots").message() == "'streak' is a number, not 'lots'")
        #expect(SampleCondition.Problem.wordCompared("mood").message() == "'mood' is a word: compare it with == or !=")
        #expect(SampleCondition.Problem.malformed("a b").message(in: "'when' of question 'q'")
                == "'a b' in 'when' of question 'q' is not a condition (write `name`, `not name` or `name op value`, op one of < <= > >= == != has lacks)")
    }

    @Test func eachTableHasItsOwnGrammar() {
        // Suggestion rules: `fact op value` only, comparisons only, values checked by kind.
        #expect(SuggestionRules.Condition.parse("streak") == .failure(.malformed("streak")))
        #expect(SuggestionRules.Condition.parse("top_emotion has calm") == .failure(.unknownOperator("top_emotion has calm", "has")))
        #expect(SuggestionRules.Condition.Problem.unknownOperator("x >> 1", ">>").message()
                == "'x >> 1' is not a condition: unknown operator '>>' (write `fact op value`, op one of < <= > >= == !=)")
        // Flows: bare names and `not`, every operator, values not checked by kind.
        #expect((try? FlowCondition.parse("answer.top < 3", checkingFact: false).get()) != nil)
        #expect((try? FlowCondition.parse("not first_session").get())?.description == "not first_session")
    }

    @Test func errorsCarryTheConditionsLine() {
        let flow = "version: 1\nflow: f\nstart: a\nstates:\n  a:\n    ask:\n      - id: q\n        text: hi\n        when:\n          - first_session\n          - answer.valence <> 0\n"
        let flowProblems = FlowParser.parse(flow, file: "f.yaml").1.map(\.description)
        #expect(flowProblems == ["f.yaml:11: error: 'answer.valence <> 0' in 'when' of question 'q' is not a condition: unknown operator '<>' (write `name`, `not name` or `name op value`, op one of < <= > >= == != has lacks)"])
        let rules = "version: 1\nrules:\n  - id: calm\n    text: hi\n  - id: x\n    when:\n      - streak >= 2\n      - top_emotion < calm\n    text: hello\n"
        let ruleProblems = SuggestionRules.parse(rules, file: "s.yaml").1.map(\.description)
        #expect(ruleProblems == ["s.yaml:8: error: rule 'x': 'top_emotion' is a word: compare it with == or !="])
    }
}
