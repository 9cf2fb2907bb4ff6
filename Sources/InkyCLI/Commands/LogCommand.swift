// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import InkyCore
import InkyStore

/// `inky log --rating 0-10 [--category C] [--feel E,E] [--note T] [--where PLACE] [--date D]`.
///
/// Emotions Tracker's model: a rating, a category, then specific feelings; stored as an emotion log
/// and read by the mood pipeline as a self-report (and the note as text).
struct LogCommand: InkyRunnable {
    static let configuration = CommandConfiguration(commandName: "log", abstract: Messages.Help.log)

    @OptionGroup var global: GlobalOptions
    @Option(name: .long, help: ArgumentHelp(Messages.Help.logRating, valueName: "0-10")) var rating: Int?
    @Option(name: .long, help: ArgumentHelp(Messages.Help.logCategory, valueName: "category")) var category: String?
    @Option(name: .long, help: ArgumentHelp(Messages.Help.logFeel, valueName: "feelings")) var feel: String?
    @Option(name: .long, help: ArgumentHelp(Messages.Help.logNote, valueName: "text")) var note: String?
    @Option(name: .customLong("where"), help: ArgumentHelp(Messages.Help.logWhere, valueName: "place")) var place: String?
    @Option(name: .long, help: ArgumentHelp(Messages.Help.logDate, valueName: "date")) var date: String?
    @Flag(name: .long, help: ArgumentHelp(Messages.Help.logList)) var list = false
    @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false

    func run(in context: Context) throws {
        let feelingsList = MoodContext.feelings()
        if list { return printList(feelingsList, context: context) }
        guard let rating, (0...10).contains(rating) else { throw InkyFailure.usage(Messages.logNeedsRating) }
        let chosen = try category.map { name -> EmotionCategory in
            guard let c = EmotionCategory(rawValue: name.lowercased()) else { throw InkyFailure.usage(Messages.badCategory(name)) }
            return c
        }
        let day = try DayOption.resolve(date, context: context)
        let words = (feel ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
        let now = context.clock.now()
        let loggedAt = context.clock.observationTime(for: day)
        let db = try context.openStore(home: global.home)
        let analyzer = try ShippedLexicons.analyzer()
        let log = try db.addEmotionLog(EmotionLog(
            day: day.description, loggedAt: loggedAt, rating: rating, category: chosen?.rawValue, feelings: words,
            note: note.flatMap { $0.isEmpty ? nil : $0 }, place: place.flatMap { $0.isEmpty ? nil : $0 }, at: now))
        var signals = [MoodSignal.selfReport(
            rating: Double(rating), category: chosen,
            feelings: words.compactMap { SessionMood.category(of: $0, feelingsList: feelingsList, analyzer: analyzer) },
            at: loggedAt)]
        if let note, !note.isEmpty {
            let a = analyzer.analyze(note)
            signals.append(.text(valence: a.valence, arousal: a.arousal, distribution: a.emotions, confidence: a.confidence, at: loggedAt))
        }
        let mood = try MoodContext(db: db, context: context)
            .record(MoodRecord(at: loggedAt, signals: signals), source: .log, sourceID: log.id!, day: day)
        if json {
            context.output.line(JSONValue.object([
                ("id", .int(log.id!)), ("day", .string(log.day)), ("rating", .int(Int64(rating))),
                ("category", chosen.map { .string($0.rawValue) } ?? .null),
                ("feelings", .array(words.map(JSONValue.string))),
                ("note", log.note.map(JSONValue.string) ?? .null), ("where", log.place.map(JSONValue.string) ?? .null),
                ("mood", .object(MoodPresenter.json(mood))),
            ]).text)
        } else {
            context.output.line(Messages.logged(id: log.id!, rating: rating, category: chosen?.rawValue,
                                                feelings: words.map { SafeText.forTerminal($0) }))
            context.output.line(MoodPresenter.sentence(mood))
            if let note = MoodPresenter.conflictNote(mood) { context.output.line(note) }
        }
    }

    private func printList(_ feelings: FeelingsList, context: Context) {
        for category in EmotionCategory.allCases {
            context.output.line("\(category.rawValue): \((feelings.byCategory[category] ?? []).joined(separator: ", "))")
        }
    }
}
