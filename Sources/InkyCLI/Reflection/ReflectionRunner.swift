// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore
import InkyImaging
import InkyStore

/// Drives one reflection: reads lines, hands them to the turn (`ReflectionTurn`, where every rule lives) and
/// carries out its effects in order, committing each answer before the next question.
struct ReflectionRunner {
    let context: Context
    let db: AppDatabase
    let flow: FlowScript
    let day: Day
    /// The person's today: the calendar's, or the day before until the day's start hour.
    let today: Day
    let conversation: ConversationData
    let seed: UInt64
    let output: ReflectionOutput
    let reader: any LineReader
    let analyzer: TextAnalyzer
    let feelings: FeelingsList
    let safety: SafetyNet

    func run() throws {
        let started = context.clock.now()
        let settings = conversation.settings
        let recent = try db.recentlyAskedQuestionIDs(since: started.addingTimeInterval(-Double(settings.noRepeatDays) * 86_400))
        var wordings: [String: Double] = [:]
        let memory = Double(settings.wordingMemoryDays) * 86_400
        for (order, asked) in try db.askedWordings(since: started.addingTimeInterval(-memory)).enumerated() {
            wordings[QuestionPicker.variantKey(id: asked.questionID, index: asked.variant)] = Double(order + 1)
        }
        let sessionID = try db.startSession(flow: flow.name, day: day, seed: seed, at: started)
        defer { reader.finish() }
        let history = try db.reflectionHistory(
            excluding: sessionID, day: day, weekAgo: day.adding(days: -7),
            recentSessions: settings.recentReflections, nextStepStates: ReflectionTurn.nextStepStates(of: flow))
        var setup = ReflectionTurn.Setup(
            flow: flow, day: day, today: today, part: settings.part(atHour: context.clock.hour),
            name: try db.setting(.person(.name)), history: history, recentlyAsked: recent, variantsAsked: wordings,
            seed: seed, settings: settings, replies: conversation.replies, echo: conversation.echo, analyzer: analyzer,
            feelings: feelings, screen: safety.screen, prompts: safety.prompts, wording: Messages.reflectionWording,
            goalPrefix: Messages.goalPrefix, emptyLinePauses: output.mode == .terminal)
        if WeekFacts.isRead(by: flow) { (setup.extraFacts, setup.extraSlots) = try weekFacts(excluding: sessionID) }
        var turn = ReflectionTurn(setup)
        /// What this reflection kept besides its answers, for the closing line.
        var savedStep: String?
        var closedTodo: Int64?

        func perform(_ effects: [ReflectionEffect]) throws {
            for effect in effects {
                switch effect {
                case .say(let state, let text):
                    output.say(state: state, text: text)
                case .ask(let question):
                    try db.recordAsked(sessionID: sessionID, questionID: question.questionID, variant: question.variant,
                                       at: context.clock.now())
                    output.question(question)
                case .note(let note):
                    output.info(Messages.reflectionNote(note))
                case .saveAnswer(let state, let questionID, let question, let answer, let analysis):
                    let qa = try db.appendAnswer(
                        sessionID: sessionID, state: state, questionID: questionID, question: question, answer: answer,
                        at: context.clock.now(), topics: analysis.topics, keywords: analysis.keywords, valence: analysis.valence)
                    output.answer(answer, analysis: analysis)
                    output.saved(kind: .qa, id: qa.id)
                    try tagReflection(qa, answer: answer)
                case .saveTodo(let text, let openSteps):
                    let saved = try db.addTodo(text: text, day: day, sessionID: sessionID, at: context.clock.now())
                    output.saved(kind: .todo, id: saved.id)
                    output.info(Messages.nextStepTodo(saved.id))
                    if let openSteps { output.info(Messages.openStepsToReview(openSteps)) }
                    savedStep = Messages.savedTodo(saved.id)
                case .saveGoal(let goal):
                    let saved = try db.addGoal(text: goal, steps: [], day: day, at: context.clock.now())
                    output.saved(kind: .goal, id: saved.number)
                    output.info(Messages.nextStepGoal(saved.number))
                    savedStep = Messages.savedGoal(saved.number)
                case .saveIntention(let text):
                    let saved = try db.addGoal(text: text, steps: [], day: day, at: context.clock.now())
                    output.saved(kind: .goal, id: saved.number)
                    output.info(Messages.intentionSaved(saved.number))
                    savedStep = Messages.savedGoal(saved.number)
                case .closeTodo(let id, let text):
                    do { _ = try db.setTodoDone(id, done: true, at: context.clock.now()) } catch is TodoNotFound { continue }
                    output.saved(kind: .todoDone, id: id)
                    output.info(Messages.lastStepDone(id, text: SafeText.forTerminal(text)))
                    closedTodo = id
                case .safety(let finding, let message):
                    output.safety(finding, text: message)
                case .why(let question):
                    output.why(question)
                case .showWeek(let question):
                    try showWeek(then: question)
                case .attach(let path):
                    if let signal = try attach(path, sessionID: sessionID) { turn.attach(signal) }
                case .end(let reason, let quietly, let questions, let answers):
                    let now = context.clock.now()
                    try db.endSession(sessionID: sessionID, reason: reason.rawValue, at: now)
                    try recordMood(of: turn, sessionID: sessionID, at: day == today ? now : context.clock.observationTime(for: day),
                                   quietly: quietly)
                    output.end(questions: questions, answers: answers, seconds: now.timeIntervalSince(started), reason: reason,
                               step: savedStep, closedTodo: closedTodo)
                }
            }
        }

        func elapsed() -> TimeInterval { context.clock.now().timeIntervalSince(started) }
        try perform(turn.start(elapsed: elapsed()))
        while !turn.isFinished {
            switch reader.readLine(prompt: Messages.prompt) {
            case .end: try perform(turn.handle(.endOfInput, elapsed: elapsed()))
            case .rejected: continue
            case .line(let line): try perform(turn.handle(.line(line), elapsed: elapsed()))
            }
        }
    }

    /// The facts of the week ending on the reflected day, and the intention the flow's previous reflection ended with.
    private func weekFacts(excluding sessionID: Int64) throws -> (ConversationFacts, [String: String]) {
        let summary = try SummaryService.summary(db: db, period: SummaryPeriod(kind: .week, ending: day), context: context)
        let states = Set(flow.states.filter { $0.save == ReflectionTurn.intentionSave }.map(\.id))
        let intention = try db.lastAnswer(flow: flow.name, states: states, excluding: sessionID, day: day)
        let text = intention.flatMap { answer -> String? in
            switch NextStep.read(answer, goalPrefix: Messages.goalPrefix, lexicon: conversation.replies) {
            case .nothing: return nil
            case .goal(let text), .todo(let text): return SafeText.forTerminal(text)
            }
        }
        return WeekFacts.of(summary, lastIntention: text)
    }

    /// The week at a glance, then the waiting question again; nothing is stored.
    private func showWeek(then question: AskedQuestion) throws {
        for line in try WeekGlance.lines(db: db, day: day, context: context) { output.info(line) }
        output.info(Messages.weekBackToQuestion)
        output.question(question)
    }

    /// `#words` in an answer tag the reflection; past the journal's limit they stay plain words.
    private func tagReflection(_ qa: ReflectionQA, answer: String) throws {
        let tags = Hashtags.extract(answer)
        guard !tags.isEmpty else { return }
        let refused = try db.tagEntry(qa.entryId, tags: tags, at: context.clock.now())
        if !refused.isEmpty {
            output.info(Messages.hashtagsNotAdded(refused.map { SafeText.forTerminal($0) }, limit: AppDatabase.maximumTags))
        }
    }

    /// After a safety message the reading is stored but not shown: no chirpy line follows it.
    /// A rating logged earlier the same day joins a reflection without one of its own (issue 15, item 6).
    private func recordMood(of turn: ReflectionTurn, sessionID: Int64, at date: Date, quietly: Bool) throws {
        let dayRating = try db.emotionLogs(from: day, to: day).last { $0.loggedAt <= date }?.rating
        guard let record = turn.moodRecord(at: date, typing: reader.typingRhythm, dayRating: dayRating) else { return }
        let stored = try MoodContext(db: db, context: context)
            .record(record, source: .reflection, sourceID: sessionID, day: day)
        if !quietly { output.mood(stored, loggedRating: turn.mood.usesDayRating(dayRating) ? dayRating : nil) }
    }

    /// `/attach PATH`: decodes the photo and records it by path and content hash; returns its colour signal.
    private func attach(_ path: String, sessionID: Int64) throws -> MoodSignal? {
        let expanded = (path as NSString).expandingTildeInPath
        do {
            let signal = try ImageDecoder.moodSignal(path: expanded, at: context.clock.now())
            guard let hash = try? FileHash.sha256(fileAt: expanded) else { throw ImageDecodingError.unreadableFile(path: expanded) }
            _ = try db.addAttachment(sessionID: sessionID, path: URL(fileURLWithPath: expanded).standardizedFileURL.path, sha256: hash, at: context.clock.now())
            output.info(Messages.attachNoted(SafeText.forTerminal((expanded as NSString).lastPathComponent)))
            return signal
        } catch let error as ImageDecodingError {
            output.info(Messages.attachFailed(SafeText.forTerminal(error.description)))
            return nil
        }
    }
}
