// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore

/// The words of `inky summary`, in every output form.
extension Messages {
    enum SummaryText {
        // MARK: Help

        static let help = "A summary of your week (or month, year, any days): mood, feelings, topics, todos, goals, patterns."
        static let week = "The seven days ending today (the default)."
        static let month = "This calendar month, with a calendar heatmap."
        static let year = "This calendar year, with a year-in-pixels grid."
        static let from = "First day of a range of your own (YYYY-MM-DD, yesterday, -N, a weekday...)."
        static let to = "Last day (default today); with --month or --year, a day in the month or year to show."
        static let plain = "Plain text without colour (also when NO_COLOR is set or output is not a terminal)."
        static let json = "Print one JSON object with documented fields (see the README)."
        static let markdown = "Print Markdown, for pasting into notes."
        static let svg = "Also write the mood chart and heatmap as an SVG image to FILE (readable by you alone)."

        // MARK: Usage

        static let oneView = "Choose one of --week, --month, --year, or --from/--to (--to also works with the first three)."
        static let oneFormat = "Choose one of --json, --markdown or --plain."
        static func fromAfterTo(_ from: Day, _ to: Day) -> String {
            "--from \(from) comes after --to \(to). Swap them, so the range runs forward in time."
        }
        static let ownRulesBroken = "inky: warning: your Prompts/suggestions.yaml has problems, so the shipped suggestions are used. `inky lint` shows what to mend."
        static func tooEarly(_ earliest: Day) -> String {
            "A summary can start on \(earliest) at the earliest. Pick a later day."
        }
        static func svgFailed(_ path: String) -> String {
            "Could not write the SVG image to \(path). Check that its folder exists and is writable."
        }
        static func svgWritten(_ path: String) -> String { "Wrote the mood chart and heatmap to \(path)." }

        // MARK: Headings

        static func title(_ kind: SummaryPeriod.Kind) -> String {
            switch kind {
            case .week: "Your week"
            case .month: "Your month"
            case .year: "Your year"
            case .custom: "Your days"
            }
        }
        static func range(_ from: Day, _ to: Day) -> String { "\(short(from)) to \(short(to))" }
        static func previous(_ kind: SummaryPeriod.Kind) -> String {
            switch kind {
            case .week: "the week before"
            case .month: "the month before"
            case .year: "the year before"
            case .custom: "the days before"
            }
        }
        static let moodByDay = "Mood by day"
        static let calendar = "Calendar"
        static let yearInPixels = "Year in pixels"
        static let against = "Compared with"
        static let feelings = "Feelings"
        static let topics = "Topics"
        static let keywords = "Keywords"
        static let todosAndGoals = "Todos and goals"
        static let reflections = "Reflections"
        static let traits = "Traits (from mood numbers only)"
        static let patterns = "Patterns"
        static let suggestion = "A suggestion"
        static let affirmation = "For you"

        // MARK: Thin data

        static let noReadings = "No mood readings in these days yet. A short reflection (`inky`) or `inky log --rating N` adds one, and this summary fills in from there."
        static let oneDay = "Only one day with a mood reading so far, so there's little to compare yet. A few more days and patterns start to show."
        static let noPrevious = "nothing to compare with yet"

        // MARK: Lines

        /// `Mon 11-16`, or with the year when `withYear`.
        static func short(_ day: Day, withYear: Bool = true) -> String {
            "\(DayParser.weekdayName(of: day).prefix(3)) \(withYear ? day.description : String(day.description.dropFirst(5)))"
        }
        static func signed(_ v: Double) -> String {
            let s = Messages.signed(v)
            return s.hasPrefix("-") ? "−" + s.dropFirst() : s
        }
        static let noReading = "no reading"
        static let trendLine = "trend (smoothed valence)"
        static func sparkline(_ line: String) -> String { "trend  \(line)  (−1 … +1)" }
        static func sparklineMarkdown(_ line: String) -> String { "Trend (smoothed valence): `\(line)` (−1 … +1)" }
        static func average(_ v: Double, days: Int, readings: Int) -> String {
            "average \(signed(v)) over \(days) day\(days == 1 ? "" : "s") with readings (\(readings) reading\(readings == 1 ? "" : "s"))"
        }
        static func arrow(_ d: Summary.Direction?) -> String {
            switch d {
            case .up?: "↑"
            case .down?: "↓"
            case .same?: "→"
            case nil: " "
            }
        }
        static func trendArrow(_ t: Summary.Trend) -> String {
            switch t {
            case .up: "↑"
            case .down: "↓"
            case .same: "→"
            case .new: "new"
            }
        }
        static func directionWord(_ d: Summary.Direction?) -> String {
            switch d {
            case .up?: "lighter"
            case .down?: "heavier"
            case .same?: "about the same"
            case nil: ""
            }
        }
        static func valenceChange(_ c: Summary.Change) -> String {
            guard let now = c.now else { return "mood     no readings in these days" }
            guard let before = c.before else { return "mood     \(signed(now))  (\(noPrevious))" }
            return "mood     \(signed(now))  \(arrow(c.direction)) \(directionWord(c.direction)) than \(signed(before))"
                .replacingOccurrences(of: "about the same than", with: "about the same as")
        }
        static func ratingChange(_ c: Summary.Change) -> String? {
            guard let now = c.now else { return nil }
            let n = String(format: "%.1f", now)
            guard let before = c.before else { return "rating   \(n)/10  (\(noPrevious))" }
            return "rating   \(n)/10  \(arrow(c.direction)) from \(String(format: "%.1f", before))/10"
        }
        static func mostCommon(_ items: [Summary.EmotionCount]) -> String {
            "most common: " + items.map { "\($0.emotion.rawValue) (\($0.count))" }.joined(separator: ", ")
        }
        static func unusual(_ d: Summary.UnusualDay) -> String {
            "\(short(d.day)): \(d.band.symbol) \(d.band.phrase) (z \(signed(d.baselineZ)))"
        }
        static let unusualHeading = "days unusual for you:"
        static let noUnusual = "no day far from your usual"
        static func term(_ name: String, count: Int, valence: Double, trend: Summary.Trend) -> String {
            "\(name.padded(14)) \(String(count).leftPadded(3))×  \(signed(valence))  \(trendArrow(trend))"
        }
        static func todos(_ t: Summary.Todos) -> String {
            var line = "todos: \(t.added) added, \(t.done) done, \(t.open) open now"
            if let rate = t.completionRate { line += "; \(Int((rate * 100).rounded()))% of those added are done" }
            return line
        }
        static func goal(_ g: SummaryInput.Goal, text: String) -> String {
            var line = "\(progressBar(g.progress)) \(String(g.progress).leftPadded(3))%  \(text)"
            if g.steps > 0 { line += "  (\(g.stepsDone) of \(g.steps) steps" + (g.stepsDoneInPeriod > 0 ? ", \(g.stepsDoneInPeriod) in these days)" : ")") }
            if g.completedInPeriod { line += "  reached ✓" }
            return line
        }
        static let noGoals = "no open goals"
        static func reflections(_ r: Summary.Reflections) -> String {
            "\(r.count) reflection\(r.count == 1 ? "" : "s"), \(r.answers) answer\(r.answers == 1 ? "" : "s"), \(Int(r.minutes.rounded())) min · streak \(r.streak) day\(r.streak == 1 ? "" : "s") (longest here \(r.longestStreak))"
        }
        static func disagreements(_ d: Summary.Disagreements) -> String {
            "\(d.conflicts) reading\(d.conflicts == 1 ? "" : "s") where your words and your own rating (or other signals) disagreed; \(d.corrected) corrected by you"
        }
        static func trait(_ name: String, _ value: Double, _ reading: String) -> String {
            "\(name): \(String(format: "%.2f", value)) — \(reading)"
        }
        static func patternsWindow(_ from: Day, _ to: Day) -> String {
            "days with readings from \(from) to \(to); a pattern, not a cause:"
        }
        static let noPatterns = "not enough days yet (each pattern needs 3 days with and 3 without)"
        static func factor(_ c: Summary.Correlation) -> String {
            switch c.factor {
            case .weekday: "\(c.value.capitalized)s"
            case .timeOfDay: "days with a reading in the \(c.value)"
            case .topic: "days mentioning \(c.value)"
            case .tag: "days tagged \(c.value)"
            }
        }
        static func correlation(_ c: Summary.Correlation, name: String) -> String {
            let g = c.comparison
            let lean = abs(g.difference) < SummaryBuilder.valenceThreshold ? "about the same as" : g.difference > 0 ? "lighter than" : "heavier than"
            let t = g.welchT.map { ", Welch t \(signed($0))" } ?? ""
            return "\(name): \(lean) other days (mean \(signed(g.meanWith)) on \(g.countWith) days vs \(signed(g.meanWithout)) on \(g.countWithout); r \(signed(g.r))\(t))"
        }
        /// A day's symbol: its band's, the first readings', or no reading's.
        static func symbol(_ d: Summary.DayMood) -> String {
            d.readings == 0 ? BaselineBand.noReadingSymbol : BaselineBand.symbol(d.band)
        }
        /// A day's band in words, or "first readings", or "no reading".
        static func bandPhrase(_ d: Summary.DayMood) -> String {
            d.readings == 0 ? noReading : d.band?.phrase ?? BaselineBand.firstReadingsPhrase
        }
        static func legend() -> [(symbol: String, label: String, band: BaselineBand?)] {
            BandScheme.legend + [(BaselineBand.noReadingSymbol, noReading, nil)]
        }
        static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                                 "September", "October", "November", "December"]
        static func monthTitle(_ year: Int, _ month: Int) -> String { "\(monthNames[month - 1]) \(year)" }
        static let weekdayHeader = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
    }
}
