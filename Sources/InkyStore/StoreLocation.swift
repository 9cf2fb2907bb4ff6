// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Where a journal lives: one folder holding one SQLite file and its backups.
public struct StoreLocation: Sendable, Hashable {
    /// The data folder (`--home`, `INKY_HOME`, or `$XDG_DATA_HOME/inky`).
    public var folder: URL

    public init(folder: URL) { self.folder = folder.standardizedFileURL }

    /// The journal file.
    public var database: URL { folder.appendingPathComponent("inky.sqlite") }
    /// The encrypted journal (`inky encrypt`): a header and the sealed SQLite image, nothing else.
    public var sealedDatabase: URL { folder.appendingPathComponent("inky.sealed") }
    /// An empty file locked (shared) by every process that has the journal open.
    public var lockFile: URL { folder.appendingPathComponent("inky.lock") }
    /// Readline history, kept only after `inky config set history on` and never while encrypted.
    public var history: URL { folder.appendingPathComponent("history") }
    /// Copies made before migrations and by `inky backup`.
    public var backups: URL { folder.appendingPathComponent("backups") }

    /// The data folder for an environment: `INKY_HOME`, else `$XDG_DATA_HOME/inky`, else `~/.local/share/inky`.
    public static func defaultFolder(environment: [String: String]) -> URL {
        if let home = environment["INKY_HOME"], !home.isEmpty { return URL(fileURLWithPath: home) }
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty, xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("inky")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share/inky")
    }
}
