// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// How the journal file looked when an inky process last left it proved sound, so the next one need not
/// read every page again (`PRAGMA quick_check` costs tens of milliseconds on a large journal).
///
/// The note is the file's device, inode, size and modification time, kept owner-only beside it
/// (`inky.sound`). Anything else that touches the file (another program, a restore, a crash before the
/// note is written) changes it, and the next write proves the whole file again. Damage that leaves the
/// time and size as they were (a failing disk) is `inky doctor`'s to find.
enum SoundStamp {
    static func file(in location: StoreLocation) -> URL { location.folder.appendingPathComponent("inky.sound") }

    /// The file's identity and last change, or nil when it cannot be read.
    static func current(of file: URL) -> String? {
        var info = stat()
        guard stat(file.path, &info) == 0 else { return nil }
        return "\(info.st_dev) \(info.st_ino) \(info.st_size) \(info.st_mtim.tv_sec) \(info.st_mtim.tv_nsec)"
    }

    /// Whether the journal is exactly as a process that proved it sound left it.
    static func matches(_ location: StoreLocation) -> Bool {
        guard let now = current(of: location.database),
              let noted = FileManager.default.contents(atPath: file(in: location).path) else { return false }
        return String(decoding: noted, as: UTF8.self) == now
    }

    /// Notes how the journal looks now: written to a temporary file and renamed, owner-only, without a
    /// flush to disk (a note lost in a crash only costs the next command a whole check).
    static func record(_ location: StoreLocation) {
        guard let now = current(of: location.database) else { return }
        let target = file(in: location)
        let temporary = location.folder.appendingPathComponent(".inky.sound.\(getpid())")
        let fd = open(temporary.path, O_CREAT | O_TRUNC | O_WRONLY | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        let bytes = Array(now.utf8)
        let written = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
        close(fd)
        if written != bytes.count || rename(temporary.path, target.path) != 0 { unlink(temporary.path) }
    }
}
