// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// The mood signals gathered during one reflection: the answers' text, `/mood` and `/feel`,
/// photos from `/attach`, and the typing rhythm. Only numbers leave here, never text.
public struct SessionMood: Sendable {
    public init() {}

    public private(set) var answers: [String] = []
    public private(set) var rating: Int?
    public private(set) var feelings: [EmotionCategory] = []
    public private(set) var feelingWords: [String] = []
    public private(set) var images: [MoodSignal] = []
    /// A `/mood` given after answers were read is the person correcting what inky made of them.
    public private(set) var ratingCorrects = false

    public mutating func addAnswer(_ text: String) { answers.append(text) }

    /// `/mood N`: nil when N is not a whole number from 0 to 10.
    public mutating func rate(_ argument: String) -> Int? {
        guard let value = Int(argument.trimmingCharacters(in: .whitespaces)), (0...10).contains(value) else { return nil }
        rating = value
        ratingCorrects = !answers.isEmpty
        return value
    }

    /// `/feel WORDS`: the words, each placed in a category by the feelings list or the analyzer.
    public mutating func feel(_ argument: String, feelingsList: FeelingsList, analyzer: TextAnalyzer) -> [String] {
        let words = argument.split(whereSeparator: { $0 == "," || $0 == ";" })
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
        for word in words {
            feelingWords.append(word)
            if let category = Self.category(of: word, feelingsList: feelingsList, analyzer: analyzer) { feelings.append(category) }
        }
        return words
    }

    public mutating func attach(_ signal: MoodSignal) { images.append(signal) }

    /// Whether a rating logged earlier today speaks for the person in `record` (no `/mood` or `/feel` here).
    public func usesDayRating(_ dayRating: Int?) -> Bool { dayRating != nil && rating == nil && feelings.isEmpty && !answers.isEmpty }

    /// A feeling word's category: from the feelings list, else the analyzer's reading when it is confident.
    public static func category(of word: String, feelingsList: FeelingsList, analyzer: TextAnalyzer) -> EmotionCategory? {
        if let listed = feelingsList.category(of: word) { return listed }
        let analysis = analyzer.analyze(word)
        return analysis.ekman == .neutral ? nil : analysis.top
    }

    /// The observation for the mood pipeline, or nil when nothing was said or rated. `dayRating` is the
    /// latest rating logged earlier the same day (`inky log --rating`): when the reflection has no rating or
    /// feelings of its own it joins as the person's word on the day, so words that disagree with it are a
    /// conflict on this reading.
    public func record(at date: Date, analyzer: TextAnalyzer, typing: TypingRhythm?, dayRating: Int? = nil) -> MoodRecord? {
        var signals: [MoodSignal] = []
        let text = answers.joined(separator: "\n")
        if !text.isEmpty {
            let analysis = analyzer.analyze(text)
            signals.append(.text(valence: analysis.valence, arousal: analysis.arousal,
                                 distribution: analysis.emotions, confidence: analysis.confidence, at: date))
        }
        if let rating {
            signals.append(.selfReport(rating: Double(rating), feelings: feelings, at: date))
        } else if !feelings.isEmpty {
            // Named feelings without a rating: the valence their words suggest, but no rating, since
            // the person gave none (a conflict then speaks of the feelings, never of "You rated").
            let valence = analyzer.analyze(feelingWords.joined(separator: ", ")).valence
            var named = MoodSignal.selfReport(rating: 5 + 5 * valence, feelings: feelings, at: date)
            named.rating = nil
            signals.append(named)
        } else if usesDayRating(dayRating), let dayRating {
            // (Its rating is the log's: not kept here too, so a week's ratings count it once.)
            var logged = MoodSignal.selfReport(rating: Double(dayRating), at: date)
            logged.rating = nil
            signals.append(logged)
        }
        signals += images
        if let typing, typing.keystrokes > 0 { signals.append(.typing(typing, at: date)) }
        guard !signals.isEmpty else { return nil }
        return MoodRecord(at: date, signals: signals, correction: ratingCorrects ? rating.map { .rating(Double($0)) } : nil)
    }
}
