// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore
import InkyStore

/// The mood observations an entry or an emotion log gives, made the same way whether the item
/// is new, edited, or restored from the trash.
enum Readings {
    /// An entry's text as a text signal.
    static func entry(_ analysis: TextAnalysis, at date: Date) -> MoodSignal {
        .text(valence: analysis.valence, arousal: analysis.arousal, distribution: analysis.emotions,
                     confidence: analysis.confidence, at: date)
    }

    /// A log's rating, category and feelings as a self-report, and its note as text.
    static func log(_ log: EmotionLog, analyzer: TextAnalyzer, feelings: FeelingsList) -> MoodRecord {
        let at = log.loggedAt
        var signals = [MoodSignal.selfReport(
            rating: Double(log.rating), category: log.category.flatMap(EmotionCategory.init(rawValue:)),
            feelings: log.feelingList.compactMap { SessionMood.category(of: $0, feelingsList: feelings, analyzer: analyzer) },
            at: at)]
        if let note = log.note, !note.isEmpty {
            let a = analyzer.analyze(note)
            signals.append(.text(valence: a.valence, arousal: a.arousal, distribution: a.emotions, confidence: a.confidence, at: at))
        }
        return MoodRecord(at: at, signals: signals)
    }

    /// The reading a restored trash item brings back: an entry's by its text (taken when it was
    /// written, or at noon of a back-dated day), a log's in full, a reflection's by its answers; none for
    /// todos and goals.
    static func restored(_ item: TrashItem, db: AppDatabase, analyzer: TextAnalyzer, timeZone: TimeZone) throws -> MoodRecord? {
        switch item.kind {
        case .entry:
            guard !item.text.isEmpty else { return nil }
            let at = Day(item.createdAt, in: timeZone) == item.day ? item.createdAt : WallClock.noon(of: item.day, in: timeZone)
            return MoodRecord(at: at, signals: [entry(analyzer.analyze(item.text), at: at)])
        case .log:
            return try db.trashedEmotionLog(item.rowID).map { log($0, analyzer: analyzer, feelings: MoodContext.feelings()) }
        case .reflection:
            // Read again from its answers (a rating given inside it is not kept in the trash).
            let answers = try db.trashedReflectionAnswers(entryID: item.rowID)
            guard !answers.isEmpty else { return nil }
            let a = analyzer.analyze(answers.joined(separator: "\n"))
            return MoodRecord(at: item.createdAt, signals: [.text(valence: a.valence, arousal: a.arousal, distribution: a.emotions,
                                                                  confidence: a.confidence, at: item.createdAt)])
        case .goal, .todo:
            return nil
        }
    }
}

extension MoodContext {
    /// What replaying the history needs, now.
    var replay: MoodReplay { MoodReplay(prior: prior, timeZone: timeZone, now: context.clock.now()) }
}
