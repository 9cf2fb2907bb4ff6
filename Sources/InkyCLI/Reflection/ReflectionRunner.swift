// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore
import InkyImaging
import InkyStore

/// Drives one reflection: reads lines, feeds the session, commits each answer before the next question.
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

    /// How far back the wordings of ritual questions are remembered, for rotating them.
    static let wordingMemory: TimeInterval = 90 * 24 * 3600

    func run() throws {
        let started = context.clock.now()
        let settings = conversation.settings
        let recent = try db.recentlyAskedQuestionIDs(since: started.addingTimeInterval(-Double(settings.noRepeatDays) * 86_400))
        var wordings: [String: Double] = [:]
        for (order, asked) in try db.askedWordings(since: started.addingTimeInterval(-Self.wordingMemory)).enumerated() {
            wordings[QuestionPicker.variantKey(id: asked.questionID, index: asked.variant)] = Double(order + 1)
        }
        let part = settings.part(atHour: context.clock.hour)
        let slots = ReflectionSlots.values(name: try db.setting(SettingKey.name.rawValue), part: part, day: day, today: today)
        var session = ReflectionSession(flow: flow, slots: slots, recentlyAsked: recent, variantsAsked: wordings, seed: seed)
        let sessionID = try db.startSession(flow: flow.name, day: day.description, seed: seed, at: started)
        var mood = SessionMood()
        defer { reader.finish() }
        let history = try db.reflectionHistory(
            excluding: sessionID, day: day.description, weekAgo: day.adding(days: -7).description,
            recentSessions: ConversationFactsBuilder.recentReflections,
            nextStepStates: Set(flow.states.filter { $0.save == Self.nextStepSave }.map(\.id)))
        let lastStep = LastStep.choose(lastAnswer: history.lastNextStep, openTodos: history.openStepTodos,
                                       goalPrefix: Messages.goalPrefix, lexicon: conversation.replies)
        var facts = ConversationFactsBuilder(history: history, day: day, partOfDay: part.name, lastStep: lastStep,
                                             echo: conversation.echo, settings: settings)
        /// What this reflection kept besides its answers, for the closing line.
        var savedStep: String?
        var closedTodo: Int64?
        /// Hands the session what it knows now, before it chooses what comes next.
        func refresh() {
            let (current, extra) = facts.current(
                elapsed: context.clock.now().timeIntervalSince(started), analyzer: analyzer, feelings: feelings)
            session.update(facts: current, slots: extra)
        }
        refresh()

        func show(_ steps: [ReflectionSession.Step]) throws {
            for step in steps {
                switch step {
                case .say(let state, let text):
                    output.say(state: state, text: text)
                case .ask(let question):
                    try db.recordAsked(sessionID: sessionID, questionID: question.questionID, variant: question.variant,
                                       at: context.clock.now())
                    output.question(question)
                case .end(let reason):
                    let now = context.clock.now()
                    try db.endSession(sessionID: sessionID, reason: reason.rawValue, at: now)
                    try recordMood(mood, sessionID: sessionID, at: day == today ? now : context.clock.observationTime(for: day),
                                   quietly: reason == .safety || output.saidSafety)
                    output.end(questions: session.asked.count, answers: session.answered,
                               seconds: now.timeIntervalSince(started), reason: reason, step: savedStep, closedTodo: closedTodo)
                }
            }
        }

        try show(session.start())
        while session.finished == nil, let current = session.current {
            switch reader.readLine(prompt: Messages.prompt) {
            case .end:
                try show(session.respond(.endOfInput))
            case .rejected:
                continue
            case .line(let line):
                switch SlashCommand.parse(line) {
                case .command(.help, _): output.info(Messages.slashHelp)
                case .command(.why, _): output.why(current)
                case .command(.skip, _):
                    refresh()
                    if current.state == ReflectionSession.safetyState, let line = safety.prompts.afterSkip {
                        output.say(state: current.state, text: line)
                    }
                    try show(session.respond(.skip))
                case .command(.done, _): try show(session.respond(.done))
                case .command(.quit, _): try show(session.respond(.quit))
                case .command(.mood, let argument):
                    let rating = mood.rate(argument)
                    if let rating { facts.add(rating: rating) }
                    output.info(rating.map(Messages.moodNoted) ?? Messages.moodNeedsRating)
                case .command(.feel, let argument):
                    if let finding = safety.assess(argument), finding.isAlarm {
                        output.safety(finding, text: safety.prompts.reflectionMessage)
                        try show(session.respond(.safety))
                        continue
                    }
                    let words = mood.feel(argument, feelingsList: feelings, analyzer: analyzer)
                    output.info(words.isEmpty ? Messages.feelNeedsWords : Messages.feelNoted(words.map { SafeText.forTerminal($0) }))
                case .command(.attach, let argument):
                    try attach(argument, to: &mood, sessionID: sessionID)
                case .command(.summary, _):
                    try showWeek(then: current)
                case .text(let answer) where WeekGlance.isWeekQuestion(answer):
                    try showWeek(then: current)
                case .unknown(let command): output.info(Messages.unknownSlash(command))
                case .text(let answer):
                    if answer.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                        // At a keyboard an empty line is a pause; in a pipe it passes the question.
                        if output.mode == .terminal { output.info(Messages.emptyAnswer) } else {
                            try show(session.respond(.skip))
                        }
                        continue
                    }
                    let analysis = analyzer.analyze(answer)
                    let qa = try db.appendAnswer(
                        sessionID: sessionID, state: current.state, questionID: current.questionID,
                        question: current.text, answer: answer, at: context.clock.now(),
                        topics: analysis.topics, keywords: analysis.keywords, valence: analysis.valence)
                    output.answer(answer, analysis: analysis)
                    output.saved(kind: "qa", id: qa.id!)
                    try tagReflection(qa, answer: answer)
                    mood.addAnswer(answer)
                    var reading = analysis
                    reading.valence *= OfferedOptions.valenceWeight(
                        answer, question: current.text, lexicon: conversation.replies, weight: conversation.settings.offeredOptionWeight)
                    facts.add(answer: answer, analysis: reading, state: current.state,
                              short: ShortAnswer.isShort(answer, question: current.text, lexicon: conversation.replies,
                                                         maximumWords: conversation.settings.shortAnswerWords))
                    refresh()
                    let finding = safety.assess(answer)
                    if finding?.isAlarm != true {
                        switch flow.state(current.state)?.save {
                        case Self.nextStepSave?:
                            savedStep = try saveNextStep(answer, sessionID: sessionID,
                                                         openSteps: history.openStepCount - (closedTodo == nil ? 0 : 1))
                        case Self.lastStepSave?:
                            if case .todo(let id, let text)? = lastStep, try act(onReply: answer, todo: id, text: text) { closedTodo = id }
                        default:
                            break
                        }
                    }
                    try show(session.respond(safetyInput(after: answer, finding: finding, at: current)))
                }
            }
        }
    }

    /// What the safety screen makes of an answer (DESIGN.md "Conversation"): a crisis stops the flow for
    /// the calm message; a concern asks one direct question, whose yes (or not sure) gets the message and
    /// whose no goes on gently; someone else's crisis gets a caring question. The answer is always kept.
    private func safetyInput(after answer: String, finding: SafetyFinding?, at question: AskedQuestion) -> ReflectionSession.Input {
        let prompts = safety.prompts
        if question.state == ReflectionSession.safetyState, question.questionID == Self.concernQuestion {
            switch SafetyReply.read(answer, prompts: prompts, screen: safety.screen) {
            case .yes:
                output.safety(finding ?? SafetyFinding(level: .crisis, category: .active, rule: "answer-yes"),
                              text: prompts.reflectionMessage)
                return .safety
            case .no, .skipped:
                if let line = prompts.afterNo { output.say(state: question.state, text: line) }
                return .answer(answer)
            }
        }
        guard let finding else { return .answer(answer) }
        if finding.isAlarm, finding.level == .crisis {
            output.safety(finding, text: prompts.reflectionMessage)
            return .safety
        }
        if finding.isAlarm {
            output.safety(finding, text: prompts.concernLead ?? "")
            let words = prompts.words(for: finding.category)
            return .safetyQuestion(id: Self.concernQuestion, text: prompts.concernQuestion(for: finding.category),
                                   why: Messages.safetyConcernWhy(words, rule: finding.rule), reason: Messages.safetyConcernReason(words))
        }
        guard question.state != ReflectionSession.safetyState, let caring = prompts.someoneElse else { return .answer(answer) }
        let words = prompts.words(for: finding.category)
        return .safetyQuestion(id: Self.someoneElseQuestion, text: caring, why: Messages.safetySomeoneElseWhy(words, rule: finding.rule),
                               reason: Messages.safetySomeoneElseReason(words))
    }

    static let concernQuestion = "safety-check"
    static let someoneElseQuestion = "safety-someone-else"

    /// Fuses the session's signals into a mood reading, stored with the reflection.
    /// The week at a glance, then the waiting question again; nothing is stored.
    private func showWeek(then question: AskedQuestion) throws {
        for line in try WeekGlance.lines(db: db, day: day, context: context) { output.info(line) }
        output.info(Messages.weekBackToQuestion)
        output.question(question)
    }

    /// The next step becomes a todo linked to this reflection, or a goal when it starts with "goal:".
    /// `#words` in an answer tag the reflection; past the journal's limit they stay plain words.
    private func tagReflection(_ qa: ReflectionQA, answer: String) throws {
        let tags = Hashtags.extract(answer)
        guard !tags.isEmpty else { return }
        let refused = try db.tagEntry(qa.entryId, tags: tags, at: context.clock.now())
        if !refused.isEmpty {
            output.info(Messages.hashtagsNotAdded(refused.map { SafeText.forTerminal($0) }, limit: AppDatabase.maximumTags))
        }
    }

    /// The flow's `save` kinds the runner acts on (FlowValidator.saveKinds).
    static let nextStepSave = "next-step", lastStepSave = "last-step"

    /// Keeps a next step as a todo or goal, or nothing for filler ("idk", "nothing"); returns what was saved,
    /// for the closing line. With more open reflection steps than the settings allow, says how to review them.
    private func saveNextStep(_ answer: String, sessionID: Int64, openSteps: Int) throws -> String? {
        switch NextStep.read(answer, goalPrefix: Messages.goalPrefix, lexicon: conversation.replies) {
        case .nothing:
            output.info(Messages.nextStepNothing)
            return nil
        case .goal(let goal):
            let saved = try db.addGoal(text: goal, steps: [], day: day.description, at: context.clock.now())
            output.saved(kind: "goal", id: saved.id)
            output.info(Messages.nextStepGoal(saved.id))
            return Messages.savedGoal(saved.id)
        case .todo(let text):
            let saved = try db.addTodo(text: text, day: day.description, sessionID: sessionID, at: context.clock.now())
            output.saved(kind: "todo", id: saved.id!)
            output.info(Messages.nextStepTodo(saved.id!))
            if openSteps + 1 > conversation.settings.openStepsToReview { output.info(Messages.openStepsToReview(openSteps + 1)) }
            return Messages.savedTodo(saved.id!)
        }
    }

    /// A clear "done" to the last step marks its todo done; "not yet" keeps it open, carried to the next
    /// reflection. Returns whether the todo was closed.
    private func act(onReply answer: String, todo id: Int64, text: String) throws -> Bool {
        switch StepReply.read(answer, lexicon: conversation.replies) {
        case .done:
            do { _ = try db.setTodoDone(id, done: true, at: context.clock.now()) } catch is TodoNotFound { return false }
            output.saved(kind: "todo-done", id: id)
            output.info(Messages.lastStepDone(id, text: SafeText.forTerminal(text)))
            return true
        case .notYet:
            output.info(Messages.lastStepKept(id))
            return false
        case .unclear:
            return false
        }
    }

    /// After a safety message the reading is stored but not shown: no chirpy line follows it.
    /// A rating logged earlier the same day joins a reflection without one of its own (issue 15, item 6).
    private func recordMood(_ mood: SessionMood, sessionID: Int64, at date: Date, quietly: Bool) throws {
        let dayRating = try db.emotionLogs(from: day.description, to: day.description).last { $0.loggedAt <= date }?.rating
        guard let record = mood.record(at: date, analyzer: analyzer, typing: reader.typingRhythm, dayRating: dayRating) else { return }
        let stored = try MoodContext(db: db, context: context)
            .record(record, source: .reflection, sourceID: sessionID, day: day)
        if !quietly { output.mood(stored, loggedRating: mood.usesDayRating(dayRating) ? dayRating : nil) }
    }

    /// `/attach PATH`: decodes the photo, adds its colour signal, and records it by path and content hash.
    private func attach(_ argument: String, to mood: inout SessionMood, sessionID: Int64) throws {
        let path = argument.trimmingCharacters(in: .whitespaces)
        guard !path.isEmpty else { return output.info(Messages.attachNeedsPath) }
        let expanded = (path as NSString).expandingTildeInPath
        do {
            let signal = try ImageDecoder.moodSignal(path: expanded, at: context.clock.now())
            let hash = try ContentHash.sha256(fileAt: expanded)
            _ = try db.addAttachment(sessionID: sessionID, path: URL(fileURLWithPath: expanded).standardizedFileURL.path, sha256: hash, at: context.clock.now())
            mood.attach(signal)
            output.info(Messages.attachNoted(SafeText.forTerminal((expanded as NSString).lastPathComponent)))
        } catch let error as ImageDecodingError {
            output.info(Messages.attachFailed(SafeText.forTerminal(error.description)))
        }
    }
}
