// SPDX-License-Identifier: GPL-3.0-or-later

/// `stopwords.tsv`: one word a row that is never a keyword.
extension LexiconParser {
    mutating func readStopWords(_ rows: [TSVRow]) {
        var firstLines: [String: Int] = [:]
        for row in rows {
            guard enter(row, columns: 1, "term") else { continue }
            let term = row.fields[0]
            let parts = TermKey.parts(of: term)
            guard parts.count == 1 else {
                report(parts.isEmpty ? "empty term" : "stop word \"\(term)\" must be a single word")
                continue
            }
            guard isFirst(parts[0], in: &firstLines, "stop word", term) else { continue }
            set.termFlags[Int(intern(parts[0]))].insert(.stopWord)
        }
    }
}
