// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
@testable import InkyCore

/// The shipped safety screen, read once from Lexicons/ for all safety tests.
enum SafetyFixture {
    static let parsed: (SafetyScreen, [LintDiagnostic]) = {
        let root = LexiconFixture.packageRoot()
        func read(_ path: String) -> String {
            (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
        }
        return SafetyScreen.parse(words: read(SafetyScreen.wordsPath), rules: read(SafetyScreen.rulesPath),
                                  model: read(SafetyScreen.modelPath))
    }()

    static var screen: SafetyScreen { parsed.0 }

    /// The shipped rules with another model beside them.
    static func screen(model: String) -> SafetyScreen {
        let root = LexiconFixture.packageRoot()
        func read(_ path: String) -> String {
            (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
        }
        return SafetyScreen.parse(words: read(SafetyScreen.wordsPath), rules: read(SafetyScreen.rulesPath), model: model).0
    }

    static let prompts: SafetyPrompts = {
        let url = LexiconFixture.packageRoot().appendingPathComponent(SafetyPrompts.path)
        return SafetyPrompts.parse((try? String(contentsOf: url, encoding: .utf8)) ?? "").0!
    }()

    /// The analyzer with the screen, as inky builds it.
    static let analyzer = TextAnalyzer(lexicons: LexiconFixture.lexicons, safety: screen)

    /// A labelled set beside this file: level (crisis, concern or none), category, text.
    struct Line { var label: String; var category: String; var text: String }

    static func lines(_ name: String, file: String = #filePath) -> [Line] {
        rows(name, columns: 3, file: file).map { Line(label: $0[0], category: $0[1], text: $0[2]) }
    }

    /// The rows of a tab-separated file beside this one that hold `columns` fields; comments left out.
    static func rows(_ name: String, columns: Int, file: String = #filePath) -> [[String]] {
        let url = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(name)
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { row in
            guard !row.hasPrefix("#") else { return nil }
            let f = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return f.count == columns ? f : nil
        }
    }
}
