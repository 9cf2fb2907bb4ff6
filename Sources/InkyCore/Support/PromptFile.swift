// SPDX-License-Identifier: GPL-3.0-or-later
import Yams

/// A YAML file from Prompts/, read to its top-level mapping with its `version` checked.
///
/// Every prompt reader starts here, so all read YAML alike and report the same problems with their
/// lines. They share one resolver, the basic one: scalars stay plain text, typed by whoever reads them
/// (`.int`, `.float`, `.string`), and no regular expressions are built at start-up.
public struct PromptFile {
    /// The only format version this inky reads.
    public static let version = 1

    public var root: Node
    public var map: Node.Mapping
    /// Where it was read from, for messages.
    public var file: String

    /// Reads `yaml` from `file`; nil with the problem when it is not YAML, not a mapping or not version 1.
    /// `keys` says what the top level holds ("version and rules"), `what` who needs them ("a flow").
    public static func read(_ yaml: String, file: String, keys: String, what: String = "it") -> (PromptFile?, [LintDiagnostic]) {
        func problem(_ line: Int, _ message: String) -> (PromptFile?, [LintDiagnostic]) {
            (nil, [LintDiagnostic(file: file, line: line, message: message)])
        }
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: yaml, .basic) else { return problem(0, "the file is empty; \(what) needs \(keys)") }
            root = node
        } catch let error as YamlError {
            return problem(line(of: error), "not valid YAML: \(summary(of: error))")
        } catch {
            return problem(0, "not valid YAML")
        }
        guard let map = root.mapping else { return problem(line(of: root), "the top level must be a mapping with \(keys)") }
        guard let version = map["version"] else { return problem(line(of: root), "missing 'version: \(Self.version)'") }
        guard version.int == Self.version else {
            return problem(line(of: version), "version \(version.string ?? "?") is not supported; this inky reads version \(Self.version)")
        }
        return (PromptFile(root: root, map: map, file: file), [])
    }

    /// The node's 1-based line; 0 when unknown.
    public static func line(of node: Node) -> Int { node.mark?.line ?? 0 }

    static func line(of error: YamlError) -> Int {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): return mark.line
        default: return 0
        }
    }

    static func summary(of error: YamlError) -> String {
        switch error {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _): return problem
        case .reader(let problem, _, _, _): return problem
        default: return "unreadable"
        }
    }
}
