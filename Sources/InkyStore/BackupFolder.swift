// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// The `backups/` folder: copies made before migrations and by `inky backup`, owner-only.
///
/// Plain journals are copied as `.sqlite` files; encrypted ones as sealed `.inky` files.
public enum BackupFolder {
    /// One copy in `backups/`.
    public struct Entry: Sendable, Equatable {
        public var url: URL
        public var bytes: Int
        public var modified: Date
        public var sealed: Bool
        /// Whether the copy was proved sound when it was made and still matches the checksum noted then.
        public var verified: Bool
    }

    /// The note of a copy's SHA-256, beside it (`NAME.sha256`).
    static func checksumFile(of url: URL) -> URL { url.appendingPathExtension("sha256") }

    /// Notes the SHA-256 of a copy that was just proved sound.
    static func noteChecksum(of url: URL) throws {
        try AtomicFile.replace(checksumFile(of: url), with: Data(try sha256(of: url).utf8))
    }

    /// A copy sealed, unsealed or re-sealed into `url`: its old checksum note goes, and a copy that was
    /// verified stays so under its new bytes.
    static func converted(_ old: Entry, to url: URL) throws {
        unlink(checksumFile(of: old.url).path)
        if old.verified { try noteChecksum(of: url) }
    }

    /// Whether the copy matches the checksum noted when it was made.
    public static func isVerified(_ url: URL) -> Bool {
        guard let noted = FileManager.default.contents(atPath: checksumFile(of: url).path) else { return false }
        return (try? sha256(of: url)) == String(decoding: noted, as: UTF8.self)
    }

    private static func sha256(of url: URL) throws -> String {
        try FileHash.sha256(fileAt: url.path)
    }

    /// A new, unused name `inky-YYYYMMDD-HHMMSS-REASON[.-N].sqlite|inky` in `backups/`, creating the folder.
    static func newURL(in location: StoreLocation, reason: String, sealed: Bool, now: Date) throws -> URL {
        let fm = FileManager.default
        do {
            try fm.createDirectory(at: location.backups, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw StoreError.folderNotWritable(path: location.backups.path)
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let stem = "inky-\(formatter.string(from: now))-\(reason)"
        let suffix = sealed ? "inky" : "sqlite"
        var url = location.backups.appendingPathComponent("\(stem).\(suffix)")
        var n = 1
        while fm.fileExists(atPath: url.path) {
            n += 1
            url = location.backups.appendingPathComponent("\(stem)-\(n).\(suffix)")
        }
        return url
    }

    /// Writes `bytes` (a sealed journal or a SQLite file) as a new backup; returns its URL.
    static func write(_ bytes: Data, into location: StoreLocation, reason: String, sealed: Bool, now: Date) throws -> URL {
        let url = try newURL(in: location, reason: reason, sealed: sealed, now: now)
        try AtomicFile.replace(url, with: bytes)
        try noteChecksum(of: url)
        return url
    }

    /// Every copy in `backups/`, oldest first.
    public static func list(_ location: StoreLocation) -> [Entry] {
        let fm = FileManager.default
        let names = (try? fm.contentsOfDirectory(atPath: location.backups.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && ($0.hasSuffix(".sqlite") || $0.hasSuffix(".inky")) }.sorted().compactMap { name in
            let url = location.backups.appendingPathComponent(name)
            guard let attributes = try? fm.attributesOfItem(atPath: url.path) else { return nil }
            return Entry(url: url, bytes: (attributes[.size] as? Int) ?? 0,
                         modified: (attributes[.modificationDate] as? Date) ?? Date(timeIntervalSince1970: 0),
                         sealed: name.hasSuffix(".inky"), verified: isVerified(url))
        }
    }
}
