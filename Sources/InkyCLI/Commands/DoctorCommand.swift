// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import InkyCore
import InkyStore

/// `inky doctor [--restore N|NAME | --salvage]`: checks the journal's integrity, mends loose permissions, and
/// lists the verified backups; restores one, or saves every readable row of a damaged journal into a new one.
/// Exit 0 when all is well, 2 when the journal cannot be opened or fails its integrity check.
struct DoctorCommand: InkyRunnable {
    static let configuration = CommandConfiguration(commandName: "doctor", abstract: Messages.PrivacyHelp.doctor)
    @OptionGroup var global: GlobalOptions
    @Option(name: .long, help: ArgumentHelp(Messages.PrivacyHelp.doctorRestore, valueName: "backup")) var restore: String?
    @Flag(name: .long, help: ArgumentHelp(Messages.PrivacyHelp.doctorSalvage)) var salvage = false

    func validate() throws {
        if restore != nil && salvage { throw ValidationError(Messages.doctorRestoreOrSalvage) }
    }

    func run(in context: Context) throws {
        let location = context.location(home: global.home)
        guard FileManager.default.fileExists(atPath: location.folder.path) else { throw SealedError.noJournal }
        if let restore { return try Self.restore(restore, location: location, context: context) }
        if salvage { return try Self.salvage(location, context: context) }
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
        if AppDatabase.isInUse(location) { say(Messages.doctorInUse) } else { say(Messages.doctorNotInUse) }
        let wal = (try? FileManager.default.attributesOfItem(atPath: location.database.path + "-wal")[.size] as? Int) ?? nil
        say(Messages.doctorWAL(bytes: wal))
        if let applied = AppDatabase.appliedMigrations(of: location) {
            let known = AppDatabase.knownMigrations
            let unknown = applied.filter { !known.contains($0) }
            let pending = known.filter { !applied.contains($0) }
            if !unknown.isEmpty { healthy = false }
            say(Messages.doctorSchema(applied: applied.count, known: known.count, newer: unknown.count, pending: pending.count))
        }
        do {
            // Read-only for a plain journal: the doctor never changes a byte of what it examines.
            let check = try AppDatabase.checkIntegrity(of: location, passphrase: { try PassphraseReader(context: context).current() }, at: context.clock.now())
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
        Self.listBackups(location, context: context)
        guard healthy else { throw InkyFailure.data(Messages.doctorTrouble) }
        say(Messages.doctorFine)
    }

    /// The verified backups, newest first and numbered for `--restore N`; the others after, not offered.
    static func listBackups(_ location: StoreLocation, context: Context) {
        let verified = JournalRecovery.verifiedBackups(location)
        let others = BackupFolder.list(location).filter { !$0.verified }
        func line(_ backup: BackupFolder.Entry, number: Int?) -> String {
            SafeText.forTerminal(Messages.doctorBackupLine(number: number, backup.url.lastPathComponent, bytes: backup.bytes,
                                                           date: ISOMoment.text(backup.modified, in: context.clock.timeZone), sealed: backup.sealed))
        }
        if verified.isEmpty && others.isEmpty { return context.output.line(Messages.doctorNoBackups) }
        context.output.line(verified.isEmpty ? Messages.doctorNoVerifiedBackups : Messages.doctorBackups(verified.count))
        for (i, backup) in verified.enumerated() { context.output.line(line(backup, number: i + 1)) }
        if !others.isEmpty {
            context.output.line(Messages.doctorUnverifiedBackups(others.count))
            for backup in others { context.output.line(line(backup, number: nil)) }
        }
    }

    /// `--restore`: a verified backup in the journal's place, the journal it replaces kept aside.
    static func restore(_ choice: String, location: StoreLocation, context: Context) throws {
        do {
            let (backup, aside) = try JournalRecovery.restore(choice, in: location, now: context.clock.now())
            context.output.line(SafeText.forTerminal(Messages.doctorRestored(backup.url.lastPathComponent, aside: aside?.lastPathComponent)))
        } catch RecoveryRefusal.noSuchBackup(let name) {
            listBackups(location, context: context)
            throw InkyFailure.usage(Messages.doctorNoSuchBackup(SafeText.forTerminal(name)))
        } catch SealedError.inUse {
            throw InkyFailure.data(Messages.doctorRestoreInUse)
        }
    }

    /// `--salvage`: every readable row of the journal copied into a new one in backups/, by table.
    static func salvage(_ location: StoreLocation, context: Context) throws {
        do {
            let report = try JournalRecovery.salvage(location, now: context.clock.now())
            for table in report.tables where table.saved + table.unreadable + table.orphaned > 0 {
                context.output.line(Messages.doctorSalvagedTable(table.name, saved: table.saved, unreadable: table.unreadable, orphaned: table.orphaned))
            }
            let number = (JournalRecovery.verifiedBackups(location).firstIndex { $0.url == report.file } ?? 0) + 1
            context.output.line(SafeText.forTerminal(Messages.doctorSalvaged(saved: report.saved, lost: report.lost,
                                                                             file: report.file.lastPathComponent, number: number)))
        } catch let refusal as RecoveryRefusal {
            throw InkyFailure.data(Messages.doctorSalvageRefused(refusal))
        }
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
