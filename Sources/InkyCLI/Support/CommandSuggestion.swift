// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser

/// A mistyped command name ("inky sumary", "inky todo ad"): the closest real one, to suggest.
enum CommandSuggestion {
    /// The message for `arguments` when a command name in them is mistyped, else nil. Only a word that is
    /// close to a command's name and is not one is taken for a typo: `inky lovely day` stays the
    /// reflection's business, and so does anything after `--`.
    static func message(for arguments: [String]) -> String? {
        var subcommands: [any ParsableCommand.Type] = InkyCommand.configuration.subcommands
        var path = ["inky"]
        for word in arguments {
            if word == "--" || word.hasPrefix("-") || subcommands.isEmpty { return nil }
            var names: [String] = []
            var next: [any ParsableCommand.Type]?
            for command in subcommands {
                let configuration = command.configuration
                guard let name = configuration.commandName else { continue }
                names.append(name)
                if name == word { next = configuration.subcommands }
            }
            if let next {
                subcommands = next
                path.append(word)
                continue
            }
            guard let closest = closest(to: word, among: names) else { return nil }
            return Messages.didYouMean(word, command: (path + [closest]).joined(separator: " "), group: path.joined(separator: " "))
        }
        return nil
    }

    /// The name within two edits of `word` (one for words of three letters or fewer), the nearest first.
    static func closest(to word: String, among names: [String]) -> String? {
        let typed = word.lowercased()
        guard typed.count >= 2 else { return nil }
        let limit = typed.count <= 3 ? 1 : 2
        return names.map { ($0, distance(typed, $0)) }.filter { $0.1 <= limit && $0.0 != typed }
            .min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
    }

    /// Edits (insert, delete, replace, swap two neighbours) from `a` to `b`.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }
}
