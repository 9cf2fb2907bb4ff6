// SPDX-License-Identifier: GPL-3.0-or-later
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

    @Test func reflectIsTheDefault() throws {
        let parsed = try InkyCommand.parseAsRoot(["--seed", "4", "--json"])
        let reflect = try #require(parsed as? ReflectCommand)
        #expect(reflect.seed == 4 && reflect.json && reflect.flow == "daily")
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
        #expect(throws: InkyFailure.self) { try Clock.fromEnvironment(["INKY_NOW": "tomorrow-ish"]) }
        let clock = try? Clock.fromEnvironment(["INKY_NOW": "2026-11-22T21:00:00", "TZ": "UTC"])
        #expect(clock?.today.description == "2026-11-22" && clock?.hour == 21)
    }
}
