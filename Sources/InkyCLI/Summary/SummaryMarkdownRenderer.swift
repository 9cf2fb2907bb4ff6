// SPDX-License-Identifier: GPL-3.0-or-later
import InkyCore

/// The summary as Markdown for pasting into notes: headings, a table of days, lists.
enum SummaryMarkdownRenderer {
    typealias T = Messages.SummaryText

    static func render(_ s: Summary) -> String {
        var out = ["## \(T.title(s.period.kind)): \(T.range(s.period.from, s.period.to))", ""]
        if let message = SummaryJSONRenderer.message(s) { out += [message, ""] }
        if s.daysWithReadings > 0 {
            if s.period.length <= SummaryTextRenderer.calendarDays {
                out += ["### \(T.moodByDay)", "", "| Day | | Valence | Band |", "| --- | --- | --- | --- |"]
                for d in s.days {
                    out.append("| \(T.short(d.day)) | \(T.symbol(d)) | \(d.valence.map(T.signed) ?? "") | \(T.bandPhrase(d)) |")
                }
            } else {
                // The pixel grid, drawn as plain text in a code block.
                let grid = SummaryTextRenderer(palette: SummaryPalette(enabled: false), width: 80).pixels(MoodHeatmap.pixels(s))
                out += ["### \(T.yearInPixels)", "", "```"] + grid + ["```"]
            }
            out += ["", T.sparklineMarkdown(SummaryTextRenderer(palette: SummaryPalette(enabled: false), width: 80).sparkline(s)), ""]
            out.append(T.legend().map { "\($0.symbol) \($0.label)" }.joined(separator: ", "))
            out.append("")
        }
        out += ["### \(T.against) \(T.previous(s.period.kind)) (\(T.range(s.period.previousFrom, s.period.previousTo)))", ""]
        out.append("- " + T.valenceChange(s.valence).collapsingSpaces())
        if let rating = T.ratingChange(s.rating) { out.append("- " + rating.collapsingSpaces()) }
        out.append("")
        if s.readings > 0 {
            out += ["### \(T.feelings)", "", "- " + T.mostCommon(s.emotions)]
            out += s.unusualDays.prefix(5).map { "- " + T.unusual($0) }
            out += ["- " + T.disagreements(s.disagreements), ""]
        }
        for (heading, items) in [(T.topics, s.topics), (T.keywords, s.keywords)] where !items.isEmpty {
            out += ["### \(heading)", "", "| | Mentions | Mood | Trend |", "| --- | --- | --- | --- |"]
            out += items.map { "| \(cell($0.term)) | \($0.count) | \(T.signed($0.averageValence)) | \(T.trendArrow($0.trend)) |" }
            out.append("")
        }
        out += ["### \(T.todosAndGoals)", "", "- " + T.todos(s.todos)]
        out += s.goals.prefix(10).map { "- " + T.goal($0, text: cell($0.text)) }
        out += ["", "### \(T.reflections)", "", "- " + T.reflections(s.reflections), ""]
        if let traits = s.traits {
            out += ["### \(T.traits)", ""]
            switch traits {
            case .notEnoughDays(let have, let need): out.append("- " + Messages.traitsNotReady(have: have, need: need).trimmingCharacters(in: .whitespaces))
            case .ready(let t): out += t.readings.map { "- " + T.trait($0.trait, $0.value, $0.reading) }
            }
            out.append("")
        }
        if s.readings > 0 {
            out += ["### \(T.patterns)", "", T.patternsWindow(s.correlationFrom, s.period.to), ""]
            if s.correlations.isEmpty { out.append("- " + T.noPatterns) }
            out += s.correlations.map { "- " + T.correlation($0, name: cell(T.factor($0))) }
            out.append("")
        }
        if let suggestion = s.suggestion { out += ["### \(T.suggestion)", "", suggestion.text, ""] }
        if let affirmation = s.affirmation { out += ["> \(affirmation)", ""] }
        while out.last == "" { out.removeLast() }
        return out.joined(separator: "\n") + "\n"
    }

    /// Stored text made safe for a table cell or list item: no control characters, no pipes, no markup.
    static func cell(_ text: String) -> String {
        var out = ""
        for ch in SafeText.forTerminal(text) {
            if "|\\`*_[]<>#".contains(ch) { out.append("\\") }
            out.append(ch)
        }
        return out
    }
}

extension String {
    /// Runs of spaces as one (table-aligned text read as prose).
    func collapsingSpaces() -> String {
        split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
}
