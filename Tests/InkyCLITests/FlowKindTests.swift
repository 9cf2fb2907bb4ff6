// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore
import InkyData
import Testing
@testable import InkyCLI

/// Which prompt files are flows: those that declare `kind: flow`.
@Suite("Flow kind")
struct FlowKindTests {
    static let body = "flow: mine\nstart: a\nstates:\n  a:\n    ask:\n      - id: q\n        text: \"One word?\"\n"

    @Test func onlyAFileThatDeclaresItIsAFlow() {
        let library = FlowLibrary(files: [
            "Prompts/declared.yaml": "version: 1\nkind: flow\n" + Self.body.replacingOccurrences(of: "mine", with: "declared"),
            "Prompts/mine.yaml": "version: 1\n" + Self.body,
            "Prompts/poem.yaml": "version: 1\nkind: poem\n" + Self.body.replacingOccurrences(of: "mine", with: "poem"),
        ])
        #expect(library.flows.keys.sorted() == ["declared"])
        #expect(library.diagnostics.map(\.description) == [
            "Prompts/mine.yaml:1: error: not read as a flow: it has no 'kind: flow' (inky's other prompt files have fixed names: "
                + "affirmations.yaml, conversation.yaml, onboarding.yaml, safety.yaml, suggestions.yaml)",
            "Prompts/poem.yaml:2: error: unknown kind 'poem' (known: flow)",
        ])
    }

    @Test func theShippedFlowsDeclareTheirKindAndTheNamedFilesNone() {
        let prompts = EmbeddedData.files(in: "Prompts").filter { PromptKind.isPromptYAML($0.key) }
        let flows = prompts.filter { FlowLibrary.isFlowFile($0.key, $0.value) }.keys.sorted()
        #expect(flows == ["Prompts/daily.yaml", "Prompts/morning.yaml", "Prompts/weekly.yaml"])
        #expect(Set(prompts.keys).subtracting(flows) == Set(PromptKind.namedFiles))
        #expect(FlowLibrary(files: prompts).diagnostics.isEmpty)
    }

    @Test func lintSaysAFlowWithoutItsKindIsNotRead() throws {
        let h = Harness()
        let folder = h.root.appendingPathComponent("Prompts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try ("version: 1\n" + Self.body).write(to: folder.appendingPathComponent("mine.yaml"), atomically: true, encoding: .utf8)
        let result = h.run(["lint", folder.path], withHome: false)
        #expect(result.code == 1)
        #expect(result.out.contains("Prompts/mine.yaml:1: error: not read as a flow: it has no 'kind: flow'"), "\(result.out)")
    }

    /// A person's own flow of a shipped flow's name replaces it (the shipped one was read last before, and won).
    @Test func anOwnFlowReplacesTheShippedOneOfItsName() throws {
        let h = Harness()
        let folder = h.root.appendingPathComponent("config/inky/Prompts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let own = "version: 1\nkind: flow\n" + Self.body.replacingOccurrences(of: "mine", with: "daily")
            .replacingOccurrences(of: "One word?", with: "My own first question?")
        try own.write(to: folder.appendingPathComponent("daily.yaml"), atomically: true, encoding: .utf8)
        let result = h.run(["--flow", "daily", "--seed", "1"], input: "calm\n")
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out.contains("My own first question?"), "\(result.out)")
        let library = FlowLibrary(files: ["Prompts/daily.yaml": own.replacingOccurrences(of: "My own", with: "Shipped")],
                                  own: ["/home/someone/.config/inky/Prompts/daily.yaml": own])
        #expect(library.flows["daily"]?.source == "/home/someone/.config/inky/Prompts/daily.yaml")
        #expect(library.flows["daily"]?.states.first?.questions.first?.variants == ["My own first question?"])
    }

    @Test func anOwnFlowWithoutItsKindIsNamedAndNotUsed() throws {
        let h = Harness()
        let folder = h.root.appendingPathComponent("config/inky/Prompts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try ("version: 1\n" + Self.body).write(to: folder.appendingPathComponent("mine.yaml"), atomically: true, encoding: .utf8)
        let result = h.run(["--flow", "mine"], input: "calm\n")
        #expect(result.code == 1)
        #expect(result.err.contains("mine.yaml:1: error: not read as a flow"), "\(result.err)")
    }
}
