// SPDX-License-Identifier: GPL-3.0-or-later
import InkyCore
import InkyStore

/// Shows a reflection: styled text at a terminal, plain lines to a pipe, or NDJSON events with `--json`.
///
/// In every mode each question is written and flushed before the next line is read, so another
/// program can hold the conversation. Stored text is neutralised before it reaches a terminal.
final class ReflectionOutput {
    enum Mode { case terminal, plain, json }

    let mode: Mode
    private let context: Context
    init(context: Context, json: Bool) {
        self.context = context
        mode = json ? .json : (context.interactive && context.stdoutIsTerminal ? .terminal : .plain)
    }

    private var style: Style { context.style }

    func say(state: String, text: String) {
        switch mode {
        case .json: emit([("type", "say"), ("state", .string(state)), ("text", .string(text))])
        case .terminal: context.output.line(style.accent(SafeText.forTerminal(text)))
        case .plain: context.output.line(SafeText.forTerminal(text))
        }
    }

    func question(_ q: AskedQuestion) {
        switch mode {
        case .json:
            var fields: [(String, JSONValue)] = [("type", "question"), ("state", .string(q.state)), ("rule", .string(q.questionID)),
                                                 ("tone", .string(q.tone.rawValue)), ("why", .string(q.why)), ("text", .string(q.text))]
            if !q.echoes.isEmpty { fields.append(("echoes", .array(q.echoes.map(JSONValue.string)))) }
            emit(fields)
        case .terminal:
            context.output.line("")
            context.output.line(style.bold(SafeText.forTerminal(q.text)))
        case .plain:
            context.output.line(SafeText.forTerminal(q.text))
        }
        context.output.flush()
    }

    func answer(_ text: String, analysis: TextAnalysis) {
        guard mode == .json else { return }
        emit([("type", "answer"), ("text", .string(text)),
              ("valence", .double(analysis.valence)), ("arousal", .double(analysis.arousal)),
              ("top", .string(analysis.namedEmotion?.rawValue ?? "none")),
              ("topics", .array(analysis.topics.map(JSONValue.string))),
              ("keywords", .array(analysis.keywords.map(JSONValue.string)))])
    }

    func saved(kind: SavedKind, id: Int64) {
        if mode == .json { emit([("type", "saved"), ("kind", .string(kind.rawValue)), ("id", .int(id))]) }
    }

    /// Help, hints and other lines that are not part of the conversation.
    func info(_ text: String) {
        switch mode {
        case .json: emit([("type", "info"), ("text", .string(text))])
        case .terminal: context.output.line(style.dim(text))
        case .plain: context.output.line(text)
        }
        context.output.flush()
    }

    /// `/why`: the reason in plain words, then the question again (`--json`: the rule, the engine's account and
    /// the conditions too).
    func why(_ q: AskedQuestion) {
        switch mode {
        case .json:
            emit([("type", "why"), ("rule", .string(q.questionID)), ("why", .string(q.why)), ("reason", .string(q.reason)),
                  ("conditions", .array(q.conditions.map(JSONValue.string))), ("text", .string(q.text))])
            context.output.flush()
        case .terminal, .plain:
            info(Messages.whyAsked(SafeText.forTerminal(q.reason)))
            question(q)
        }
    }

    /// What the safety screen found (the README's "Safety"): the calm message for a crisis, the lead-in
    /// to the gentle question for a concern. `--json` names the level, the category and the rule.
    func safety(_ finding: SafetyFinding, text: String) {
        switch mode {
        case .json:
            emit([("type", "safety"), ("level", .string(finding.level.rawValue)),
                  ("category", .string(finding.category.rawValue)), ("rule", .string(finding.rule)), ("text", .string(text))])
        case .terminal, .plain:
            guard !text.isEmpty else { break }
            context.output.line("")
            context.output.line(text)
        }
        context.output.flush()
    }

    /// The session's fused mood reading, and a gentle question when its signals disagree.
    /// The reflection's reading, and the question when its signals disagree (`loggedRating`: the self-report
    /// in it is this rating, logged earlier today).
    func mood(_ stored: StoredMood, loggedRating: Int? = nil) {
        switch mode {
        case .json:
            emit([("type", "mood")] + MoodPresenter.json(stored))
            saved(kind: .mood, id: stored.id)
        case .terminal, .plain:
            info(MoodPresenter.sentence(stored))
            if let note = MoodPresenter.conflictNote(stored, loggedRating: loggedRating) { info(note) }
        }
    }

    /// `step` names the todo or goal saved ("todo 4"); `closedTodo` the todo marked done.
    func end(questions: Int, answers: Int, seconds: Double, reason: ReflectionSession.EndReason,
             step: String? = nil, closedTodo: Int64? = nil) {
        switch mode {
        case .json:
            emit([("type", "end"), ("questions", .int(Int64(questions))), ("answers", .int(Int64(answers))),
                  ("seconds", .double(seconds)), ("reason", .string(reason.rawValue))])
        case .terminal: context.output.line(style.dim(Messages.ended(answers: answers, step: step, closedTodo: closedTodo)))
        case .plain: context.output.line(Messages.ended(answers: answers, step: step, closedTodo: closedTodo))
        }
        context.output.flush()
    }

    private func emit(_ pairs: [(String, JSONValue)]) {
        context.output.line(JSONValue.object(pairs).text)
        context.output.flush()
    }
}
