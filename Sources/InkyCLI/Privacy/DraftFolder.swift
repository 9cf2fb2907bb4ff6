// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// A private folder for the editor's draft, never the data folder: made with `mkdtemp` (mode 0700)
/// under `$TMPDIR`, else `$XDG_RUNTIME_DIR` (in memory), else `/tmp`, and removed whole with
/// whatever the editor left in it (its swap and backup files too, when it keeps them beside the draft).
struct DraftFolder {
    let url: URL

    /// The draft file inside the folder.
    var draft: URL { url.appendingPathComponent("entry.md") }

    /// Makes a fresh folder under the first usable temporary root in `environment`.
    static func make(environment: [String: String]) throws -> DraftFolder {
        let roots = [environment["TMPDIR"], environment["XDG_RUNTIME_DIR"], "/tmp"]
            .compactMap { $0 }.filter { $0.hasPrefix("/") }
        for root in roots where access(root, W_OK | X_OK) == 0 {
            var template = Array((root.hasSuffix("/") ? root : root + "/").utf8CString.dropLast()) + Array("inky-draft-XXXXXX".utf8CString)
            guard let made = mkdtemp(&template) else { continue }
            return DraftFolder(url: URL(fileURLWithPath: String(cString: made)))
        }
        throw InkyFailure.data(Messages.store(.folderNotWritable(path: roots.first ?? "/tmp")))
    }

    /// Writes `text` to a new owner-only (0600) draft file.
    func writeDraft(_ text: String) throws {
        let fd = open(draft.path, O_CREAT | O_EXCL | O_NOFOLLOW | O_WRONLY | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw InkyFailure.data(Messages.store(.folderNotWritable(path: url.path))) }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        var done = 0
        while done < bytes.count {
            let n = bytes[done...].withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw InkyFailure.data(Messages.store(.folderNotWritable(path: url.path))) }
            done += n
        }
    }

    /// The draft's text as the editor left it.
    func readDraft() -> String {
        String(decoding: FileManager.default.contents(atPath: draft.path) ?? Data(), as: UTF8.self)
    }

    /// Removes the folder and everything in it.
    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
