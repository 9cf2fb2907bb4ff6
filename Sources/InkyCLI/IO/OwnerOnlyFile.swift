// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Files inky writes for a person (exports, images): owner-only, whole or not at all.
enum OwnerOnlyFile {
    /// Writes `data` to `url` through a temporary file beside it, flushed, then renamed over it;
    /// false (with nothing left behind) when any step fails.
    static func write(_ data: Data, to url: URL) -> Bool {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).inky-\(getpid())")
        let fd = open(temporary.path, O_CREAT | O_EXCL | O_WRONLY, 0o600)
        guard fd >= 0 else { return false }
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
        guard ok, rename(temporary.path, url.path) == 0 else {
            unlink(temporary.path)
            return false
        }
        return true
    }
}
