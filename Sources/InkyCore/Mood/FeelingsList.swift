// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// The specific feelings a person can pick under each emotion category (Lexicons/feelings.tsv).
public struct FeelingsList: Sendable, Hashable {
    /// The file it is read from, relative to the package root.
    public static let path = "Lexicons/feelings.tsv"

    /// Feelings per category, in file order.
    public private(set) var byCategory: [EmotionCategory: [String]] = [:]
    private var categoryOf: [String: EmotionCategory] = [:]

    public init() {}

    /// The category a feeling belongs to (case and surrounding spaces ignored).
    public func category(of feeling: String) -> EmotionCategory? {
        categoryOf[Self.normalise(feeling)]
    }

    /// Whether `feeling` is one of the listed feelings.
    public func contains(_ feeling: String) -> Bool { category(of: feeling) != nil }

    /// Parses the TSV text; problems are reported with `file` and line, and bad lines skipped.
    public static func parse(_ text: String, file: String = path) -> (FeelingsList, [LintDiagnostic]) {
        var list = FeelingsList()
        var issues: [LintDiagnostic] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let columns = rawLine.split(separator: "\t", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            func problem(_ message: String) { issues.append(LintDiagnostic(file: file, line: index + 1, message: message)) }
            guard columns.count == 2, !columns[0].isEmpty else {
                problem("expected two tab-separated columns: feeling, category")
                continue
            }
            guard let category = EmotionCategory(rawValue: columns[1]) else {
                problem("unknown category '\(columns[1])' (known: \(EmotionCategory.allCases.map(\.rawValue).joined(separator: ", ")))")
                continue
            }
            let feeling = normalise(columns[0])
            if list.categoryOf[feeling] != nil {
                problem("'\(feeling)' is listed twice")
                continue
            }
            list.categoryOf[feeling] = category
            list.byCategory[category, default: []].append(feeling)
        }
        for category in EmotionCategory.allCases where list.byCategory[category] == nil {
            issues.append(LintDiagnostic(file: file, line: 0, severity: .warning, message: "no feelings listed for '\(category.rawValue)'"))
        }
        return (list, issues)
    }

    static func normalise(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespaces).lowercased()
    }
}
