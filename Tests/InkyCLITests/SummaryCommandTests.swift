// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import InkyCore
import Testing
@testable import InkyCLI

@Suite("inky summary")
struct SummaryCommandTests {
    var h: Harness { SummaryJournal.shared }

    func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    // MARK: Snapshots of each rendering

    @Test func plainWeek() throws {
        let result = h.run(["summary"])
        #expect(result.code == 0, "\(result.err)")
        #expect(!result.out.contains("\u{1B}"), "output that is not a terminal has no ANSI codes")
        try Golden.check(result.out, against: "summary-week.txt")
    }

    @Test func colourWeekAtEightyColumns() throws {
        let db = try h.database()
        let context = Context(environment: h.environment, clock: try WallClock.fromEnvironment(h.environment),
                              output: BufferSink(), errors: BufferSink(), input: MemoryLineSource(""))
        let built = try SummaryService.summary(db: db, period: SummaryPeriod(kind: .week, ending: context.clock.today), context: context)
        let text = SummaryTextRenderer(palette: SummaryPalette(enabled: true), width: 80).render(built)
        #expect(text.contains("\u{1B}[36m"), "bands are coloured")
        try Golden.check(text, against: "summary-week-color.txt")
    }

    /// At a terminal the summary is coloured; `--plain` and NO_COLOR take the colour away, not the symbols.
    @Test func colourOnlyWhereWanted() {
        func atTerminal(_ arguments: [String], noColor: Bool = false) -> String {
            var environment = h.environment
            if noColor { environment["NO_COLOR"] = "1" }
            let out = BufferSink()
            let context = Context(environment: environment, clock: try! WallClock.fromEnvironment(environment), output: out,
                                  errors: BufferSink(), input: MemoryLineSource(""), stdinIsTerminal: true, stdoutIsTerminal: true,
                                  makeInteractiveReader: { _ in ScriptedReader([]) })
            _ = Inky.run(arguments: arguments + ["--home", h.home.path], context: context)
            return out.text
        }
        #expect(atTerminal(["summary"]).contains("\u{1B}["))
        for plain in [atTerminal(["summary", "--plain"]), atTerminal(["summary"], noColor: true)] {
            #expect(!plain.contains("\u{1B}") && plain.contains("△ higher than usual"))
        }
    }

    @Test func monthAndYearViews() throws {
        let month = h.run(["summary", "--month", "--plain"])
        #expect(month.code == 0 && month.out.contains("November 2026") && month.out.contains("Mo  Tu  We"))
        try Golden.check(month.out, against: "summary-month.txt")
        let year = h.run(["summary", "--year"])
        #expect(year.code == 0 && year.out.contains("Year in pixels"))
        try Golden.check(year.out, against: "summary-year.txt")
    }

    @Test func markdown() throws {
        let result = h.run(["summary", "--markdown"])
        #expect(result.code == 0 && result.out.hasPrefix("## Your week"))
        try Golden.check(result.out, against: "summary-week.md")
    }

    @Test func json() throws {
        let result = h.run(["summary", "--json"])
        #expect(result.code == 0)
        #expect(result.out.split(separator: "\n").count == 1, "one JSON object on one line")
        try Golden.check(result.out, against: "summary-week.json")
    }

    @Test func svgIsWrittenOwnerOnlyAndAtomically() throws {
        let path = h.root.appendingPathComponent("svg-\(UUID().uuidString).svg").path
        let result = h.run(["summary", "--month", "--svg", path])
        #expect(result.code == 0 && result.out.contains(Messages.SummaryText.svgWritten(path)))
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"") && svg.hasSuffix("</svg>\n"))
        #expect(try XMLDocument(xmlString: svg).rootElement()?.name == "svg", "well-formed XML")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: h.root.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
        try Golden.check(svg, against: "summary-month.svg")
        #expect(h.run(["summary", "--svg", "/nonexistent-folder/x.svg"]).code == 1)
    }

    // MARK: JSON fields

    /// The documented fields (README "inky summary --json"), exactly.
    @Test func jsonFieldNames() throws {
        let o = try object(h.run(["summary", "--json"]).out)
        #expect(Set(o.keys) == ["period", "previous", "message", "days", "mood", "comparison", "most_common_emotions",
                                "unusual_days", "topics", "keywords", "todos", "goals", "reflections", "disagreements",
                                "traits", "correlations", "correlation_window", "suggestion", "affirmation"])
        let days = try #require(o["days"] as? [[String: Any]])
        #expect(days.count == 7)
        #expect(Set(days[0].keys) == ["day", "weekday", "readings", "valence", "smoothed_valence", "baseline_z", "band",
                                      "symbol", "top", "rating", "conflict"])
        #expect(days.allSatisfy { ($0["readings"] as? Int ?? 0) > 0 && $0["band"] is String })
        let comparison = try #require(o["comparison"] as? [String: [String: Any]])
        #expect(Set(comparison.keys) == ["valence", "rating"])
        #expect(Set(comparison["valence"]!.keys) == ["now", "before", "change", "direction"])
        let todos = try #require(o["todos"] as? [String: Any])
        #expect(Set(todos.keys) == ["added", "done", "open", "completion_rate"])
        #expect(todos["added"] as? Int == 3 && todos["done"] as? Int == 2)
        let goals = try #require(o["goals"] as? [[String: Any]])
        #expect(goals.count == 1 && goals[0]["steps_done"] as? Int == 1 && goals[0]["progress"] as? Int == 33)
        #expect(Set(goals[0].keys) == ["id", "text", "progress", "steps", "steps_done", "steps_done_in_period", "reached_in_period"])
        let topics = try #require(o["topics"] as? [[String: Any]])
        #expect(!topics.isEmpty && topics.allSatisfy { Set($0.keys) == ["term", "count", "average_valence", "previous_average_valence", "trend"] })
        let correlations = try #require(o["correlations"] as? [[String: Any]])
        #expect(!correlations.isEmpty)
        for c in correlations {
            #expect(Set(c.keys) == ["factor", "value", "n_with", "n_without", "mean_with", "mean_without", "difference", "r", "welch_t"])
            #expect((c["n_with"] as? Int ?? 0) >= 3 && (c["n_without"] as? Int ?? 0) >= 3)
            #expect(abs(c["r"] as? Double ?? 9) <= 1)
        }
        // Two weeks hold each weekday twice: too few days for a weekday pattern.
        #expect(!correlations.contains { $0["factor"] as? String == "weekday" })
        // Entries tagged 'running' were written on five of the fourteen days.
        let running = try #require(correlations.first { $0["factor"] as? String == "tag" && $0["value"] as? String == "running" })
        #expect(running["n_with"] as? Int == 5 && running["n_without"] as? Int == 9)
        let reflections = try #require(o["reflections"] as? [String: Any])
        #expect(Set(reflections.keys) == ["count", "answers", "minutes", "streak", "longest_streak"])
        #expect(o["suggestion"] is [String: Any] && o["affirmation"] is String && o["message"] is NSNull)
    }

    // MARK: Thin data

    @Test func emptyJournalIsKind() throws {
        let empty = Harness()
        for args in [["summary"], ["summary", "--month"], ["summary", "--year"], ["summary", "--markdown"]] {
            let result = empty.run(args)
            #expect(result.code == 0)
            #expect(result.out.contains(Messages.SummaryText.noReadings.prefix(30)))
            #expect(!result.out.contains("nan") && !result.out.contains("│") && !result.out.contains("smoothed"), "no empty chart")
        }
        let o = try object(empty.run(["summary", "--json"]).out)
        #expect(o["message"] as? String == Messages.SummaryText.noReadings)
        #expect((o["correlations"] as? [Any])?.isEmpty == true)
        try Golden.check(empty.run(["summary"]).out, against: "summary-empty.txt")
        let svg = empty.root.appendingPathComponent("empty.svg").path
        #expect(empty.run(["summary", "--svg", svg]).code == 0)
        let image = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(!image.contains("<polyline") && image.contains("No mood readings"))
    }

    @Test func oneDay() throws {
        let one = Harness()
        #expect(one.run(["log", "--rating", "7"]).code == 0)
        let result = one.run(["summary"])
        #expect(result.code == 0 && result.out.contains(Messages.SummaryText.oneDay.prefix(40)))
        #expect(!result.out.lowercased().contains("nan"))
        let o = try object(one.run(["summary", "--json"]).out)
        #expect(o["message"] as? String == Messages.SummaryText.oneDay)
        let days = try #require(o["days"] as? [[String: Any]])
        let read = days.filter { $0["readings"] as? Int == 1 }
        #expect(read.count == 1 && read[0]["band"] is NSNull && read[0]["symbol"] as? String == "◌", "the first readings have no band")
        #expect(one.run(["summary", "--from", "today", "--to", "today", "--markdown"]).code == 0)
    }

    /// Stored text (a goal, a tag) never reaches the terminal raw, and cannot break a Markdown table.
    @Test func storedTextIsMadeSafe() {
        let j = Harness()
        #expect(j.run(["log", "--rating", "6"]).code == 0)
        #expect(j.run(["goal", "add", "sneaky \u{1B}]0;title\u{07}goal | with pipe"]).code == 0)
        let text = j.run(["summary"]).out
        #expect(!text.contains("\u{1B}") && !text.contains("\u{07}") && text.contains("goal | with pipe"))
        let markdown = j.run(["summary", "--markdown"]).out
        #expect(!markdown.contains("\u{1B}") && markdown.contains("goal \\| with pipe"))
        let svg = j.root.appendingPathComponent("safe.svg").path
        #expect(j.run(["summary", "--svg", svg]).code == 0)
        #expect(!((try? String(contentsOfFile: svg, encoding: .utf8)) ?? "\u{1B}").contains("\u{1B}"))
    }

    /// Your own suggestion rules in the config folder win; broken ones fall back with a warning.
    @Test func ownSuggestionRules() throws {
        let j = Harness()
        let folder = j.root.appendingPathComponent("config/inky/Prompts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("suggestions.yaml")
        try "version: 1\nrules:\n  - id: mine\n    text: \"A walk after lunch, maybe.\"\n".write(to: file, atomically: true, encoding: .utf8)
        let own = try object(j.run(["summary", "--json"]).out)
        #expect((own["suggestion"] as? [String: Any])?["rule"] as? String == "mine")
        try "version: 1\nrules: []\n".write(to: file, atomically: true, encoding: .utf8)
        let broken = j.run(["summary", "--json"])
        #expect(broken.code == 0 && broken.err.contains("suggestions.yaml has problems"))
        #expect((try object(broken.out)["suggestion"] as? [String: Any])?["rule"] as? String == "start-small")
        #expect(j.run(["lint"], withHome: false).code == 1, "lint reads your own copy too")
    }

    @Test func signedNumbers() {
        #expect(Messages.SummaryText.signed(-0.001) == "+0.00", "no −0.00 or +-0.00")
        #expect(Messages.SummaryText.signed(-0.5) == "−0.50" && Messages.SummaryText.signed(0.256) == "+0.26")
        #expect(Messages.signed(-0.004) == "+0.00")
    }

    // MARK: Options

    @Test func datesAndOptions() {
        #expect(h.run(["summary", "--from", "2026-11-20", "--to", "2026-11-10"]).code == 1)
        #expect(h.run(["summary", "--to", "2026-11-30"]).code == 3)
        #expect(h.run(["summary", "--from", "tomorrow"]).code == 3, "tomorrow is understood, and refused as the future")
        #expect(h.run(["summary", "--from", "someday"]).code == 1)
        #expect(h.run(["summary", "--from", "+3"]).code == 3)
        #expect(h.run(["summary", "--week", "--month"]).code == 1)
        #expect(h.run(["summary", "--month", "--from", "-3"]).code == 1)
        #expect(h.run(["summary", "--json", "--markdown"]).code == 1)
        #expect(h.run(["summary", "--from", "0001-01-03", "--to", "0001-01-05"]).code == 1, "refused, not a crash")
        #expect(h.run(["summary", "--year", "--to", "1899-06-01"]).code == 1)
        let october = h.run(["summary", "--month", "--to", "2026-10-15", "--json"]).out
        #expect(october.contains("\"kind\":\"month\",\"from\":\"2026-10-01\",\"to\":\"2026-10-31\""), "a past month is shown whole")
        let range = h.run(["summary", "--from", "last monday", "--to", "yesterday", "--plain"])
        #expect(range.code == 0 && range.out.hasPrefix("Your days · Mon 2026-11-16 to Sat 2026-11-21"))
    }

    /// `inky lint` checks suggestion rules, naming the file and line.
    @Test func lintChecksSuggestions() throws {
        let folder = h.root.appendingPathComponent("lint-\(UUID().uuidString)/Prompts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "version: 1\nrules:\n  - id: x\n    when: [\"mood > 3\"]\n    text: hi\n"
            .write(to: folder.appendingPathComponent("suggestions.yaml"), atomically: true, encoding: .utf8)
        let result = h.run(["lint", folder.path], withHome: false)
        #expect(result.code == 1)
        #expect(result.out.contains("Prompts/suggestions.yaml:4: error: rule 'x': unknown fact 'mood'"))
        #expect(h.run(["lint"], withHome: false).code == 0, "the shipped rules are clean")
    }

    /// Lines fit the width from $COLUMNS (set on this run only: the journal is shared).
    @Test func fitsTheWidth() {
        for columns in [40, 60, 100] {
            var environment = h.environment
            environment["COLUMNS"] = String(columns)
            let out = BufferSink()
            let context = Context(environment: environment, clock: try! WallClock.fromEnvironment(environment),
                                  output: out, errors: BufferSink(), input: MemoryLineSource(""))
            #expect(Inky.run(arguments: ["summary", "--home", h.home.path], context: context) == 0)
            let widest = out.text.split(separator: "\n").map(\.count).max() ?? 0
            #expect(widest <= columns && widest > columns - 10, "the widest line has \(widest) columns at \(columns)")
            #expect(out.text.contains("Mon 11-16"), "bars at every width")
        }
    }

    /// Inside a reflection, "how was my week?" shows the summary's compact form.
    @Test func weekInsideAReflection() {
        let out = h.run(["--seed", "3"], input: "how was my week?\n/quit\n").out
        #expect(out.contains("Your week, Mon 2026-11-16 to Sun 2026-11-22:"))
        #expect(out.contains("trend"))
    }
}
