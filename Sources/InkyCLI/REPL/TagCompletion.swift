// SPDX-License-Identifier: GPL-3.0-or-later

/// Tab completion of `#tags` in an answer, from the journal's own tags.
enum TagCompletion {
    /// The `#tag` spellings that begin with `typed` (which starts with `#`), ignoring case, sorted.
    static func matches(of typed: String, among tags: [String]) -> [String] {
        let prefix = typed.dropFirst().lowercased()
        return tags.filter { $0.lowercased().hasPrefix(prefix) }.sorted().map { "#" + $0 }
    }
}
