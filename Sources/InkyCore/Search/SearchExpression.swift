// SPDX-License-Identifier: GPL-3.0-or-later

/// Turns what a person types into a safe SQLite FTS5 query.
///
/// Words must all appear (in any order); `"double quotes"` keep a phrase together; a trailing `*`
/// matches a prefix (`walk*`). Every word is quoted for FTS5, so operators and punctuation typed
/// by the person can never become query syntax.
public enum SearchExpression {
    /// The FTS5 query, or nil when the text holds no word to look for.
    public static func make(_ text: String) -> String? {
        var terms: [String] = []
        var current = ""
        var inQuotes = false
        func flush(phrase: Bool) {
            let trimmed = current.trimmingCharacters(in: .whitespaces)
            current = ""
            guard !trimmed.isEmpty else { return }
            if phrase {
                if hasWordCharacter(trimmed) { terms.append(quoted(trimmed)) }
                return
            }
            for word in trimmed.split(separator: " ") {
                var word = String(word)
                let prefix = word.hasSuffix("*")
                while word.hasSuffix("*") { word.removeLast() }
                guard hasWordCharacter(word) else { continue }
                terms.append(quoted(word) + (prefix ? "*" : ""))
            }
        }
        for character in text {
            if character == "\"" {
                flush(phrase: inQuotes)
                inQuotes.toggle()
            } else if character.isNewline || character == "\t" {
                current.append(" ")
            } else {
                current.append(character)
            }
        }
        flush(phrase: inQuotes)
        return terms.isEmpty ? nil : terms.joined(separator: " ")
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    static func hasWordCharacter(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }
}
