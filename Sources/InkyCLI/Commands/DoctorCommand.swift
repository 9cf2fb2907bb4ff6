// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import InkyCore
import InkyStore

/// `inky doctor`: checks the journal's integrity, mends loose permissions, and lists the backups.
/// Exit 0 when all is well, 2 when the journal cannot be opened or fails its integrity check.
struct DoctorCommand: InkyRunnable {
    static let configuration = CommandConfiguration(commandName: "doctor", abstract: Messages.PrivacyHelp.doctor)
    @OptionGroup var global: GlobalOptions

    func run(in context: Context) throws {
        let location = context.location(home: global.home)
        guard FileManager.default.fileExists(atPath: location.folder.path) else { throw SealedError.noJournal }
        var healthy = true
        func say(_ line: String) { context.output.line(SafeText.forTerminal(line)) } // paths may hold escape codes
        // Permissions first: mending them never touches the journal's contents.
        let mended = PermissionRepair.mend(location)
        for fix in mended {
            if fix.succeeded {
                say(Messages.doctorPermissionsMended(fix.path, from: fix.from, to: fix.to))
            } else {
                healthy = false
                say(Messages.doctorPermissionsUnmendable(fix.path, mode: fix.from))
            }
        }
        if mended.isEmpty { say(Messages.doctorPermissionsOK) }
        // What every writing command needs, tried for real: a new file in the folder, the journal opened for
        // writing (nothing is written), and room on the disk.
        if let trouble = FolderAccess.trouble(location) {
            healthy = false
            say(Messages.doctorNotWritable(trouble))
        } else {
            say(Messages.doctorWritableOK)
        }
        if let free = FolderAccess.freeBytes(location.folder) {
            let journal = (try? FileManager.default.attributesOfItem(atPath: location.database.path)[.size] as? Int) ?? 0
            let needed = max(FolderAccess.minimumFreeBytes, 2 * journal)
            if free < needed {
                healthy = false
                say(Messages.doctorLowSpace(free: free, needed: needed))
            } else {
                say(Messages.doctorSpaceOK(free: free))
            }
        }
        do {
            // Read-only for a plain journal: the doctor never changes a byte of what it examines.
            let check = try AppDatabase.checkIntegrity(of: location, passphrase: { try PassphraseReader(context: context).current() })
            let file = check.encrypted ? location.sealedDatabase : location.database
            say(Messages.doctorJournal(file.path, encrypted: check.encrypted))
            if check.problems.isEmpty {
                say(Messages.doctorIntegrityOK)
            } else {
                healthy = false
                say(Messages.doctorIntegrityProblems(check.problems.count))
                for line in check.problems.prefix(20) { say(Messages.doctorIntegrityLine(SafeText.forTerminal(line))) }
            }
            if check.encrypted {
                for url in JournalPlainText.leftovers(location) { say(Messages.doctorPlainText(url.path)) }
            }
        } catch let error as StoreError {
            healthy = false
            say(Messages.doctorOpenFailed(Messages.store(error)))
        } catch let error as SealedError where error != .passphraseNeeded && error != .wrongPassphrase {
            healthy = false
            say(Messages.doctorOpenFailed(Messages.sealed(error)))
        }
        let backups = BackupFolder.list(location)
        if backups.isEmpty {
            say(Messages.doctorNoBackups)
        } else {
            say(Messages.doctorBackups(backups.count))
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = context.clock.timeZone
            for backup in backups {
                say(Messages.doctorBackupLine(SafeText.forTerminal(backup.url.lastPathComponent), bytes: backup.bytes,
                                                              date: formatter.string(from: backup.modified), sealed: backup.sealed,
                                                              verified: backup.verified))
            }
        }
        guard healthy else { throw InkyFailure.data(Messages.doctorTrouble) }
        say(Messages.doctorFine)
    }
}

/// Sets the data folder to 700 and every file inky keeps in it to 600.
enum PermissionRepair {
    struct Fix {
        var path: String
        var from: Int
        var to: Int
        var succeeded: Bool
    }

    static func mend(_ location: StoreLocation) -> [Fix] {
        var fixes: [Fix] = []
        func check(_ path: String) {
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFLNK else { return }
            let mode = Int(info.st_mode) & 0o777
            guard mode & 0o077 != 0 else { return }
            let target = mode & ~0o077
            fixes.append(Fix(path: path, from: mode, to: target, succeeded: chmod(path, mode_t(target)) == 0))
        }
        check(location.folder.path)
        let fm = FileManager.default
        for folder in [location.folder, location.backups] {
            if folder != location.folder { check(folder.path) }
            for name in (try? fm.contentsOfDirectory(atPath: folder.path)) ?? [] {
                let path = folder.appendingPathComponent(name).path
                var isDirectory: ObjCBool = false
                if fm.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue { check(path) }
            }
        }
        return fixes
    }
}

/// Whether the data folder can be written as commands need, found by trying.
enum FolderAccess {
    /// Below this much free space (or twice the journal, if more), writing is at risk.
    static let minimumFreeBytes = 50 << 20

    /// What stops writing, or nil: creating a file in the folder, and opening the journal for writing.
    static func trouble(_ location: StoreLocation) -> String? {
        let probe = location.folder.appendingPathComponent(".inky-doctor-\(getpid())")
        let fd = open(probe.path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return Messages.doctorCannotWrite(location.folder.path, errno: errno) }
        close(fd)
        unlink(probe.path)
        for file in [location.database, location.sealedDatabase] where FileManager.default.fileExists(atPath: file.path) {
            let journal = open(file.path, O_WRONLY | O_CLOEXEC)
            guard journal >= 0 else { return Messages.doctorCannotWrite(file.path, errno: errno) }
            close(journal)
        }
        return nil
    }

    /// Free bytes on the data folder's file system, for an unprivileged writer.
    static func freeBytes(_ folder: URL) -> Int? {
        var info = statvfs()
        guard statvfs(folder.path, &info) == 0 else { return nil }
        return Int(info.f_bavail) * Int(info.f_frsize)
    }
}

/// Plain-text files that should not be beside an encrypted journal.
enum JournalPlainText {
    static func leftovers(_ location: StoreLocation) -> [URL] {
        let path = location.database.path
        return [path, path + "-wal", path + "-shm", location.history.path].map(URL.init(fileURLWithPath:))
            .filter { FileManager.default.fileExists(atPath: $0.path) }
    }
}
