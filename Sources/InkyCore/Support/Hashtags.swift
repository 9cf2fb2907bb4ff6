// SPDX-License-Identifier: GPL-3.0-or-later

/// `#words` in free text: the tags a person gives a reflection as they answer.
public enum Hashtags {
    /// The longest tag name accepted.
    public static let maximumLength = 30

    /// Tag names (without `#`) in the order they first appear, each once ignoring case. A tag
    /// starts after a space or the start of the text and holds letters, digits, `_` and `-`.
    public static func extract(_ text: String) -> [String] {
        var found: [String] = []
        var seen = Set<String>()
        var previous: Character = " "
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "#", previous.isWhitespace || previous == "(" {
                var end = text.index(after: index)
                while end < text.endIndex, isTagCharacter(text[end]) { end = text.index(after: end) }
                let name = String(text[text.index(after: index)..<end])
                if !name.isEmpty, name.count <= maximumLength, name.contains(where: \.isLetter),
                   seen.insert(name.lowercased()).inserted {
                    found.append(name)
                }
                previous = end > index ? text[text.index(before: end)] : character
                index = end
                continue
            }
            previous = character
            index = text.index(after: index)
        }
        return found
    }

    /// Whether `name` (with or without a leading `#`) is a tag a person may give: 1 to 30 letters,
    /// digits, `_` and `-`.
    public static func isValidName(_ name: String) -> Bool {
        let body = name.hasPrefix("#") ? name.dropFirst() : Substring(name)
        return (1...maximumLength).contains(body.count) && body.allSatisfy(isTagCharacter)
    }

    static func isTagCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "-" }
}
