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

    /// Any bytes: the contiguous path and the copying one agree, and invalid UTF-8 is reported exactly when
    /// the standard decoder finds it.
    @Test func decodingAgreesOnAnyBytes() {
        var seed: UInt64 = 2026
        func next() -> UInt64 { seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407; return seed >> 33 }
        let pieces: [[UInt8]] = [Array("ok ".utf8), Array("é".utf8), Array("☕️".utf8), [0xFF], [0xC3], [0xE2, 0x80], [0x00], [0xF0, 0x9F, 0x98, 0x8A]]
        for _ in 0..<2_000 {
            let bytes = (0..<Int(next() % 12)).flatMap { _ in pieces[Int(next() % UInt64(pieces.count))] }
            let contiguous = SafeText.decode(bytes)
            let copied = SafeText.decode(bytes.lazy.map { $0 }) // (no contiguous storage)
            #expect(contiguous == copied)
            #expect(contiguous.hadInvalidUTF8 == !SafeText.isValidUTF8(bytes), "\(bytes)")
            #expect(contiguous.hadNUL == bytes.contains(0))
            #expect(!contiguous.text.unicodeScalars.contains("\u{0}"))
        }
    }

    @Test func templatesFillOrRefuse() {
        #expect(Template.fill("Hi {name}!", with: ["name": "Sam"]) == "Hi Sam!")
        #expect(Template.fill("Hi {name}!", with: [:]) == nil)
        #expect(Template.fill("Hi {name}!", with: ["name": ""]) == nil)
        #expect(Template.fill("Brace { alone", with: [:]) == "Brace { alone")
        #expect(Template.slots(in: "{a} and {b}") == ["a", "b"])
    }

    /// A value that begins a sentence begins with a capital; inside one, or in a `why`, it is left as it is.
    @Test func aSlotThatBeginsASentenceIsCapitalised() {
        #expect(Template.fill("{topic} came up again.", with: ["topic": "work"]) == "Work came up again.")
        #expect(Template.fill("Thanks. {topic} came up.", with: ["topic": "work"]) == "Thanks. Work came up.")
        #expect(Template.fill("How is {topic}?", with: ["topic": "work"]) == "How is work?")
        #expect(Template.fill("\"{todo}\" is done.", with: ["todo": "call mum"]) == "\"call mum\" is done.")
        #expect(Template.fill("{topic} came up", with: ["topic": "work"], sentences: false) == "work came up")
    }
}
