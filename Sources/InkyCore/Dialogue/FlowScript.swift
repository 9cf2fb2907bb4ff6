// SPDX-License-Identifier: GPL-3.0-or-later

/// A conversation flow read from a YAML file in Prompts/: named states, each saying lines or asking one question.
public struct FlowScript: Sendable, Hashable {
    /// The flow's name, as `--flow NAME` selects it.
    public var name: String
    public var title: String
    /// The state the flow starts in.
    public var start: String
    /// The state `/done` jumps to (a closing state); nil ends at once.
    public var close: String?
    /// The state the flow moves to once its time budget is spent (usually the next-step question).
    public var budget: String?
    /// States in file order.
    public var states: [FlowState]
    /// Where it was read from, for messages.
    public var source: String

    public init(name: String, title: String, start: String, close: String?, budget: String? = nil,
                states: [FlowState], source: String) {
        self.name = name
        self.title = title
        self.start = start
        self.close = close
        self.budget = budget
        self.states = states
        self.source = source
    }

    public func state(_ id: String) -> FlowState? { states.first { $0.id == id } }
}

/// One step of a flow: lines to say, or a bank of questions of which one is asked.
public struct FlowState: Sendable, Hashable {
    public var id: String
    /// Lines said in this state, one picked among the variants whose slots are all filled.
    public var say: [String]
    /// The question bank; empty for a state that only says something.
    public var questions: [FlowQuestion]
    /// Where the flow goes after this state: the first transition whose conditions hold; none ends it.
    public var transitions: [FlowTransition]
    /// What the answer here is kept as besides the reflection, e.g. `next-step` (a todo or goal).
    public var save: String?
    /// 1-based line in the source file.
    public var line: Int

    public init(id: String, say: [String] = [], questions: [FlowQuestion] = [], next: String?, line: Int = 0) {
        self.init(id: id, say: say, questions: questions, transitions: next.map { [FlowTransition(to: $0)] } ?? [], line: line)
    }

    public init(id: String, say: [String] = [], questions: [FlowQuestion] = [], transitions: [FlowTransition],
                save: String? = nil, line: Int = 0) {
        self.id = id
        self.say = say
        self.questions = questions
        self.transitions = transitions
        self.save = save
        self.line = line
    }

    public var asks: Bool { !questions.isEmpty }

    /// The unconditional next state, if the state has one.
    public var next: String? { transitions.last(where: { $0.when.isEmpty })?.to }
}

/// A way out of a state, taken when all its conditions hold.
public struct FlowTransition: Sendable, Hashable {
    public var when: [FlowCondition]
    public var to: String
    public var line: Int

    public init(when: [FlowCondition] = [], to: String, line: Int = 0) {
        self.when = when
        self.to = to
        self.line = line
    }
}

/// A question in a bank: text variants, a rank (higher wins) and a tone.
public struct FlowQuestion: Sendable, Hashable {
    public var id: String
    public var variants: [String]
    public var rank: Int
    public var tone: Tone
    /// A short reason shown by `/why`, beside the rule and step.
    public var why: String?
    /// Conditions that must all hold for the question to be asked.
    public var when: [FlowCondition]
    /// What the question is about (rest, people, work, ...), for reading the bank; it does not change the choice.
    public var theme: String?
    /// A first-person sentence holding `{answer}` ("What would help me is {answer}."), in which the safety
    /// screen reads a short answer again: "never waking up" means something only beside its question.
    public var frame: String?
    public var line: Int

    /// Where the answer goes in `frame`.
    public static let answerSlot = "{answer}"

    public init(id: String, variants: [String], rank: Int = 0, tone: Tone = .neutral, why: String? = nil,
                when: [FlowCondition] = [], theme: String? = nil, frame: String? = nil, line: Int = 0) {
        self.id = id
        self.variants = variants
        self.rank = rank
        self.tone = tone
        self.why = why
        self.when = when
        self.theme = theme
        self.frame = frame
        self.line = line
    }
}

/// How a question sounds.
public enum Tone: String, Sendable, Hashable, Codable, CaseIterable {
    case supportive, neutral, upbeat
}
