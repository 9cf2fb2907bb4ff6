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

    static func rows(_ text: String) -> [TSVRow] {
        var text = text
        return text.withUTF8 { bytes in
            var rows: [TSVRow] = []
            rows.reserveCapacity(bytes.count / 24)
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
                    rows.append(TSVRow(line: lineNumber, fields: fields(bytes, lineStart, end)))
                }
                if lineEnd >= bytes.count { break }
                lineStart = lineEnd + 1
            }
            return rows
        }
    }

    private static func fields(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> [String] {
        var fields: [String] = []
        var fieldStart = start
        var i = start
        while true {
            if i == end || bytes[i] == 0x09 {
                var a = fieldStart, b = i
                while a < b && bytes[a] == 0x20 { a += 1 }
                while b > a && bytes[b - 1] == 0x20 { b -= 1 }
                fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[a..<b]), as: UTF8.self))
                if i == end { break }
                fieldStart = i + 1
            }
            i += 1
        }
        return fields
    }
}
