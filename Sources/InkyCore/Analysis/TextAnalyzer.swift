// SPDX-License-Identifier: GPL-3.0-or-later

/// Reads valence, arousal, emotions, keywords and topics from text with the lexicons of `Lexicons/`.
///
/// Pipeline: tokenize → merge phrases → weigh sentences (exclamations, contrast, questions) → score each
/// cue (boosters/dampeners, negation, caps, elongation) → squash and normalise → the learned layer of
/// `mood-model.tsv` (words, pairs and the lexicon's reading) sets valence and the named emotion.
public struct TextAnalyzer: Sendable {
    public let lexicons: LexiconSet
    /// Reads language about suicide or self-harm, so the reading agrees with the screen (`SafetyMood`).
    public let safety: SafetyScreen
    /// Built once: a tokenizer holds its own copy of the tables, and copying them per call costs retains.
    private let tokenizer: Tokenizer

    public init(lexicons: LexiconSet, safety: SafetyScreen = SafetyScreen()) {
        self.lexicons = lexicons
        self.safety = safety
        self.tokenizer = Tokenizer(lexicons: lexicons)
    }

    public func analyze(_ text: String) -> TextAnalysis {
        var ignored: [Contribution]? = nil
        return run(text, contributions: &ignored)
    }

    /// `analyze(text).valence`, without ranking the keywords and topics, which do not move it.
    public func valence(_ text: String) -> Double {
        var ignored: [Contribution]? = nil
        return run(text, contributions: &ignored, rankings: false).valence
    }

    /// The analysis plus every cue that moved it, in text order.
    public func explain(_ text: String) -> TextExplanation {
        var contributions: [Contribution]? = []
        let analysis = run(text, contributions: &contributions)
        return TextExplanation(analysis: analysis, contributions: contributions ?? [])
    }

    /// Keywords alone, ranked (RAKE-style, stems folded); runs a full analysis.
    public func keywords(_ text: String) -> [String] { analyze(text).keywords }

    /// Topic names alone, ranked; runs a full analysis.
    public func topics(_ text: String) -> [String] { analyze(text).topics }

    // MARK: - Pipeline

    /// `rankings`: whether keywords and topics are ranked (left empty otherwise).
    private func run(_ text: String, contributions: inout [Contribution]?, rankings: Bool = true) -> TextAnalysis {
        // Both learned layers read the same words and pairs: hashed once.
        let features = SafetyModelWords.distinctFeatures(in: text)
        var analysis = read(text, features: features, contributions: &contributions, rankings: rankings)
        if let finding = safety.assess(text, features: features), finding.isAlarm {
            SafetyMood.apply(finding, to: &analysis)
            contributions?.append(SafetyMood.contribution(finding, valence: analysis.valence))
        }
        return analysis
    }

    private func read(_ text: String, features: [UInt32], contributions: inout [Contribution]?,
                      rankings: Bool) -> TextAnalysis {
        var tokens: [Token] = []
        tokens.reserveCapacity(min(text.utf8.count / 3 + 4, 1 << 20))
        tokenizer.tokenize(text, into: &tokens)
        PhraseMatcher.merge(&tokens, lexicons: lexicons)
        weighSentences(&tokens)
        var utf8 = text
        var (analysis, hasCues) = utf8.withUTF8 { bytes in
            var score = Score()
            scoreCues(tokens, bytes, &score, &contributions)
            let settings = lexicons.settings
            let keywords = rankings ? KeywordExtractor.keywords(bytes, tokens: tokens, lexicons: lexicons,
                                                                limit: Int(settings.keywordLimit),
                                                                maxWords: Int(settings.keywordMaxWords)) : []
            let topics = rankings ? TopicRanker.topics(tokens: tokens, lexicons: lexicons, limit: Int(settings.topicLimit)) : []
            return (finish(score, keywords: keywords, topics: topics), score.mass > 0)
        }
        if let layer = lexicons.moodModel.read(features: features, lexicon: analysis, cued: hasCues) {
            contributions?.append(MoodModel.contribution(layer, before: analysis.valence))
            // A line without a single cue keeps the no-cue distribution ("I went to the store.") unless the
            // layer is sure of an emotion in it ("the launch slipped again").
            MoodModel.apply(layer, to: &analysis, categories: lexicons.categories,
                            emotions: hasCues || layer.namesWithoutCues)
        }
        return analysis
    }

    /// Running totals over cues.
    private struct Score {
        var valenceSum = 0.0
        var absoluteSum = 0.0
        var mass = 0.0
        var arousalSum = 0.0
        var categories = [Double](repeating: 0, count: EmotionCategory.count)
    }

    // MARK: Sentences

    /// Sets each token's exclamation emphasis and its contrast/question weight.
    private func weighSentences(_ tokens: inout [Token]) {
        var start = 0
        var previous: Range<Int>? = nil
        var i = 0
        while i <= tokens.count {
            if i == tokens.count || tokens[i].kind == .sentenceEnd {
                let sentence = start..<i
                let end = i < tokens.count ? tokens[i] : nil
                weighSentence(&tokens, sentence, previous: previous,
                              exclamations: Int(end?.exclamations ?? 0),
                              isQuestion: end?.flags.contains(.question) ?? false)
                if tokens[sentence].contains(where: \.isContent) { previous = sentence }
                start = i + 1
            }
            i += 1
        }
    }

    private func weighSentence(_ tokens: inout [Token], _ sentence: Range<Int>, previous: Range<Int>?,
                               exclamations: Int, isQuestion: Bool) {
        guard !sentence.isEmpty else { return }
        let settings = lexicons.settings
        let emphasis = MoodHeuristics.exclamationScale(count: exclamations, step: settings.exclamationStep,
                                                       maxCount: settings.exclamationMax)
        let question = MoodHeuristics.questionWeight(isQuestion: isQuestion, factor: settings.questionFactor)
        for k in sentence {
            tokens[k].emphasis = emphasis
            tokens[k].weight *= question
        }
        var inner = sentence
        if let first = tokens[sentence].firstIndex(where: \.isContent), let opener = contrast(tokens[first]) {
            applyOpeningContrast(&tokens, at: first, opener, sentence: sentence, previous: previous)
            inner = (first + 1)..<sentence.upperBound
        }
        applyInnerContrasts(&tokens, inner)
    }

    private func contrast(_ token: Token) -> Modifier? {
        guard token.isContent, let modifier = lexicons.modifier(of: token.term), modifier.kind == .contrast else { return nil }
        return modifier
    }

    /// A contrast word opening a sentence: "But I'm exhausted." weighs the previous sentence as before;
    /// a concessive opener ("Although it rained, I had fun") weighs its own clause as the concession.
    private func applyOpeningContrast(_ tokens: inout [Token], at k: Int, _ modifier: Modifier, sentence: Range<Int>,
                                      previous: Range<Int>?) {
        let before = modifier.value, after = modifier.after
        let rest = (k + 1)..<sentence.upperBound
        if after < before {
            let clauseEnd = tokens[rest].firstIndex(where: { $0.kind == .clauseBreak }) ?? sentence.upperBound
            for j in (k + 1)..<clauseEnd { tokens[j].weight *= after }
            if clauseEnd < sentence.upperBound {
                for j in (clauseEnd + 1)..<sentence.upperBound { tokens[j].weight *= before }
            }
            return
        }
        if let previous {
            for j in previous { tokens[j].weight *= before }
        }
        for j in rest { tokens[j].weight *= after }
    }

    /// Contrast words inside a sentence: "good but tiring" leans to "tiring". Each token gets the product of
    /// the before-weights of contrasts after it and the after-weights of contrasts before it (two linear passes).
    private func applyInnerContrasts(_ tokens: inout [Token], _ range: Range<Int>) {
        guard range.contains(where: { contrast(tokens[$0]) != nil }) else { return }
        var suffix = 1.0
        for j in range.reversed() {
            tokens[j].weight *= suffix
            if let modifier = contrast(tokens[j]) { suffix *= modifier.value }
        }
        var prefix = 1.0
        for j in range {
            tokens[j].weight *= prefix
            if let modifier = contrast(tokens[j]) { prefix *= modifier.after }
        }
    }

    // MARK: Cues

    private func scoreCues(_ tokens: [Token], _ text: UnsafeBufferPointer<UInt8>, _ score: inout Score,
                           _ contributions: inout [Contribution]?) {
        let settings = lexicons.settings
        for i in tokens.indices {
            let token = tokens[i]
            guard token.isContent else { continue }
            let entry = lexicons.emotion(of: token.term)
            guard entry >= 0, !actsAsModifier(tokens, i) else { continue }
            let context = lexicons.modifier(of: token.term)
            if let context, context.kind == .literal, ContextRules.isLiteral(tokens, i, context, lexicons) { continue }
            var rules: [String]? = contributions == nil ? nil : []
            var intensity = intensifierScale(tokens, i, text, &rules)
            let after = ContextRules.afterBoost(tokens, i, lexicons)
            if after != 1 {
                intensity *= after
                rules?.append("followed by a booster ×\(fixed(after))")
            }
            // A frame ("could not be", "would have been") or an ironic opener reads the cue instead of negation.
            var reading: Modifier? = nil
            if let context, context.kind == .sarcastic,
               ContextRules.isSarcastic(tokens, i, threshold: settings.sarcasmThreshold, lexicons) {
                reading = context
                rules?.append("ironic before a bad event ×\(fixed(context.value))")
            } else if let frame = ContextRules.frame(tokens, i, lexicons) {
                reading = frame.modifier
                rules?.append("read through \"\(surface(text, tokens[frame.index]))\" ×\(fixed(frame.modifier.value))")
            }
            let negator = reading == nil ? negatingToken(tokens, i) : nil
            var emphasis = token.emphasis
            if emphasis != 1 { rules?.append("\"!\" ×\(fixed(emphasis))") }
            let caps = MoodHeuristics.capsScale(isEmphasis: token.flags.contains(.capsEmphasis), factor: settings.capsFactor)
            if caps != 1 { rules?.append("CAPS ×\(fixed(caps))") }
            let elongation = MoodHeuristics.elongationScale(isElongated: token.flags.contains(.elongated) && token.kind == .word,
                                                            factor: settings.elongationFactor)
            if elongation != 1 { rules?.append("elongated ×\(fixed(elongation))") }
            emphasis *= caps * elongation
            let scale = intensity * emphasis
            let weight = token.weight
            if weight != 1 { rules?.append("clause weight ×\(fixed(weight)) (contrast or question)") }

            var valence = lexicons.emotionValence[entry]
            let arousal = MoodHeuristics.emphasizedArousal(lexicons.emotionArousal[entry], emphasis: emphasis,
                                                           share: settings.emphasisArousal)
            let omega = scale * weight
            var topCategory = Int(lexicons.emotionTop[entry])
            var categoryWeight = omega
            if let reading {
                valence *= reading.value
                if reading.category >= 0 {
                    topCategory = Int(reading.category)
                } else if reading.value < 0 {
                    topCategory = MoodHeuristics.negatedCategory(of: topCategory, categories: lexicons.categories)
                }
                score.categories[topCategory] += categoryWeight
            } else if let negator {
                valence = MoodHeuristics.negatedValence(valence, factor: settings.negationFactor)
                topCategory = MoodHeuristics.negatedCategory(of: topCategory, categories: lexicons.categories)
                categoryWeight = omega * settings.negationCategoryWeight
                score.categories[topCategory] += categoryWeight
                rules?.append("negated by \"\(surface(text, tokens[negator]))\"")
            } else {
                for c in 0..<EmotionCategory.count {
                    score.categories[c] += lexicons.emotionWeight(entry, c) * omega
                }
            }
            let contribution = valence * scale * weight
            score.valenceSum += contribution
            score.absoluteSum += abs(contribution)
            score.mass += omega
            score.arousalSum += arousal * omega
            if rules != nil {
                contributions?.append(Contribution(term: surface(text, token), valence: contribution, arousal: arousal,
                                                   weight: categoryWeight, category: EmotionCategory.allCases[topCategory],
                                                   rules: rules ?? []))
            }
        }
    }

    /// A booster or dampener that is also an emotion word ("terribly") is a modifier when a cue follows it.
    private func actsAsModifier(_ tokens: [Token], _ i: Int) -> Bool {
        guard let modifier = lexicons.modifier(of: tokens[i].term),
              modifier.kind == .booster || modifier.kind == .dampener,
              i + 1 < tokens.count, tokens[i + 1].isContent else { return false }
        return lexicons.emotion(of: tokens[i + 1].term) >= 0 || lexicons.modifier(of: tokens[i + 1].term) != nil
    }

    /// Product of the boosters and dampeners within reach before cue `i`, decaying with distance.
    private func intensifierScale(_ tokens: [Token], _ i: Int, _ text: UnsafeBufferPointer<UInt8>,
                                  _ rules: inout [String]?) -> Double {
        let settings = lexicons.settings
        var scale = 1.0
        var j = i - 1
        var distance = 1
        while j >= 0 && distance <= Int(settings.boosterWindow) && tokens[j].isContent {
            if let modifier = lexicons.modifier(of: tokens[j].term) {
                if modifier.kind == .contrast { break }
                if modifier.kind == .booster || modifier.kind == .dampener {
                    var strength = modifier.value
                    if tokens[j].flags.contains(.elongated) { strength *= settings.elongationFactor }
                    if tokens[j].flags.contains(.capsEmphasis) { strength *= settings.capsFactor }
                    let factor = MoodHeuristics.intensifierScale(strength: min(strength, 1), distance: distance,
                                                                 isBooster: modifier.kind == .booster, decay: settings.boosterDecay)
                    scale *= factor
                    rules?.append("\"\(surface(text, tokens[j]))\" ×\(fixed(factor))")
                }
            }
            j -= 1
            distance += 1
        }
        return scale
    }

    /// The nearest negator whose scope reaches cue `i` when the negators in reach do not cancel; nil otherwise.
    private func negatingToken(_ tokens: [Token], _ i: Int) -> Int? {
        var count = 0
        var nearest: Int? = nil
        var j = i - 1
        var distance = 1
        while j >= 0 && distance <= 8 && tokens[j].isContent {
            if let modifier = lexicons.modifier(of: tokens[j].term) {
                if modifier.kind == .contrast { break }
                if modifier.kind == .negator && distance <= Int(modifier.value) {
                    count += 1
                    if nearest == nil { nearest = j }
                }
            }
            j -= 1
            distance += 1
        }
        return MoodHeuristics.isNegated(negatorsInScope: count) ? nearest : nil
    }

    // MARK: Result

    private func finish(_ score: Score, keywords: [String], topics: [String]) -> TextAnalysis {
        let settings = lexicons.settings
        let hasCues = score.mass > 0
        let valence = hasCues ? MoodHeuristics.squashedValence(score.valenceSum, alpha: settings.valenceAlpha) : 0
        var arousal = (settings.arousalPrior * settings.arousalPriorWeight + score.arousalSum)
            / (settings.arousalPriorWeight + score.mass)
        if !arousal.isFinite { arousal = settings.arousalPrior }
        var weights = score.categories
        for c in 0..<EmotionCategory.count {
            weights[c] = hasCues ? weights[c] + lexicons.categories[c].prior * settings.distributionPriorWeight
                                 : lexicons.categories[c].prior
        }
        let emotions = EmotionDistribution(normalizing: weights)
        let top = emotions.top
        let named = score.absoluteSum >= settings.emotionEvidence && hasCues
        let agreement = score.absoluteSum > 0 ? abs(score.valenceSum) / score.absoluteSum : 1
        let confidence = MoodHeuristics.confidence(mass: score.mass, agreement: agreement,
                                                   massScale: settings.confidenceMassScale,
                                                   agreementFloor: settings.confidenceAgreementFloor)
        return TextAnalysis(valence: valence, arousal: max(0, min(1, arousal)), emotions: emotions, top: top,
                            namedEmotion: named ? top : nil,
                            ekman: named ? lexicons.categories[top.index].ekman : .neutral,
                            confidence: confidence, keywords: keywords, topics: topics)
    }

    private func surface(_ text: UnsafeBufferPointer<UInt8>, _ token: Token) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: text[Int(token.start)..<Int(token.end)]), as: UTF8.self)
    }

    private func fixed(_ value: Double) -> String {
        var out = JSONWriter()
        out.number((value * 100).rounded() / 100)
        return out.text
    }
}
