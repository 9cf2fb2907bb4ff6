// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import InkyCLI

@Suite("Lint and config")
struct LintAndConfigTests {
    @Test func theShippedPromptsAreClean() {
        let result = Harness().run(["lint"], withHome: false)
        #expect(result.code == 0, "lint found: \(result.out)")
        #expect(result.out.contains("no problems"))
        #expect(result.out.contains("10 files checked") || result.out.contains("files checked"))
    }

    @Test(arguments: ["Prompts", "Lexicons", "."])
    func theShippedFoldersOnDiskAreClean(folder: String) {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../" + folder).standardizedFileURL
        let result = Harness().run(["lint", url.path], withHome: false)
        #expect(result.code == 0, "lint found: \(result.out)")
        #expect(result.out.contains("no problems"))
    }

    @Test func aBrokenLexiconIsReportedWithFileAndLine() throws {
        let h = Harness()
        let folder = h.root.appendingPathComponent("Lexicons")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Lexicons").standardizedFileURL
        for name in try FileManager.default.contentsOfDirectory(atPath: shipped.path) {
            try FileManager.default.copyItem(at: shipped.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let emotions = folder.appendingPathComponent("emotions.tsv")
        var text = try String(contentsOf: emotions, encoding: .utf8)
        text += "gleeful\tseven\t0.5\tjoy:1\n"
        try text.write(to: emotions, atomically: true, encoding: .utf8)
        let lineNumber = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        let result = h.run(["lint", folder.path], withHome: false)
        #expect(result.code == 1)
        #expect(result.out.contains("Lexicons/emotions.tsv:\(lineNumber): error:"), "got \(result.out)")
    }

    @Test func aBrokenFlowIsReportedWithFileAndLine() throws {
        let h = Harness()
        let folder = h.root.appendingPathComponent("Prompts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "version: 1\nflow: mine\nstart: a\nstates:\n  a:\n    say: \"Hi {nmae}.\"\n    next: b\nkind: flow\n".write(
            to: folder.appendingPathComponent("mine.yaml"), atomically: true, encoding: .utf8)
        let result = h.run(["lint", folder.path], withHome: false)
        #expect(result.code == 1)
        #expect(result.out.contains("Prompts/mine.yaml:7: error: state 'a' goes to 'b', which is not defined"))
        #expect(result.out.contains("Prompts/mine.yaml:5: error: unknown slot {nmae}"))
        #expect(result.err.contains("1 file checked: "))
    }

    @Test func aPersonsOwnFlowIsUsed() throws {
        let h = Harness()
        let folder = h.root.appendingPathComponent("config/inky/Prompts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            version: 1
            kind: flow
            flow: tiny
            start: q
            states:
              q:
                ask:
                  - id: tiny-one
                    text: "One word for today?"
            """.write(to: folder.appendingPathComponent("tiny.yaml"), atomically: true, encoding: .utf8)
        let result = h.run(["--flow", "tiny"], input: "calm\n")
        #expect(result.code == 0)
        #expect(result.out.hasPrefix("One word for today?\n"))
        #expect(try h.answers() == ["calm"])
    }

    @Test func settings() throws {
        let h = Harness()
        #expect(h.run(["config", "set", "name", "Sam"]).code == 0)
        #expect(h.run(["config", "get", "name"]).out == "Sam\n")
        #expect(h.run(["config", "set", "history", "maybe"]).code == 1)
        #expect(h.run(["config", "set", "history", "on"]).code == 0)
        let listed = h.run(["config"]).out.split(separator: "\n").map(String.init)
        #expect(listed.map { String($0.prefix { $0 != " " }) }
                == ["name=Sam", "history=on", "prior=unknown", "reminder=20:00", "theme=auto", "weekly=off"], "\(listed)")
        #expect(listed[0].contains("# what inky calls you") && listed[0].hasSuffix("(default: none)"))
        #expect(listed[3].hasSuffix("(default)"), "an unset setting shows its default")
        #expect(h.run(["config", "get", "reminder"]).out == "20:00\n", "get of an unset setting prints its default")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(h.run(["config", "--json"]).out.utf8)) as? [[String: Any]])
        #expect(json.count == 6 && json[1]["value"] as? String == "on" && json[1]["default"] as? String == "off"
                && json[1]["set"] as? Bool == true && (json[1]["about"] as? String)?.isEmpty == false)
        #expect(h.run(["config", "set", "weekly", "Sun"]).code == 0)
        #expect(h.run(["config", "get", "weekly"]).out == "sunday\n")
        #expect(h.run(["config", "set", "weekly", "someday"]).code == 1)
        #expect(h.run(["config", "set", "weekly", "off"]).code == 0)
        let greeting = h.run(["--seed", "0"], input: "").out
        #expect(greeting.contains("Sam") || greeting.contains("small space"))
    }
}
