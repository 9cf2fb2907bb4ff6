// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import InkyCore
import InkyData

/// `inky lint [DIR]`: checks prompt files and lexicons, naming each problem's file and line.
struct LintCommand: InkyRunnable {
    static let configuration = CommandConfiguration(commandName: "lint", abstract: Messages.Help.lint)

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp(Messages.Help.lintDir, valueName: "dir")) var directory: String?

    func run(in context: Context) throws {
        let files: [String: String]
        if let directory {
            files = try Self.readTree(URL(fileURLWithPath: directory))
        } else {
            var shipped = EmbeddedData.all
            shipped.merge(FlowLibrary.readFolder(context.configFolder.appendingPathComponent("Prompts"))) { _, own in own }
            files = shipped
        }
        let diagnostics = DataLinter.lint(files: files)
        for problem in diagnostics { context.output.line(SafeText.forTerminal(problem.description)) }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        let checked = files.keys.filter(DataLinter.isChecked).count
        if errors > 0 {
            throw InkyFailure.usage(Messages.lintFound(errors: errors, warnings: warnings, files: checked))
        }
        context.output.line(diagnostics.isEmpty
            ? Messages.lintClean(files: checked)
            : Messages.lintFound(errors: 0, warnings: warnings, files: checked))
    }

    /// The data files under `root`: its Prompts/ and Lexicons/ folders when it holds them, else the
    /// folder itself (hidden folders skipped), keyed by paths that keep `Prompts/` or `Lexicons/`.
    static func readTree(_ root: URL) throws -> [String: String] {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw InkyFailure.usage(Messages.lintNoFolder(root.path))
        }
        let dataFolders = ["Prompts", "Lexicons"].filter { fm.fileExists(atPath: root.appendingPathComponent($0).path) }
        if !dataFolders.isEmpty {
            var files: [String: String] = [:]
            for name in dataFolders { files.merge(try readFolder(root.appendingPathComponent(name), prefix: name)) { a, _ in a } }
            return files
        }
        let base = root.standardizedFileURL.lastPathComponent
        return try readFolder(root, prefix: base == "Prompts" || base == "Lexicons" ? base : nil)
    }

    static func readFolder(_ folder: URL, prefix: String?) throws -> [String: String] {
        let fm = FileManager.default
        guard let walker = fm.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) else {
            throw InkyFailure.usage(Messages.lintNoFolder(folder.path))
        }
        let rootPath = folder.standardizedFileURL.path
        var files: [String: String] = [:]
        for case let url as URL in walker {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                  let data = fm.contents(atPath: url.path) else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(rootPath.count + 1))
            files[prefix.map { $0 + "/" + relative } ?? relative] = String(decoding: data, as: UTF8.self)
        }
        return files
    }
}

/// Runs every data check over a set of files (path -> text): flows and the named prompt files, lexicons in Lexicons/.
enum DataLinter {
    static func isChecked(_ path: String) -> Bool {
        FlowLibrary.mayBeFlow(path) || isLexicon(path) || PromptKind.namedFiles.contains { path.hasSuffix($0) }
    }

    static func isLexicon(_ path: String) -> Bool {
        path.hasSuffix(".tsv") && (path.hasPrefix("Lexicons/") || path.contains("/Lexicons/"))
    }

    static func lint(files: [String: String]) -> [LintDiagnostic] {
        let flows = FlowLibrary(files: files.filter { FlowLibrary.mayBeFlow($0.key) }).diagnostics
        let lexiconFiles = files.filter { isLexicon($0.key) }
        var lexicons = lexiconFiles.isEmpty ? [] : LexiconLinter.lint(files: lexiconFiles)
        // Files the analyzer does not read, with checks of their own.
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            if path.hasSuffix(FeelingsList.path) { lexicons += FeelingsList.parse(text, file: path).1 }
            if path.hasSuffix(SafetyPrompts.path) { lexicons += SafetyPrompts.parse(text, file: path).1 }
            if path.hasSuffix(OnboardingScript.path) { lexicons += OnboardingScript.parse(text, file: path).1 }
            if path.hasSuffix(Affirmations.path) { lexicons += Affirmations.parse(text, file: path).1 }
            if path.hasSuffix(SuggestionRules.path) { lexicons += SuggestionRules.parse(text, file: path).1 }
            if path.hasSuffix(ConversationSettings.path) { lexicons += ConversationSettings.parse(text, file: path).1 }
            if path.hasSuffix(ReplyLexicon.path) { lexicons += ReplyLexicon.parse(text, file: path).1 }
            if path.hasSuffix(EchoLexicon.path) { lexicons += EchoLexicon.parse(text, file: path).1 }
        }
        return flows + lexicons + safetyScreen(files)
    }

    /// The screen's files are read together; one given alone is checked against the shipped others.
    private static func safetyScreen(_ files: [String: String]) -> [LintDiagnostic] {
        let words = files.first { $0.key.hasSuffix(SafetyScreen.wordsPath) }
        let rules = files.first { $0.key.hasSuffix(SafetyScreen.rulesPath) }
        let model = files.first { $0.key.hasSuffix(SafetyScreen.modelPath) }
        guard words != nil || rules != nil || model != nil else { return [] }
        let diagnostics = SafetyScreen.parse(
            words: words?.value ?? EmbeddedData.file(SafetyScreen.wordsPath) ?? "",
            rules: rules?.value ?? EmbeddedData.file(SafetyScreen.rulesPath) ?? "",
            model: model?.value ?? EmbeddedData.file(SafetyScreen.modelPath) ?? "",
            wordsFile: words?.key ?? SafetyScreen.wordsPath, rulesFile: rules?.key ?? SafetyScreen.rulesPath,
            modelFile: model?.key ?? SafetyScreen.modelPath).1
        let given = Set([words?.key, rules?.key, model?.key].compactMap { $0 })
        return diagnostics.filter { given.contains($0.file) }
    }
}
