// SPDX-License-Identifier: GPL-3.0-or-later

/// What a YAML file in Prompts/ is. A flow says so with `kind: flow`; the other files are read by
/// their fixed names, each by its own reader, and declare nothing.
public enum PromptKind: String, Sendable, CaseIterable {
    case flow

    /// The files inky reads by name (`Prompts/suggestions.yaml`, ...); every other YAML file declares its kind.
    public static let namedFiles: [String] = [
        Affirmations.path, ConversationSettings.path, OnboardingScript.path, SafetyPrompts.path, SuggestionRules.path,
    ]

    /// Whether `path` ends in the name of one of `namedFiles`, wherever its folder is.
    public static func isNamedFile(_ path: String) -> Bool {
        let name = fileName(path)
        return namedFiles.contains { fileName($0) == name }
    }

    /// Whether `path` is a YAML file a prompt folder may hold: `.yaml` or `.yml`, not hidden.
    public static func isPromptYAML(_ path: String) -> Bool {
        let name = fileName(path)
        return (name.hasSuffix(".yaml") || name.hasSuffix(".yml")) && !name.hasPrefix(".")
    }

    /// The kind `file` declares: nil when it has no `kind`, a problem when inky does not know the one it names.
    public static func declared(by file: PromptFile) -> Result<PromptKind?, LintDiagnostic> {
        guard let node = file.map["kind"] else { return .success(nil) }
        guard let kind = node.string.flatMap(PromptKind.init(rawValue:)) else {
            return .failure(LintDiagnostic(file: file.file, line: PromptFile.line(of: node),
                                           message: "unknown kind '\(node.string ?? "?")' (known: \(allCases.map(\.rawValue).joined(separator: ", ")))"))
        }
        return .success(kind)
    }

    /// Said of a YAML file that is neither read by name nor declares a kind: it is not taken as a flow.
    public static func undeclared(_ file: PromptFile) -> LintDiagnostic {
        LintDiagnostic(file: file.file, line: PromptFile.line(of: file.root),
                       message: "not read as a flow: it has no 'kind: flow' (inky's other prompt files have fixed names: "
                           + namedFiles.map(fileName).joined(separator: ", ") + ")")
    }

    static func fileName(_ path: String) -> String { String(path.split(separator: "/").last ?? Substring(path)) }
}
