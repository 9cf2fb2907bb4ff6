// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB

/// What `inky doctor --salvage` saved of a damaged journal, table by table.
public struct SalvageReport: Sendable {
    public struct Table: Sendable, Hashable {
        public var name: String
        /// Rows copied into the new journal.
        public var saved: Int
        /// Rows on pages that could not be read.
        public var unreadable: Int
        /// Rows read but left out because what they belong to was lost (a todo whose day's list is gone).
        public var orphaned: Int
    }

    /// The new journal, in `backups/` (verified, with its checksum noted).
    public var file: URL
    public var tables: [Table]

    public var saved: Int { tables.reduce(0) { $0 + $1.saved } }
    public var lost: Int { tables.reduce(0) { $0 + $1.unreadable + $1.orphaned } }
}

/// Why a recovery could not be done; nothing was changed.
public enum RecoveryRefusal: Error, Sendable, Equatable {
    /// Salvage reads a plain journal; an encrypted one is all or nothing (its seal).
    case encrypted
    /// The file's schema cannot be read at all.
    case schemaUnreadable
    /// No verified backup by that number or name.
    case noSuchBackup(String)
}

/// Ways back from a damaged journal: copying every readable row into a new journal, and putting a verified
/// backup in its place. Both leave the damaged file as it was (a restore only moves it aside).
public enum JournalRecovery {
    /// Rows are probed one by one past a damaged page, up to this many ids beyond the last one known.
    static let probeSlack = 10_000

    /// Copies every readable row of the plain journal in `location` into a new journal in `backups/`
    /// (SQLite's own rows, read through the b-trees that still read, then one id at a time past the damage).
    public static func salvage(_ location: StoreLocation, now: Date) throws -> SalvageReport {
        guard !FileManager.default.fileExists(atPath: location.sealedDatabase.path) else { throw RecoveryRefusal.encrypted }
        var configuration = Configuration()
        configuration.readonly = true
        let source: DatabaseQueue
        do {
            source = try DatabaseQueue(path: location.database.path, configuration: configuration)
        } catch {
            throw StoreError.wrap(error, path: location.database.path)
        }
        let sourceColumns: [String: Set<String>]
        let sequences: [String: Int64]
        do {
            (sourceColumns, sequences) = try source.read { db in
                var columns: [String: Set<String>] = [:]
                for name in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'") {
                    columns[name] = Set(try db.columns(in: name).map(\.name))
                }
                let sequences = (try? Row.fetchAll(db, sql: "SELECT name, seq FROM sqlite_sequence")) ?? []
                return (columns, Dictionary(sequences.map { ($0["name"] as String, $0["seq"] as Int64) }, uniquingKeysWith: max))
            }
        } catch {
            throw RecoveryRefusal.schemaUnreadable
        }
        let url = try BackupFolder.newURL(in: location, reason: "salvaged", sealed: false, now: now)
        do {
            let destination = try DatabaseQueue(path: url.path)
            try Migrations.migrator.migrate(destination)
            var report: [SalvageReport.Table] = []
            try destination.write { db in
                for table in try PortableTable.all(db) {
                    guard let present = sourceColumns[table.name] else { continue }
                    let columns = table.columns.filter(present.contains)
                    guard !columns.isEmpty else { continue }
                    let (rows, unreadable) = readRows(source, table: table.name, columns: columns, knownMax: sequences[table.name])
                    let insert = try db.makeStatement(sql: """
                        INSERT OR IGNORE INTO "\(table.name)" (\(columns.map { "\"\($0)\"" }.joined(separator: ", "))) \
                        VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))
                        """)
                    var saved = 0, orphaned = 0
                    for row in rows {
                        do {
                            try insert.execute(arguments: StatementArguments(row))
                            saved += db.changesCount
                        } catch {
                            orphaned += 1
                        }
                    }
                    report.append(.init(name: table.name, saved: saved, unreadable: unreadable, orphaned: orphaned))
                }
            }
            guard try AppDatabase.isSound(destination) else { throw StoreError.corrupt(path: url.path) }
            try destination.close()
            chmod(url.path, 0o600)
            try BackupFolder.noteChecksum(of: url)
            return SalvageReport(file: url, tables: report)
        } catch {
            for suffix in ["", "-wal", "-shm", ".sha256"] { unlink(url.path + suffix) }
            throw error
        }
    }

    /// A table's rows as values in `columns` order, and how many rows could not be read. Reads in rowid order
    /// until a damaged page stops the scan, then asks for each following rowid on its own.
    static func readRows(_ source: DatabaseQueue, table: String, columns: [String], knownMax: Int64?) -> (rows: [[DatabaseValue]], unreadable: Int) {
        let list = columns.map { "\"\($0)\"" }.joined(separator: ", ")
        var rows: [[DatabaseValue]] = []
        var seen = Set<Int64>()
        var last: Int64 = 0
        var scanFailed = false
        _ = try? source.read { db in
            do {
                let cursor = try Row.fetchCursor(db, sql: "SELECT rowid, \(list) FROM \"\(table)\" ORDER BY rowid")
                while let row = try cursor.next() {
                    let id: Int64 = row[0]
                    last = id
                    seen.insert(id)
                    rows.append((1...columns.count).map { row[$0] as DatabaseValue })
                }
            } catch {
                scanFailed = true
            }
        }
        guard scanFailed else { return (rows, 0) }
        // Past the damage, one rowid at a time, as far as the ids are known to go (and a margin beyond).
        let highest = max(knownMax ?? 0, (try? source.read { db in try Int64.fetchOne(db, sql: "SELECT max(rowid) FROM \"\(table)\"") ?? 0 }) ?? 0)
        let end = max(highest, last + Int64(probeSlack))
        var unreadable = 0
        var misses = 0
        _ = try? source.read { db in
            let statement = try db.makeStatement(sql: "SELECT \(list) FROM \"\(table)\" WHERE rowid = ?")
            var id = last + 1
            while id <= end {
                defer { id += 1 }
                guard !seen.contains(id) else { continue }
                do {
                    if let row = try Row.fetchOne(statement, arguments: [id]) {
                        rows.append((0..<columns.count).map { row[$0] as DatabaseValue })
                        misses = 0
                    } else {
                        misses += 1
                    }
                } catch {
                    unreadable += 1
                    misses = 0
                }
                // Beyond the highest id known, a long run of nothing means the table has ended.
                if id > highest && misses > probeSlack / 10 { break }
            }
        }
        return (rows, unreadable)
    }

    /// The verified backups, newest first: the ones `doctor` offers and `--restore N` counts from 1.
    public static func verifiedBackups(_ location: StoreLocation) -> [BackupFolder.Entry] {
        BackupFolder.list(location).filter(\.verified).sorted { $0.modified != $1.modified ? $0.modified > $1.modified : $0.url.lastPathComponent > $1.url.lastPathComponent }
    }

    /// Puts verified backup `choice` (its number in `verifiedBackups`, or its file name) in the journal's place,
    /// while no other inky has the journal open. The journal it replaces is moved aside in the data folder,
    /// never deleted. Returns the backup used and where the old journal went (nil when there was none).
    public static func restore(_ choice: String, in location: StoreLocation, now: Date) throws -> (backup: BackupFolder.Entry, aside: URL?) {
        let backups = verifiedBackups(location)
        let chosen: BackupFolder.Entry? = Int(choice).flatMap { n in backups.indices.contains(n - 1) ? backups[n - 1] : nil }
            ?? backups.first { $0.url.lastPathComponent == choice || $0.url.deletingPathExtension().lastPathComponent == choice }
        guard let backup = chosen else { throw RecoveryRefusal.noSuchBackup(choice) }
        if !backup.sealed {
            let copy = try DatabaseQueue(path: backup.url.path, configuration: { var c = Configuration(); c.readonly = true; return c }())
            defer { try? copy.close() }
            guard try AppDatabase.isSound(copy) else { throw RecoveryRefusal.noSuchBackup(choice) }
        }
        let inUse = try FolderLock.inUse(location)
        try inUse.upgradeToSoleUser()
        let folderLock = try FolderLock.exclusive(location.folder)
        defer { withExtendedLifetime((inUse, folderLock)) {} }
        let target = backup.sealed ? location.sealedDatabase : location.database
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        var aside: URL?
        let fm = FileManager.default
        for current in [location.database, location.sealedDatabase] where fm.fileExists(atPath: current.path) {
            let kept = location.folder.appendingPathComponent(
                current.deletingPathExtension().lastPathComponent + "-replaced-\(formatter.string(from: now))." + current.pathExtension)
            guard !fm.fileExists(atPath: kept.path) else { throw StoreError.locked(path: kept.path) }
            for suffix in ["", "-wal", "-shm"] where fm.fileExists(atPath: current.path + suffix) {
                guard rename(current.path + suffix, kept.path + suffix) == 0 else { throw AtomicFile.error(errno, current) }
            }
            aside = aside ?? kept
        }
        try AtomicFile.replace(target, with: try AtomicFile.read(backup.url))
        chmod(target.path, 0o600)
        unlink(SoundStamp.file(in: location).path)
        return (backup, aside)
    }
}
