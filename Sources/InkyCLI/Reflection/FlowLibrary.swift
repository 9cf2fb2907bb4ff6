// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore
import InkyData

/// The conversation flows available: the shipped Prompts/ files, then the person's own.
///
/// A file is a flow when it declares `kind: flow`; a YAML file that is neither that nor one inky reads
/// by name (`PromptKind.namedFiles`) is reported. A flow in `$XDG_CONFIG_HOME/inky/Prompts/` with the
/// same name replaces the shipped one.
struct FlowLibrary: Sendable {
    var flows: [String: FlowScript]
    var diagnostics: [LintDiagnostic]

    /// Parses and validates the flow files among `files` (path -> text), then among `own` (the person's,
    /// read after the shipped ones so that a flow of the same name replaces it); other files are ignored.
    init(files: [String: String], own: [String: String] = [:]) {
        var flows: [String: FlowScript] = [:]
        var diagnostics: [LintDiagnostic] = []
        let ordered = files.sorted { $0.key < $1.key } + own.sorted { $0.key < $1.key }
        for (path, text) in ordered where Self.mayBeFlow(path) {
            let (prompt, unread) = FlowParser.read(text, file: path)
            diagnostics += unread
            guard let prompt else { continue }
            switch PromptKind.declared(by: prompt) {
            case .success(.flow?): break
            case .success(nil): diagnostics.append(PromptKind.undeclared(prompt)); continue
            case .failure(let unknown): diagnostics.append(unknown); continue
            }
            let (flow, problems) = FlowParser.parse(prompt)
            diagnostics += problems
            guard let flow else { continue }
            let issues = FlowValidator.validate(flow)
            diagnostics += issues
            if !issues.contains(where: { $0.severity == .error }) { flows[flow.name] = flow }
        }
        self.flows = flows
        self.diagnostics = diagnostics
    }

    /// A YAML file of a prompt folder that inky does not read by name: a flow, if it says so.
    static func mayBeFlow(_ path: String) -> Bool { PromptKind.isPromptYAML(path) && !PromptKind.isNamedFile(path) }

    /// Whether `text` at `path` is a flow file: one that declares `kind: flow`.
    static func isFlowFile(_ path: String, _ text: String) -> Bool {
        guard mayBeFlow(path), let prompt = FlowParser.read(text, file: path).0 else { return false }
        return (try? PromptKind.declared(by: prompt).get()) == .flow
    }

    /// The shipped flows plus those in the person's config folder.
    static func load(configFolder: URL) -> FlowLibrary {
        FlowLibrary(files: EmbeddedData.files(in: "Prompts"), own: readFolder(configFolder.appendingPathComponent("Prompts")))
    }

    /// Reads every file of a folder (not recursive) as text, keyed by path.
    static func readFolder(_ folder: URL) -> [String: String] {
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
