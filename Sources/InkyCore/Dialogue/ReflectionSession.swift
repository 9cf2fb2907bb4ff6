// SPDX-License-Identifier: GPL-3.0-or-later

/// The conversation state machine: walks a flow, saying lines and asking questions.
///
/// Pure: it takes the person's inputs and returns what to show; storing answers and reading
/// lines is the caller's work. Deterministic for a given seed.
public struct ReflectionSession: Sendable {
    /// What the session produces for the caller to show or record.
    public enum Step: Sendable, Hashable {
        case say(state: String, text: String)
        case ask(AskedQuestion)
        case end(EndReason)
    }

    /// What the person did at a question.
    public enum Input: Sendable, Hashable {
        case answer(String)
        /// `/skip`: pass this question.
        case skip
        /// `/done`: wrap up now (the closing lines are still said).
        case done
        /// `/quit`, Ctrl-C twice, or Ctrl-D: stop at once.
        case quit
        /// Input ended (EOF on a pipe).
        case endOfInput
        /// The answer spoke of suicide or self-harm: stop now, with no cheerful follow-up.
        case safety
    }

    public enum EndReason: String, Sendable, Hashable, Codable {
        case complete, done, quit, eof, safety
    }

    public let flow: FlowScript
    public private(set) var current: AskedQuestion?
    public private(set) var answered = 0
    public private(set) var skipped = 0
    public private(set) var asked: [AskedQuestion] = []
    public private(set) var finished: EndReason?

    private var generator: SeededGenerator
    private let slots: [String: String]
    private let recentlyAsked: Set<String>
    private var stepNumber = 0

    /// - Parameters:
    ///   - slots: values for `{name}`, `{part_of_day}` and the other template slots.
    ///   - recentlyAsked: question ids asked in the last days, avoided while others fit.
    public init(flow: FlowScript, slots: [String: String], recentlyAsked: Set<String> = [], seed: UInt64) {
        self.flow = flow
        self.slots = slots
        self.recentlyAsked = recentlyAsked
        generator = SeededGenerator(seed: seed)
    }

    /// Begins the flow: the greeting lines and the first question.
    public mutating func start() -> [Step] {
        run(from: flow.start)
    }

    /// Takes the person's input at the current question and returns what follows.
    public mutating func respond(_ input: Input) -> [Step] {
        guard finished == nil, let question = current else { return [] }
        current = nil
        switch input {
        case .answer:
            answered += 1
            return run(from: flow.state(question.state)?.next)
        case .skip:
            skipped += 1
            return run(from: flow.state(question.state)?.next)
        case .done:
            guard let close = flow.close, close != question.state else { return finish(.done) }
            return run(from: close, reason: .done)
        case .quit:
            return finish(.quit)
        case .endOfInput:
            return finish(.eof)
        case .safety:
            answered += 1
            return finish(.safety)
        }
    }

    private mutating func finish(_ reason: EndReason) -> [Step] {
        finished = reason
        current = nil
        return [.end(reason)]
    }

    /// Walks states from `id`, collecting steps until a question waits for an answer or the flow ends.
    private mutating func run(from id: String?, reason: EndReason = .complete) -> [Step] {
        var steps: [Step] = []
        var next = id
        var visited = 0
        while let stateID = next, let state = flow.state(stateID), visited <= flow.states.count {
            visited += 1
            if let line = QuestionPicker.variant(of: state.say, slots: slots, using: &generator) {
                steps.append(.say(state: state.id, text: line))
            }
            if state.asks && reason == .complete,
               let question = QuestionPicker.pick(from: state.questions, recentlyAsked: recentlyAsked, using: &generator),
               let text = QuestionPicker.variant(of: question.variants, slots: slots, using: &generator) {
                stepNumber += 1
                let asked = AskedQuestion(
                    state: state.id, questionID: question.id, tone: question.tone, text: text,
                    why: why(for: question, in: state))
                current = asked
                self.asked.append(asked)
                steps.append(.ask(asked))
                return steps
            }
            next = state.next
        }
        return steps + finish(reason)
    }

    private func why(for question: FlowQuestion, in state: FlowState) -> String {
        var parts = ["question \(stepNumber) of the \(flow.name) flow, state '\(state.id)'"]
        if recentlyAsked.contains(question.id) {
            parts.append("asked recently, but no other question fits here")
        } else if state.questions.count > 1 {
            parts.append("chosen from \(state.questions.count) in this state (highest rank, rotated)")
        }
        if let reason = question.why.flatMap({ Template.fill($0, with: slots) }) { parts.append(reason) }
        return parts.joined(separator: "; ")
    }
}

/// A question as it was put to the person: which rule chose it and why.
public struct AskedQuestion: Sendable, Hashable, Codable {
    public var state: String
    /// The rule that chose it: the question's id in the flow.
    public var questionID: String
    public var tone: Tone
    public var text: String
    public var why: String

    public init(state: String, questionID: String, tone: Tone, text: String, why: String) {
        self.state = state
        self.questionID = questionID
        self.tone = tone
        self.text = text
        self.why = why
    }
}
