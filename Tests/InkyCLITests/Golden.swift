// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

/// Compares text with a golden file in Tests/InkyCLITests/Golden/; `INKY_UPDATE_GOLDEN=1` rewrites it.
enum Golden {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func check(_ text: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["INKY_UPDATE_GOLDEN"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected, "differs from Golden/\(name) (- golden, + now):\n\(lineDiff(expected, text))\nrun with INKY_UPDATE_GOLDEN=1 to accept",
                sourceLocation: sourceLocation)
    }

    /// The lines that differ, `-` for the golden's and `+` for the new text's, with the line number in the
    /// golden, from a longest common subsequence of lines; unchanged lines are left out.
    static func lineDiff(_ old: String, _ new: String) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false)
        // common[i][j]: the longest common subsequence of a[i...] and b[j...].
        var common = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                common[i][j] = a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [String] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                i += 1; j += 1
            } else if i < a.count, j == b.count || common[i + 1][j] >= common[i][j + 1] {
                lines.append("\(i + 1) - \(a[i])"); i += 1
            } else {
                lines.append("\(i + 1) + \(b[j])"); j += 1
            }
        }
        return lines.joined(separator: "\n")
    }
}
