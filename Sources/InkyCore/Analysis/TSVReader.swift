// SPDX-License-Identifier: GPL-3.0-or-later

/// One data line of a TSV file: its 1-based line number and its tab-separated fields, trimmed of spaces.
struct TSVRow: Sendable {
    var line: Int
    var fields: [String]
}

/// Splits TSV text into rows over UTF-8 bytes, skipping blank lines and `#` comment lines.
enum TSVReader {
    /// Calls `body` for each data line with its 1-based number, the text's bytes and the byte ranges of its
    /// fields (trimmed of spaces); the ranges array is reused between calls, so nothing is allocated per line.
    static func forEachRow(_ text: String, _ body: (Int, UnsafeBufferPointer<UInt8>, [Range<Int>]) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            var ranges: [Range<Int>] = []
            ranges.reserveCapacity(8)
            var lineStart = 0
            var lineNumber = 0
            while lineStart <= bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
                lineNumber += 1
                var end = lineEnd
                if end > lineStart && bytes[end - 1] == 0x0D { end -= 1 }
                var first = lineStart
                while first < end && (bytes[first] == 0x20 || bytes[first] == 0x09) { first += 1 }
                if first < end && bytes[first] != 0x23 {
                    ranges.removeAll(keepingCapacity: true)
                    var fieldStart = lineStart
                    var i = lineStart
                    while true {
                        if i == end || bytes[i] == 0x09 {
                            var a = fieldStart, b = i
                            while a < b && bytes[a] == 0x20 { a += 1 }
                            while b > a && bytes[b - 1] == 0x20 { b -= 1 }
                            ranges.append(a..<b)
                            if i == end { break }
                            fieldStart = i + 1
                        }
                        i += 1
                    }
                    body(lineNumber, bytes, ranges)
                }
                if lineEnd >= bytes.count { break }
                lineStart = lineEnd + 1
            }
        }
    }

    /// Every data line as strings, with its 1-based number.
    static func rows(_ text: String) -> [TSVRow] {
        var rows: [TSVRow] = []
        rows.reserveCapacity(text.utf8.count / 24)
        forEachRow(text) { line, bytes, ranges in
            rows.append(TSVRow(line: line, fields: ranges.map {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self)
            }))
        }
        return rows
    }
}
