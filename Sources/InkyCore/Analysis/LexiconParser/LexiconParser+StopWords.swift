// SPDX-License-Identifier: GPL-3.0-or-later

/// `stopwords.tsv`: one word a row that is never a keyword.
extension LexiconParser {
    mutating func readStopWords(_ rows: [TSVRow]) {
        var firstLines: [String: Int] = [:]
        for row in rows {
            line = row.line
            guard row.fields.count == 1 else {
                report("expected 1 column (term), found \(row.fields.count)")
                continue
            }
            let term = row.fields[0]
            let parts = TermKey.parts(of: term)
            guard parts.count == 1 else {
                report(parts.isEmpty ? "empty term" : "stop word \"\(term)\" must be a single word")
                continue
            }
            if let first = firstLines[parts[0]] {
                report("duplicate stop word \"\(term)\" (first at \(Location(file: file, line: first)))")
                continue
            }
            firstLines[parts[0]] = line
            set.termFlags[Int(intern(parts[0]))].insert(.stopWord)
        }
    }
}
