// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Reading and atomically replacing files in the data folder (temp file, fsync, rename, fsync folder).
enum AtomicFile {
    /// Reads the whole file through one descriptor (so a concurrent rename gives the old or the new file, never a mix).
    static func read(_ url: URL) throws -> Data {
        let fd = open(url.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Self.error(errno, url) }
        defer { close(fd) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if n < 0 { if errno == EINTR { continue }; throw Self.error(errno, url) }
            if n == 0 { break }
            data.append(contentsOf: chunk[0..<n])
        }
        return data
    }

    /// Reads at most `count` bytes from the start of the file (nil when it does not exist).
    static func prefix(_ url: URL, count: Int) -> [UInt8]? {
        let fd = open(url.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: count)
        let n = bytes.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, count) }
        return n < 0 ? nil : Array(bytes.prefix(n))
    }

    /// Writes `data` to a new owner-only temporary file beside `url`, syncs it, renames it over `url`,
    /// and syncs the folder. `beforeRename` lets tests interrupt the step that commits.
    static func replace(_ url: URL, with data: Data, beforeRename: () throws -> Void = {}) throws {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let fd = open(temporary.path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw Self.error(errno, temporary) }
        var committed = false
        defer {
            if !committed { unlink(temporary.path) }
        }
        do {
            defer { close(fd) }
            try data.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let n = Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset)
                    if n < 0 { if errno == EINTR { continue }; throw Self.error(errno, url) }
                    offset += n
                }
            }
            guard fsync(fd) == 0 else { throw Self.error(errno, url) }
        }
        try beforeRename()
        guard rename(temporary.path, url.path) == 0 else { throw Self.error(errno, url) }
        committed = true
        syncFolder(folder)
    }

    /// Removes temporary files a killed process left in `folder`. Only called with the folder's lock
    /// held, when no other process can be writing one (they hold ciphertext, or a whole database image).
    static func removeAbandonedTemporaries(in folder: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasPrefix(".inky.sealed.tmp-") {
            unlink(folder.appendingPathComponent(name).path)
        }
    }

    /// Makes a rename in `folder` durable.
    static func syncFolder(_ folder: URL) {
        let fd = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    /// Overwrites a file's bytes with zeros, syncs, then removes it. Best effort: an SSD or a
    /// copy-on-write file system may keep the old blocks (README, "Privacy and safety").
    static func scrub(_ url: URL) {
        let fd = open(url.path, O_WRONLY | O_CLOEXEC)
        if fd >= 0 {
            var info = stat()
            if fstat(fd, &info) == 0 {
                let zeros = [UInt8](repeating: 0, count: 1 << 16)
                var left = Int(info.st_size)
                while left > 0 {
                    let n = zeros.withUnsafeBytes { Foundation.write(fd, $0.baseAddress, min(left, zeros.count)) }
                    if n <= 0 { break }
                    left -= n
                }
                _ = fsync(fd)
            }
            close(fd)
        }
        unlink(url.path)
    }

    static func error(_ code: Int32, _ url: URL) -> StoreError {
        switch code {
        case ENOSPC, EDQUOT, EFBIG: return .diskFull(path: url.path)
        case EACCES, EPERM, EROFS: return .readOnly(path: url.path)
        default: return .sqlite(path: url.path, code: code, meaning: String(cString: strerror(code)))
        }
    }
}
