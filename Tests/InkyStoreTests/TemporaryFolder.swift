// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// A fresh folder under the system temp folder, removed when the value is released.
final class TemporaryFolder {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("inky-test-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func mode(of path: String) -> Int {
        var info = stat()
        stat(path, &info)
        return Int(info.st_mode) & 0o777
    }

    func bytes(of path: String) -> Data { FileManager.default.contents(atPath: path) ?? Data() }
}
