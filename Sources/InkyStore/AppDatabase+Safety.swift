// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB

extension AppDatabase {
    /// A consistent copy of the journal, also while other processes write: through SQLite's backup
    /// API for a plain journal, re-sealed from the latest commit for an encrypted one. The copy goes
    /// to `destination` (which must not exist), or to a new file in `backups/`.
    public func backup(to destination: URL?, now: Date) throws -> URL {
        let url = try destination ?? BackupFolder.newURL(in: location, reason: "manual", sealed: isEncrypted, now: now)
        guard !FileManager.default.fileExists(atPath: url.path) else { throw CocoaError(.fileWriteFileExists) }
        switch backend {
        case .plain(let pool):
            try Self.copy(pool, to: url)
        case .sealed(let store):
            try AtomicFile.replace(url, with: try store.sealedFile())
        }
        return url
    }

    /// `PRAGMA integrity_check` and `PRAGMA foreign_key_check`: an empty list when the journal is sound.
    public func integrityProblems() throws -> [String] {
        try read { db in
            let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check").filter { $0 != "ok" }
            let foreign = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").map { row in
                "foreign key in \(row[0] as String? ?? "?") row \(row[1] as Int64? ?? 0)"
            }
            return integrity + foreign
        }
    }
}
