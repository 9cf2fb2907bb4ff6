// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// The shipped Prompts/ and Lexicons/ files, embedded at build time by the EmbedData plugin.
///
/// Keys are paths relative to the package root, such as `Lexicons/emotions.tsv`.
public enum EmbeddedData {
    /// Every embedded file whose path starts with `folder/`, keyed by its path.
    public static func files(in folder: String) -> [String: String] {
        files.filter { $0.key.hasPrefix(folder + "/") }
    }

    /// The text of one embedded file, or nil.
    public static func file(_ path: String) -> String? { files[path] }

    /// All embedded files.
    public static var all: [String: String] { files }

    /// The embedded lexicons compiled at build time (`LexiconSet.snapshot()`); nil when they did not parse.
    public static var lexiconSnapshot: [UInt8]? {
        lexiconSnapshotBase64.flatMap(Base64Bytes.decode)
    }

    /// The embedded safety screen compiled at build time (`SafetyScreen.snapshot()`); nil without its files.
    public static var safetySnapshot: [UInt8]? {
        safetySnapshotBase64.flatMap(Base64Bytes.decode)
    }
}
