// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import InkyCore

/// Words masked to slip past filters are read as what they stand for; other words with symbols are left alone.
@Suite struct SafetyUnmaskingTests {
    static let known: Set<String> = ["suicide", "kill", "myself", "cutting", "unalive", "dead"]

    @Test(arguments: [("s*icide", "suicide"), ("k1ll mys3lf", "kill myself"), ("c*tting again", "cutting again"),
                      ("UNAL!VE", "unalive"), ("d3ad inside", "dead inside"), ("k!ll", "kill")])
    func aMaskedWordIsReadBack(masked: String, read: String) {
        #expect(SafetyUnmasking.mayHoldMask(masked))
        #expect(SafetyUnmasking.unmask(masked) { Self.known.contains($0) } == read)
    }

    @Test(arguments: ["wow!", "mp3 player", "b4 work", "a1c result", "$5 lunch", "3rd time", "me@home.org", "great!!! done"])
    func otherSymbolsStay(text: String) {
        #expect(SafetyUnmasking.unmask(text) { Self.known.contains($0) } == text)
    }

    @Test func theScreenReadsMaskedWords() {
        let screen = SafetyFixture.screen
        #expect(screen.level(of: "i want to k!ll mys3lf tonight") == .crisis)
        #expect(screen.level(of: "thinking about s*icide a lot lately") > .none)
        #expect(screen.level(of: "i want to kill myself tonight") == screen.level(of: "i want to k1ll mys3lf tonight"))
        #expect(screen.level(of: "this mp3 is dead good!") == .none)
    }
}
