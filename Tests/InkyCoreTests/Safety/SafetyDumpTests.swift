// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import InkyCore

/// A tool for reading the screen's mistakes, not a check. With `INKY_SAFETY_DUMP=/some/file.tsv` it writes,
/// for every line of every safety set (development, written apart, held out), the analyzer's journal lines
/// and the simulated month's answers, what the rules alone found (level, rule, what changed it, whether a
/// match was set aside), what the whole screen says and each sentence's cues, so the kinds of false alarm
/// can be counted and a retrained model tried beside the same rules (Tools/train-safety-model.py). Without
/// the variable it does nothing.
@Suite struct SafetyDumpTests {
    @Test func dumpReadings() throws {
        guard let out = ProcessInfo.processInfo.environment["INKY_SAFETY_DUMP"] else { return }
        let screen = SafetyFixture.screen
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        var sets: [(String, [SafetyFixture.Line])] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() where name.hasSuffix(".tsv") {
            sets.append((String(name.dropLast(4)), SafetyFixture.lines(name)))
        }
        let analysis = LexiconFixture.packageRoot().appendingPathComponent("Tests/InkyCoreTests/Analysis")
        var journal: [SafetyFixture.Line] = []
        for name in ["dev-set.tsv", "journal-dev-set.tsv"] {
            let text = try String(contentsOf: analysis.appendingPathComponent(name), encoding: .utf8)
            journal += text.split(separator: "\n").filter { !$0.hasPrefix("#") }
                .map { .init(label: "none", category: "journal", text: String($0.split(separator: "\t")[0])) }
        }
        sets.append(("journal", journal))
        // The simulated month's answers (Tests/InkyCLITests/Month): ordinary, many of them long.
        var month: [SafetyFixture.Line] = []
        for name in ["month-answers.tsv", "month-answers-2.tsv"] {
            let url = LexiconFixture.packageRoot().appendingPathComponent("Tests/InkyCLITests/Month/" + name)
            month += try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
                .compactMap { $0.split(separator: "\t", omittingEmptySubsequences: false).last }
                .map { .init(label: "none", category: "month", text: String($0)) }
        }
        sets.append(("month", month))
        var rows = "set\tlabel\tcategory\trules\trule\tadjustments\tset-aside\tscreen\tscreen-rule\ttext\tmodel\tcues\n"
        for (stem, lines) in sets {
            for line in lines {
                var cleared = SafetySetAside()
                let ruled = screen.rulesAssess(line.text, cleared: &cleared)
                let whole = screen.assess(line.text)
                func level(_ f: SafetyFinding?) -> String {
                    guard let f else { return "-" }
                    return f.isAlarm ? f.level.rawValue : "other"
                }
                rows += [stem, line.label, line.category, level(ruled), ruled?.rule ?? "",
                         ruled?.adjustments.joined(separator: "; ") ?? "", cleared.isEmpty ? "0" : cleared.names, level(whole),
                         whole?.rule ?? "", line.text.replacingOccurrences(of: "\t", with: " "),
                         screen.model.read(line.text).map { String(format: "%.3f", $0.probability) } ?? "-",
                         screen.cueNames(in: line.text)].joined(separator: "\t") + "\n"
            }
        }
        try rows.write(toFile: out, atomically: true, encoding: .utf8)
    }
}
