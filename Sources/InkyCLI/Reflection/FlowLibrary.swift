// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore
import InkyData

/// The conversation flows available: the shipped Prompts/ files, then the person's own.
///
/// A flow in `$XDG_CONFIG_HOME/inky/Prompts/` with the same name replaces the shipped one.
public struct FlowLibrary: Sendable {
    public var flows: [String: FlowScript]
    public var diagnostics: [LintDiagnostic]

    /// Parses and validates flow files (path -> YAML text); other files are ignored.
    public init(files: [String: String]) {
        var flows: [String: FlowScript] = [:]
        var diagnostics: [LintDiagnostic] = []
        for (path, text) in files.sorted(by: { $0.key < $1.key }) where Self.isFlowFile(path) {
            let (flow, problems) = FlowParser.parse(text, file: path)
            diagnostics += problems
            guard let flow else { continue }
            let issues = FlowValidator.validate(flow)
            diagnostics += issues
            if !issues.contains(where: { $0.severity == .error }) { flows[flow.name] = flow }
        }
        self.flows = flows
        self.diagnostics = diagnostics
    }

    static func isFlowFile(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return (name.hasSuffix(".yaml") || name.hasSuffix(".yml")) && !name.hasPrefix(".")
            && !Self.dataFiles.contains(name)
    }

    /// YAML files in Prompts/ that hold other data than flows.
    static let dataFiles: Set<String> = ["affirmations.yaml", "suggestions.yaml", "messages.yaml", "safety.yaml", "onboarding.yaml",
                                           "conversation.yaml"]

    /// The shipped flows plus those in the person's config folder.
    public static func load(configFolder: URL) -> FlowLibrary {
        var files = EmbeddedData.files(in: "Prompts")
        files.merge(readFolder(configFolder.appendingPathComponent("Prompts"))) { _, own in own }
        return FlowLibrary(files: files)
    }

    /// Reads every file of a folder (not recursive) as text, keyed by path.
    public static func readFolder(_ folder: URL) -> [String: String] {
        var files: [String: String] = [:]
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return files }
        for name in names.sorted() {
            let url = folder.appendingPathComponent(name)
            if let data = FileManager.default.contents(atPath: url.path) {
                files[url.path] = String(decoding: data, as: UTF8.self)
            }
        }
        return files
    }
}
