// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import InkyCLI

@Suite("Command line")
struct ArgumentParsingTests {
    @Test func versionAndHelp() {
        let h = Harness()
        let version = h.run(["--version"], withHome: false)
        #expect(version.code == 0 && version.out == Messages.version + "\n")
        let help = h.run(["--help"], withHome: false)
        #expect(help.code == 0)
        #expect(help.out.contains("reflect") && help.out.contains("lint") && help.out.contains("config"))
    }

    @Test func eachDefaultIsNamedOnce() {
        let help = Harness().run(["reflect", "--help"], withHome: false)
        #expect(help.code == 0)
        #expect(help.out.components(separatedBy: "(default: daily)").count == 2, "\(help.out)")
    }

    @Test func reflectIsTheDefault() throws {
        let parsed = try InkyCommand.parseAsRoot(["--seed", "4", "--json"])
        let reflect = try #require(parsed as? ReflectCommand)
        #expect(reflect.seed == 4 && reflect.json && reflect.flow == nil, "no --flow: daily, or weekly on the chosen day")
        let explicit = try #require(try InkyCommand.parseAsRoot(["reflect", "--date", "yesterday", "--home", "/tmp/x"]) as? ReflectCommand)
        #expect(explicit.date == "yesterday" && explicit.global.home == "/tmp/x")
    }

    @Test(arguments: [["--seed", "minus"], ["--bogus"], ["reflect", "extra"], ["config", "set", "colour", "x"]])
    func usageErrorsExitOne(arguments: [String]) {
        let result = Harness().run(arguments)
        #expect(result.code == 1)
        #expect(!result.err.isEmpty)
        #expect(result.out.isEmpty)
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScripts(shell: String) {
        let result = Harness().run(["--generate-completion-script", shell], withHome: false)
        #expect(result.code == 0)
        #expect(result.out.contains("inky"))
        #expect(result.out.contains("reflect"))
    }

    @Test func badInkyNowIsAUsageError() {
        #expect(throws: InkyFailure.self) { try WallClock.fromEnvironment(["INKY_NOW": "tomorrow-ish"]) }
        let clock = try? WallClock.fromEnvironment(["INKY_NOW": "2026-11-22T21:00:00", "TZ": "UTC"])
        #expect(clock?.today.description == "2026-11-22" && clock?.hour == 21)
    }
}

@Suite("INKY_NOW")
struct InkyNowTests {
    @Test(arguments: [
        ("2026-11-22T21:00:00", 1_795_381_200.0), ("2026-11-22T21:00", 1_795_381_200.0), ("2026-11-22", 1_795_305_600.0),
        ("2026-11-22T21:00:00Z", 1_795_381_200.0), ("2026-11-22T23:00:00+02:00", 1_795_381_200.0),
        ("2026-11-22T16:30:00-04:30", 1_795_381_200.0),
    ])
    func parses(text: String, expected: Double) {
        #expect(WallClock.parse(text, in: TimeZone(identifier: "UTC")!)?.timeIntervalSince1970 == expected)
    }

    @Test(arguments: ["2026-11-22T25:00:00", "2026-02-30", "tomorrow", "2026-11-22T21", "2026-11-22 21:00:00", ""])
    func refuses(text: String) {
        #expect(WallClock.parse(text, in: TimeZone(identifier: "UTC")!) == nil)
    }

    @Test func localTimeFollowsTZ() {
        let berlin = TimeZone(identifier: "Europe/Berlin")!
        #expect(WallClock.parse("2026-11-22T22:00:00", in: berlin)?.timeIntervalSince1970 == 1_795_381_200)
    }

    /// Issue 17, item 8: a mistyped command gets "did you mean", not another command's usage.
    @Test func aMistypedCommandGetsASuggestion() {
        let h = Harness()
        let summary = h.run(["sumary"])
        #expect(summary.code == 1 && summary.err.contains("Did you mean `inky summary`?"), "\(summary.err)")
        let add = h.run(["todo", "ad", "milk"])
        #expect(add.code == 1 && add.err.contains("Did you mean `inky todo add`?"), "\(add.err)")
        #expect(h.run(["tgas"]).err.contains("`inky tags`"))
        #expect(!h.run(["lovely", "day"]).err.contains("Did you mean"), "a word far from every command is no typo")
        #expect(!h.run(["todo", "--du", "x"]).err.contains("Did you mean `inky"), "options are the parser's business")
        #expect(CommandSuggestion.closest(to: "todos", among: ["todo", "tags"]) == "todo")
        #expect(CommandSuggestion.closest(to: "lgo", among: ["log", "lint"]) == "log", "two letters swapped")
        #expect(CommandSuggestion.closest(to: "x", among: ["day"]) == nil)
    }
}
