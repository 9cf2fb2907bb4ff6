// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyStore
import Testing
@testable import InkyCLI

@Suite("Mood readings from the command line")
struct MoodCommandTests {
    func json(_ line: Substring) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    /// Every reading's numbers, without ids, for comparing journals.
    func history(_ h: Harness) throws -> [[String: Double]] {
        try h.run(["mood", "history", "--json"]).out.split(separator: "\n").map { line in
            let object = try json(line)
            return ["valence", "arousal", "confidence", "smoothed_valence", "smoothed_arousal", "baseline_z"]
                .reduce(into: [:]) { $0[$1] = object[$1] as? Double }
        }
    }

    @Test func aReflectionEndsWithAMoodEvent() throws {
        let h = Harness()
        let out = h.run(["--seed", "1", "--json"], input: "/mood 9\n/feel grateful\nmy grandmother died and I can't stop crying\n/done\n").out
        let mood = try json(try #require(out.split(separator: "\n").first { $0.contains("\"type\":\"mood\"") }))
        for key in ["valence", "arousal", "confidence", "conflict", "smoothed_valence", "smoothed_arousal", "baseline_z", "emotions"] {
            #expect(mood[key] != nil, "mood event lacks \(key)")
        }
        #expect(mood["conflict"] as? Bool == true, "a 9/10 rating against grieving words disagrees")
        #expect((mood["signals"] as? [String])?.sorted() == ["selfReport", "text"])
        #expect(out.contains("\"type\":\"saved\",\"kind\":\"mood\""))
        let plain = Harness().run(["--seed", "1"], input: "/mood 9\nmy grandmother died and I can't stop crying\n/done\n").out
        #expect(plain.contains("You rated 9/10, and your words sound heavier. Which is closer?"))
    }

    /// Issue 15, item 6: a rating logged in the afternoon meets the evening's reflection; a log from another
    /// day, or one made after the reflection, does not.
    @Test func aRatingLoggedEarlierTodayMeetsTheReflection() throws {
        let grief = "the funeral was today and I cried all afternoon\n/done\n"
        func reflect(_ h: Harness) -> String {
            h.environment["INKY_NOW"] = "2026-11-20T20:30:00"
            return h.run(["--seed", "4"], input: grief).out
        }
        let h = Harness()
        h.environment["INKY_NOW"] = "2026-11-20T14:00:00"
        #expect(h.run(["log", "--rating", "9"]).code == 0)
        let out = reflect(h)
        #expect(out.contains("Earlier today you logged 9/10, and your words now sound heavier. Which is closer?"), "\(out)")
        let stored = try json(try #require(h.run(["mood", "history", "--json"]).out.split(separator: "\n").last))
        #expect(stored["conflict"] as? Bool == true, "flagged on the reflection's reading")

        let yesterday = Harness()
        yesterday.environment["INKY_NOW"] = "2026-11-19T14:00:00"
        _ = yesterday.run(["log", "--rating", "9", "--date", "2026-11-19"])
        #expect(!reflect(yesterday).contains("logged 9/10"), "another day's log stays apart")

        let later = Harness()
        later.environment["INKY_NOW"] = "2026-11-20T23:00:00"
        _ = later.run(["log", "--rating", "9", "--date", "2026-11-20"])
        #expect(!reflect(later).contains("logged 9/10"), "a log made after the reflection was not there yet")
    }

    @Test func nothingSaidNoReading() {
        let h = Harness()
        _ = h.run(["--seed", "1"], input: "/skip\n/quit\n")
        #expect(h.run(["mood"]).out == Messages.noMoodYet + "\n")
    }

    @Test func logStoresAndReads() throws {
        let h = Harness()
        let result = h.run(["log", "--rating", "3", "--category", "anxiety", "--feel", "worried, drained", "--note", "the deadline moved again", "--where", "office", "--json"])
        #expect(result.code == 0, "\(result.err)")
        let object = try json(Substring(result.out.trimmingCharacters(in: .newlines)))
        #expect(object["rating"] as? Int == 3 && object["category"] as? String == "anxiety")
        #expect(object["feelings"] as? [String] == ["worried", "drained"])
        let mood = try #require(object["mood"] as? [String: Any])
        #expect((mood["valence"] as? Double ?? 0) < 0)
        #expect((mood["signals"] as? [String])?.sorted() == ["selfReport", "text"])
        let logs = try h.database().emotionLogs()
        #expect(logs.count == 1 && logs[0].place == "office" && logs[0].feelingList == ["worried", "drained"])
    }

    @Test func logRefusesBadInput() {
        let h = Harness()
        #expect(h.run(["log"]).code == 1)
        #expect(h.run(["log", "--rating", "11"]).code == 1)
        #expect(h.run(["log", "--rating", "5", "--category", "meh"]).err.contains("is not a category"))
        #expect(h.run(["log", "--rating", "5", "--date", "2026-11-30"]).code == 3)
        let list = h.run(["log", "--list"]).out
        #expect(list.split(separator: "\n").count == 12 && list.contains("anxiety: anxious, worried"))
    }

    /// Back-filled days in any order end in the same state as days logged in order.
    @Test func backFillingInAnyOrder() throws {
        let days = (1...10).map { String(format: "2026-11-%02d", $0) }
        let ratings = [5, 6, 4, 7, 3, 8, 5, 6, 2, 9]
        let ordered = Harness(), shuffled = Harness()
        for (day, rating) in zip(days, ratings) {
            #expect(ordered.run(["log", "--rating", String(rating), "--date", day]).code == 0)
        }
        var generator = SystemRandomNumberGenerator()
        for (day, rating) in Array(zip(days, ratings)).shuffled(using: &generator) {
            #expect(shuffled.run(["log", "--rating", String(rating), "--date", day]).code == 0)
        }
        let a = try history(ordered), b = try history(shuffled)
        #expect(a.count == 10 && a == b)
    }

    /// `inky mood rebuild` gives exactly the numbers the incremental path stored.
    @Test func rebuildMatchesTheIncrementalPath() throws {
        let h = Harness()
        for (i, rating) in [6, 3, 8, 5, 2, 7].enumerated() {
            h.environment["INKY_NOW"] = String(format: "2026-11-%02dT21:00:00", 10 + i)
            #expect(h.run(["log", "--rating", String(rating), "--note", i % 2 == 0 ? "calm and rested" : "tense and tired"]).code == 0)
            #expect(h.run(["--seed", String(i)], input: i % 2 == 0 ? "a good day with friends\n" : "awful, stressful, lonely\n").code == 0)
        }
        #expect(h.run(["log", "--rating", "9", "--date", "2026-11-12"]).code == 0) // back-dated: replays
        let before = try history(h)
        #expect(h.run(["mood", "rebuild"]).out == Messages.rebuilt(13) + "\n")
        #expect(try history(h) == before)
    }

    /// A correction overrides its own reading; later readings of the same source lean toward the person's
    /// judgement only once a second correction agrees with the first (issue 15, item 2).
    @Test func correctionsTeachCalibrationOnceTheyAgree() throws {
        let corrected = Harness(), plain = Harness()
        func reflect(_ day: Int) {
            for h in [corrected, plain] {
                h.environment["INKY_NOW"] = "2026-11-\(day)T21:00:00"
                _ = h.run(["--seed", "1"], input: "a dull, tiring day\n/done\n")
            }
        }
        let valence = { (h: Harness, k: Int) throws -> Double in
            try json(Substring(h.run(["mood", "history", "--json"]).out.split(separator: "\n")[k]))["valence"] as? Double ?? .nan
        }
        reflect(20)
        let fix = corrected.run(["mood", "fix", "1", "--rating", "9"])
        #expect(fix.code == 0 && fix.out.hasPrefix(Messages.fixed(1)))
        let fixed = try json(Substring(corrected.run(["mood", "history", "--json"]).out.split(separator: "\n")[0]))
        #expect(abs((fixed["valence"] as? Double ?? 0) - 0.8) < 1e-9 && fixed["corrected"] as? Bool == true)
        reflect(21)
        #expect(try valence(corrected, 1) == valence(plain, 1), "one correction teaches nothing global")
        #expect(corrected.run(["mood", "calibration"]).out.contains("1 waiting for one more that agrees"))
        #expect(corrected.run(["mood", "fix", "2", "--rating", "9"]).code == 0)
        reflect(22)
        #expect(try valence(corrected, 2) > valence(plain, 2), "the same words read higher after two corrections agreed")
        #expect(corrected.run(["mood", "fix", "99", "--rating", "5"]).code == 1)
        #expect(corrected.run(["mood", "fix", "1"]).code == 1)
        #expect(corrected.run(["mood", "fix", "1", "--rating", "5", "--valence", "0.2"]).code == 1)
    }

    /// A correction rewrites no other stored reading, whichever reading it corrects.
    @Test(arguments: [1, 3, 5])
    func aCorrectionLeavesEveryOtherReadingUnchanged(id: Int) throws {
        let h = Harness()
        for (i, rating) in [6, 3, 8, 5, 2].enumerated() {
            h.environment["INKY_NOW"] = String(format: "2026-11-%02dT21:00:00", 10 + i)
            #expect(h.run(["--seed", String(i)], input: i % 2 == 0 ? "a good day with friends\n" : "awful, stressful, lonely\n").code == 0)
            #expect(h.run(["log", "--rating", String(rating)]).code == 0)
        }
        let before = h.run(["mood", "history", "--json"]).out.split(separator: "\n")
        h.environment["INKY_NOW"] = "2026-11-15T22:00:00"
        #expect(h.run(["mood", "fix", String(id), "--rating", "10"]).code == 0)
        let after = h.run(["mood", "history", "--json"]).out.split(separator: "\n")
        #expect(before.count == 10 && after.count == 10)
        for k in before.indices where k != id - 1 { #expect(after[k] == before[k], "reading \(k + 1) changed") }
        #expect(after[id - 1] != before[id - 1])
    }

    /// `inky mood calibration --reset` forgets what corrections taught and leaves readings as they are.
    @Test func calibrationCanBeShownAndReset() throws {
        let h = Harness()
        #expect(h.run(["mood", "calibration"]).out == Messages.noMoodYet + "\n")
        for day in 20...21 {
            h.environment["INKY_NOW"] = "2026-11-\(day)T21:00:00"
            _ = h.run(["--seed", "1"], input: "a dull, tiring day\n/done\n")
            _ = h.run(["mood", "fix", String(day - 19), "--rating", "9"])
        }
        let shown = h.run(["mood", "calibration", "--json"]).out.split(separator: "\n")
        let text = try json(try #require(shown.first { $0.contains("\"signal\":\"text\"") }))
        #expect(text["as_shipped"] as? Bool == false && (text["valence_bias"] as? Double ?? 0) > 0)
        let readings = h.run(["mood", "history", "--json"]).out
        let reset = h.run(["mood", "calibration", "--reset"])
        #expect(reset.code == 0 && reset.out.hasPrefix(Messages.calibrationReset))
        #expect(reset.out.contains("text           as shipped · 0 corrections"))
        #expect(h.run(["mood", "history", "--json"]).out == readings)
    }

    @Test func traitsAfterFourteenDays() throws {
        let h = Harness()
        for day in 1...13 { _ = h.run(["log", "--rating", String(3 + day % 5), "--date", String(format: "2026-11-%02d", day)]) }
        let early = try json(Substring(h.run(["mood", "show", "--json"]).out.trimmingCharacters(in: .newlines)))
        #expect(early["traits"] is NSNull)
        #expect((early["traits_note"] as? String)?.contains("13 of 14") == true)
        _ = h.run(["log", "--rating", "6", "--date", "2026-11-14"])
        let ready = try json(Substring(h.run(["mood", "show", "--json"]).out.trimmingCharacters(in: .newlines)))
        let traits = try #require(ready["traits"] as? [String: Any])
        for key in ["stability", "optimism", "reactivity", "recovery"] {
            let value = try #require(traits[key] as? Double)
            #expect((0...1).contains(value))
        }
        #expect(h.run(["mood", "show"]).out.contains("Traits (from mood numbers only"))
    }

    @Test func settingThePriorReplaysFromIt() throws {
        let h = Harness()
        _ = h.run(["log", "--rating", "5", "--date", "yesterday"])
        _ = h.run(["log", "--rating", "5"])
        #expect(try history(h)[0]["baseline_z"] == nil, "the first reading has no baseline yet")
        let before = try history(h)[1]["baseline_z"]!
        #expect(h.run(["config", "set", "prior", "Up and down"]).code == 0)
        #expect(h.run(["config", "get", "prior"]).out == "up-and-down\n")
        #expect(h.run(["config", "set", "prior", "heavy"]).code == 0)
        let after = try history(h)[1]["baseline_z"]!
        #expect(after > before, "the same reading sits higher against a heavier baseline")
        #expect(h.run(["config", "set", "prior", "sunny"]).code == 1)
    }
}
