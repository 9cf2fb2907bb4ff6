// SPDX-License-Identifier: GPL-3.0-or-later

/// Term ids, phrase rules and duplicate detection.
extension LexiconParser {
    /// The id of the term made of `parts`: the word's own id, or for several words a phrase's id with a phrase rule.
    mutating func termID(_ parts: [String]) -> Int32 {
        let ids = parts.map { intern($0) }
        if ids.count == 1 { return ids[0] }
        let phrase = intern(parts.joined(separator: " "))
        if phraseTerms.insert(phrase).inserted {
            phrasesByFirstWord[ids[0], default: []].append((ids, phrase))
        }
        return phrase
    }

    /// The id of `key` in the term table, added when new, with room for it in the per-term arrays.
    mutating func intern(_ key: String) -> Int32 {
        let id = set.table.intern(key)
        if key.utf8.contains(UInt8(ascii: "'")) && !key.utf8.contains(UInt8(ascii: " ")) {
            termsWithApostrophe[key] = id
        }
        while set.termFlags.count < set.table.idCapacity {
            set.termFlags.append([])
            set.termEmotion.append(-1)
            set.termModifier.append(-1)
        }
        return id
    }

    /// Records the line being read as where the term made of `parts` is defined in `definitions`;
    /// when the term was defined before, returns where instead.
    mutating func claim(_ parts: [String], in definitions: WritableKeyPath<Self, [[UInt8]: Location]>) -> Location? {
        let key = Self.spellingKey(parts)
        if let first = self[keyPath: definitions][key] { return first }
        self[keyPath: definitions][key] = here
        return nil
    }

    /// The bytes of a term's parts with apostrophes dropped from words, so "can't wait" and "cant wait" are
    /// one term (an emoticon or a word starting with a digit keeps them).
    ///
    /// Bytes, not a `String`: string equality would make canonically equivalent spellings one term, where
    /// the term table keeps them apart.
    static func spellingKey(_ parts: [String]) -> [UInt8] {
        let spellings = parts.map { part in
            let isWord = part.unicodeScalars.first.map { ("a"..."z").contains($0) || !$0.isASCII } ?? false
            return isWord ? part.utf8.filter { $0 != UInt8(ascii: "'") } : Array(part.utf8)
        }
        return Array(spellings.joined(separator: [UInt8(ascii: " ")]))
    }
}
