// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
@testable import InkyCore

/// The shipped `Lexicons/` folder, found by walking up from this file, loaded once for all analysis tests.
enum LexiconFixture {
    /// The folder holding `Lexicons/` (the package root), found from `#filePath`.
    static func packageRoot(from file: String = #filePath) -> URL {
        var directory = URL(fileURLWithPath: file).deletingLastPathComponent()
        while directory.path != "/" {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Lexicons").path, isDirectory: &isDirectory),
               isDirectory.boolValue {
                return directory
            }
            directory = directory.deletingLastPathComponent()
        }
        fatalError("no Lexicons/ folder above \(file)")
    }

    /// Every file of `Lexicons/`, keyed "Lexicons/<name>".
    static let files: [String: String] = {
        let folder = packageRoot().appendingPathComponent("Lexicons")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var files: [String: String] = [:]
        for name in names where !name.hasPrefix(".") {
            if let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) {
                files["Lexicons/" + name] = text
            }
        }
        return files
    }()

    static let lexicons: LexiconSet = {
        do { return try LexiconSet.load(files: files) } catch { fatalError("shipped lexicons do not load: \(error)") }
    }()

    static let analyzer = TextAnalyzer(lexicons: lexicons)

    /// The lexicons without the learned layer of `mood-model.tsv`: the rules and words alone, for tests of
    /// the lexicon's own heuristics (the layer is tested in MoodModelTests and by the development sets).
    static let lexiconOnlyAnalyzer: TextAnalyzer = {
        do { return TextAnalyzer(lexicons: try LexiconSet.load(files: files.filter { $0.key != MoodModel.path })) }
        catch { fatalError("shipped lexicons do not load: \(error)") }
    }()

    /// A file next to this one (the development set).
    static func sibling(_ name: String, of file: String = #filePath) -> URL {
        URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(name)
    }
}
