// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Finds language about suicide or self-harm in an answer, from the phrases in Lexicons/safety.tsv.
///
/// It errs toward caring: a match stops the reflection for a calm message, so only hyperbole the
/// file names ("die of embarrassment") and negated phrases marked negatable are let through.
public struct SafetyScreen: Sendable {
    public static let path = "Lexicons/safety.tsv"

    struct Phrase: Sendable {
        var words: [String]
        var negatable: Bool
    }

    private var crisis: [Phrase] = []
    private var excludes: [[String]] = []
    private var negators: Set<String> = []
    private var tails: [[String]] = []

    /// A screen that matches nothing, for when no safety file exists.
    public init() {}

    /// Parses the TSV text; problems come back with file and line, and bad lines are skipped.
    public static func parse(_ text: String, file: String = path) -> (SafetyScreen, [LintDiagnostic]) {
        var screen = SafetyScreen()
        var issues: [LintDiagnostic] = []
        var seen = Set<String>()
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let columns = raw.split(separator: "\t", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            func problem(_ message: String) { issues.append(LintDiagnostic(file: file, line: index + 1, message: message)) }
            guard (2...3).contains(columns.count), !columns[1].isEmpty else {
                problem("expected kind, phrase and optional flags, separated by tabs")
                continue
            }
            let words = Self.words(of: columns[1])
            let flags = columns.count == 3 ? columns[2] : ""
            guard seen.insert(columns[0] + "\t" + words.joined(separator: " ")).inserted else {
                problem("'\(columns[1])' is listed twice")
                continue
            }
            switch columns[0] {
            case "crisis":
                guard flags.isEmpty || flags == "negatable" else {
                    problem("unknown flag '\(flags)' (only: negatable)")
                    continue
                }
                screen.crisis.append(Phrase(words: words, negatable: flags == "negatable"))
            case "exclude": screen.excludes.append(words)
            case "negator": screen.negators.insert(words.joined(separator: " "))
            case "tail": screen.tails.append(words)
            default: problem("unknown kind '\(columns[0])' (expected crisis, exclude, negator or tail)")
            }
        }
        if screen.crisis.isEmpty { issues.append(LintDiagnostic(file: file, line: 0, message: "no crisis phrases")) }
        return (screen, issues)
    }

    /// The first crisis phrase in `text`, or nil.
    public func match(_ text: String) -> String? {
        let tokens = Self.words(of: text)
        guard !tokens.isEmpty else { return nil }
        var excluded = Set<Int>() // token positions inside an exclude phrase
        for phrase in excludes {
            for start in Self.occurrences(of: phrase, in: tokens) { excluded.formUnion(start..<(start + phrase.count)) }
        }
        for phrase in crisis {
            for start in Self.occurrences(of: phrase.words, in: tokens) {
                let end = start + phrase.words.count
                if (start..<end).allSatisfy(excluded.contains) { continue }
                if phrase.negatable, start > 0, negators.contains(tokens[start - 1]) { continue }
                if tails.contains(where: { Self.occurs($0, in: tokens, at: end) }) { continue }
                return phrase.words.joined(separator: " ")
            }
        }
        return nil
    }

    /// Lower-case words: letters and digits, apostrophes dropped, everything else a break.
    static func words(of text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar == "'" || scalar == "\u{2019}" { continue }
            if CharacterSet.alphanumerics.contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    static func occurrences(of phrase: [String], in tokens: [String]) -> [Int] {
        guard phrase.count <= tokens.count else { return [] }
        return (0...(tokens.count - phrase.count)).filter { occurs(phrase, in: tokens, at: $0) }
    }

    static func occurs(_ phrase: [String], in tokens: [String], at start: Int) -> Bool {
        guard start + phrase.count <= tokens.count else { return false }
        return zip(phrase, tokens[start...]).allSatisfy { $0 == $1 }
    }
}
