// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// One reflection as a pure function: each thing the person types gives the next state and the effects for
/// the caller to carry out, in order (`(state, input) -> (state, [effect])`, written as a mutating method on
/// a value: copy it first to keep the state before).
///
/// Every rule of a turn lives here: what a line means (a slash command, a pause, an answer, a question
/// about the week), the safety screen's stop or question, whether a next step is a todo, a goal or nothing,
/// whether a reply closes the last step, and what the conversation knows before it chooses what comes next.
/// It reads no store, clock or terminal: history comes with the setup, time with each input.
public struct ReflectionTurn: Sendable {
    /// What a reflection starts from.
    public struct Setup: Sendable {
        public var flow: FlowScript
        /// The day reflected on, and the person's own today (before the day's start hour, the calendar's yesterday).
        public var day: Day
        public var today: Day
        /// The part of the day the reflection happens in.
        public var part: ConversationSettings.PartOfDay
        /// The person's name, when they gave one.
        public var name: String?
        public var history: ReflectionHistory
        /// Question ids asked within the no-repeat window, and when each wording was last asked.
        public var recentlyAsked: Set<String>
        public var variantsAsked: [String: Double]
        public var seed: UInt64
        public var settings: ConversationSettings
        public var replies: ReplyLexicon
        public var echo: EchoLexicon
        public var analyzer: TextAnalyzer
        public var feelings: FeelingsList
        public var screen: SafetyScreen
        public var prompts: SafetyPrompts
        public var wording: ReflectionWording
        /// A next step that starts with this is a goal.
        public var goalPrefix: String
        /// At a keyboard an empty line is a pause; in a pipe it passes the question.
        public var emptyLinePauses: Bool
        /// Facts and slots known before the reflection begins, beside those read from its history (`WeekFacts`).
        public var extraFacts = ConversationFacts(), extraSlots: [String: String] = [:]

        public init(flow: FlowScript, day: Day, today: Day, part: ConversationSettings.PartOfDay, name: String?,
                    history: ReflectionHistory, recentlyAsked: Set<String>, variantsAsked: [String: Double], seed: UInt64,
                    settings: ConversationSettings, replies: ReplyLexicon, echo: EchoLexicon, analyzer: TextAnalyzer,
                    feelings: FeelingsList, screen: SafetyScreen, prompts: SafetyPrompts, wording: ReflectionWording,
                    goalPrefix: String, emptyLinePauses: Bool) {
            (self.flow, self.day, self.today, self.part, self.name, self.history) = (flow, day, today, part, name, history)
            (self.recentlyAsked, self.variantsAsked, self.seed) = (recentlyAsked, variantsAsked, seed)
            (self.settings, self.replies, self.echo, self.analyzer, self.feelings) = (settings, replies, echo, analyzer, feelings)
            (self.screen, self.prompts, self.wording) = (screen, prompts, wording)
            (self.goalPrefix, self.emptyLinePauses) = (goalPrefix, emptyLinePauses)
        }
    }

    /// What the person did.
    public enum Input: Sendable, Hashable {
        /// A typed line, as typed (a slash command, an answer, or nothing).
        case line(String)
        /// Input ended: Ctrl-D, the end of a pipe, or Ctrl-C twice.
        case endOfInput
    }

    /// The flow's `save` kinds a turn acts on (FlowValidator.saveKinds).
    public static let nextStepSave = "next-step", lastStepSave = "last-step", intentionSave = "intention"
    /// The ids of the questions the safety screen asks.
    public static let concernQuestion = "safety-check", someoneElseQuestion = "safety-someone-else"

    /// The states whose answer is a next step, for reading the last one from the store.
    public static func nextStepStates(of flow: FlowScript) -> Set<String> {
        Set(flow.states.filter { $0.save == nextStepSave }.map(\.id))
    }

    private let setup: Setup
    public private(set) var session: ReflectionSession
    private var facts: ConversationFactsBuilder
    /// The mood signals gathered so far (answers, `/mood`, `/feel`, photos).
    public private(set) var mood = SessionMood()
    /// What the reflection asks about first, if anything.
    public let lastStep: LastStep?
    private var closedLastStep = false
    /// Whether the calm crisis message was shown: the closing mood line is then left out.
    private var saidCrisis = false

    public init(_ setup: Setup) {
        self.setup = setup
        let slots = ReflectionSlots.values(name: setup.name, part: setup.part, day: setup.day, today: setup.today)
        session = ReflectionSession(flow: setup.flow, slots: slots, recentlyAsked: setup.recentlyAsked,
                                    variantsAsked: setup.variantsAsked, seed: setup.seed)
        lastStep = LastStep.choose(lastAnswer: setup.history.lastNextStep, openTodos: setup.history.openStepTodos,
                                   goalPrefix: setup.goalPrefix, lexicon: setup.replies)
        facts = ConversationFactsBuilder(history: setup.history, day: setup.day, partOfDay: setup.part.name,
                                         lastStep: lastStep, echo: setup.echo, settings: setup.settings)
        facts.include(setup.extraFacts, slots: setup.extraSlots)
    }

    /// Whether the reflection is over.
    public var isFinished: Bool { session.finished != nil }

    /// The greeting and the first question. `elapsed`: seconds since the reflection began.
    public mutating func start(elapsed: TimeInterval) -> [ReflectionEffect] {
        refresh(elapsed: elapsed)
        let steps = session.start()
        return effects(of: steps)
    }

    /// What follows the person's input at the waiting question; nothing once the reflection is over.
    public mutating func handle(_ input: Input, elapsed: TimeInterval) -> [ReflectionEffect] {
        guard session.finished == nil, let current = session.current else { return [] }
        guard case .line(let line) = input else { return respond(.endOfInput) }
        switch SlashCommand.parse(line) {
        case .command(.help, _): return [.note(.help)]
        case .command(.why, _): return [.why(current)]
        case .command(.skip, _):
            refresh(elapsed: elapsed)
            var said: [ReflectionEffect] = []
            if current.state == ReflectionSession.safetyState, let line = setup.prompts.afterSkip {
                said.append(.say(state: current.state, text: line))
            }
            return said + respond(.skip)
        case .command(.done, _): return respond(.done)
        case .command(.quit, _): return respond(.quit)
        case .command(.mood, let argument):
            guard let rating = mood.rate(argument) else { return [.note(.moodNeedsRating)] }
            facts.add(rating: rating)
            return [.note(.moodNoted(rating))]
        case .command(.feel, let argument):
            if let finding = setup.screen.assess(argument), finding.isAlarm {
                return [safety(finding, message: setup.prompts.reflectionMessage)] + respond(.safety)
            }
            let words = mood.feel(argument, feelingsList: setup.feelings, analyzer: setup.analyzer)
            return [.note(words.isEmpty ? .feelNeedsWords : .feelNoted(words))]
        case .command(.attach, let argument):
            let path = argument.trimmingCharacters(in: .whitespaces)
            return [path.isEmpty ? .note(.attachNeedsPath) : .attach(path: path)]
        case .command(.summary, _):
            return [.showWeek(then: current)]
        case .text(let answer) where setup.wording.isWeekQuestion(answer):
            return [.showWeek(then: current)]
        case .unknown(let command):
            return [.note(.unknownCommand(command))]
        case .text(let answer):
            if answer.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                return setup.emptyLinePauses ? [.note(.pause)] : respond(.skip)
            }
            return answered(answer, at: current, elapsed: elapsed)
        }
    }

    /// Adds a photo's colour signal (read by the caller after `.attach`) to the mood reading.
    public mutating func attach(_ signal: MoodSignal) { mood.attach(signal) }

    /// The observation for the mood pipeline at the end, or nil when nothing was said or rated.
    /// `dayRating`: the latest rating logged earlier the same day (`SessionMood.record`).
    public func moodRecord(at date: Date, typing: TypingRhythm?, dayRating: Int?) -> MoodRecord? {
        mood.record(at: date, analyzer: setup.analyzer, typing: typing, dayRating: dayRating)
    }

    /// An answer: kept first, read, screened, acted on when it is the next step or the reply about the last
    /// one, and then the flow goes on from what it now knows.
    private mutating func answered(_ answer: String, at current: AskedQuestion, elapsed: TimeInterval) -> [ReflectionEffect] {
        let analysis = setup.analyzer.analyze(answer)
        var out: [ReflectionEffect] = [.saveAnswer(state: current.state, questionID: current.questionID,
                                                   question: current.text, answer: answer, analysis: analysis)]
        mood.addAnswer(answer)
        var reading = analysis
        reading.valence *= OfferedOptions.valenceWeight(answer, question: current.text, lexicon: setup.replies,
                                                        weight: setup.settings.offeredOptionWeight)
        facts.add(answer: answer, analysis: reading, state: current.state,
                  short: ShortAnswer.isShort(answer, question: current.text, lexicon: setup.replies,
                                             maximumWords: setup.settings.shortAnswerWords))
        refresh(elapsed: elapsed)
        let state = setup.flow.state(current.state)
        let frame = state?.questions.first { $0.id == current.questionID }?.frame
        // ("goal: die" is read as "die" beside "Next I will {answer}.")
        let screened = frame == nil ? answer : NextStep.goalText(answer, goalPrefix: setup.goalPrefix) ?? answer
        let finding = setup.screen.assess(screened, framedBy: frame)
        if finding?.isAlarm != true {
            switch state?.save {
            case Self.nextStepSave?: out += nextStep(answer)
            case Self.lastStepSave?: out += lastStepReply(answer)
            case Self.intentionSave?: out += intention(answer)
            default: break
            }
        }
        let (said, input) = safetyResponse(after: answer, finding: finding, at: current)
        return out + said + respond(input)
    }

    /// A next step becomes a todo or a goal; filler ("idk", "nothing") is not saved.
    private func nextStep(_ answer: String) -> [ReflectionEffect] {
        switch NextStep.read(answer, goalPrefix: setup.goalPrefix, lexicon: setup.replies) {
        case .nothing:
            return [.note(.nextStepNothing)]
        case .goal(let goal):
            return [.saveGoal(goal)]
        case .todo(let text):
            let open = setup.history.openStepCount - (closedLastStep ? 1 : 0) + 1
            return [.saveTodo(text, openSteps: open > setup.settings.openStepsToReview ? open : nil)]
        }
    }

    /// A weekly reflection's intention is kept as a goal (a goal prefix typed anyway is left out); filler is not saved.
    private func intention(_ answer: String) -> [ReflectionEffect] {
        switch NextStep.read(answer, goalPrefix: setup.goalPrefix, lexicon: setup.replies) {
        case .nothing: return [.note(.intentionNothing)]
        case .goal(let text), .todo(let text): return [.saveIntention(text)]
        }
    }

    /// A clear "done" to the last step closes its todo; "not yet" keeps it open for next time.
    private mutating func lastStepReply(_ answer: String) -> [ReflectionEffect] {
        guard case .todo(let id, let text)? = lastStep else { return [] }
        switch StepReply.read(answer, lexicon: setup.replies) {
        case .done:
            closedLastStep = true
            return [.closeTodo(id: id, text: text)]
        case .notYet:
            return [.note(.lastStepKept(id: id))]
        case .unclear:
            return []
        }
    }

    /// What the safety screen makes of an answer (the README's "Safety"): a crisis stops the flow for
    /// the calm message; a concern asks one direct question, whose yes gets the message and whose no (or
    /// skip) goes on gently; someone else's crisis gets a caring question. The answer is always kept.
    private mutating func safetyResponse(after answer: String, finding: SafetyFinding?,
                                         at question: AskedQuestion) -> ([ReflectionEffect], ReflectionSession.Input) {
        let prompts = setup.prompts
        if question.state == ReflectionSession.safetyState, question.questionID == Self.concernQuestion {
            switch SafetyReply.read(answer, prompts: prompts, screen: setup.screen) {
            case .yes:
                let said = safety(finding ?? SafetyFinding(level: .crisis, category: .active, rule: "answer-yes"),
                                  message: prompts.reflectionMessage)
                return ([said], .safety)
            case .no, .skipped:
                return (prompts.afterNo.map { [.say(state: question.state, text: $0)] } ?? [], .answer(answer))
            }
        }
        guard let finding else { return ([], .answer(answer)) }
        let words = prompts.words(for: finding.category)
            + (finding.adjustments.contains(SafetyScreen.framed) ? setup.wording.besideQuestion : "")
        if finding.isAlarm, finding.level == .crisis {
            return ([safety(finding, message: prompts.reflectionMessage)], .safety)
        }
        if finding.isAlarm {
            return ([safety(finding, message: prompts.concernLead ?? "")],
                    .safetyQuestion(id: Self.concernQuestion, text: prompts.concernQuestion(for: finding.category),
                                    why: setup.wording.concernWhy(words, finding.rule), reason: setup.wording.concernReason(words)))
        }
        guard question.state != ReflectionSession.safetyState, let caring = prompts.someoneElse else { return ([], .answer(answer)) }
        return ([], .safetyQuestion(id: Self.someoneElseQuestion, text: caring,
                                    why: setup.wording.someoneElseWhy(words, finding.rule),
                                    reason: setup.wording.someoneElseReason(words)))
    }

    /// A safety effect, remembering when it was the crisis message.
    private mutating func safety(_ finding: SafetyFinding, message: String) -> ReflectionEffect {
        if finding.level == .crisis { saidCrisis = true }
        return .safety(finding, message: message)
    }

    /// Hands the session what it knows now, before it chooses what comes next.
    private mutating func refresh(elapsed: TimeInterval) {
        let (current, extra) = facts.current(elapsed: elapsed, analyzer: setup.analyzer, feelings: setup.feelings)
        session.update(facts: current, slots: extra)
    }

    /// Hands the session an input and returns what follows as effects.
    private mutating func respond(_ input: ReflectionSession.Input) -> [ReflectionEffect] {
        let steps = session.respond(input)
        return effects(of: steps)
    }

    /// The session's steps as effects; `.end` carries the counts as they are now.
    private func effects(of steps: [ReflectionSession.Step]) -> [ReflectionEffect] {
        steps.map { step in
            switch step {
            case .say(let state, let text): return .say(state: state, text: text)
            case .ask(let question): return .ask(question)
            case .end(let reason):
                return .end(reason, quietly: reason == .safety || saidCrisis, questions: session.asked.count,
                            answers: session.answered)
            }
        }
    }
}
