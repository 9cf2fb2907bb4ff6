// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import InkyCore

@Suite("Safe text")
struct SafeTextTests {
    @Test func escapeSequencesAreNeutralised() {
        let hostile = "hi \u{1B}[31mred\u{1B}[0m \u{1B}]0;title\u{07} \u{9B}2J end\u{7F}"
        let safe = SafeText.forTerminal(hostile)
        #expect(!safe.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(safe == "hi ^[[31mred^[[0m ^[]0;title^G \u{FFFD}2J end^?")
    }

    @Test func newlinesKeptOnlyWhenAsked() {
        #expect(SafeText.forTerminal("a\nb\tc") == "a b c")
        #expect(SafeText.forTerminal("a\nb", keepNewlines: true) == "a\nb")
    }

    @Test func decodingReplacesInvalidBytesAndNUL() {
        let decoded = SafeText.decode([0x61, 0xFF, 0x62, 0x00, 0x63])
        #expect(decoded.text == "a\u{FFFD}b\u{FFFD}c")
        #expect(decoded.hadInvalidUTF8 && decoded.hadNUL)
        let clean = SafeText.decode(Array("café ☕️".utf8))
        #expect(clean.text == "café ☕️" && !clean.hadInvalidUTF8 && !clean.hadNUL)
    }

    @Test func templatesFillOrRefuse() {
        #expect(Template.fill("Hi {name}!", with: ["name": "Sam"]) == "Hi Sam!")
        #expect(Template.fill("Hi {name}!", with: [:]) == nil)
        #expect(Template.fill("Hi {name}!", with: ["name": ""]) == nil)
        #expect(Template.fill("Brace { alone", with: [:]) == "Brace { alone")
        #expect(Template.slots(in: "{a} and {b}") == ["a", "b"])
    }
}
