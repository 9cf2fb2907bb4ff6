// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// An advisory `flock` that serialises inky processes: on the data folder itself while opening,
/// migrating or committing an encrypted journal, and on `inky.lock` for a journal's whole lifetime.
final class FolderLock: @unchecked Sendable {
    private let fd: Int32

    private init(fd: Int32) { self.fd = fd }

    deinit {
        _ = flock(fd, LOCK_UN)
        close(fd)
    }

    /// Waits (up to `timeout`) for the exclusive lock on `folder`.
    static func exclusive(_ folder: URL, timeout: TimeInterval = AppDatabase.busyTimeout) throws -> FolderLock {
        let fd = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw StoreError.folderNotWritable(path: folder.path) }
        let lock = FolderLock(fd: fd)
        try lock.acquire(LOCK_EX, timeout: timeout, path: folder.path)
        return lock
    }

    /// A shared lock on the journal's lock file, held while a process has the journal open;
    /// `inky encrypt`, `decrypt` and `passphrase` need it alone.
    static func inUse(_ location: StoreLocation) throws -> FolderLock {
        let fd = open(location.lockFile.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw StoreError.folderNotWritable(path: location.folder.path) }
        let lock = FolderLock(fd: fd)
        try lock.acquire(LOCK_SH, timeout: AppDatabase.busyTimeout, path: location.lockFile.path)
        return lock
    }

    /// Turns a shared lock into the only lock, or throws `SealedError.inUse` when another process holds one.
    func upgradeToSoleUser() throws {
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { throw SealedError.inUse }
    }

    private func acquire(_ operation: Int32, timeout: TimeInterval, path: String) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while flock(fd, operation | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else { return } // a file system without flock: go on unlocked
            guard Date() < deadline else { throw StoreError.locked(path: path) }
            usleep(2_000)
        }
    }
}
