// SPDX-License-Identifier: GPL-3.0-or-later

/// A compiled `LexiconSet` as bytes, so a command can load the shipped lexicons without parsing them.
///
/// inky-embed writes the snapshot at build time with this same code, from lexicon files that
/// parsed without error; a snapshot of another format or shape reads as nil, and the caller parses
/// the files instead. A test checks that the shipped snapshot is the parse of the shipped files.
extension LexiconSet {
    /// Names the layout below; change it whenever the layout changes.
    static let snapshotFormat = "inky lexicon snapshot 3"

    /// The set as bytes (see `init?(snapshot:)`).
    public func snapshot() -> [UInt8] {
        var out = SnapshotWriter()
        out.string(Self.snapshotFormat)
        table.write(to: &out)
        out.numbers(termFlags.map(\.rawValue))
        out.numbers(termEmotion)
        out.numbers(termModifier)
        out.numbers(termPhraseStart)
        out.numbers(termPhraseCount)
        out.numbers(termTopicStart)
        out.numbers(termTopicCount)
        out.numbers(topicIDs)
        out.numbers(phraseRules.flatMap { [$0.wordsStart, $0.wordsCount, $0.term] })
        out.numbers(phraseWords)
        out.doubles(emotionValence)
        out.doubles(emotionArousal)
        // Weights are mostly zero (a term names one to three categories): kept as (index, weight) pairs.
        let nonzero = emotionWeights.indices.filter { emotionWeights[$0] != 0 }
        out.int(emotionWeights.count)
        out.numbers(nonzero.map { UInt32($0) })
        out.doubles(nonzero.map { emotionWeights[$0] })
        out.numbers(emotionTop)
        out.numbers(modifiers.map { UInt8(ModifierKind.allCases.firstIndex(of: $0.kind)!) })
        out.doubles(modifiers.map(\.value))
        out.doubles(modifiers.map(\.after))
        out.numbers(modifiers.map { UInt8(bitPattern: $0.category) })
        out.numbers(emoticonFirstBytes.map { $0 ? UInt8(1) : 0 })
        out.int(maxEmoticonLength)
        out.number(notSuffixTerm)
        out.numbers(categories.map { UInt8($0.category.index) })
        out.doubles(categories.map(\.valence))
        out.doubles(categories.map(\.arousal))
        out.numbers(categories.map { UInt8(EkmanEmotion.allCases.firstIndex(of: $0.ekman)!) })
        out.doubles(categories.map(\.prior))
        out.numbers(categories.map { UInt8($0.negated.index) })
        out.int(topicNames.count)
        for name in topicNames { out.string(name) }
        out.doubles(AnalyzerSettings.fields.map { settings[keyPath: $0.keyPath] })
        out.int(emotionEntryCount)
        moodModel.write(to: &out)
        return out.bytes
    }

    /// The set `snapshot()` wrote; nil for anything else.
    public init?(snapshot bytes: [UInt8]) {
        var input = SnapshotReader(bytes)
        do {
            guard try input.string() == Self.snapshotFormat else { return nil }
            self.init()
            table = try TermTable(snapshot: &input)
            termFlags = try (input.numbers() as [UInt8]).map(TermFlags.init(rawValue:))
            termEmotion = try input.numbers()
            termModifier = try input.numbers()
            termPhraseStart = try input.numbers()
            termPhraseCount = try input.numbers()
            termTopicStart = try input.numbers()
            termTopicCount = try input.numbers()
            topicIDs = try input.numbers()
            let rules: [Int32] = try input.numbers()
            guard rules.count % 3 == 0 else { return nil }
            phraseRules = stride(from: 0, to: rules.count, by: 3).map {
                PhraseRule(wordsStart: rules[$0], wordsCount: rules[$0 + 1], term: rules[$0 + 2])
            }
            phraseWords = try input.numbers()
            emotionValence = try input.doubles()
            emotionArousal = try input.doubles()
            let weightCount = try input.int()
            let nonzero: [UInt32] = try input.numbers()
            let weights = try input.doubles()
            guard weightCount >= 0, weightCount <= bytes.count * 8, nonzero.count == weights.count,
                  nonzero.allSatisfy({ Int($0) < weightCount }) else { return nil }
            emotionWeights = [Double](repeating: 0, count: weightCount)
            for (index, weight) in zip(nonzero, weights) { emotionWeights[Int(index)] = weight }
            emotionTop = try input.numbers()
            let kinds: [UInt8] = try input.numbers()
            let values = try input.doubles(), afters = try input.doubles()
            let modifierCategories = try (input.numbers() as [UInt8]).map { Int8(bitPattern: $0) }
            guard kinds.count == values.count, values.count == afters.count, modifierCategories.count == kinds.count,
                  kinds.allSatisfy({ Int($0) < ModifierKind.allCases.count }),
                  modifierCategories.allSatisfy({ $0 >= -1 && Int($0) < EmotionCategory.count }) else { return nil }
            modifiers = kinds.indices.map {
                Modifier(kind: ModifierKind.allCases[Int(kinds[$0])], value: values[$0], after: afters[$0],
                         category: modifierCategories[$0])
            }
            emoticonFirstBytes = try (input.numbers() as [UInt8]).map { $0 != 0 }
            maxEmoticonLength = try input.int()
            notSuffixTerm = try input.number()
            let category: [UInt8] = try input.numbers()
            let valence = try input.doubles(), arousal = try input.doubles()
            let ekman: [UInt8] = try input.numbers()
            let prior = try input.doubles()
            let negated: [UInt8] = try input.numbers()
            let all = EmotionCategory.allCases, ekmans = EkmanEmotion.allCases
            guard [valence.count, arousal.count, ekman.count, prior.count, negated.count].allSatisfy({ $0 == category.count }),
                  (category + negated).allSatisfy({ Int($0) < all.count }), ekman.allSatisfy({ Int($0) < ekmans.count })
            else { return nil }
            categories = category.indices.map {
                CategoryProfile(category: all[Int(category[$0])], valence: valence[$0], arousal: arousal[$0],
                                ekman: ekmans[Int(ekman[$0])], prior: prior[$0], negated: all[Int(negated[$0])])
            }
            let topicCount = try input.count(elementSize: 8)
            topicNames = try (0..<topicCount).map { _ in try input.string() }
            let settingValues = try input.doubles()
            guard settingValues.count == AnalyzerSettings.fields.count else { return nil }
            for (field, value) in zip(AnalyzerSettings.fields, settingValues) { settings[keyPath: field.keyPath] = value }
            emotionEntryCount = try input.int()
            moodModel = try MoodModel(snapshot: &input)
            guard input.isAtEnd, isConsistent else { return nil }
        } catch {
            return nil
        }
    }

    /// Every per-term array covers every id a lookup returns (spellings added as aliases point at
    /// real terms), and every index stays inside what it points into.
    private var isConsistent: Bool {
        let terms = termFlags.count
        guard Int(table.largestTarget) < terms, terms <= table.idCapacity,
              [termEmotion.count, termModifier.count, termPhraseStart.count, termPhraseCount.count,
               termTopicStart.count, termTopicCount.count].allSatisfy({ $0 == terms }),
              emoticonFirstBytes.count == 256, emotionArousal.count == emotionValence.count,
              emotionTop.count == emotionValence.count, emotionWeights.count == emotionValence.count * EmotionCategory.count,
              categories.count == EmotionCategory.count
        else { return false }
        let inTerms = { (id: Int32) in id >= -1 && Int(id) < terms }
        return termEmotion.allSatisfy { $0 >= -1 && Int($0) < emotionValence.count }
            && termModifier.allSatisfy { $0 >= -1 && Int($0) < modifiers.count }
            && zip(termPhraseStart, termPhraseCount).allSatisfy { $0 >= -1 && Int($0) + Int($1) <= phraseRules.count }
            && zip(termTopicStart, termTopicCount).allSatisfy { $0 >= -1 && Int($0) + Int($1) <= topicIDs.count }
            && topicIDs.allSatisfy { Int($0) < topicNames.count }
            && phraseRules.allSatisfy { $0.wordsStart >= 0 && Int($0.wordsStart) + Int($0.wordsCount) <= phraseWords.count && inTerms($0.term) }
            && phraseWords.allSatisfy(inTerms) && inTerms(notSuffixTerm)
            && emotionTop.allSatisfy { Int($0) < EmotionCategory.count }
    }
}
