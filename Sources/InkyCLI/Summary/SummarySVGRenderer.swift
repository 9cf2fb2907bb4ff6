// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore

/// The mood chart and heatmap as a standalone SVG image (no scripts, no external references).
///
/// The chart draws each day's valence as a bar in its band's colour and the smoothed valence as a
/// line; the heatmap is month calendars (up to 62 days) or the year-in-pixels grid. Every cell also
/// carries its band's symbol, and a legend names them, so the image reads without colour.
enum SummarySVGRenderer {
    typealias T = Messages.SummaryText
    static let width = 720.0
    static let margin = 40.0
    static let chartHeight = 180.0

    static func colour(_ band: BaselineBand?) -> String { BandScheme.svg(band) }

    static func render(_ s: Summary) -> String {
        var body: [String] = []
        var y = margin
        body.append(text(margin, y, "\(T.title(s.period.kind)) · \(T.range(s.period.from, s.period.to))", size: 18, weight: "bold"))
        y += 20
        if s.daysWithReadings == 0 {
            body.append(text(margin, y + 10, T.noReadings, size: 12))
            y += 30
        } else {
            y += 10
            body += chart(s, top: y)
            y += chartHeight + 30
            let (cells, height) = heatmap(s, top: y)
            body += cells
            y += height + 10
            let (key, keyHeight) = legend(top: y)
            body += key
            y += keyHeight + 16
        }
        let header = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(fmt(width))" height="\(fmt(y))" viewBox="0 0 \(fmt(width)) \(fmt(y))" \
            font-family="sans-serif" role="img" aria-label="\(escape(T.title(s.period.kind)))">
            """
        return ([header, "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>"] + body + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    /// Bars of daily valence around a zero line, and the smoothed valence as a line.
    static func chart(_ s: Summary, top: Double) -> [String] {
        let plot = width - 2 * margin
        let step = plot / Double(s.days.count)
        let mid = top + chartHeight / 2
        func yOf(_ v: Double) -> Double { mid - max(-1, min(1, v)) * chartHeight / 2 }
        var out = [
            "<rect x=\"\(fmt(margin))\" y=\"\(fmt(top))\" width=\"\(fmt(plot))\" height=\"\(fmt(chartHeight))\" fill=\"none\" stroke=\"#cccccc\"/>",
            "<line x1=\"\(fmt(margin))\" y1=\"\(fmt(mid))\" x2=\"\(fmt(width - margin))\" y2=\"\(fmt(mid))\" stroke=\"#999999\" stroke-dasharray=\"4 3\"/>",
            text(margin - 6, top + 4, "+1", size: 10, anchor: "end"), text(margin - 6, mid + 4, "0", size: 10, anchor: "end"),
            text(margin - 6, top + chartHeight, "−1", size: 10, anchor: "end"),
        ]
        for (i, d) in s.days.enumerated() {
            guard let v = d.valence else { continue }
            let x = margin + Double(i) * step + step * 0.15
            let (y0, y1) = (min(yOf(v), mid), max(yOf(v), mid))
            out.append("<rect x=\"\(fmt(x))\" y=\"\(fmt(y0))\" width=\"\(fmt(step * 0.7))\" height=\"\(fmt(max(0.5, y1 - y0)))\" fill=\"\(colour(d.band))\">"
                       + "<title>\(d.day) \(T.signed(v)) \(escape(T.bandPhrase(d)))</title></rect>")
        }
        // The trend (smoothed valence) as a line, broken where a day has no reading.
        var segment: [String] = []
        func flush() {
            if segment.count > 1 { out.append("<polyline points=\"\(segment.joined(separator: " "))\" fill=\"none\" stroke=\"#333333\" stroke-width=\"1.5\"/>") }
            segment = []
        }
        for (i, d) in s.days.enumerated() {
            guard let v = d.smoothedValence else { flush(); continue }
            segment.append("\(fmt(margin + (Double(i) + 0.5) * step)),\(fmt(yOf(v)))")
        }
        flush()
        if s.days.count <= SummaryTextRenderer.barDays {
            for (i, d) in s.days.enumerated() {
                out.append(text(margin + (Double(i) + 0.5) * step, top + chartHeight + 14, T.short(d.day, withYear: false), size: 10, anchor: "middle"))
            }
        } else {
            out.append(text(margin, top + chartHeight + 14, s.period.from.description, size: 10))
            out.append(text(width - margin, top + chartHeight + 14, s.period.to.description, size: 10, anchor: "end"))
        }
        return out
    }

    /// Month calendars side by side (wrapping), or the year-in-pixels grid; returns the height used.
    static func heatmap(_ s: Summary, top: Double) -> ([String], Double) {
        var out: [String] = []
        if s.period.length <= SummaryTextRenderer.calendarDays {
            let cell = 22.0, blockWidth = cell * 7 + 20
            var x = margin, y = top, rowHeight = 0.0
            for month in MoodHeatmap.calendar(s) {
                if x + blockWidth > width - margin + 20 { x = margin; y += rowHeight + 10; rowHeight = 0 }
                out.append(text(x, y + 12, T.monthTitle(month.year, month.month), size: 12, weight: "bold"))
                for (c, name) in T.weekdayHeader.enumerated() {
                    out.append(text(x + (Double(c) + 0.5) * cell, y + 28, name, size: 9, anchor: "middle"))
                }
                for (r, week) in month.weeks.enumerated() {
                    for (c, value) in week.enumerated() {
                        out += square(value, x: x + Double(c) * cell, y: y + 34 + Double(r) * cell, size: cell - 2, label: true)
                    }
                }
                rowHeight = max(rowHeight, 34 + Double(month.weeks.count) * cell)
                x += blockWidth
            }
            return (out, y + rowHeight - top)
        }
        let cell = 18.0
        let rows = MoodHeatmap.pixels(s)
        for (c, day) in (1...31).enumerated() where day == 1 || day % 5 == 0 {
            out.append(text(margin + 40 + (Double(c) + 0.5) * cell, top + 10, String(day), size: 9, anchor: "middle"))
        }
        for (r, row) in rows.enumerated() {
            let y = top + 16 + Double(r) * cell
            out.append(text(margin, y + 12, "\(T.monthNames[row.month - 1].prefix(3)) \(row.year % 100)", size: 10))
            for (c, value) in row.cells.enumerated() {
                out += square(value, x: margin + 40 + Double(c) * cell, y: y, size: cell - 2, label: true)
            }
        }
        return (out, 16 + Double(rows.count) * cell)
    }

    static func square(_ cell: MoodHeatmap.Cell, x: Double, y: Double, size: Double, label: Bool) -> [String] {
        let (fill, symbol, tip): (String, String, String)
        switch cell {
        case .blank: return []
        case .outside(let d):
            return ["<rect x=\"\(fmt(x))\" y=\"\(fmt(y))\" width=\"\(fmt(size))\" height=\"\(fmt(size))\" fill=\"none\" stroke=\"#eeeeee\"><title>\(d)</title></rect>"]
        case .noReading(let d): (fill, symbol, tip) = (colour(nil), BaselineBand.noReadingSymbol, "\(d) \(T.noReading)")
        case .firstReadings(let d): (fill, symbol, tip) = (colour(nil), BaselineBand.firstReadingsSymbol, "\(d) \(BaselineBand.firstReadingsPhrase)")
        case .band(let d, let b): (fill, symbol, tip) = (colour(b), b.symbol, "\(d) \(b.phrase)")
        }
        return ["<rect x=\"\(fmt(x))\" y=\"\(fmt(y))\" width=\"\(fmt(size))\" height=\"\(fmt(size))\" rx=\"3\" fill=\"\(fill)\"><title>\(escape(tip))</title></rect>",
                text(x + size / 2, y + size / 2 + 4, symbol, size: 10, anchor: "middle")]
    }

    /// The legend, wrapped onto as many rows as it needs; returns the height used.
    static func legend(top: Double) -> ([String], Double) {
        var out: [String] = [], x = margin, top = top
        let first = top
        for item in T.legend() {
            let itemWidth = 24 + Double(item.label.count) * 5.6
            if x > margin, x + itemWidth > width - margin { x = margin; top += 20 }
            out.append("<rect x=\"\(fmt(x))\" y=\"\(fmt(top))\" width=\"14\" height=\"14\" rx=\"3\" fill=\"\(colour(item.band))\"/>")
            out.append(text(x + 7, top + 11, item.symbol, size: 10, anchor: "middle"))
            out.append(text(x + 18, top + 11, item.label, size: 10))
            x += itemWidth
        }
        // The trend line's key, drawn as the chart draws it.
        let trendWidth = 34 + Double(T.trendLine.count) * 5.6
        if x > margin, x + trendWidth > width - margin { x = margin; top += 20 }
        out.append("<line x1=\"\(fmt(x))\" y1=\"\(fmt(top + 7))\" x2=\"\(fmt(x + 14))\" y2=\"\(fmt(top + 7))\" stroke=\"#333333\" stroke-width=\"1.5\"/>")
        out.append(text(x + 18, top + 11, T.trendLine, size: 10))
        return (out, top - first + 14)
    }

    static func text(_ x: Double, _ y: Double, _ content: String, size: Double, anchor: String = "start", weight: String = "normal") -> String {
        "<text x=\"\(fmt(x))\" y=\"\(fmt(y))\" font-size=\"\(fmt(size))\" text-anchor=\"\(anchor)\" font-weight=\"\(weight)\" fill=\"#222222\">\(escape(content))</text>"
    }

    static func fmt(_ v: Double) -> String {
        let r = (v * 10).rounded() / 10
        return r == r.rounded() ? String(Int(r)) : String(r)
    }

    static func escape(_ s: String) -> String {
        var out = ""
        for ch in SafeText.forTerminal(s) {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(ch)
            }
        }
        return out
    }

    /// Writes `svg` to `path` readable by its owner alone (a temporary file beside it, then moved into
    /// place); an existing file only when `replacing`.
    static func write(_ svg: String, to path: String, replacing: Bool) throws {
        switch OwnerOnlyFile.write(Data(svg.utf8), to: URL(fileURLWithPath: path), replacing: replacing) {
        case .written: return
        case .exists: throw InkyFailure.usage(Messages.fileExists(path))
        case .failed: throw InkyFailure.usage(T.svgFailed(path))
        }
    }
}
