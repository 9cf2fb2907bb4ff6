// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import InkyCore

@Suite("Prompt files")
struct PromptFileTests {
    @Test(arguments: [
        ("", "p.yaml: error: the file is empty; it needs version and rules"),
        ("- a\n- b\n", "p.yaml:1: error: the top level must be a mapping with version and rules"),
        ("# notes\nrules: []\n", "p.yaml:2: error: missing 'version: 1'"),
        ("rules: []\nversion: 2\n", "p.yaml:2: error: version 2 is not supported; this inky reads version 1"),
        ("version: 1\nrules: [a\n", "p.yaml:3: error: not valid YAML: did not find expected ',' or ']'"),
    ])
    func problemsNameTheirLine(yaml: String, expected: String) {
        let (prompt, problems) = PromptFile.read(yaml, file: "p.yaml", keys: "version and rules")
        #expect(prompt == nil)
        #expect(problems.map(\.description) == [expected])
    }

    @Test func everyPromptReaderSharesTheChecks() {
        let wrong = "version: 3\n"
        let messages = [
            SuggestionRules.parse(wrong, file: "x").1, Affirmations.parse(wrong, file: "x").1,
            OnboardingScript.parse(wrong, file: "x").1, ConversationSettings.parse(wrong, file: "x").1,
            SafetyPrompts.parse(wrong, file: "x").1, FlowParser.parse(wrong, file: "x").1,
        ].map { $0.map(\.description) }
        #expect(messages.allSatisfy { $0 == ["x:1: error: version 3 is not supported; this inky reads version 1"] }, "\(messages)")
    }
}
