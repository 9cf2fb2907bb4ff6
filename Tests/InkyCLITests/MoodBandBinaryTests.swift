// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore
import Testing

/// Drives the built binary over piped days and checks `mood history --json` for bands that
/// contradict the readings beside them.
@Suite("Mood bands through the built binary")
struct MoodBandBinaryTests {
    /// Six days as in issue 15: a steady start, then a joyful day and a grief day far from the rest,
    /// two deadline days and a sick day; then a bare rating and a back-dated log.
    static let days: [(String, String)] = [
        ("2026-11-10", "an ordinary day\nwalked to the shop\nmade soup\n"),
        ("2026-11-11", "quiet morning, some reading\nlunch with a colleague\nan early night\n"),
        ("2026-11-12", "the happiest day in years, we got engaged and I am overjoyed\neveryone cried with joy\n"),
        ("2026-11-13", "my grandmother died this morning and I am heartbroken\nI cannot stop crying\n"),
        ("2026-11-14", "the deadline is crushing me, I am exhausted and anxious\npanicked all day\n"),
        ("2026-11-15", "sick in bed, miserable and aching\nfeel awful\n"),
    ]

    @Test func pipedDaysHaveNoContradictions() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("inky-bands-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let home = root.appendingPathComponent("data").path
        func env(_ day: String) -> [String: String] {
            ["INKY_NOW": "\(day)T21:00:00", "TZ": "UTC", "HOME": root.path, "PATH": "/usr/bin:/bin",
             "XDG_CONFIG_HOME": root.appendingPathComponent("config").path]
        }
        for (day, text) in Self.days {
            let run = try BuiltBinary.run(["--home", home, "--seed", "3"], input: Data(text.utf8), environment: env(day))
            #expect(run.code == 0, "stderr: \(run.err)")
        }
        let bare = try BuiltBinary.run(["log", "--home", home, "--rating", "2"], input: Data(), environment: env("2026-11-16"))
        #expect(bare.code == 0, "stderr: \(bare.err)")
        #expect(!String(decoding: bare.out, as: UTF8.self).contains("stands out"), "a bare rating names no emotion")
        let late = try BuiltBinary.run(["log", "--home", home, "--rating", "9", "--date", "2026-11-11"], input: Data(), environment: env("2026-11-16"))
        #expect(late.code == 0, "stderr: \(late.err)")

        let history = try BuiltBinary.run(["mood", "history", "--json", "--home", home], input: Data(), environment: env("2026-11-16"))
        #expect(history.code == 0, "stderr: \(history.err)")
        let readings = try String(decoding: history.out, as: UTF8.self).split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(readings.count == Self.days.count + 2)
        var contradictions = 0
        for r in readings {
            let valence = try #require(r["valence"] as? Double)
            guard let raw = r["band"] as? String else {
                #expect(r["day"] as? String == "2026-11-10", "only the first day's readings go without a band")
                continue
            }
            let band = try #require(BaselineBand(rawValue: raw))
            let centre = try #require(r["baseline_centre"] as? Double), spread = try #require(r["baseline_spread"] as? Double)
            #expect(band == BaselineBand(z: (valence - centre) / spread))
            if band.direction != 0, Double(band.direction) * (valence - centre) < MoodBaseline.minimumValenceSpread { contradictions += 1 }
        }
        #expect(contradictions == 0)
        let bands = Dictionary(readings.compactMap { r in (r["day"] as? String).map { ($0, r["band"] as? String) } }, uniquingKeysWith: { a, _ in a })
        #expect(bands["2026-11-12"] == "unusuallyHigh" || bands["2026-11-12"] == "higher", "the joyful day reads high")
        for day in ["2026-11-13", "2026-11-14", "2026-11-15"] {
            #expect(bands[day] == "unusuallyLow" || bands[day] == "lower", "\(day) reads low")
        }
    }
}
