// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyData
import Testing
@testable import InkyCore

/// Issue 16, item 10: one reflection turn as a pure function, every rule tested without SQLite or a terminal.
@Suite("Reflection turn")
struct ReflectionTurnTests {
    static let flow = FlowParser.parse(EmbeddedData.file("Prompts/daily.yaml") ?? "", file: "Prompts/daily.yaml").0!
    static let settings = ConversationSettings.parse(EmbeddedData.file(ConversationSettings.path) ?? "").0!
    static let wording = ReflectionWording(
        concernWhy: { "concern \($0) \($1)" }, concernReason: { "concern \($0)" },
        someoneElseWhy: { "someone \($0) \($1)" }, someoneElseReason: { "someone \($0)" },
        weekQuestions: ["how was my week"])

    /// A turn on a Tuesday evening; `history` says what came before.
    static func turn(history: ReflectionHistory = ReflectionHistory(), settings: ConversationSettings = settings,
                     pauses: Bool = false, seed: UInt64 = 7) -> ReflectionTurn {
        let day = Day(year: 2026, month: 11, day: 24)!
        return ReflectionTurn(.init(
            flow: flow, day: day, today: day, part: settings.part(atHour: 20), name: nil, history: history,
            recentlyAsked: [], variantsAsked: [:], seed: seed, settings: settings, replies: ShippedReplies.lexicon,
            echo: EchoSlotsTests.parsed.0, analyzer: LexiconFixture.analyzer,
            feelings: FeelingsList.parse(EmbeddedData.file(FeelingsList.path) ?? "").0,
            screen: SafetyFixture.screen, prompts: SafetyFixture.prompts, wording: wording,
            goalPrefix: "goal:", emptyLinePauses: pauses))
    }

    /// History whose last reflection chose "call my sister" as its next step, still open as todo 7.
    static var withOpenStep: ReflectionHistory {
        var history = ReflectionHistory()
        history.days = ["2026-11-23"]
        history.lastNextStep = "call my sister"
        history.openStepTodos = [(id: 7, text: "call my sister")]
        history.openStepCount = 1
        return history
    }

    static func asked(_ effects: [ReflectionEffect]) -> [AskedQuestion] {
        effects.compactMap { if case .ask(let q) = $0 { q } else { nil } }
    }

    static func ended(_ effects: [ReflectionEffect]) -> ReflectionSession.EndReason? {
        effects.lazy.compactMap { if case .end(let reason, _, _, _) = $0 { reason } else { nil } }.first
    }

    /// Answers plainly until the waiting question is the next step; returns the turn there.
    static func atNextStep(_ turn: inout ReflectionTurn) {
        _ = turn.start(elapsed: 0)
        for _ in 0..<12 where turn.session.current?.state != "next-step" {
            _ = turn.handle(.line("a calm day, a long walk by the river and soup for dinner"), elapsed: 30)
        }
        #expect(turn.session.current?.state == "next-step")
    }

    @Test func aClearYesToTheLastStepClosesItsTodo() {
        var turn = Self.turn(history: Self.withOpenStep)
        let first = Self.asked(turn.start(elapsed: 0))
        #expect(first.first?.state == "last-step")
        let effects = turn.handle(.line("yes, did it this morning"), elapsed: 20)
        guard case .saveAnswer(_, _, _, let answer, _)? = effects.first else {
            Issue.record("the answer is kept first, before anything else")
            return
        }
        #expect(answer == "yes, did it this morning")
        #expect(effects.contains { if case .closeTodo(7, "call my sister") = $0 { true } else { false } })
    }

    @Test func notYetKeepsTheStepOpen() {
        var turn = Self.turn(history: Self.withOpenStep)
        _ = turn.start(elapsed: 0)
        let effects = turn.handle(.line("not yet, maybe tomorrow"), elapsed: 20)
        #expect(effects.contains { if case .note(.lastStepKept(id: 7)) = $0 { true } else { false } })
        #expect(!effects.contains { if case .closeTodo = $0 { true } else { false } })
    }

    @Test(arguments: ["nothing", "idk", "no idea honestly"])
    func aFillerNextStepIsNotSaved(answer: String) {
        var turn = Self.turn()
        Self.atNextStep(&turn)
        let effects = turn.handle(.line(answer), elapsed: 60)
        #expect(effects.contains { if case .note(.nextStepNothing) = $0 { true } else { false } })
        #expect(!effects.contains { if case .saveTodo = $0 { true } else if case .saveGoal = $0 { true } else { false } })
    }

    @Test func aNextStepIsATodoAndAGoalPrefixMakesAGoal() {
        var todo = Self.turn()
        Self.atNextStep(&todo)
        #expect(todo.handle(.line("call the dentist"), elapsed: 60)
            .contains { if case .saveTodo("call the dentist", nil) = $0 { true } else { false } })
        var goal = Self.turn()
        Self.atNextStep(&goal)
        #expect(goal.handle(.line("goal: run a 10k in spring"), elapsed: 60)
            .contains { if case .saveGoal("run a 10k in spring") = $0 { true } else { false } })
    }

    /// "goal: die" is read beside the next step's question as "die": it asks, and saves no goal.
    @Test func aGoalPrefixedNextStepIsReadBesideItsQuestion() {
        var turn = Self.turn()
        Self.atNextStep(&turn)
        let effects = turn.handle(.line("goal: die"), elapsed: 60)
        #expect(Self.asked(effects).last?.questionID == ReflectionTurn.concernQuestion)
        #expect(!effects.contains { if case .saveGoal = $0 { true } else { false } })
    }

    @Test func tooManyOpenStepsSaysHowMany() {
        var history = ReflectionHistory()
        history.openStepCount = 3
        var turn = Self.turn(history: history)
        Self.atNextStep(&turn)
        #expect(turn.handle(.line("tidy the desk"), elapsed: 60)
            .contains { if case .saveTodo("tidy the desk", 4?) = $0 { true } else { false } })
    }

    @Test func aCrisisAnswerStopsWithTheMessageAndNoMoodLine() {
        var turn = Self.turn()
        _ = turn.start(elapsed: 0)
        let effects = turn.handle(.line("I want to kill myself tonight"), elapsed: 10)
        #expect(effects.contains { if case .safety(let finding, let message) = $0 {
            finding.level == .crisis && message == SafetyFixture.prompts.reflectionMessage
        } else { false } })
        #expect(effects.contains { if case .end(.safety, true, _, 1) = $0 { true } else { false } })
        #expect(turn.isFinished)
        #expect(turn.handle(.line("hello?"), elapsed: 20).isEmpty)
    }

    @Test func aConcernAsksOneQuestionAndANoGoesOnGently() {
        var turn = Self.turn()
        _ = turn.start(elapsed: 0)
        let effects = turn.handle(.line("some days I wish I could just disappear"), elapsed: 10)
        let question = Self.asked(effects).last
        #expect(question?.questionID == ReflectionTurn.concernQuestion)
        #expect(question?.reason.hasPrefix("concern ") == true)
        let after = turn.handle(.line("no, I'm safe, just tired"), elapsed: 20)
        #expect(Self.ended(after) == nil)
        #expect(Self.asked(after).allSatisfy { $0.tone != .upbeat })
        #expect(!turn.isFinished)
    }

    @Test func aYesToTheConcernQuestionGivesTheMessage() {
        var turn = Self.turn()
        _ = turn.start(elapsed: 0)
        _ = turn.handle(.line("some days I wish I could just disappear"), elapsed: 10)
        let after = turn.handle(.line("yes"), elapsed: 20)
        #expect(Self.ended(after) == .safety)
    }

    @Test func anEmptyLinePausesAtAKeyboardAndPassesInAPipe() {
        var keyboard = Self.turn(pauses: true)
        let first = Self.asked(keyboard.start(elapsed: 0)).first
        #expect(keyboard.handle(.line("  "), elapsed: 5).map { if case .note(.pause) = $0 { true } else { false } } == [true])
        #expect(keyboard.session.current == first)
        var pipe = Self.turn(pauses: false)
        _ = pipe.start(elapsed: 0)
        let next = pipe.handle(.line(""), elapsed: 5)
        #expect(!next.contains { if case .saveAnswer = $0 { true } else { false } })
        #expect(pipe.session.skipped == 1)
    }

    @Test func slashCommandsAreNotAnswers() {
        var turn = Self.turn()
        _ = turn.start(elapsed: 0)
        let waiting = turn.session.current
        #expect(turn.handle(.line("/mood 7"), elapsed: 1).count == 1)
        #expect(turn.mood.rating == 7)
        #expect(turn.handle(.line("/mood eleven"), elapsed: 1).contains { if case .note(.moodNeedsRating) = $0 { true } else { false } })
        #expect(turn.handle(.line("/feel tired, hopeful"), elapsed: 1)
            .contains { if case .note(.feelNoted(["tired", "hopeful"])) = $0 { true } else { false } })
        #expect(turn.handle(.line("/attach"), elapsed: 1).contains { if case .note(.attachNeedsPath) = $0 { true } else { false } })
        #expect(turn.handle(.line("/attach ~/p.jpg"), elapsed: 1).contains { if case .attach("~/p.jpg") = $0 { true } else { false } })
        #expect(turn.handle(.line("How was my week?"), elapsed: 1).contains { if case .showWeek = $0 { true } else { false } })
        #expect(turn.handle(.line("/dance"), elapsed: 1).contains { if case .note(.unknownCommand("/dance")) = $0 { true } else { false } })
        #expect(turn.session.current == waiting)
        #expect(turn.mood.answers.isEmpty)
    }

    @Test func doneWrapsUpAndQuitStopsAtOnce() {
        var done = Self.turn()
        _ = done.start(elapsed: 0)
        let wrap = done.handle(.line("/done"), elapsed: 5)
        #expect(Self.ended(wrap) == .done || Self.asked(wrap).first?.state == "close")
        var quit = Self.turn()
        _ = quit.start(elapsed: 0)
        #expect(Self.ended(quit.handle(.line("/quit"), elapsed: 5)) == .quit)
        var eof = Self.turn()
        _ = eof.start(elapsed: 0)
        #expect(Self.ended(eof.handle(.endOfInput, elapsed: 5)) == .eof)
    }

    /// The five-minute budget is data (conversation.yaml): past it, the flow goes to its wrap-up state.
    @Test func theBudgetComesFromTheSettings() {
        var short = Self.settings
        short.budgetSeconds = 60
        var turn = Self.turn(settings: short)
        _ = turn.start(elapsed: 0)
        let effects = turn.handle(.line("a long and mixed day, work and then a walk"), elapsed: 61)
        #expect(Self.asked(effects).first?.state == Self.flow.budget)
        var roomy = Self.turn()
        _ = roomy.start(elapsed: 0)
        #expect(Self.asked(roomy.handle(.line("a long and mixed day, work and then a walk"), elapsed: 61)).first?.state != Self.flow.budget)
    }

    /// The same seed and the same lines give the same conversation.
    @Test func aTurnIsDeterministic() {
        func transcript() -> [String] {
            var turn = Self.turn(history: Self.withOpenStep, seed: 42)
            var lines = turn.start(elapsed: 0).map { "\($0)" }
            for (i, answer) in ["done", "tired but okay", "work was heavy, my manager moved the launch up", "Priya made me laugh",
                                "go to bed early"].enumerated() {
                lines += turn.handle(.line(answer), elapsed: Double(30 * (i + 1))).map { "\($0)" }
            }
            return lines
        }
        #expect(transcript() == transcript())
    }

    /// The mood reading is the turn's too: answers and `/mood` feed it; nothing when nothing was said.
    @Test func theMoodRecordComesFromWhatWasSaid() {
        var turn = Self.turn()
        _ = turn.start(elapsed: 0)
        #expect(turn.moodRecord(at: Date(timeIntervalSince1970: 0), typing: nil, dayRating: nil) == nil)
        _ = turn.handle(.line("a lovely day with friends"), elapsed: 10)
        _ = turn.handle(.line("/mood 8"), elapsed: 12)
        let record = turn.moodRecord(at: Date(timeIntervalSince1970: 0), typing: nil, dayRating: nil)
        #expect(record?.signals.count == 2)
    }

    /// Seeing the moment as if it had happened to someone you love is for an answer with something hard in it:
    /// after mildly pleasant or plain ones (not bright enough for the bright follow-ups) it is never asked.
    @Test func kindnessToOneselfIsNotAskedAfterAPleasantAnswer() {
        var asked = 0
        for seed in UInt64(0)..<200 {
            var turn = Self.turn(seed: seed)
            var questions = Self.asked(turn.start(elapsed: 0))
            for _ in 0..<8 where turn.session.current != nil {
                let answer = ["a long walk by the river", "soup for dinner", "cooked pasta with my flatmate", "read a book"][Int(seed) % 4]
                questions += Self.asked(turn.handle(.line(answer), elapsed: 30))
            }
            asked += questions.count
            #expect(!questions.contains { $0.questionID == "follow-someone-you-love" }, "seed \(seed)")
        }
        #expect(asked >= 200 * 3)
    }
}
