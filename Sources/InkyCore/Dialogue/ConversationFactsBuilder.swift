// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Turns history and the answers so far into the facts flow conditions read, and the slots they fill.
///
/// History is read once per session; each answer adds its own reading. Pure apart from its input.
public struct ConversationFactsBuilder: Sendable {
    private var base = ConversationFacts()
    private var baseSlots: [String: String] = [:]
    private var sessionTopics: [String: Int] = [:]
    private var sessionText: [String] = []
    private var checkinValence: Double?
    /// The last answer, when it spoke of no risk (a risky answer is never said back), and who the session named last.
    private var lastAnswer: String?
    private var person: String?
    private let echo: EchoLexicon
    private let settings: ConversationSettings
    /// The main topic of each answer in recent reflections, and in this one (session nil), with the answer's valence.
    private var mainTopics: [(session: Int64?, topic: String, valence: Double)]
    /// How each recent reflection read (its mood reading's valence), by session.
    private let sessionValences: [Int64: Double]
    /// This reflection's answers' valences so far.
    private var answerValences: [Double] = []
    /// Short answers in a row, up to the last one.
    private var shortInARow = 0

    /// `lastStep` is what the reflection asks about first, if anything (`LastStep.choose`).
    public init(history: ReflectionHistory, day: Day, partOfDay: String, lastStep: LastStep?, echo: EchoLexicon,
         settings: ConversationSettings) {
        self.echo = echo
        self.settings = settings
        mainTopics = history.recentTopics.map { ($0.session, $0.topic, $0.valence) }
        sessionValences = history.recentSessionValences
        base["time.part"] = .text(partOfDay)
        base["first_session"] = .flag(history.days.isEmpty)
        if let last = history.days.first.flatMap(Day.init) {
            let gap = last.days(to: day)
            base["days_since_last"] = .number(Double(gap))
            baseSlots["days"] = String(gap)
        }
        var streak = 0
        var expected = day.adding(days: -1)
        for text in history.days {
            guard let d = Day(text) else { break }
            if d == day { continue }
            guard d == expected else { break }
            streak += 1
            expected = expected.adding(days: -1)
        }
        base["streak"] = .number(Double(streak))
        baseSlots["streak"] = String(streak)
        base["streak.milestone"] = .flag(settings.streakMilestones.contains(streak))
        if let last = history.lastValence { base["last.valence"] = .number(last) }
        if let slope = Self.slope(history.recentMood, today: day) { base["trend.slope"] = .number(slope) }
        if let z = history.latestZ { base["baseline.z"] = .number(z) }
        base["todos.open"] = .number(Double(history.openTodos))
        base["todos.overdue"] = .number(Double(history.overdueTodos))
        base["goals.open"] = .number(Double(history.openGoals))
        switch lastStep {
        case .todo(_, let text)?:
            base["last.step"] = .flag(true)
            baseSlots["todo"] = SafeText.forTerminal(text)
        case .goal(let text)?:
            base["last.goal"] = .flag(true)
            baseSlots["goal"] = SafeText.forTerminal(text)
        case nil:
            break
        }
        base["session.answers"] = .number(0)
    }

    /// Adds facts and slots known before the reflection begins (a weekly flow's `WeekFacts`).
    public mutating func include(_ facts: ConversationFacts, slots: [String: String]) {
        base.merge(facts)
        baseSlots.merge(slots) { _, new in new }
    }

    /// Valence change per day over the readings given (least squares), or nil with fewer than 3 days.
    public static func slope(_ points: [(day: Day, valence: Double)], today: Day) -> Double? {
        let xy = points.map { (Double(today.days(to: $0.day)), $0.valence) }
        guard Set(xy.map(\.0)).count >= 3 else { return nil }
        let n = Double(xy.count)
        let mx = xy.map(\.0).reduce(0, +) / n, my = xy.map(\.1).reduce(0, +) / n
        let sxx = xy.map { ($0.0 - mx) * ($0.0 - mx) }.reduce(0, +)
        let sxy = xy.map { ($0.0 - mx) * ($0.1 - my) }.reduce(0, +)
        return sxx > 0 ? sxy / sxx : nil
    }

    /// The state whose answer is the check-in (`checkin.valence`), unless a `/mood` rating came first.
    public static let checkinState = "checkin"

    /// Records an answer's reading, given in `state`; `short` tells whether it was a short answer (`ShortAnswer`).
    public mutating func add(answer: String, analysis: TextAnalysis, state: String, short: Bool) {
        sessionText.append(answer)
        for topic in analysis.topics { sessionTopics[topic, default: 0] += 1 }
        if let main = analysis.topics.first { mainTopics.append((nil, main, analysis.valence)) }
        answerValences.append(analysis.valence)
        shortInARow = short ? shortInARow + 1 : 0
        base["session.short"] = .number(Double(shortInARow))
        base["answer.low"] = .flag(analysis.valence <= settings.lowAnswerValence)
        if state == Self.checkinState && checkinValence == nil { checkinValence = analysis.valence }
        base["answer.valence"] = .number(analysis.valence)
        base["answer.arousal"] = .number(analysis.arousal)
        base["answer.top"] = .text(analysis.namedEmotion?.rawValue ?? "none")
        base["answer.topics"] = .list(analysis.topics)
        base["answer.keywords"] = .list(analysis.keywords)
        base["session.answers"] = .number(Double(sessionText.count))
        lastAnswer = analysis.safety == .none ? answer : nil
        let named = lastAnswer.flatMap { EchoSlots.person(in: $0, lexicon: echo) }
        base["answer.person"] = .flag(named != nil)
        if let named { person = SafeText.forTerminal(named) }
    }

    /// This reflection's key among `evenings`.
    public static let thisSession: Int64 = -1

    /// The topic of recent reflections, this one included, worth naming: of those that were the main topic
    /// of an answer in at least `recurring` reflections, the one whose evenings read heaviest against the
    /// other recent evenings; with none recurring that often, the most frequent. Its facts: how many
    /// reflections, how the evenings it came up on read on average (their mood readings, or without one
    /// the answers about it), and how much heavier or lighter than the other recent evenings
    /// (`trend.topic.relative`, the person's own usual). Evenings are keyed by session, this one by `thisSession`.
    public static func trend(of topics: [(session: Int64?, topic: String, valence: Double)], evenings: [Int64: Double?] = [:],
                      recurring: Int = 3, into facts: inout ConversationFacts, slots: inout [String: String]) {
        var sessionsWith: [String: Set<Int64>] = [:]
        var valences: [String: [Double]] = [:]
        for (session, topic, valence) in topics {
            sessionsWith[topic, default: []].insert(session ?? thisSession)
            valences[topic, default: []].append(valence)
        }
        func mean(_ values: [Double]) -> Double { values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count) }
        let read = evenings.compactMapValues { $0 }
        /// (average, relative) of a topic.
        func weigh(_ topic: String) -> (Double, Double) {
            let sessions = sessionsWith[topic]!
            let withTopic = sessions.compactMap { read[$0] }
            let average = withTopic.count == sessions.count ? mean(withTopic) : mean(valences[topic]!)
            let others = read.filter { !sessions.contains($0.key) }.map(\.value)
            let usual = read.isEmpty ? mean(topics.filter { $0.topic != topic }.map(\.valence)) : mean(others)
            return (average, average - usual)
        }
        let weighed = sessionsWith.keys.map { (topic: $0, count: sessionsWith[$0]!.count, weight: weigh($0)) }
        guard let chosen = weighed.min(by: { a, b in
            let (ra, rb) = (a.count >= recurring, b.count >= recurring)
            if ra != rb { return ra }
            if ra, a.weight.1 != b.weight.1 { return a.weight.1 < b.weight.1 }
            return (a.count, b.topic) > (b.count, a.topic)
        }) else { return }
        let (topic, sessions) = (chosen.topic, sessionsWith[chosen.topic]!)
        let (average, relative) = chosen.weight
        facts["trend.topic"] = .text(topic)
        facts["trend.topic.count"] = .number(Double(sessions.count))
        facts["trend.topic.valence"] = .number(average)
        facts["trend.topic.relative"] = .number(relative)
        slots["topic"] = topic
        slots["count"] = String(sessions.count)
        slots["topic_valence"] = String(format: "%+.1f", average)
    }

    /// A `/mood` rating is the check-in when it comes before the check-in's answer.
    public mutating func add(rating: Int) {
        if checkinValence == nil { checkinValence = MoodSignal.valence(forRating: Double(rating)) }
    }

    /// The facts and slots for the next choice, with the time spent so far.
    /// `feelings` words the {feeling} slot: the first feeling listed for a category is its everyday adjective.
    public func current(elapsed: TimeInterval, analyzer: TextAnalyzer, feelings: FeelingsList) -> (ConversationFacts, [String: String]) {
        var facts = base
        var slots = baseSlots
        if let checkinValence { facts["checkin.valence"] = .number(checkinValence) }
        facts["budget.over"] = .flag(elapsed > settings.budgetSeconds)
        if !sessionText.isEmpty {
            let whole = analyzer.analyze(sessionText.joined(separator: "\n"))
            slots["feeling"] = whole.ekman == .neutral ? nil : feelings.byCategory[whole.top]?.first ?? whole.top.rawValue
            if let main = sessionTopics.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key { slots["main_topic"] = main }
        }
        var evenings = sessionValences.mapValues { Optional($0) }
        evenings[Self.thisSession] = answerValences.isEmpty ? nil : answerValences.reduce(0, +) / Double(answerValences.count)
        Self.trend(of: mainTopics, evenings: evenings, recurring: settings.recurringTopic, into: &facts, slots: &slots)
        slots["person"] = person
        slots["echo"] = lastAnswer.flatMap { EchoSlots.phrase(in: $0, lexicon: echo, analyzer: analyzer) }.map { SafeText.forTerminal($0) }
        return (facts, slots)
    }
}
