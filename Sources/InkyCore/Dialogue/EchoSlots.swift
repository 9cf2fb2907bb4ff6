// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// What a reflection can say back from an answer: someone it named, and a phrase of it in the person's
/// own words, turned to "you" ("I had to tell my team" is said back as "you had to tell your team").
///
/// Pure: the words come from `EchoLexicon`, the feeling of each part from the analyzer.
public enum EchoSlots {
    /// The most words a phrase said back may have, and the fewest.
    static let longestPhrase = 14
    static let shortestPhrase = 3

    /// A word as typed, and as compared: lower case, apostrophes left out.
    struct Word {
        var text: String
        var key: String
        /// It begins a sentence (a capital there names no one for sure).
        var sentenceStart: Bool
    }

    /// The answer's clauses (split at punctuation and at "but"), each as words.
    static func clauses(_ text: String) -> [[Word]] {
        var clauses: [[Word]] = [[]]
        var word = ""
        var sentenceStart = true
        func endWord() {
            guard !word.isEmpty else { return }
            let key = String(word.lowercased().filter { $0 != "'" && $0 != "\u{2019}" })
            if key == "but", !clauses[clauses.count - 1].isEmpty { clauses.append([]) }
            clauses[clauses.count - 1].append(Word(text: word, key: key, sentenceStart: sentenceStart))
            sentenceStart = false
            word = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || ((character == "'" || character == "\u{2019}" || character == "-") && !word.isEmpty) {
                word.append(character)
                continue
            }
            endWord()
            if ".!?\n".contains(character) { sentenceStart = true }
            if ".!?\n,;:()\u{2014}\u{2013}\"".contains(character), !clauses[clauses.count - 1].isEmpty { clauses.append([]) }
        }
        endWord()
        return clauses.filter { !$0.isEmpty }
    }

    /// Someone the answer names: "your manager" for "my manager", or a name written with a capital
    /// inside a sentence ("lunch with Priya"); nil when there is none.
    public static func person(in answer: String, lexicon: EchoLexicon) -> String? {
        let words = clauses(answer).flatMap { $0 }
        for (k, word) in words.enumerated() {
            if word.key == "my" || word.key == "our" {
                for length in [2, 1] where k + length < words.count {
                    let role = words[(k + 1)...(k + length)].map(\.key)
                    if lexicon.roles.contains(role) { return "your " + role.joined(separator: " ") }
                }
                continue
            }
            guard !word.sentenceStart, word.key.count >= 2, let first = word.text.first, first.isUppercase,
                  word.text.dropFirst().contains(where: \.isLowercase), word.text.allSatisfy(\.isLetter),
                  !lexicon.notNames.contains(word.key)
            else { continue }
            return word.text
        }
        return nil
    }

    /// The least feeling a part that names no emotion must carry to be said back ("ok I guess" carries too
    /// little). A part in which the analyzer names an emotion is felt whatever its valence: the learned layer's
    /// valence for one strong word moves with each retraining ("I'm exhausted after the night shift" read
    /// −0.25, then −0.20, naming sadness both times).
    static let leastFeeling = 0.2

    /// The part of the answer that carries the most feeling, said back in the second person; nil when no
    /// part of three to fourteen words carries enough. A part that begins with a joining word ("which was
    /// awful") lends its feeling to the part before it.
    public static func phrase(in answer: String, lexicon: EchoLexicon, analyzer: TextAnalyzer) -> String? {
        var parts: [(words: [Word], weight: Double, felt: Bool)] = []
        for clause in clauses(answer) {
            let words = Array(clause.drop { lexicon.drops.contains($0.key) })
            guard let first = words.first else { continue }
            let reading = analyzer.analyze(words.map(\.text).joined(separator: " "))
            let weight = abs(reading.valence)
            let felt = weight >= leastFeeling || reading.namedEmotion != nil
            if lexicon.joiners.contains(first.key), !parts.isEmpty {
                parts[parts.count - 1].weight = max(parts[parts.count - 1].weight, weight)
                parts[parts.count - 1].felt = parts[parts.count - 1].felt || felt
            } else {
                parts.append((words, weight, felt))
            }
        }
        let fitting = parts.filter { (shortestPhrase...longestPhrase).contains($0.words.count) && $0.felt }
        guard let words = fitting.max(by: { $0.weight < $1.weight })?.words else { return nil }
        let first = words[0]
        let hasSubject = lexicon.subjects.contains(first.key) || lexicon.swaps.keys.contains { $0.first == first.key }
            || lexicon.roles.contains { $0.first == first.key }
            || (first.text.first?.isUppercase == true && !first.sentenceStart && !lexicon.notNames.contains(first.key))
        guard hasSubject else {
            // "lonely and flat": no subject to turn into "you", so the person's own words, in quotes.
            let text = words.map(\.text).joined(separator: " ")
            let lower = first.sentenceStart && !first.text.dropFirst().contains(where: \.isUppercase)
            return "\"" + (lower ? text.prefix(1).lowercased() + text.dropFirst() : text) + "\""
        }
        var said: [String] = []
        var k = 0
        while k < words.count {
            if k + 1 < words.count, let pair = lexicon.swaps[[words[k].key, words[k + 1].key]] {
                said.append(pair)
                k += 2
            } else if let one = lexicon.swaps[[words[k].key]] {
                said.append(one)
                k += 1
            } else {
                let text = words[k].text
                // "Work was long" is said back as "work was long"; "NHS" and a name inside stay as typed.
                let lower = k == 0 && words[k].sentenceStart && !text.dropFirst().contains(where: \.isUppercase)
                said.append(lower ? text.prefix(1).lowercased() + text.dropFirst() : text)
                k += 1
            }
        }
        return said.joined(separator: " ")
    }
}
