// SPDX-License-Identifier: GPL-3.0-or-later
import InkyCore

/// The summary as text for a terminal: Unicode blocks, band symbols, and colour when the palette
/// has it (plain text is the same drawing without ANSI codes). Lines fit in `width` columns.
struct SummaryTextRenderer {
    typealias T = Messages.SummaryText
    let palette: SummaryPalette
    let width: Int

    /// Days up to this many get one bar each; longer periods get a calendar or the pixel grid.
    static let barDays = 14
    /// Periods up to this many days get month calendars; longer ones the year-in-pixels grid.
    static let calendarDays = 62

    func render(_ s: Summary) -> String {
        var out: [String] = [palette.heading("\(T.title(s.period.kind)) · \(T.range(s.period.from, s.period.to))"), ""]
        if s.daysWithReadings == 0 {
            out += [T.noReadings, ""]
        } else {
            if s.daysWithReadings == 1 { out += [T.oneDay, ""] }
            out += moodSection(s)
        }
        out += comparison(s) + feelings(s) + terms(s) + todosAndGoals(s) + reflections(s) + traits(s) + patterns(s) + closing(s)
        while out.last == "" { out.removeLast() }
        return out.flatMap(wrap).joined(separator: "\n") + "\n"
    }

    /// A few lines for inside a reflection.
    func compact(_ s: Summary) -> [String] {
        var lines = ["\(T.title(s.period.kind)), \(T.range(s.period.from, s.period.to)):"]
        if s.daysWithReadings == 0 {
            lines.append("  " + T.noReadings)
        } else {
            lines.append("  " + T.sparkline(sparkline(s)))
            lines.append("  " + T.valenceChange(s.valence))
            if !s.emotions.isEmpty { lines.append("  " + T.mostCommon(s.emotions)) }
        }
        lines.append("  " + T.reflections(s.reflections))
        lines.append("  " + T.todos(s.todos))
        if let suggestion = s.suggestion { lines.append("  " + suggestion.text) }
        return lines.flatMap(wrap)
    }

    // MARK: Sections

    func moodSection(_ s: Summary) -> [String] {
        var out: [String] = []
        if s.period.length <= Self.barDays {
            out.append(palette.heading(T.moodByDay))
            out += s.days.map(bar)
        } else if s.period.length <= Self.calendarDays {
            out.append(palette.heading(T.calendar))
            for month in MoodHeatmap.calendar(s) { out += calendar(month) }
        } else {
            out.append(palette.heading(T.yearInPixels))
            out += pixels(MoodHeatmap.pixels(s))
        }
        out.append("  " + T.sparkline(sparkline(s)))
        if let average = s.averageValence {
            out.append("  " + T.average(average, days: s.daysWithReadings, readings: s.readings))
        }
        out += legend()
        out.append("")
        return out
    }

    /// `  Mon 11-16 ▽     ███│          −0.32  lower than usual`
    func bar(_ d: Summary.DayMood) -> String {
        let label = T.short(d.day, withYear: false)
        let showLabel = width >= 60
        // 14 columns before the bar, 7 for the value after it, and 24 for the longest band label.
        let half = max(3, min(24, (width - (showLabel ? 46 : 22)) / 2))
        guard let v = d.valence else {
            return "  \(label) \(BaselineBand.noReadingSymbol) " + String(repeating: " ", count: half) + palette.dim("│")
                + (showLabel ? String(repeating: " ", count: half) + "  " + palette.dim(T.noReading) : "")
        }
        let band = d.band
        let cells = min(half, Int((abs(v) * Double(half)).rounded()))
        let left = v < 0 ? String(repeating: " ", count: half - cells) + palette.band(band, String(repeating: "█", count: cells))
                         : String(repeating: " ", count: half)
        let right = v > 0 ? palette.band(band, String(repeating: "█", count: cells)) + String(repeating: " ", count: half - cells)
                          : String(repeating: " ", count: half)
        let value = T.signed(v)
        let phrase = band?.phrase ?? BaselineBand.firstReadingsPhrase
        return "  \(label) \(palette.band(band, BaselineBand.symbol(band))) \(left)\(palette.dim("│"))\(right)  \(value)" + (showLabel ? "  \(phrase)" : "")
    }

    func calendar(_ month: MoodHeatmap.Month) -> [String] {
        var out = ["  " + T.monthTitle(month.year, month.month), "  " + T.weekdayHeader.joined(separator: "  ")]
        for week in month.weeks {
            out.append("  " + week.map { cell -> String in
                switch cell {
                case .blank: "    "
                case .outside(let d): palette.dim(String(format: "%2d", d.day)) + "  "
                case .noReading(let d): String(format: "%2d", d.day) + BaselineBand.noReadingSymbol + " "
                case .firstReadings(let d): String(format: "%2d", d.day) + BaselineBand.firstReadingsSymbol + " "
                case .band(let d, let b): palette.band(b, String(format: "%2d", d.day) + b.symbol) + " "
                }
            }.joined().trimmingTrailing())
        }
        out.append("")
        return out
    }

    func pixels(_ rows: [MoodHeatmap.PixelRow]) -> [String] {
        // Day numbers above the grid: 1, then every fifth day (by its last digit).
        var out = ["     " + (1...31).map { $0 == 1 || $0 % 5 == 0 ? String($0 % 10) : " " }.joined().trimmingTrailing()]
        for row in rows {
            let name = String(T.monthNames[row.month - 1].prefix(3))
            out.append("\(name)  " + row.cells.map { cell -> String in
                switch cell {
                case .blank, .outside: " "
                case .noReading: BaselineBand.noReadingSymbol
                case .firstReadings: BaselineBand.firstReadingsSymbol
                case .band(_, let b): palette.band(b, b.symbol)
                }
            }.joined().trimmingTrailing())
        }
        return out.map { "  " + $0 }
    }

    /// The legend, wrapped to the width.
    func legend() -> [String] {
        var lines: [String] = [], current = "  "
        for item in T.legend() {
            let piece = palette.band(item.band, item.symbol) + " " + item.label
            let visible = item.symbol.count + 1 + item.label.count
            if current.count > 2, visibleCount(current) + 2 + visible > width {
                lines.append(current)
                current = "  "
            }
            current += (current.count > 2 ? "  " : "") + piece
        }
        lines.append(current)
        return lines
    }

    func comparison(_ s: Summary) -> [String] {
        var out = [palette.heading("\(T.against) \(T.previous(s.period.kind)) (\(T.range(s.period.previousFrom, s.period.previousTo)))")]
        out.append("  " + T.valenceChange(s.valence))
        if let rating = T.ratingChange(s.rating) { out.append("  " + rating) }
        return out + [""]
    }

    func feelings(_ s: Summary) -> [String] {
        guard s.readings > 0 else { return [] }
        var out = [palette.heading(T.feelings), "  " + T.mostCommon(s.emotions)]
        if s.unusualDays.isEmpty {
            out.append("  " + T.noUnusual)
        } else {
            out.append("  " + T.unusualHeading)
            out += s.unusualDays.prefix(5).map { "    " + palette.band($0.band, T.unusual($0)) }
        }
        if s.disagreements.conflicts > 0 || s.disagreements.corrected > 0 { out.append("  " + T.disagreements(s.disagreements)) }
        return out + [""]
    }

    func terms(_ s: Summary) -> [String] {
        var out: [String] = []
        for (heading, items) in [(T.topics, s.topics), (T.keywords, s.keywords)] where !items.isEmpty {
            out.append(palette.heading(heading))
            out += items.map { "  " + T.term(clip(SafeText.forTerminal($0.term), 14), count: $0.count, valence: $0.averageValence, trend: $0.trend) }
            out.append("")
        }
        return out
    }

    func todosAndGoals(_ s: Summary) -> [String] {
        var out = [palette.heading(T.todosAndGoals), "  " + T.todos(s.todos)]
        if s.goals.isEmpty { out.append("  " + T.noGoals) }
        for goal in s.goals.prefix(5) {
            out.append("  " + T.goal(goal, text: clip(SafeText.forTerminal(goal.text), max(10, width - 40))))
        }
        return out + [""]
    }

    func reflections(_ s: Summary) -> [String] {
        [palette.heading(T.reflections), "  " + T.reflections(s.reflections), ""]
    }

    func traits(_ s: Summary) -> [String] {
        guard let report = s.traits else { return [] }
        var out = [palette.heading(T.traits)]
        switch report {
        case .notEnoughDays(let have, let need): out.append("  " + Messages.traitsNotReady(have: have, need: need).trimmingCharacters(in: .whitespaces))
        case .ready(let t): out += t.readings.map { "  " + T.trait($0.trait, $0.value, $0.reading) }
        }
        return out + [""]
    }

    func patterns(_ s: Summary) -> [String] {
        guard s.readings > 0 else { return [] }
        var out = [palette.heading(T.patterns), "  " + T.patternsWindow(s.correlationFrom, s.period.to)]
        if s.correlations.isEmpty { out.append("  " + T.noPatterns) }
        out += s.correlations.prefix(4).map { "  " + T.correlation($0, name: SafeText.forTerminal(T.factor($0))) }
        return out + [""]
    }

    func closing(_ s: Summary) -> [String] {
        var out: [String] = []
        if let suggestion = s.suggestion { out += [palette.heading(T.suggestion), "  " + suggestion.text, ""] }
        if let affirmation = s.affirmation { out += [palette.heading(T.affirmation), "  " + affirmation, ""] }
        return out
    }

    // MARK: Helpers

    /// The smoothed valence as a sparkline no wider than the line allows (days averaged in groups).
    func sparkline(_ s: Summary) -> String {
        let values = s.smoothedSeries
        let room = max(7, width - 26)
        guard values.count > room else { return Sparkline.render(values, range: -1...1) }
        let group = (values.count + room - 1) / room
        let grouped = stride(from: 0, to: values.count, by: group).map { start -> Double? in
            let chunk = values[start..<min(values.count, start + group)].compactMap { $0 }
            return chunk.isEmpty ? nil : chunk.reduce(0, +) / Double(chunk.count)
        }
        return Sparkline.render(grouped, range: -1...1)
    }

    /// A line longer than the width, broken at spaces; continuation lines are indented two more
    /// than the first (none for a paragraph). Drawn lines (bars, grids) are already fitted and pass unchanged.
    func wrap(_ line: String) -> [String] {
        guard visibleCount(line) > width else { return [line] }
        let leading = line.prefix { $0 == " " }.count
        let indent = String(repeating: " ", count: min(width / 2, leading > 0 ? leading + 2 : 0))
        var lines: [String] = [], current = ""
        for word in line.split(separator: " ", omittingEmptySubsequences: true) {
            let start = current.isEmpty ? (lines.isEmpty ? String(line.prefix { $0 == " " }) : indent) : current + " "
            if !current.isEmpty, visibleCount(start + word) > width {
                lines.append(current)
                current = indent + word
            } else {
                current = start + word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    func clip(_ text: String, _ limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(max(1, limit - 1))) + "…"
    }

    func visibleCount(_ text: String) -> Int {
        var count = 0, escape = false
        for ch in text {
            if ch == "\u{1B}" { escape = true } else if escape { if ch == "m" { escape = false } } else { count += 1 }
        }
        return count
    }
}

extension String {
    func trimmingTrailing() -> String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
