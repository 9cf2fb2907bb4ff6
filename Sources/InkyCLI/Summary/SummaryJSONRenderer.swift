// SPDX-License-Identifier: GPL-3.0-or-later
import InkyCore

/// The summary as one JSON object; every field is documented in the README ("inky summary --json").
enum SummaryJSONRenderer {
    static func render(_ s: Summary) -> String { json(s).text }

    static func json(_ s: Summary) -> JSONValue {
        .object([
            ("period", .object([
                ("kind", .string(s.period.kind.rawValue)), ("from", .string(s.period.from.description)),
                ("to", .string(s.period.to.description)), ("days", .int(Int64(s.period.length))),
            ])),
            ("previous", .object([("from", .string(s.period.previousFrom.description)), ("to", .string(s.period.previousTo.description))])),
            ("message", message(s).map(JSONValue.string) ?? .null),
            ("days", .array(s.days.map(day))),
            ("mood", .object([
                ("readings", .int(Int64(s.readings))), ("days_with_readings", .int(Int64(s.daysWithReadings))),
                ("average_valence", number(s.averageValence)),
            ])),
            ("comparison", .object([("valence", change(s.valence)), ("rating", change(s.rating))])),
            ("most_common_emotions", .array(s.emotions.map { .object([("emotion", .string($0.emotion.rawValue)), ("count", .int(Int64($0.count)))]) })),
            ("unusual_days", .array(s.unusualDays.map {
                .object([("day", .string($0.day.description)), ("band", .string($0.band.rawValue)), ("baseline_z", .double($0.baselineZ))])
            })),
            ("topics", .array(s.topics.map(term))),
            ("keywords", .array(s.keywords.map(term))),
            ("todos", .object([
                ("added", .int(Int64(s.todos.added))), ("done", .int(Int64(s.todos.done))), ("open", .int(Int64(s.todos.open))),
                ("completion_rate", number(s.todos.completionRate)),
            ])),
            ("goals", .array(s.goals.map { g in
                .object([
                    ("id", .int(g.id)), ("text", .string(g.text)), ("progress", .int(Int64(g.progress))),
                    ("steps", .int(Int64(g.steps))), ("steps_done", .int(Int64(g.stepsDone))),
                    ("steps_done_in_period", .int(Int64(g.stepsDoneInPeriod))), ("reached_in_period", .bool(g.completedInPeriod)),
                ])
            })),
            ("reflections", .object([
                ("count", .int(Int64(s.reflections.count))), ("answers", .int(Int64(s.reflections.answers))),
                ("minutes", .double(s.reflections.minutes)), ("streak", .int(Int64(s.reflections.streak))),
                ("longest_streak", .int(Int64(s.reflections.longestStreak))),
            ])),
            ("disagreements", .object([
                ("conflicts", .int(Int64(s.disagreements.conflicts))), ("corrected", .int(Int64(s.disagreements.corrected))),
            ])),
            ("traits", traits(s.traits)),
            ("correlations", .array(s.correlations.map(correlation))),
            ("correlation_window", .object([("from", .string(s.correlationFrom.description)), ("to", .string(s.period.to.description))])),
            ("suggestion", s.suggestion.map { .object([("rule", .string($0.rule)), ("text", .string($0.text))]) } ?? .null),
            ("affirmation", s.affirmation.map(JSONValue.string) ?? .null),
        ])
    }

    /// The thin-data message, when there is one.
    static func message(_ s: Summary) -> String? {
        s.daysWithReadings == 0 ? Messages.SummaryText.noReadings : s.daysWithReadings == 1 ? Messages.SummaryText.oneDay : nil
    }

    static func day(_ d: Summary.DayMood) -> JSONValue {
        .object([
            ("day", .string(d.day.description)), ("weekday", .string(DayParser.weekdayName(of: d.day).lowercased())),
            ("readings", .int(Int64(d.readings))), ("valence", number(d.valence)), ("smoothed_valence", number(d.smoothedValence)),
            ("baseline_z", number(d.baselineZ)), ("band", d.band.map { .string($0.rawValue) } ?? .null),
            ("symbol", .string(Messages.SummaryText.symbol(d))),
            ("top", d.top.map { .string($0.rawValue) } ?? .null), ("rating", number(d.rating)), ("conflict", .bool(d.conflict)),
        ])
    }

    static func change(_ c: Summary.Change) -> JSONValue {
        .object([("now", number(c.now)), ("before", number(c.before)), ("change", number(c.change)),
                 ("direction", c.direction.map { .string($0.rawValue) } ?? .null)])
    }

    static func term(_ t: Summary.TermTrend) -> JSONValue {
        .object([
            ("term", .string(t.term)), ("count", .int(Int64(t.count))), ("average_valence", .double(t.averageValence)),
            ("previous_average_valence", number(t.previousAverageValence)), ("trend", .string(t.trend.rawValue)),
        ])
    }

    static func traits(_ report: TraitsReport?) -> JSONValue {
        switch report {
        case .ready(let t)?:
            .object([("ready", .bool(true)), ("stability", .double(t.emotionalStability)), ("optimism", .double(t.optimismBias)),
                     ("reactivity", .double(t.reactivity)), ("recovery", .double(t.recoveryRate)), ("days", .int(Int64(t.days)))])
        case .notEnoughDays(let have, let need)?:
            .object([("ready", .bool(false)), ("days", .int(Int64(have))), ("needed", .int(Int64(need)))])
        case nil: .null
        }
    }

    static func correlation(_ c: Summary.Correlation) -> JSONValue {
        let g = c.comparison
        return .object([
            ("factor", .string(c.factor.rawValue)), ("value", .string(c.value)),
            ("n_with", .int(Int64(g.countWith))), ("n_without", .int(Int64(g.countWithout))),
            ("mean_with", .double(g.meanWith)), ("mean_without", .double(g.meanWithout)),
            ("difference", .double(g.difference)), ("r", .double(g.r)), ("welch_t", number(g.welchT)),
        ])
    }

    static func number(_ v: Double?) -> JSONValue { v.map { $0.isFinite ? .double($0) : .null } ?? .null }
}
