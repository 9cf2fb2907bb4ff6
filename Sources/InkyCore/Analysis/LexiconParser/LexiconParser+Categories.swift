// SPDX-License-Identifier: GPL-3.0-or-later

/// `categories.tsv`: each emotion category's valence, arousal, Ekman emotion, prior and negated category.
extension LexiconParser {
    /// Reads the rows; a category that is missing or has a bad value gets a neutral profile.
    mutating func readCategories(_ rows: [TSVRow]) {
        var firstLines: [EmotionCategory: Int] = [:]
        var profiles = [CategoryProfile?](repeating: nil, count: EmotionCategory.count)
        for row in rows {
            guard enter(row, columns: 6, "category, valence, arousal, ekman, prior, negated") else { continue }
            let fields = row.fields
            guard let category = EmotionCategory(rawValue: fields[0]) else {
                report("unknown category \"\(fields[0])\"")
                continue
            }
            guard isFirst(category, in: &firstLines, "category", fields[0]) else { continue }
            profiles[category.index] = profile(of: category, fields)
        }
        for category in EmotionCategory.allCases where firstLines[category] == nil {
            report("category \"\(category.rawValue)\" is missing", line: 0)
        }
        let given = profiles.compactMap { $0 }
        let total = given.reduce(0) { $0 + $1.prior }
        if given.count == EmotionCategory.count && abs(total - 1) > 0.01 {
            var rounded = JSONWriter()
            rounded.number(total)
            report("priors sum to \(rounded.text), expected 1", line: 0)
        }
        set.categories = EmotionCategory.allCases.map {
            profiles[$0.index] ?? CategoryProfile(category: $0, valence: 0, arousal: 0.5, ekman: .neutral,
                                                 prior: 1 / Double(EmotionCategory.count), negated: $0)
        }
    }

    /// The profile a row gives, or nil after reporting each bad value.
    private mutating func profile(of category: EmotionCategory, _ fields: [String]) -> CategoryProfile? {
        let valence = number(fields[1], "valence", -1...1)
        let arousal = number(fields[2], "arousal", 0...1)
        let ekman = EkmanEmotion(rawValue: fields[3])
        if ekman == nil { report("unknown Ekman emotion \"\(fields[3])\"") }
        let prior = number(fields[4], "prior", 0...1)
        let negated = EmotionCategory(rawValue: fields[5])
        if negated == nil { report("unknown negated category \"\(fields[5])\"") }
        guard let valence, let arousal, let ekman, let prior, let negated else { return nil }
        return CategoryProfile(category: category, valence: valence, arousal: arousal, ekman: ekman, prior: prior, negated: negated)
    }
}
