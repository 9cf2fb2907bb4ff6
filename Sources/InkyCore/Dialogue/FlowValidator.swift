// SPDX-License-Identifier: GPL-3.0-or-later

/// Checks a parsed flow for mistakes a reader of the file would miss.
///
/// Unknown states, states no path reaches, loops with no way out, unknown conditions and slots,
/// duplicate question ids, and flows that never ask anything.
public enum FlowValidator {
    /// What a state's `save` may say.
    /// `next-step` keeps the answer as a todo or goal; `last-step` reads it as news of the last step
    /// (a clear "done" closes that todo).
    public static let saveKinds: Set<String> = ["next-step", "last-step", "intention"]

    public static func validate(_ flow: FlowScript) -> [LintDiagnostic] {
        var issues: [LintDiagnostic] = []
        func problem(_ line: Int, _ message: String, _ severity: LintDiagnostic.Severity = .error) {
            issues.append(LintDiagnostic(file: flow.source, line: line, severity: severity, message: message))
        }
        let ids = Set(flow.states.map(\.id))
        if !ids.contains(flow.start) { problem(0, "start state '\(flow.start)' is not defined") }
        if let close = flow.close, !ids.contains(close) { problem(0, "close state '\(close)' is not defined") }
        if let budget = flow.budget, !ids.contains(budget) { problem(0, "budget state '\(budget)' is not defined") }
        for state in flow.states {
            for t in state.transitions where !ids.contains(t.to) {
                problem(t.line > 0 ? t.line : state.line, "state '\(state.id)' goes to '\(t.to)', which is not defined")
            }
            for t in state.transitions { checkConditions(t.when, line: t.line > 0 ? t.line : state.line, &issues, flow.source) }
            if let save = state.save, !saveKinds.contains(save) {
                problem(state.line, "state '\(state.id)' saves '\(save)', which inky does not know (known: \(saveKinds.sorted().joined(separator: ", ")))")
            }
        }
        // Reachability from start, and from close and budget, which the engine may jump to.
        var reachable = Set<String>()
        var frontier = [flow.start] + [flow.close, flow.budget].compactMap { $0 }
        while let id = frontier.popLast() {
            guard ids.contains(id), reachable.insert(id).inserted, let state = flow.state(id) else { continue }
            frontier += state.transitions.map(\.to)
        }
        for state in flow.states where !reachable.contains(state.id) {
            problem(state.line, "state '\(state.id)' is unreachable: no state leads to it")
        }
        // Every state must be able to reach an end: a state that may stop (no unconditional way out).
        // (A way out to an undefined state is reported above, so it counts as an end here.)
        var ending = Set(flow.states.filter { state in
            state.transitions.allSatisfy { !$0.when.isEmpty } || state.transitions.contains { !ids.contains($0.to) }
        }.map(\.id))
        var grew = true
        while grew {
            grew = false
            for state in flow.states where !ending.contains(state.id) && state.transitions.contains(where: { ending.contains($0.to) }) {
                ending.insert(state.id)
                grew = true
            }
        }
        for state in flow.states where ids.contains(state.id) && !ending.contains(state.id) {
            problem(state.line, "state '\(state.id)' leads into a loop that never ends")
        }
        if !flow.states.contains(where: \.asks) { problem(0, "the flow asks no question") }
        var questionIDs = Set<String>()
        for state in flow.states {
            for text in state.say { checkSlots(text, line: state.line, &issues, flow.source) }
            for q in state.questions {
                if !questionIDs.insert(q.id).inserted { problem(q.line, "question id '\(q.id)' is used twice") }
                for text in q.variants { checkSlots(text, line: q.line, &issues, flow.source) }
                if let why = q.why { checkSlots(why, line: q.line, &issues, flow.source) }
                checkConditions(q.when, line: q.line, &issues, flow.source)
            }
            if !state.say.isEmpty, !state.say.contains(where: Template.alwaysUsable) {
                problem(state.line, "state '\(state.id)': every 'say' line uses an optional slot such as {name}; add one without it")
            }
            // A question with conditions may rely on its slots (`when: last.step` gives {todo}); one without must not.
            for q in state.questions where q.when.isEmpty && !q.variants.contains(where: Template.alwaysUsable) {
                problem(q.line, "question '\(q.id)': every text uses an optional slot such as {name}; add one without it, or a 'when' that ensures it")
            }
        }
        return issues
    }

    static func checkSlots(_ text: String, line: Int, _ issues: inout [LintDiagnostic], _ file: String) {
        for slot in Template.slots(in: text) where !Template.knownSlots.contains(slot) {
            issues.append(LintDiagnostic(file: file, line: line, message: "unknown slot {\(slot)} (known: \(Template.knownSlots.sorted().joined(separator: ", ")))"))
        }
    }

    static func checkConditions(_ conditions: [FlowCondition], line: Int, _ issues: inout [LintDiagnostic], _ file: String) {
        for problem in conditions.compactMap(\.unknownFact) {
            issues.append(LintDiagnostic(file: file, line: line, message: problem.message()))
        }
    }
}
