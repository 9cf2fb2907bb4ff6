// SPDX-License-Identifier: GPL-3.0-or-later
import InkyCore
import InkyStore

/// What mood readings, traits and calibration say.
extension Messages {
    /// What a reading says of emotions: "joy stands out; ", "hard to read; mostly neutral, " or nothing.
    static func moodLead(_ evidence: EmotionEvidence) -> String {
        switch evidence {
        case .named(let top): "\(top.rawValue) stands out; "
        case .hardToRead: "hard to read; mostly neutral, "
        case .none: ""
        }
    }
    /// The emotion column of `mood history`: the category, "unclear" or "—".
    static func emotionWord(_ evidence: EmotionEvidence) -> String {
        switch evidence {
        case .named(let top): top.rawValue
        case .hardToRead: "unclear"
        case .none: "—"
        }
    }
    /// A band's words, or the first readings' (no band yet).
    static func bandPhrase(_ band: BaselineBand?) -> String {
        band?.phrase ?? "\(BaselineBand.firstReadingsPhrase), no usual to compare with yet"
    }
    static func moodSentence(_ evidence: EmotionEvidence, band: BaselineBand?, valence: Double, trend: Double, id: Int64) -> String {
        "Mood reading \(id): \(moodLead(evidence))\(bandPhrase(band)) (valence \(signed(valence)), trend \(signed(trend)))."
    }
    static func moodSentenceOutlier(_ evidence: EmotionEvidence, band: BaselineBand?, valence: Double, trend: Double, id: Int64) -> String {
        "Mood reading \(id): \(moodLead(evidence))\(bandPhrase(band)) (valence \(signed(valence))). That's far from your recent days, so your trend (\(signed(trend))) waits to see whether it lasts."
    }
    /// A signal in the person's terms: "words", "photo", "typing rhythm", "feelings you named".
    static func signalNoun(_ source: SignalSource) -> String {
        switch source {
        case .text: "words"
        case .image: "photo"
        case .typing: "typing rhythm"
        case .selfReport: "feelings you named"
        }
    }
    static func moodConflictWithRating(rating: Int, other: SignalSource, heavier: Bool, id: Int64) -> String {
        "You rated \(rating)/10, and your \(signalNoun(other)) \(other == .text ? "sound" : "sounds") \(heavier ? "heavier" : "lighter"). Which is closer? If it's the \(signalNoun(other)), nothing to do; otherwise `inky mood fix \(id) --rating N` tells inky."
    }
    static func moodConflictWithLoggedRating(rating: Int, other: SignalSource, heavier: Bool, id: Int64) -> String {
        "Earlier today you logged \(rating)/10, and your \(signalNoun(other)) now \(other == .text ? "sound" : "sounds") \(heavier ? "heavier" : "lighter"). Which is closer? If it's the \(signalNoun(other)), nothing to do; otherwise `inky mood fix \(id) --rating N` tells inky."
    }
    static func moodConflictWithFeelings(other: SignalSource, heavier: Bool, id: Int64) -> String {
        "The feelings you named sound \(heavier ? "lighter" : "heavier") than your \(signalNoun(other)). Which is closer? `inky mood fix \(id) --rating N` tells inky what's true."
    }
    static func moodConflict(lighter: SignalSource, heavier: SignalSource, id: Int64) -> String {
        "Your \(signalNoun(lighter)) and your \(signalNoun(heavier)) disagree today (the \(signalNoun(heavier)) heavier); the reading is less sure. `inky mood fix \(id) --rating N` tells inky what's true."
    }
    static func signed(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100 + 0 // + 0 turns −0 into 0, so −0.001 reads +0.00
        return (rounded >= 0 ? "+" : "") + String(format: "%.2f", rounded)
    }

    static let calibrationReset = "Calibration reset: every signal is read as it was before any correction. Your readings stay as they are."
    /// One signal's calibration: what corrections changed, and what waits for a second correction that agrees.
    static func calibrationLine(_ signal: String, calibration c: SignalCalibration, asShipped: Bool) -> String {
        let learned = asShipped ? "as shipped"
            : "valence × \(String(format: "%.2f", c.valenceScale)) \(c.valenceBias < 0 ? "−" : "+") \(String(format: "%.2f", abs(c.valenceBias))), temperature \(String(format: "%.2f", c.temperature))"
        let waiting = c.pendingErrors.count + abs(c.pendingEmotion)
        let corrections = c.corrections == 1 ? "1 correction" : "\(c.corrections) corrections"
        return "\(signal.padded(14)) \(learned) · \(corrections)" + (waiting > 0 ? ", \(waiting) waiting for one more that agrees" : "")
    }

    static func logged(id: Int64, rating: Int, category: String?, feelings: [String]) -> String {
        let detail = ([category].compactMap { $0 } + feelings).joined(separator: ", ")
        return "Logged \(rating)/10\(detail.isEmpty ? "" : " (\(detail))") as log \(id)."
    }
    static let logNeedsRating = "Give a rating from 0 to 10 with --rating, e.g. `inky log --rating 6 --feel calm`."
    static func badCategory(_ value: String) -> String {
        "'\(value.prefix(40))' is not a category. Categories: \(EmotionCategoryNames.all). See `inky log --list`."
    }
    static let noMoodYet = "No mood readings yet. A reflection (`inky`) or `inky log --rating N` makes the first."
    static func noSuchMood(_ id: Int64) -> String { "There is no mood reading \(id). `inky mood history` lists them." }
    static let fixNeedsOne = "Say what you felt with exactly one of --rating 0-10, --valence -1..1 or --emotion NAME."
    static func fixed(_ id: Int64) -> String {
        "Corrected reading \(id); no other reading changes. When corrections agree, later readings lean toward them (`inky mood calibration` shows what was learned)."
    }
    static func rebuilt(_ count: Int) -> String { "Rebuilt \(count) mood reading\(count == 1 ? "" : "s") from history." }
    static func baselineLine(mean: Double, spread: Double, days: Int) -> String {
        days == 0 ? "Baseline: from your check-in for now (valence \(signed(mean)) ± \(String(format: "%.2f", spread)))."
                  : "Baseline over \(days) day\(days == 1 ? "" : "s"): valence \(signed(mean)) ± \(String(format: "%.2f", spread))."
    }
    static func traitsNotReady(have: Int, need: Int) -> String {
        "Traits: not enough days yet (\(have) of \(need) days with a mood reading)."
    }
    static let traitsHeading = "Traits (from mood numbers only, never your words):"
}
