// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
import InkyCore

@Suite("Slash commands")
struct SlashCommandTests {
    @Test func completion() {
        #expect(SlashCommand.completions(of: "/") == ["/attach", "/done", "/feel", "/help", "/mood", "/quit", "/skip", "/summary", "/why"])
        #expect(SlashCommand.completions(of: "/s") == ["/skip", "/summary"])
        #expect(SlashCommand.completions(of: "/sk") == ["/skip"])
        #expect(SlashCommand.completions(of: "/D") == ["/done"])
        #expect(SlashCommand.completions(of: "/x").isEmpty)
        #expect(SlashCommand.completions(of: "skip").isEmpty)
    }

    @Test func parsing() {
        #expect(SlashCommand.parse("/skip") == .command(.skip, ""))
        #expect(SlashCommand.parse("  /DONE please ") == .command(.done, "please"))
        #expect(SlashCommand.parse("/mood 7") == .command(.mood, "7"))
        #expect(SlashCommand.parse("/feel tired, hopeful") == .command(.feel, "tired, hopeful"))
        #expect(SlashCommand.parse("/dance") == .unknown("/dance"))
        #expect(SlashCommand.parse("//etc is a folder") == .text("/etc is a folder"))
        #expect(SlashCommand.parse("a normal answer / with a slash") == .text("a normal answer / with a slash"))
    }
}
