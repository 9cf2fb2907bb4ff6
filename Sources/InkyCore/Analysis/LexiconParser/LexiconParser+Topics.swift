// SPDX-License-Identifier: GPL-3.0-or-later

/// `topics.tsv`: a topic's name and its comma-separated terms a row.
extension LexiconParser {
    mutating func readTopics(_ rows: [TSVRow]) {
        var firstLines: [String: Int] = [:]
        for row in rows {
            guard enter(row, columns: 2, "topic, terms") else { continue }
            let name = row.fields[0]
            guard !name.isEmpty, name.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || $0 == "-" }) else {
                report("topic name \"\(name)\" must be lower-case letters and hyphens")
                continue
            }
            guard isFirst(name, in: &firstLines, "topic", name) else { continue }
            guard set.topicNames.count < 255 else {
                report("too many topics (at most 255)")
                continue
            }
            set.topicNames.append(name)
            readTerms(row.fields[1], ofTopic: UInt8(set.topicNames.count - 1), named: name)
        }
    }

    /// Gives each term of the list the topic, and a one-word term's plural too.
    private mutating func readTerms(_ list: String, ofTopic topic: UInt8, named name: String) {
        var keys = Set<[UInt8]>()
        for item in list.split(separator: ",", omittingEmptySubsequences: false) {
            let term = item.trimmingSpaces()
            let parts = TermKey.parts(of: term)
            guard !parts.isEmpty else {
                report("empty term in topic \(name)")
                continue
            }
            guard keys.insert(Self.spellingKey(parts)).inserted else {
                report("duplicate term \"\(term)\" in topic \(name)")
                continue
            }
            addTopic(topic, to: termID(parts))
            if parts.count == 1, let plural = Self.plural(of: parts[0]) {
                addTopic(topic, to: intern(plural))
            }
        }
    }

    private mutating func addTopic(_ topic: UInt8, to id: Int32) {
        if topicsByTerm[id]?.contains(topic) != true { topicsByTerm[id, default: []].append(topic) }
    }

    /// The plural a topic word also stands for ("meeting" → "meetings", "class" → "classes", "party" → "parties");
    /// nil for words of two letters or fewer or with anything but a to z.
    static func plural(of word: String) -> String? {
        guard word.utf8.count > 2, word.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) }) else { return nil }
        if ["s", "x", "z", "ch", "sh"].contains(where: { word.hasSuffix($0) }) { return word + "es" }
        if word.hasSuffix("y"), !"aeiou".contains(word.dropLast().last!) { return String(word.dropLast()) + "ies" }
        return word + "s"
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> String {
        var s = self
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
