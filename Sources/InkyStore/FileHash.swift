// SPDX-License-Identifier: GPL-3.0-or-later
import Crypto
import Foundation

/// SHA-256 of a file's bytes (swift-crypto), read in 1 MiB pieces: an attached picture is recognised by it
/// without keeping a copy, and a backup is checked against the one noted when it was made.
public enum FileHash {
    /// Why a file could not be hashed.
    public enum Failure: Error, Sendable, Equatable {
        case missing(path: String)
        case unreadable(path: String)
    }

    /// The lowercase hex SHA-256 of the file at `path`.
    public static func sha256(fileAt path: String) throws(Failure) -> String {
        guard FileManager.default.fileExists(atPath: path) else { throw .missing(path: path) }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .unreadable(path: path) }
        defer { try? handle.close() }
        var hash = SHA256()
        while true {
            let chunk: Data?
            do { chunk = try handle.read(upToCount: 1 << 20) } catch { throw .unreadable(path: path) }
            guard let chunk, !chunk.isEmpty else { break }
            hash.update(data: chunk)
        }
        return hex(hash.finalize())
    }

    /// The lowercase hex SHA-256 of `data`.
    public static func sha256(_ data: Data) -> String {
        hex(SHA256.hash(data: data))
    }

    static func hex(_ digest: SHA256.Digest) -> String {
        digest.map { String(format: "%02x", $0) }.joined()
    }
}
