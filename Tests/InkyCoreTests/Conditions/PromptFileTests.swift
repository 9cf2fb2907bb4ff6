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

    @Test func aFlowMayDeclareOnlyTheFlowKind() throws {
        let flow = "version: 1\nkind: flow\nflow: f\nstart: a\nstates:\n  a:\n    ask:\n      - id: q\n        text: hi\n"
        #expect(FlowParser.parse(flow, file: "f.yaml").1.isEmpty)
        let poem = flow.replacingOccurrences(of: "kind: flow", with: "kind: poem")
        #expect(FlowParser.parse(poem, file: "f.yaml").1.map(\.description) == ["f.yaml:2: error: unknown kind 'poem' (known: flow)"])
        let prompt = try #require(PromptFile.read(flow, file: "f.yaml", keys: "version").0)
        #expect(try PromptKind.declared(by: prompt).get() == .flow)
    }

    @Test func theNamedFilesAreTheReadersOwn() {
        #expect(PromptKind.isNamedFile("/home/sam/.config/inky/Prompts/suggestions.yaml"))
        #expect(PromptKind.isNamedFile("safety.yaml"))
        #expect(!PromptKind.isNamedFile("Prompts/daily.yaml"))
        #expect(!PromptKind.isNamedFile("Prompts/messages.yaml"))
        #expect(PromptKind.isPromptYAML("Prompts/mine.yml") && !PromptKind.isPromptYAML("Prompts/.mine.yaml"))
    }
}
