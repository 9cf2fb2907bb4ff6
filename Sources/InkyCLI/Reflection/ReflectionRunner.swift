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
    let seed: UInt64
    let output: ReflectionOutput
    let reader: any LineReader
    let analyzer: TextAnalyzer
    let feelings: FeelingsList
    let safety: SafetyNet

    /// How far back an asked question counts as recent.
    static let noRepeatWindow: TimeInterval = 7 * 24 * 3600

    func run() throws {
        let started = context.clock.now()
        let recent = try db.recentlyAskedQuestionIDs(since: started.addingTimeInterval(-Self.noRepeatWindow))
        let slots = ReflectionSlots.values(
            name: try db.setting(SettingKey.name.rawValue), hour: context.clock.hour, day: day, today: context.clock.today)
        var session = ReflectionSession(flow: flow, slots: slots, recentlyAsked: recent, seed: seed)
        let sessionID = try db.startSession(flow: flow.name, day: day.description, seed: seed, at: started)
        var mood = SessionMood()
        defer { reader.finish() }
        let history = try db.reflectionHistory(
            excluding: sessionID, day: day.description, weekAgo: day.adding(days: -7).description,
            recentSessions: ConversationFactsBuilder.recentReflections,
            nextStepStates: Set(flow.states.filter { $0.save == "next-step" }.map(\.id)))
        var facts = ConversationFactsBuilder(history: history, day: day, partOfDay: slots["part_of_day"] ?? "")
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
                    try db.recordAsked(sessionID: sessionID, questionID: question.questionID, at: context.clock.now())
                    output.question(question)
                case .end(let reason):
                    let now = context.clock.now()
                    try db.endSession(sessionID: sessionID, reason: reason.rawValue, at: now)
                    try recordMood(mood, sessionID: sessionID, at: context.clock.observationTime(for: day),
                                   quietly: reason == .safety || output.saidSafety)
                    output.end(questions: session.asked.count, answers: session.answered,
                               seconds: now.timeIntervalSince(started), reason: reason)
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
                    facts.add(answer: answer, analysis: analysis, state: current.state)
                    refresh()
                    let finding = safety.assess(answer)
                    if flow.state(current.state)?.save == "next-step", finding?.isAlarm != true {
                        try saveNextStep(answer, sessionID: sessionID)
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
            return .safetyQuestion(id: Self.concernQuestion, text: prompts.concernQuestion(for: finding.category),
                                   why: Messages.safetyConcernWhy(prompts.words(for: finding.category), rule: finding.rule))
        }
        guard question.state != ReflectionSession.safetyState, let caring = prompts.someoneElse else { return .answer(answer) }
        return .safetyQuestion(id: Self.someoneElseQuestion, text: caring,
                               why: Messages.safetySomeoneElseWhy(prompts.words(for: finding.category), rule: finding.rule))
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

    private func saveNextStep(_ answer: String, sessionID: Int64) throws {
        let text = answer.trimmingCharacters(in: .whitespaces)
        if text.lowercased().hasPrefix(Messages.goalPrefix) {
            let goal = text.dropFirst(Messages.goalPrefix.count).trimmingCharacters(in: .whitespaces)
            guard !goal.isEmpty else { return }
            let saved = try db.addGoal(text: goal, steps: [], day: day.description, at: context.clock.now())
            output.saved(kind: "goal", id: saved.id)
            output.info(Messages.nextStepGoal(saved.id))
        } else {
            let saved = try db.addTodo(text: text, day: day.description, sessionID: sessionID, at: context.clock.now())
            output.saved(kind: "todo", id: saved.id!)
            output.info(Messages.nextStepTodo(saved.id!))
        }
    }

    /// After a safety message the reading is stored but not shown: no chirpy line follows it.
    private func recordMood(_ mood: SessionMood, sessionID: Int64, at date: Date, quietly: Bool) throws {
        guard let record = mood.record(at: date, analyzer: analyzer, typing: reader.typingRhythm) else { return }
        let stored = try MoodContext(db: db, context: context)
            .record(record, source: .reflection, sourceID: sessionID, day: day)
        if !quietly { output.mood(stored) }
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
