// SPDX-License-Identifier: GPL-3.0-or-later

/// Turns what the store read into a `Summary`: per-day moods, comparisons, trends, correlations.
public enum SummaryBuilder {
    /// Valence averages closer than this count as the same (a twentieth of the scale).
    public static let valenceThreshold = 0.05
    /// Ratings closer than this (on 0–10) count as the same.
    public static let ratingThreshold = 0.25
    /// A topic's mean valence must move this much between periods for an arrow up or down.
    public static let trendThreshold = 0.1
    /// Days whose baseline z is at least this far from 0 are unusual for the person (the
    /// "lower/higher than usual" bands and beyond).
    public static let unusualZ = 1.0
    public static let topTerms = 5
    public static let topEmotions = 3

    /// The summary of `input`; `today` decides whether a streak may still be extended today.
    public static func build(
        _ input: SummaryInput, today: Day, rules: SuggestionRules? = nil, affirmations: Affirmations? = nil
    ) -> Summary {
        let period = input.period
        let inPeriod = input.readings.filter { period.contains($0.day) }
        let inPrevious = input.readings.filter { period.previousContains($0.day) }
        let byDay = Dictionary(grouping: inPeriod, by: \.day)
        let days = period.days.map { dayMood($0, byDay[$0] ?? []) }
        let dayValues = days.compactMap(\.valence)
        let previousDays = Dictionary(grouping: inPrevious, by: \.day).sorted { $0.key < $1.key }.map { mean($0.value.map(\.valence))! }
        let ratings = inPeriod.compactMap(\.rating), previousRatings = inPrevious.compactMap(\.rating)

        let done = input.todos.addedDone
        let todos = Summary.Todos(
            added: input.todos.added, done: input.todos.done, open: input.todos.open,
            completionRate: input.todos.added > 0 ? Double(done) / Double(input.todos.added) : nil)
        let reflections = Summary.Reflections(
            count: input.reflections.count, answers: input.reflections.reduce(0) { $0 + $1.answers },
            minutes: input.reflections.reduce(0) { $0 + ($1.minutes ?? 0) },
            streak: Streak.current(input.streakRun, endingOn: period.to, graceToday: period.to == today),
            longestStreak: Streak.longest(days: input.reflections.map(\.day), from: period.from, to: period.to))

        var summary = Summary(
            period: period, days: days, readings: inPeriod.count, daysWithReadings: dayValues.count,
            averageValence: mean(dayValues),
            valence: Summary.Change(now: mean(dayValues), before: mean(previousDays), threshold: valenceThreshold),
            rating: Summary.Change(now: mean(ratings), before: mean(previousRatings), threshold: ratingThreshold),
            emotions: mostCommon(inPeriod.compactMap(\.top)), unusualDays: unusualDays(days),
            topics: trends(input.terms.filter { $0.kind == .topic }, period: period),
            keywords: trends(input.terms.filter { $0.kind == .keyword }, period: period),
            todos: todos, goals: input.goals, reflections: reflections,
            disagreements: Summary.Disagreements(conflicts: inPeriod.filter(\.conflict).count,
                                                 corrected: inPeriod.filter(\.corrected).count),
            traits: input.traits, correlations: correlations(input), correlationFrom: period.windowStart,
            suggestion: nil, affirmation: nil)
        if let rules { summary.suggestion = rules.pick(facts: SuggestionFacts.facts(of: summary)) }
        if let affirmations {
            // Seeded by the period, so the same summary shows the same line.
            var generator = SeededGenerator(seed: UInt64(period.to.ordinal) &* 31 &+ UInt64(period.length))
            summary.affirmation = affirmations.pick(for: Affirmations.Band(z: summary.latestZ), avoiding: nil, using: &generator)
        }
        return summary
    }

    static func dayMood(_ day: Day, _ readings: [SummaryReading]) -> Summary.DayMood {
        let last = readings.last
        let valence = mean(readings.map(\.valence))
        let z = valence.flatMap { BaselineBand.z(of: $0, centre: last?.baselineCentre, spread: last?.baselineSpread) }
        return Summary.DayMood(
            day: day, readings: readings.count, valence: valence,
            smoothedValence: last?.smoothedValence, baselineZ: z, band: z.map(BaselineBand.init(z:)),
            top: mostCommon(readings.compactMap(\.top)).first?.emotion, rating: mean(readings.compactMap(\.rating)),
            conflict: readings.contains(where: \.conflict))
    }

    /// Days of the period unusual for this person, furthest from their usual first.
    public static func unusualDays(_ days: [Summary.DayMood]) -> [Summary.UnusualDay] {
        days.compactMap { d -> Summary.UnusualDay? in
            guard let z = d.baselineZ, let band = d.band, abs(z) >= unusualZ else { return nil }
            return Summary.UnusualDay(day: d.day, baselineZ: z, band: band)
        }.sorted { abs($0.baselineZ) != abs($1.baselineZ) ? abs($0.baselineZ) > abs($1.baselineZ) : $0.day < $1.day }
    }

    /// Categories by how often they stood out, most often first (ties in category order).
    static func mostCommon(_ tops: [EmotionCategory]) -> [Summary.EmotionCount] {
        var counts: [EmotionCategory: Int] = [:]
        for top in tops { counts[top, default: 0] += 1 }
        return counts.map { Summary.EmotionCount(emotion: $0.key, count: $0.value) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.emotion < $1.emotion }
            .prefix(topEmotions).map { $0 }
    }

    /// The most mentioned terms of the period with their mean valence, against the previous period.
    static func trends(_ terms: [SummaryInput.Term], period: SummaryPeriod) -> [Summary.TermTrend] {
        var now: [String: [Double]] = [:], before: [String: [Double]] = [:]
        for t in terms {
            if period.contains(t.day) { now[t.term, default: []].append(t.valence) }
            else if period.previousContains(t.day) { before[t.term, default: []].append(t.valence) }
        }
        return now.map { term, values -> Summary.TermTrend in
            let average = mean(values)!
            let previous = before[term].flatMap { mean($0) }
            let trend: Summary.Trend = previous.map {
                abs(average - $0) < trendThreshold ? .same : average > $0 ? .up : .down
            } ?? .new
            return Summary.TermTrend(term: term, count: values.count, averageValence: average,
                                     previousAverageValence: previous, trend: trend)
        }
        .sorted { $0.count != $1.count ? $0.count > $1.count : $0.term < $1.term }
        .prefix(topTerms).map { $0 }
    }

    /// Correlations over both periods, one value per day with readings.
    static func correlations(_ input: SummaryInput) -> [Summary.Correlation] {
        let window = { (day: Day) in input.period.windowStart <= day && day <= input.period.to }
        var values: [Day: [Double]] = [:], hours: [Day: Set<TimeOfDay>] = [:]
        for r in input.readings where window(r.day) {
            values[r.day, default: []].append(r.valence)
            hours[r.day, default: []].insert(TimeOfDay(hour: r.hour))
        }
        var topics: [Day: Set<String>] = [:], tags: [Day: Set<String>] = [:]
        for t in input.terms where t.kind == .topic && values[t.day] != nil { topics[t.day, default: []].insert(t.term) }
        for t in input.tags where values[t.day] != nil { tags[t.day, default: []].insert(t.tag) }
        return MoodCorrelations.compute(dayValues: values.mapValues { mean($0)! }, hours: hours, topics: topics, tags: tags)
    }

    static func mean(_ values: [Double]) -> Double? {
        let finite = values.filter(\.isFinite)
        return finite.isEmpty ? nil : finite.reduce(0, +) / Double(finite.count)
    }
}
