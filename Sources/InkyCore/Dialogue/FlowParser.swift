// SPDX-License-Identifier: GPL-3.0-or-later
import Yams

/// Reads a flow from YAML text, reporting every problem with its file and line.
///
/// The format is documented in Prompts/README.md. Parsing is strict: unknown keys are errors,
/// so a typo never silently changes a conversation.
public enum FlowParser {
    static let flowKeys: Set<String> = ["version", "kind", "flow", "title", "start", "close", "budget", "states"]
    static let stateKeys: Set<String> = ["say", "ask", "next", "save"]
    static let questionKeys: Set<String> = ["id", "text", "rank", "tone", "why", "when", "theme", "frame"]
    static let transitionKeys: Set<String> = ["when", "to"]

    /// Parses `yaml` read from `file`; returns the script (nil when unusable) and all diagnostics.
    ///
    /// `kind: flow` may be left out here; `FlowLibrary` and `inky lint` take only files that declare it.
    public static func parse(_ yaml: String, file: String) -> (FlowScript?, [LintDiagnostic]) {
        let (prompt, problems) = read(yaml, file: file)
        guard let prompt else { return (nil, problems) }
        return parse(prompt)
    }

    /// Reads a flow file's top level: valid YAML, a mapping, `version: 1`.
    public static func read(_ yaml: String, file: String) -> (PromptFile?, [LintDiagnostic]) {
        PromptFile.read(yaml, file: file, keys: "version, flow, start and states", what: "a flow")
    }

    /// Parses a flow from its file's top level.
    public static func parse(_ prompt: PromptFile) -> (FlowScript?, [LintDiagnostic]) {
        let (root, mapping, file) = (prompt.root, prompt.map, prompt.file)
        var issues: [LintDiagnostic] = []
        func problem(_ line: Int, _ message: String) {
            issues.append(LintDiagnostic(file: file, line: line, message: message))
        }
        for key in mapping.keys where !flowKeys.contains(key.string ?? "") {
            problem(lineOf(key), "unknown key '\(key.string ?? "?")' (expected one of: \(flowKeys.sorted().joined(separator: ", ")))")
        }
        if case .failure(let wrong) = PromptKind.declared(by: prompt) { issues.append(wrong) }
        let name = requiredString(mapping, "flow", root, &issues, file)
        let title = mapping["title"]?.string ?? name ?? ""
        let start = requiredString(mapping, "start", root, &issues, file)
        let close = mapping["close"]?.string
        let budget = mapping["budget"]?.string
        var states: [FlowState] = []
        if let statesNode = mapping["states"] {
            if let statesMap = statesNode.mapping {
                for (key, body) in statesMap {
                    guard let id = key.string, !id.isEmpty else {
                        problem(lineOf(key), "a state needs a name")
                        continue
                    }
                    if states.contains(where: { $0.id == id }) {
                        problem(lineOf(key), "state '\(id)' is defined twice")
                        continue
                    }
                    if let state = parseState(id: id, key: key, body: body, file: file, issues: &issues) {
                        states.append(state)
                    }
                }
            } else {
                problem(lineOf(statesNode), "'states' must be a mapping from state names to states")
            }
        } else {
            problem(lineOf(root), "missing 'states'")
        }
        guard let name, let start, issues.isEmpty else { return (nil, issues) }
        return (FlowScript(name: name, title: title, start: start, close: close, budget: budget, states: states, source: file), issues)
    }

    static func parseState(id: String, key: Node, body: Node, file: String, issues: inout [LintDiagnostic]) -> FlowState? {
        let at = lineOf(key)
        guard let map = body.mapping else {
            issues.append(.init(file: file, line: at, message: "state '\(id)' must be a mapping with 'say' or 'ask', and 'next'"))
            return nil
        }
        for k in map.keys where !stateKeys.contains(k.string ?? "") {
            issues.append(.init(file: file, line: lineOf(k), message: "unknown key '\(k.string ?? "?")' in state '\(id)' (expected say, ask, next, save)"))
        }
        var say: [String] = []
        if let sayNode = map["say"] {
            say = strings(sayNode, what: "'say' in state '\(id)'", file: file, issues: &issues)
        }
        var questions: [FlowQuestion] = []
        if let askNode = map["ask"] {
            if let list = askNode.sequence {
                for item in list {
                    if let q = parseQuestion(item, state: id, file: file, issues: &issues) { questions.append(q) }
                }
            } else {
                issues.append(.init(file: file, line: lineOf(askNode), message: "'ask' in state '\(id)' must be a list of questions"))
            }
        }
        if say.isEmpty && questions.isEmpty {
            issues.append(.init(file: file, line: at, message: "state '\(id)' neither says nor asks anything"))
        }
        var transitions: [FlowTransition] = []
        if let n = map["next"] {
            if let s = n.string, !s.isEmpty {
                transitions = [FlowTransition(to: s, line: lineOf(n))]
            } else if let list = n.sequence {
                for item in list {
                    guard let t = item.mapping, let to = t["to"]?.string, !to.isEmpty else {
                        issues.append(.init(file: file, line: lineOf(item), message: "each 'next' choice in state '\(id)' needs 'to' (and may have 'when')"))
                        continue
                    }
                    for k in t.keys where !transitionKeys.contains(k.string ?? "") {
                        issues.append(.init(file: file, line: lineOf(k), message: "unknown key '\(k.string ?? "?")' in a 'next' choice of state '\(id)' (expected when, to)"))
                    }
                    let when = t["when"].map { conditions($0, what: "a 'next' choice of state '\(id)'", file: file, issues: &issues) } ?? []
                    transitions.append(FlowTransition(when: when, to: to, line: lineOf(item)))
                }
            } else {
                issues.append(.init(file: file, line: lineOf(n), message: "'next' in state '\(id)' must name a state, or list choices with 'when' and 'to'"))
            }
        }
        return FlowState(id: id, say: say, questions: questions, transitions: transitions,
                         save: map["save"]?.string, line: at)
    }

    static func parseQuestion(_ node: Node, state: String, file: String, issues: inout [LintDiagnostic]) -> FlowQuestion? {
        let at = lineOf(node)
        guard let map = node.mapping else {
            issues.append(.init(file: file, line: at, message: "a question in state '\(state)' must be a mapping with id and text"))
            return nil
        }
        for k in map.keys where !questionKeys.contains(k.string ?? "") {
            issues.append(.init(file: file, line: lineOf(k), message: "unknown key '\(k.string ?? "?")' in a question of state '\(state)' (expected \(questionKeys.sorted().joined(separator: ", ")))"))
        }
        guard let id = map["id"]?.string, !id.isEmpty else {
            issues.append(.init(file: file, line: at, message: "a question in state '\(state)' has no 'id'"))
            return nil
        }
        guard let textNode = map["text"] else {
            issues.append(.init(file: file, line: at, message: "question '\(id)' has no 'text'"))
            return nil
        }
        let variants = strings(textNode, what: "'text' of question '\(id)'", file: file, issues: &issues)
        var rank = 0
        if let r = map["rank"] {
            if let value = r.int { rank = value } else {
                issues.append(.init(file: file, line: lineOf(r), message: "'rank' of question '\(id)' must be a whole number"))
            }
        }
        var tone = Tone.neutral
        if let t = map["tone"] {
            if let value = t.string.flatMap(Tone.init(rawValue:)) { tone = value } else {
                issues.append(.init(file: file, line: lineOf(t), message: "'tone' of question '\(id)' must be one of: supportive, neutral, upbeat"))
            }
        }
        let when = map["when"].map { conditions($0, what: "question '\(id)'", file: file, issues: &issues) } ?? []
        var theme: String?
        if let t = map["theme"] {
            if let value = t.string, !value.isEmpty { theme = value } else {
                issues.append(.init(file: file, line: lineOf(t), message: "'theme' of question '\(id)' must be a word, such as rest or people"))
            }
        }
        var frame: String?
        if let f = map["frame"] {
            if let value = f.string, value.components(separatedBy: FlowQuestion.answerSlot).count == 2 { frame = value } else {
                issues.append(.init(file: file, line: lineOf(f), message: "'frame' of question '\(id)' must hold \(FlowQuestion.answerSlot) once, as in \"What would help me is \(FlowQuestion.answerSlot).\""))
            }
        }
        return FlowQuestion(id: id, variants: variants, rank: rank, tone: tone, why: map["why"]?.string, when: when,
                            theme: theme, frame: frame, line: at)
    }

    /// Conditions: one string or a list of strings, each `name`, `not name` or `name op value`.
    static func conditions(_ node: Node, what: String, file: String, issues: inout [LintDiagnostic]) -> [FlowCondition] {
        let texts = strings(node, what: "'when' of \(what)", file: file, issues: &issues)
        // Each condition of a list is named by its own line (`strings` keeps the non-empty ones).
        let lines = node.sequence.map { $0.filter { !($0.scalar?.string ?? "").isEmpty }.map(lineOf) } ?? [lineOf(node)]
        return zip(texts, lines).compactMap { text, line in
            // Unknown names are the validator's to report, with the rest of the flow's problems.
            switch FlowCondition.parse(text, checkingFact: false) {
            case .success(let condition): return condition
            case .failure(let problem):
                issues.append(.init(file: file, line: line, message: problem.message(in: "'when' of \(what)")))
                return nil
            }
        }
    }

    /// A string or a list of strings.
    static func strings(_ node: Node, what: String, file: String, issues: inout [LintDiagnostic]) -> [String] {
        if let list = node.sequence {
            var out: [String] = []
            for item in list {
                if let s = item.scalar?.string, !s.isEmpty { out.append(s) } else {
                    issues.append(.init(file: file, line: lineOf(item), message: "\(what) must hold only non-empty text"))
                }
            }
            if out.isEmpty { issues.append(.init(file: file, line: lineOf(node), message: "\(what) is empty")) }
            return out
        }
        if let s = node.scalar?.string, !s.isEmpty { return [s] }
        issues.append(.init(file: file, line: lineOf(node), message: "\(what) must be text or a list of texts"))
        return []
    }

    static func requiredString(_ map: Node.Mapping, _ key: String, _ root: Node, _ issues: inout [LintDiagnostic], _ file: String) -> String? {
        guard let node = map[key] else {
            issues.append(.init(file: file, line: lineOf(root), message: "missing '\(key)'"))
            return nil
        }
        guard let s = node.string, !s.isEmpty else {
            issues.append(.init(file: file, line: lineOf(node), message: "'\(key)' must be a name"))
            return nil
        }
        return s
    }

    static func lineOf(_ node: Node) -> Int { PromptFile.line(of: node) }
}
