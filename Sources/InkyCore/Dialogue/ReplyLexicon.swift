// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// The words that tell what a short reply means (Lexicons/replies.tsv): done, not yet, a negator, or nothing.
public struct ReplyLexicon: Sendable, Hashable {
    /// The file it is read from, relative to the package root.
    public static let path = "Lexicons/replies.tsv"

    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case done, notYet = "not-yet", negator, nothing, flat
    }

    /// Where a phrase may stand in a reply.
    public enum Place: String, Sendable, Hashable, CaseIterable {
        case any, start
    }

    /// One phrase as words, with where it may stand.
    public struct Phrase: Sendable, Hashable {
        public var words: [String]
        public var place: Place
    }

    public private(set) var phrases: [Kind: [Phrase]] = [:]

    public init() {}

    /// The phrases of one kind.
    public func phrases(_ kind: Kind) -> [Phrase] { phrases[kind] ?? [] }

    /// Parses the TSV text; problems are reported with `file` and line, and bad lines skipped.
    public static func parse(_ text: String, file: String = path) -> (ReplyLexicon, [LintDiagnostic]) {
        var lexicon = ReplyLexicon()
        var issues: [LintDiagnostic] = []
        var seen = Set<String>()
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = rawLine.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            func problem(_ message: String) { issues.append(LintDiagnostic(file: file, line: index + 1, message: message)) }
            let columns = rawLine.split(separator: "\t", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard (2...3).contains(columns.count), !columns[0].isEmpty else {
                problem("expected two or three tab-separated columns: phrase, kind, where")
                continue
            }
            guard let kind = Kind(rawValue: columns[1]) else {
                problem("unknown kind '\(columns[1])' (known: \(Kind.allCases.map(\.rawValue).joined(separator: ", ")))")
                continue
            }
            let placeText = columns.count == 3 && !columns[2].isEmpty ? columns[2] : Place.any.rawValue
            guard let place = Place(rawValue: placeText) else {
                problem("unknown place '\(placeText)' (known: \(Place.allCases.map(\.rawValue).joined(separator: ", ")))")
                continue
            }
            if place == .start, kind == .nothing || kind == .negator || kind == .flat {
                problem("a \(kind.rawValue) phrase may stand anywhere; leave the third column out")
                continue
            }
            let words = Self.words(columns[0])
            guard words.joined(separator: " ") == columns[0] else {
                problem("'\(columns[0])' should be lower-case words separated by single spaces, without apostrophes or punctuation (write '\(words.joined(separator: " "))')")
                continue
            }
            guard seen.insert(kind.rawValue + "\t" + columns[0]).inserted else {
                problem("'\(columns[0])' is listed twice as \(kind.rawValue)")
                continue
            }
            lexicon.phrases[kind, default: []].append(Phrase(words: words, place: place))
        }
        for kind in Kind.allCases where lexicon.phrases[kind] == nil {
            issues.append(LintDiagnostic(file: file, line: 0, message: "no '\(kind.rawValue)' phrases listed"))
        }
        return (lexicon, issues)
    }

    /// Lower-case words of a reply: apostrophes and slashes dropped ("didn't" → "didnt", "n/a" → "na"),
    /// anything else that is not a letter or digit separates words.
    public static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar == "'" || scalar == "\u{2019}" || scalar == "/" { continue }
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The positions in `words` where `phrase` begins (only 0 for a phrase that must start the reply).
    /// Whether every word belongs to a phrase of one of `kinds` (true with no words).
    public func covers(_ words: [String], with kinds: [Kind]) -> Bool {
        var covered = Array(repeating: false, count: words.count)
        for kind in kinds {
            for phrase in phrases(kind) {
                for start in starts(of: phrase, in: words) {
                    for i in start..<(start + phrase.words.count) { covered[i] = true }
                }
            }
        }
        return covered.allSatisfy { $0 }
    }

    func starts(of phrase: Phrase, in words: [String]) -> [Int] {
        guard !phrase.words.isEmpty, phrase.words.count <= words.count else { return [] }
        let last = phrase.place == .start ? 0 : words.count - phrase.words.count
        return (0...last).filter { Array(words[$0..<($0 + phrase.words.count)]) == phrase.words }
    }
}
