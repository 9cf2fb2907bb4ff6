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
        /// The answer spoke of suicide or self-harm (crisis): stop now, with no cheerful follow-up.
        case safety
        /// The answer raised a concern, or spoke of someone else's crisis: ask this one question
        /// (state `safety`) before the flow goes on, gently.
        case safetyQuestion(id: String, text: String, why: String, reason: String)
    }

    /// Slots filled from the person's own words (what they said, who they named, what keeps coming up).
    public static let personalSlots: Set<String> = ["echo", "person", "topic"]

    /// The state of a question asked by the safety screen rather than by the flow.
    public static let safetyState = "safety"

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
    private var slots: [String: String]
    private let recentlyAsked: Set<String>
    private let variantsAsked: [String: Double]
    private var stepNumber = 0
    /// What the conversation knows now; the caller updates it before each `respond`.
    public private(set) var facts = ConversationFacts()
    private var budgetTaken = false
    /// The flow state to go on from once the safety question is answered.
    private var resumeAfter: String?
    /// After a safety question nothing upbeat is asked for the rest of the session.
    public private(set) var gentle = false
    /// Whether a question has already said back the person's own words; until then a variant that can is preferred.
    private var echoed = false

    /// The fact that holds when the last answer sounded clearly low: nothing upbeat follows it.
    public static let lowAnswerFact = "answer.low"

    /// - Parameters:
    ///   - slots: values for `{name}`, `{part_of_day}` and the other template slots.
    ///   - recentlyAsked: question ids asked in the last days, avoided while others fit.
    ///   - variantsAsked: when each text was last asked (`QuestionPicker.variantKey`; larger is later).
    public init(flow: FlowScript, slots: [String: String], recentlyAsked: Set<String> = [],
                variantsAsked: [String: Double] = [:], seed: UInt64) {
        self.variantsAsked = variantsAsked
        self.flow = flow
        self.slots = slots
        self.recentlyAsked = recentlyAsked
        generator = SeededGenerator(seed: seed)
    }

    /// Replaces the facts conditions read, and adds slot values (such as {topic} or {todo}).
    public mutating func update(facts: ConversationFacts, slots extra: [String: String] = [:]) {
        self.facts = facts
        slots.merge(extra) { _, new in new }
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
            return run(from: nextState(after: resumeState(after: question)))
        case .skip:
            skipped += 1
            return run(from: nextState(after: resumeState(after: question)))
        case .safetyQuestion(let id, let text, let why, let reason):
            answered += 1
            gentle = true
            if question.state != Self.safetyState { resumeAfter = question.state }
            let asked = AskedQuestion(state: Self.safetyState, questionID: id, tone: .supportive, text: text, why: why,
                                      reason: reason)
            current = asked
            self.asked.append(asked)
            return [.ask(asked)]
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

    /// The flow state a question belongs to; the safety question goes on from where the flow was.
    private mutating func resumeState(after question: AskedQuestion) -> String {
        guard question.state == Self.safetyState, let resume = resumeAfter else { return question.state }
        resumeAfter = nil
        return resume
    }

    private mutating func finish(_ reason: EndReason) -> [Step] {
        finished = reason
        current = nil
        return [.end(reason)]
    }

    /// The state after `id`: the budget state once time is up, else the first transition whose conditions hold.
    private mutating func nextState(after id: String) -> String? {
        guard let state = flow.state(id) else { return nil }
        if let budget = flow.budget, !budgetTaken, facts["budget.over"] == .flag(true), id != budget {
            budgetTaken = true
            return budget
        }
        return state.transitions.first { $0.when.allSatisfy { $0.holds(in: facts) } }?.to
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
            let low = facts[Self.lowAnswerFact] == .flag(true)
            let fitting = state.questions.filter { q in
                !((gentle || low) && q.tone == .upbeat)
                    && q.when.allSatisfy { $0.holds(in: facts) } && q.variants.contains { Template.fill($0, with: slots) != nil }
            }
            if reason == .complete,
               let question = QuestionPicker.pick(from: fitting, recentlyAsked: recentlyAsked,
                                                  preferred: echoed ? nil : { [slots] in Self.canEcho($0, slots: slots) },
                                                  using: &generator),
               let (index, template, text) = QuestionPicker.filledVariant(
                   of: question.variants, id: question.id, slots: slots, lastAsked: variantsAsked,
                   preferring: echoed ? [] : Self.personalSlots, using: &generator) {
                stepNumber += 1
                let asked = AskedQuestion(
                    state: state.id, questionID: question.id, tone: question.tone, text: text,
                    why: why(for: question, in: state, among: fitting.count), reason: plainReason(for: question),
                    conditions: question.when.map(\.description),
                    echoes: Template.slots(in: template).filter(Self.personalSlots.contains), variant: index)
                if !asked.echoes.isEmpty { echoed = true }
                current = asked
                self.asked.append(asked)
                steps.append(.ask(asked))
                return steps
            }
            next = reason == .complete ? nextState(after: state.id) : state.next
        }
        return steps + finish(reason)
    }

    /// Whether one of the question's texts can say back the person's own words now.
    private static func canEcho(_ question: FlowQuestion, slots: [String: String]) -> Bool {
        question.variants.contains { t in
            Template.slots(in: t).contains(where: Self.personalSlots.contains) && Template.fill(t, with: slots) != nil
        }
    }

    /// The rule and its evidence, for `/why` and the `why` field: which step, which conditions held and on what.
    private func why(for question: FlowQuestion, in state: FlowState, among fitting: Int) -> String {
        var parts = ["question \(stepNumber) of the \(flow.name) flow, state '\(state.id)'"]
        if !question.when.isEmpty {
            let evidence = question.when.map { c in "\(c) (\(c.fact) is \(facts[c.fact]?.description ?? "unknown"))" }
            parts.append("asked because " + evidence.joined(separator: " and "))
        }
        if recentlyAsked.contains(question.id) {
            parts.append("asked recently, but no other question fits here")
        } else if fitting > 1 {
            parts.append("chosen from \(fitting) that fit here (highest rank, rotated)")
        }
        if let reason = question.why.flatMap({ Template.fill($0, with: slots, sentences: false) }) { parts.append(reason) }
        return parts.joined(separator: "; ")
    }

    /// The question's reason in plain words, for `/why`: its `why:` filled from the person's words, or, when a
    /// slot it names is empty, the step it belongs to.
    private func plainReason(for question: FlowQuestion) -> String {
        question.why.flatMap { Template.fill($0, with: slots, sentences: false) } ?? "question \(stepNumber) of the \(flow.name) reflection"
    }
}

/// A question as it was put to the person: which rule chose it and why.
public struct AskedQuestion: Sendable, Hashable, Codable {
    public var state: String
    /// The rule that chose it: the question's id in the flow.
    public var questionID: String
    public var tone: Tone
    public var text: String
    /// The engine's account, for `--json`: step, state, the conditions that held and on what, how it was picked.
    public var why: String
    /// The same in plain words, for `/why` ("following up “call my sister”, the next step you chose last time").
    public var reason: String
    /// The conditions of the flow that chose it, as written there ("last.step", "checkin.valence < -0.3").
    public var conditions: [String]
    /// The slots from the person's own words its text used (`personalSlots`), in order.
    public var echoes: [String]
    /// Which of the question's texts was asked (its index in the flow), remembered so the wording rotates.
    public var variant: Int

    public init(state: String, questionID: String, tone: Tone, text: String, why: String, reason: String? = nil,
                conditions: [String] = [], echoes: [String] = [], variant: Int = 0) {
        self.state = state
        self.questionID = questionID
        self.tone = tone
        self.text = text
        self.why = why
        self.reason = reason ?? why
        self.conditions = conditions
        self.echoes = echoes
        self.variant = variant
    }
}
