// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Files inky writes for a person (exports, images): owner-only, whole or not at all, and never over a
/// file that is already there unless the person said so (`--force`).
enum OwnerOnlyFile {
    enum Outcome: Equatable {
        case written
        /// The file exists and `replacing` was false: nothing was written.
        case exists
        /// A step failed (a folder that is missing or not writable, a full disk): nothing was left behind.
        case failed
    }

    /// Writes `data` to `url` through a temporary file beside it, flushed, then moved into place: renamed
    /// over it when `replacing`, else linked to the name, which fails when the name is taken (so a file that
    /// appears meanwhile is not overwritten either).
    static func write(_ data: Data, to url: URL, replacing: Bool) -> Outcome {
        if !replacing, FileManager.default.fileExists(atPath: url.path) { return .exists }
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).inky-\(getpid())")
        let fd = open(temporary.path, O_CREAT | O_EXCL | O_WRONLY, 0o600)
        guard fd >= 0 else { return .failed }
        var ok = true
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 { if errno == EINTR { continue }; ok = false; break }
                offset += n
            }
        }
        ok = ok && fsync(fd) == 0
        close(fd)
        defer { unlink(temporary.path) }
        guard ok else { return .failed }
        if replacing { return rename(temporary.path, url.path) == 0 ? .written : .failed }
        if link(temporary.path, url.path) == 0 { return .written }
        return errno == EEXIST ? .exists : .failed
    }
}
