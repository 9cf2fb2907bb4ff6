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
        #expect(text == expected, "differs from Golden/\(name); run with INKY_UPDATE_GOLDEN=1 to accept", sourceLocation: sourceLocation)
    }
}
