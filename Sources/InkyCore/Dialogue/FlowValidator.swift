// SPDX-License-Identifier: GPL-3.0-or-later

/// Checks a parsed flow for mistakes a reader of the file would miss.
///
/// Unknown states, states no path reaches, loops with no way out, unknown slots,
/// duplicate question ids, and flows that never ask anything.
public enum FlowValidator {
    public static func validate(_ flow: FlowScript) -> [LintDiagnostic] {
        var issues: [LintDiagnostic] = []
        func problem(_ line: Int, _ message: String, _ severity: LintDiagnostic.Severity = .error) {
            issues.append(LintDiagnostic(file: flow.source, line: line, severity: severity, message: message))
        }
        let ids = Set(flow.states.map(\.id))
        if !ids.contains(flow.start) { problem(0, "start state '\(flow.start)' is not defined") }
        if let close = flow.close, !ids.contains(close) { problem(0, "close state '\(close)' is not defined") }
        for state in flow.states {
            if let next = state.next, !ids.contains(next) {
                problem(state.line, "state '\(state.id)' goes to '\(next)', which is not defined")
            }
        }
        // Reachability from start (and from close, which /done jumps to).
        var reachable = Set<String>()
        var frontier = [flow.start] + (flow.close.map { [$0] } ?? [])
        while let id = frontier.popLast() {
            guard ids.contains(id), reachable.insert(id).inserted, let state = flow.state(id) else { continue }
            if let next = state.next { frontier.append(next) }
        }
        for state in flow.states where !reachable.contains(state.id) {
            problem(state.line, "state '\(state.id)' is unreachable: no state leads to it")
        }
        // Every state must reach an end (a state without `next`).
        for state in flow.states where ids.contains(state.id) {
            var seen = Set<String>()
            var current: FlowState? = state
            while let s = current, let next = s.next {
                if !seen.insert(s.id).inserted {
                    problem(state.line, "state '\(state.id)' leads into a loop that never ends")
                    break
                }
                current = flow.state(next)
            }
        }
        if !flow.states.contains(where: \.asks) { problem(0, "the flow asks no question") }
        var questionIDs = Set<String>()
        for state in flow.states {
            for text in state.say { checkSlots(text, line: state.line, &issues, flow.source) }
            for q in state.questions {
                if !questionIDs.insert(q.id).inserted { problem(q.line, "question id '\(q.id)' is used twice") }
                for text in q.variants { checkSlots(text, line: q.line, &issues, flow.source) }
                if let why = q.why { checkSlots(why, line: q.line, &issues, flow.source) }
            }
            if !state.say.isEmpty, !state.say.contains(where: Template.alwaysUsable) {
                problem(state.line, "state '\(state.id)': every 'say' line uses an optional slot such as {name}; add one without it")
            }
            for q in state.questions where !q.variants.contains(where: Template.alwaysUsable) {
                problem(q.line, "question '\(q.id)': every text uses an optional slot such as {name}; add one without it")
            }
        }
        return issues
    }

    static func checkSlots(_ text: String, line: Int, _ issues: inout [LintDiagnostic], _ file: String) {
        for slot in Template.slots(in: text) where !Template.knownSlots.contains(slot) {
            issues.append(LintDiagnostic(file: file, line: line, message: "unknown slot {\(slot)} (known: \(Template.knownSlots.sorted().joined(separator: ", ")))"))
        }
    }
}
