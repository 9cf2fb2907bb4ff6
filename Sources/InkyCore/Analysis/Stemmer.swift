// SPDX-License-Identifier: GPL-3.0-or-later

/// A light English suffix stemmer for folding keywords ("meetings", "meeting" → "meet").
///
/// It works in place on lower-case ASCII bytes and only needs to map forms of one word together,
/// not to produce real words: plural, then -ing/-ed/-ly/-ness, then a final -e, a final -i made -y, and a
/// doubled final consonant made single.
enum Stemmer {
    /// Stems `word[0..<length]` in place and returns the new length.
    static func stem(_ word: UnsafeMutableBufferPointer<UInt8>, length: Int) -> Int {
        var n = length
        if ends(word, n, "'s") { n -= 2 }
        if n > 4 && ends(word, n, "ies") { n -= 3; word[n] = 0x79; n += 1 }
        else if ends(word, n, "sses") { n -= 2 }
        else if n > 4 && (ends(word, n, "ches") || ends(word, n, "shes") || ends(word, n, "xes")) { n -= 2 }
        else if n > 3 && ends(word, n, "s") && !ends(word, n, "ss") && !ends(word, n, "us") && !ends(word, n, "is") { n -= 1 }
        if n > 6 && ends(word, n, "ness") { n -= 4 }
        else if n > 5 && ends(word, n, "ing") { n -= 3 }
        else if n > 4 && ends(word, n, "ied") { n -= 3; word[n] = 0x79; n += 1 }
        else if n > 4 && ends(word, n, "ed") { n -= 2 }
        else if n > 4 && ends(word, n, "ly") { n -= 2 }
        if n > 3 && ends(word, n, "e") { n -= 1 }
        if n > 3 && word[n - 1] == 0x69 { word[n - 1] = 0x79 }  // "happi" (from happiness, happily) → "happy"
        if n > 3 && word[n - 1] == word[n - 2] && isDoubleable(word[n - 1]) { n -= 1 }
        return n
    }

    @inline(__always)
    private static func ends(_ word: UnsafeMutableBufferPointer<UInt8>, _ n: Int, _ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard n > count else { return false }
        let s = suffix.utf8Start
        for i in 0..<count where word[n - count + i] != s[i] { return false }
        return true
    }

    private static func isDoubleable(_ b: UInt8) -> Bool {
        b >= 0x61 && b <= 0x7A && b != 0x6C && b != 0x73 && b != 0x7A && b != 0x61 && b != 0x65 && b != 0x69
            && b != 0x6F && b != 0x75
    }
}
