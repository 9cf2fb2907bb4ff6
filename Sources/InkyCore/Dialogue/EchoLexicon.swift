// SPDX-License-Identifier: GPL-3.0-or-later

/// The words a reflection uses to say back what was said (Lexicons/echo.tsv): relations, capitalised words
/// that name no one, first person turned to second, and words a phrase said back does not start with.
public struct EchoLexicon: Sendable, Hashable {
    /// The file it is read from, relative to the package root.
    public static let path = "Lexicons/echo.tsv"

    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case role, notAName = "not-a-name", swap, drop, joins, subject
    }

    /// Relations, as lower-case words ("best friend").
    public private(set) var roles: Set<[String]> = []
    public private(set) var notNames: Set<String> = []
    /// One or two lower-case words and what to say instead.
    public private(set) var swaps: [[String]: String] = [:]
    public private(set) var drops: Set<String> = []
    public private(set) var joiners: Set<String> = []
    /// Words a part said back may start with as its subject ("everything went wrong"); a part that starts
    /// otherwise ("lonely and flat", "had dinner with Priya") is said back in quotes, as written.
    public private(set) var subjects: Set<String> = []

    public init() {}

    /// Parses the TSV text; problems are reported with `file` and line, and bad lines skipped.
    public static func parse(_ text: String, file: String = path) -> (EchoLexicon, [LintDiagnostic]) {
        var lexicon = EchoLexicon()
        var issues: [LintDiagnostic] = []
        var seen: [String: Int] = [:]
        for row in TSVReader.rows(text) {
            func problem(_ message: String) { issues.append(LintDiagnostic(file: file, line: row.line, message: message)) }
            let columns = row.fields
            guard (2...3).contains(columns.count), !columns[0].isEmpty else {
                problem("expected two or three tab-separated columns: words, kind, says")
                continue
            }
            guard let kind = Kind(rawValue: columns[1]) else {
                problem("unknown kind '\(columns[1])' (known: \(Kind.allCases.map(\.rawValue).joined(separator: ", ")))")
                continue
            }
            let words = columns[0].split(separator: " ").map(String.init)
            guard (1...2).contains(words.count), words.joined(separator: " ") == columns[0],
                  words.allSatisfy({ $0.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) } })
            else {
                problem("'\(columns[0])' should be one or two lower-case words of a-z and 0-9, without apostrophes")
                continue
            }
            let says = columns.count == 3 ? columns[2] : ""
            guard (kind == .swap) == !says.isEmpty else {
                problem(kind == .swap ? "a swap needs the words to say instead in the third column"
                                      : "only a swap has a third column")
                continue
            }
            if words.count == 2, kind == .notAName || kind == .drop || kind == .joins || kind == .subject {
                problem("a \(kind.rawValue) is one word")
                continue
            }
            let key = kind.rawValue + "\t" + columns[0]
            if let first = seen[key] {
                problem("'\(columns[0])' is listed twice as \(kind.rawValue) (first on line \(first))")
                continue
            }
            seen[key] = row.line
            switch kind {
            case .role: lexicon.roles.insert(words)
            case .notAName: lexicon.notNames.insert(words[0])
            case .swap: lexicon.swaps[words] = says
            case .drop: lexicon.drops.insert(words[0])
            case .joins: lexicon.joiners.insert(words[0])
            case .subject: lexicon.subjects.insert(words[0])
            }
        }
        return (lexicon, issues)
    }
}
