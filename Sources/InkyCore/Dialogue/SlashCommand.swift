// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// A command typed inside the reflection, such as `/skip`.
public enum SlashCommand: String, CaseIterable, Sendable {
    case help, skip, done, why, quit
    /// `/mood 0-10`: how you'd rate right now, your own word on your mood.
    case mood
    /// `/feel WORDS`: the feelings you'd name.
    case feel
    /// `/attach PATH`: a photo whose colours add to the mood reading.
    case attach
    /// `/summary`: a compact look at the last seven days.
    case summary

    /// What a typed line means: a command with the rest of the line, text, or an unknown command.
    public enum Parsed: Sendable, Hashable {
        case command(SlashCommand, String)
        case text(String)
        case unknown(String)
    }

    /// Parses a line; `//text` escapes a leading slash and gives `/text`.
    public static func parse(_ line: String) -> Parsed {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("/") else { return .text(line) }
        if trimmed.hasPrefix("//") { return .text(String(trimmed.dropFirst())) }
        let word = trimmed.dropFirst().prefix { !$0.isWhitespace }
        let rest = trimmed.dropFirst(word.count + 1).trimmingCharacters(in: .whitespaces)
        if let command = SlashCommand(rawValue: word.lowercased()) { return .command(command, rest) }
        return .unknown("/" + word.lowercased())
    }

    /// Every command as typed, for completion.
    public static var spellings: [String] { allCases.map { "/" + $0.rawValue } }

    /// Completions of `prefix` (the text typed so far at the start of the line).
    public static func completions(of prefix: String, among words: [String] = spellings) -> [String] {
        guard prefix.hasPrefix("/") else { return [] }
        return words.filter { $0.hasPrefix(prefix.lowercased()) }.sorted()
    }
}
