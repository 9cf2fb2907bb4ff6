// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore
@testable import InkyCLI

/// A simulated month of daily reflections (issue 16, item 11): each evening has a kind (happy, sad, terse,
/// rambling, a week of work stress, a friend named Priya), and every question is answered from the
/// written answer bank (`month-answers.tsv`) by what it asks, so the conversation can go where it likes.
/// The figures it reports are the issue's targets.
struct MonthSimulation {
    /// One line of the answer bank.
    struct Bank {
        var answers: [String: [String: [String]]] = [:]

        init(path: URL) throws {
            for line in try String(contentsOf: path, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                guard fields.count == 3 else { continue }
                answers[fields[0], default: [:]][fields[1], default: []].append(fields[2])
            }
        }

        /// The `n`th answer of a kind to a kind of question, falling back to another kind's when it has none.
        func answer(_ kind: String, _ what: String, _ n: Int) -> String {
            let list = answers[kind]?[what] ?? answers["all"]?[what] ?? answers["happy"]![what == "hard" || what == "care" ? "more" : what] ?? ["okay"]
            return list[n % list.count]
        }
    }

    /// A question as the `--json` stream showed it.
    struct Question {
        var state: String, rule: String, tone: String, text: String, echoes: [String]
    }

    /// What one evening produced.
    struct Evening {
        var day: String
        var kind: String
        var questions: [Question] = []
        /// Each answer given, with the analyzer's valence and the question it answered.
        var answers: [(text: String, valence: Double, question: Int)] = []
        var closedTodos = 0
        var doneAnswers = 0
        var savedSteps = 0
        var events: [[String: Any]] = []
    }

    let bank: Bank
    /// The kinds of the 30 evenings, in order: the work week is evenings 8-12, Priya comes on five.
    static let schedule = ["happy", "friend", "terse", "sad", "rambling", "happy", "terse",
                           "work", "work", "work", "work", "work", "friend", "happy", "sad", "terse",
                           "rambling", "friend", "happy", "work", "work", "terse", "sad", "happy",
                           "friend", "rambling", "terse", "happy", "sad", "happy"]

    /// Runs the month in `harness` from `start` (a day), one evening a day at 21:00.
    func run(in harness: Harness, start: String = "2026-10-01") -> [Evening] {
        var evenings: [Evening] = []
        let first = Day(start)!
        for (index, kind) in Self.schedule.enumerated() {
            let day = first.adding(days: index).description
            harness.environment["INKY_NOW"] = day + "T21:00:00"
            var evening = Evening(day: day, kind: kind)
            var asked = 0
            let result = harness.run(["--seed", String(index + 11), "--json"]) { output in
                let questions = questionEvents(output)
                guard questions.count > asked, let last = questions.last else { return nil }
                asked = questions.count
                let state = last["state"] as? String ?? ""
                return self.answer(kind: kind, state: state, evening: index, question: asked)
            }
            let events = jsonEvents(result.out)
            evening.events = events
            for event in events {
                switch event["type"] as? String {
                case "question":
                    evening.questions.append(Question(
                        state: event["state"] as? String ?? "", rule: event["rule"] as? String ?? "",
                        tone: event["tone"] as? String ?? "", text: event["text"] as? String ?? "",
                        echoes: event["echoes"] as? [String] ?? []))
                case "answer":
                    evening.answers.append((event["text"] as? String ?? "", event["valence"] as? Double ?? 0,
                                            evening.questions.count - 1))
                case "saved":
                    switch event["kind"] as? String {
                    case "todo-done": evening.closedTodos += 1
                    case "todo", "goal": evening.savedSteps += 1
                    default: break
                    }
                default: break
                }
            }
            evening.doneAnswers = evening.answers.filter { a in
                evening.questions[a.question].state == "last-step"
                    && (bank.answers["all"]!["done"]! + bank.answers["terse"]!["done"]!).contains(a.text)
            }.count
            evenings.append(evening)
        }
        return evenings
    }

    /// The answer an evening of `kind` gives to a question in `state`.
    func answer(kind: String, state: String, evening: Int, question: Int) -> String {
        let n = evening * 3 + question
        switch state {
        case "last-step":
            if kind == "terse" { return bank.answer("terse", evening % 3 == 0 ? "done" : "notyet", n) }
            return evening % 5 == 4 ? bank.answer("all", "notyet", n) : bank.answer("all", "done", n)
        case "checkin": return bank.answer(kind, "checkin", n)
        case "open": return bank.answer(kind, "day", n)
        case "hard-day": return bank.answer(kind, "hard", n)
        case "hard-day-care": return bank.answer(kind, "care", n)
        case "gratitude": return bank.answer(kind, "glad", n)
        case "next-step": return bank.answer(kind, "step", n)
        case "safety": return bank.answer("all", "no", n)
        default: return bank.answer(kind, question <= 2 ? "day" : "more", n)
        }
    }

    /// The issue's figures over a month.
    struct Figures: CustomStringConvertible {
        var sessions = 0
        var questions = 0
        /// Exploratory questions (not check-in, last step, next step or safety) whose rule was asked again within 7 days.
        var exploratoryRepeats = 0
        var exploratoryTextRepeats = 0
        /// The same, within 14 days (`no_repeat_days`).
        var exploratoryRepeatsIn14 = 0
        var afterNegative = 0
        var gentleAfterNegative = 0
        var sessionsEchoing = 0
        var terseEvenings = 0
        var terseWithinThree = 0
        var doneAnswers = 0
        var closedTodos = 0
        /// Safety questions or messages in a month whose answers speak of no risk (false alarms).
        var safetyEvents = 0
        /// The work evening (1 = the first of the week) on which the recurring topic was first named, if ever.
        var workNamedOn: Int?
        var perSession: Double { Double(questions) / Double(max(sessions, 1)) }
        var gentleShare: Double { Double(gentleAfterNegative) / Double(max(afterNegative, 1)) }
        var echoShare: Double { Double(sessionsEchoing) / Double(max(sessions, 1)) }

        var description: String {
            "sessions \(sessions), questions per session \(String(format: "%.2f", perSession)), "
                + "exploratory repeats within 7 days \(exploratoryRepeats) (same text \(exploratoryTextRepeats), within 14 days \(exploratoryRepeatsIn14)), "
                + "gentle after a negative answer \(gentleAfterNegative)/\(afterNegative), "
                + "sessions using the person's words \(sessionsEchoing)/\(sessions), "
                + "terse evenings in <= 3 questions \(terseWithinThree)/\(terseEvenings), "
                + "'yes, did it' closed \(closedTodos)/\(doneAnswers), safety events \(safetyEvents), "
                + "work named on its evening \(workNamedOn.map(String.init) ?? "never")"
        }
    }

    /// States whose questions are rituals, asked every evening in rotating words.
    static let rituals: Set<String> = ["checkin", "last-step", "next-step", "safety"]
    /// An answer at or below this valence is clearly negative.
    static let negative = -0.3

    static func figures(_ evenings: [Evening]) -> Figures {
        var f = Figures()
        var lastAskedRule: [String: Int] = [:], lastAskedText: [String: Int] = [:]
        var workEvening = 0
        for (index, evening) in evenings.enumerated() {
            f.sessions += 1
            f.questions += evening.questions.count
            for q in evening.questions where !rituals.contains(q.state) {
                if let last = lastAskedRule[q.rule], index - last < 7 { f.exploratoryRepeats += 1 }
                if let last = lastAskedRule[q.rule], index - last < 14 { f.exploratoryRepeatsIn14 += 1 }
                if let last = lastAskedText[q.text], index - last < 7 { f.exploratoryTextRepeats += 1 }
                lastAskedRule[q.rule] = index
                lastAskedText[q.text] = index
            }
            for a in evening.answers where a.valence <= negative && a.question + 1 < evening.questions.count {
                f.afterNegative += 1
                if evening.questions[a.question + 1].tone != "upbeat" { f.gentleAfterNegative += 1 }
            }
            if evening.questions.contains(where: { !$0.echoes.isEmpty }) { f.sessionsEchoing += 1 }
            if evening.kind == "terse" {
                f.terseEvenings += 1
                if evening.questions.count <= 3 { f.terseWithinThree += 1 }
            }
            f.safetyEvents += evening.events.filter { $0["type"] as? String == "safety" }.count
            f.doneAnswers += evening.doneAnswers
            f.closedTodos += evening.closedTodos
            if evening.kind == "work", index < 12 {
                workEvening += 1
                if f.workNamedOn == nil, evening.questions.contains(where: { $0.echoes.contains("topic") && $0.text.lowercased().contains("work") }) {
                    f.workNamedOn = workEvening
                }
            }
        }
        return f
    }
}
