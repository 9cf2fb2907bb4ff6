// SPDX-License-Identifier: GPL-3.0-or-later

/// `settings.tsv`: a setting's name and value a row, overriding the defaults of `AnalyzerSettings`.
extension LexiconParser {
    mutating func readSettings(_ rows: [TSVRow]) {
        var firstLines: [String: Int] = [:]
        for row in rows {
            guard enter(row, columns: 2, "name, value") else { continue }
            let name = row.fields[0]
            guard let range = AnalyzerSettings.range(of: name) else {
                report("unknown setting \"\(name)\"")
                continue
            }
            guard isFirst(name, in: &firstLines, "setting", name) else { continue }
            if let value = number(row.fields[1], name, range) {
                _ = set.settings.set(name, to: value)
            }
        }
    }
}
