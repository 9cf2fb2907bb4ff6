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
        let url = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(name)
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { row in
            guard !row.hasPrefix("#") else { return nil }
            let f = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return f.count == 3 ? Line(label: f[0], category: f[1], text: f[2]) : nil
        }
    }
}
