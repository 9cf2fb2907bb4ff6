// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore
@testable import InkyCLI

/// A two-week journal built through the real commands (logs, reflections, tagged entries, todos,
/// goals) with the clock fixed, shared read-only by the summary tests.
enum SummaryJournal {
    static let now = "2026-11-22T21:00:00"

    nonisolated(unsafe) static let shared: Harness = build()

    static func build() -> Harness {
        let h = Harness(now: now)
        let first = Day("2026-11-09")!
        let hours = [8, 13, 21]
        for n in 0..<14 {
            let day = first.adding(days: n)
            let hour = hours[n % hours.count]
            h.environment["INKY_NOW"] = String(format: "%@T%02d:00:00", day.description, hour)
            let monday = DayParser.weekday(of: day) == 1
            let rating = monday ? 3 : [6, 7, 5, 8, 6][n % 5]
            run(h, ["log", "--rating", String(rating), "--feel", monday ? "tired" : "calm, hopeful"])
            if n % 4 != 3 {
                let work = n % 5 < 3
                let answers = [
                    monday ? "drained and tense" : "fairly steady",
                    work ? "work was stressful and the deadline slipped again" : "a long walk with friends in the park, lovely",
                    "grateful for tea with my sister",
                    "call the dentist",
                ]
                run(h, ["--seed", String(n)], input: answers.joined(separator: "\n") + "\n")
            }
            if n % 3 == 0 { run(h, ["write", "went for a run before breakfast", "--tag", "running"]) }
            if n % 5 == 1 { run(h, ["write", "quiet evening at home", "--tag", "home"]) }
        }
        h.environment["INKY_NOW"] = "2026-11-20T10:00:00"
        let ids = ["water the plants", "post the letter", "fix the bike light"].map { text in
            id(h.run(["todo", "add", text, "--json"]).out)
        }
        for id in ids.prefix(2) { run(h, ["todo", "done", String(id)]) }
        let goal = id(h.run(["goal", "add", "Run a 10k", "--step", "5k without stopping", "--step", "8k", "--step", "10k", "--json"]).out)
        run(h, ["goal", "step", "done", String(goal), "1"])
        h.environment["INKY_NOW"] = now
        return h
    }

    /// The `id` of a created item printed as JSON.
    static func id(_ json: String) -> Int {
        (try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["id"] as? Int ?? 0
    }

    static func run(_ h: Harness, _ arguments: [String], input: String = "") {
        let result = h.run(arguments, input: input)
        precondition(result.code == 0, "seeding \(arguments.first ?? "") failed: \(result.err)")
    }
}
