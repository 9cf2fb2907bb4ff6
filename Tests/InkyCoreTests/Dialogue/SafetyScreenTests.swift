// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import InkyCore

@Suite("Safety screen")
struct SafetyScreenTests {
    static let screen: SafetyScreen = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Lexicons/safety.tsv").path) {
            folder.deleteLastPathComponent()
        }
        let text = try! String(contentsOf: folder.appendingPathComponent("Lexicons/safety.tsv"), encoding: .utf8)
        return SafetyScreen.parse(text).0
    }()

    @Test(arguments: [
        "I want to kill myself", "Honestly I just want to die.", "I've been thinking about suicide",
        "I don't want to be here anymore", "Everyone would be better off without me", "I CAN'T GO ON like this",
        "sometimes I hurt myself when it gets bad", "I wish I wasn't alive", "What's the point, I have nothing to live for",
        "I keep thinking I'd rather never wake up", "I feel suicidal tonight", "I've been self-harming... self harm again",
    ])
    func crisisLanguageIsFound(text: String) {
        #expect(Self.screen.match(text) != nil, "missed: \(text)")
    }

    @Test(arguments: [
        "This deadline is killing me", "I could die of embarrassment", "I nearly died laughing at the film",
        "I'd kill for a coffee right now", "My phone died on the way home", "dead tired after the gym",
        "We watched Suicide Squad again", "I cut myself some slack today", "I'm not suicidal, just very tired",
        "I don't want to die of boredom in that meeting", "killer workout this morning", "the plant died, sadly",
        "I overdosed on chocolate cake", "", "I want to dive into this book", "ugh, I can't do this printer anymore",
    ])
    func hyperboleAndEverydayLanguageAreNot(text: String) {
        #expect(Self.screen.match(text) == nil, "false alarm: \(text)")
    }

    @Test func lintReportsFileAndLine() {
        let (_, issues) = SafetyScreen.parse("crisis\tkill myself\ncrisis\tkill myself\nmystery\tthing\ncrisis\tx\tloud\n", file: "s.tsv")
        #expect(issues.map(\.description) == [
            "s.tsv:2: error: 'kill myself' is listed twice",
            "s.tsv:3: error: unknown kind 'mystery' (expected crisis, exclude, negator or tail)",
            "s.tsv:4: error: unknown flag 'loud' (only: negatable)",
        ])
        #expect(SafetyScreen.parse("# nothing\n", file: "s.tsv").1.map(\.description) == ["s.tsv: error: no crisis phrases"])
    }
}
