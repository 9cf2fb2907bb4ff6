// SPDX-License-Identifier: GPL-3.0-or-later

/// Ranks the life topics a text touches: by how many topic terms it holds, then by first appearance.
enum TopicRanker {
    static func topics(tokens: [Token], lexicons: LexiconSet, limit: Int) -> [String] {
        guard limit > 0, !lexicons.topicNames.isEmpty else { return [] }
        var counts: [(topic: Int, count: Int, first: Int)] = []
        for (position, token) in tokens.enumerated() where token.kind == .word && token.term >= 0 {
            let id = Int(token.term)
            let n = Int(lexicons.termTopicCount[id])
            guard n > 0 else { continue }
            let start = Int(lexicons.termTopicStart[id])
            for k in start..<(start + n) {
                let topic = Int(lexicons.topicIDs[k])
                if let i = counts.firstIndex(where: { $0.topic == topic }) {
                    counts[i].count += 1
                } else {
                    counts.append((topic, 1, position))
                }
            }
        }
        counts.sort { $0.count != $1.count ? $0.count > $1.count : $0.first < $1.first }
        return counts.prefix(limit).map { lexicons.topicNames[$0.topic] }
    }
}
