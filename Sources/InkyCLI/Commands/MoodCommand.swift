// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import InkyCore
import InkyStore

/// `inky mood [show|history|fix|rebuild]`.
struct MoodCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mood", abstract: Messages.Help.mood,
        subcommands: [Show.self, History.self, Fix.self, Calibration.self, Rebuild.self], defaultSubcommand: Show.self)

    /// Runs `body` against the journal, turning store failures into exit 2.
    static func withStore<T>(_ context: Context, home: String?, _ body: (MoodContext) throws -> T) throws -> T {
        try context.withJournal(home: home) { db in try body(MoodContext(db: db, context: context)) }
    }

    struct Show: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "show", abstract: Messages.Help.moodShow)
        @OptionGroup var global: GlobalOptions
        @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false

        func run(in context: Context) throws {
            try MoodCommand.withStore(context, home: global.home) { mood in
                let latest = try mood.db.latestMood()
                let pipeline = try mood.db.moodPipeline() ?? MoodPipeline(prior: mood.prior, timeZone: mood.timeZone)
                let baseline = pipeline.baselineEstimate(at: context.clock.now())
                let traits = pipeline.traits
                if json {
                    var pairs: [(String, JSONValue)] = [("current", latest.map { .object(MoodPresenter.json($0)) } ?? .null)]
                    pairs.append(("baseline", .object([
                        ("valence_mean", .double(baseline.valenceMean)), ("valence_spread", .double(baseline.valenceSpread)),
                        ("arousal_mean", .double(baseline.arousalMean)), ("arousal_spread", .double(baseline.arousalSpread)),
                        ("days", .int(Int64(baseline.days))),
                    ])))
                    if let t = traits.traits {
                        pairs.append(("traits", .object([
                            ("stability", .double(t.emotionalStability)), ("optimism", .double(t.optimismBias)),
                            ("reactivity", .double(t.reactivity)), ("recovery", .double(t.recoveryRate)),
                            ("days", .int(Int64(t.days))),
                        ])))
                    } else {
                        pairs.append(("traits", .null))
                        pairs.append(("traits_note", .string(traits.notReadyMessage ?? "")))
                    }
                    context.output.line(JSONValue.object(pairs).text)
                    return
                }
                guard let latest else { return context.output.line(Messages.noMoodYet) }
                context.output.line(MoodPresenter.sentence(latest))
                context.output.line(Messages.baselineLine(mean: baseline.valenceMean, spread: baseline.valenceSpread, days: baseline.days))
                switch traits {
                case .notEnoughDays(let have, let need):
                    context.output.line(Messages.traitsNotReady(have: have, need: need))
                case .ready(let t):
                    context.output.line(Messages.traitsHeading)
                    for reading in t.readings {
                        context.output.line("  \(reading.trait): \(String(format: "%.2f", reading.value)) — \(reading.reading)")
                    }
                }
            }
        }
    }

    struct History: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "history", abstract: Messages.Help.moodHistory)
        @OptionGroup var global: GlobalOptions
        @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false
        @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(Messages.Help.from, valueName: "date")) var from: String?
        @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(Messages.Help.to, valueName: "date")) var to: String?

        func run(in context: Context) throws {
            let first = try from.map { try DayOption.resolve($0, context: context) }
            let last = try to.map { try DayOption.resolve($0, context: context) }
            try MoodCommand.withStore(context, home: global.home) { mood in
                for stored in try mood.db.moodHistory(from: first, to: last) {
                    if json {
                        context.output.line(JSONValue.object(MoodPresenter.json(stored)).text)
                    } else {
                        let r = stored.result
                        context.output.line([
                            String(stored.id).leftPadded(4), stored.day.description, stored.sourceKind.rawValue.padded(10),
                            "valence \(Messages.signed(r.valence))", "trend \(Messages.signed(r.smoothedValence))",
                            Messages.emotionWord(r.emotionEvidence).padded(10),
                            BaselineBand.symbol(r.band) + " " + Messages.bandPhrase(r.band) + (r.conflict != nil ? " · signals disagree" : "")
                                + (r.correction != nil ? " · corrected" : ""),
                        ].joined(separator: "  "))
                    }
                }
            }
        }
    }

    struct Fix: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "fix", abstract: Messages.Help.moodFix)
        @OptionGroup var global: GlobalOptions
        @Argument(help: "The reading's id (see `inky mood history`).") var id: Int64
        @Option(name: .long, help: "What you'd rate it, 0-10.") var rating: Double?
        @Option(name: .long, help: "Its valence, -1 (very unpleasant) to 1 (very pleasant).") var valence: Double?
        @Option(name: .long, help: "The emotion you actually felt.") var emotion: String?

        func run(in context: Context) throws {
            let corrections: [MoodCorrection] = [
                rating.map { .rating(min(10, max(0, $0))) }, valence.map { .valence(min(1, max(-1, $0))) },
                try emotion.map { name in
                    guard let c = EmotionCategory(rawValue: name.lowercased()) else { throw InkyFailure.usage(Messages.badCategory(name)) }
                    return .emotion(c)
                },
            ].compactMap { $0 }
            guard corrections.count == 1 else { throw InkyFailure.usage(Messages.fixNeedsOne) }
            try MoodCommand.withStore(context, home: global.home) { mood in
                guard let fixed = try mood.db.correctMood(id: id, with: corrections[0], prior: mood.prior,
                                                          timeZone: mood.timeZone, now: context.clock.now())
                else { throw InkyFailure.usage(Messages.noSuchMood(id)) }
                context.output.line(Messages.fixed(id))
                context.output.line(MoodPresenter.sentence(fixed))
            }
        }
    }

    /// `inky mood calibration [--reset] [--json]`: what corrections have taught each signal, and a way to forget it.
    struct Calibration: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "calibration", abstract: Messages.Help.moodCalibration)
        @OptionGroup var global: GlobalOptions
        @Flag(name: .long, help: ArgumentHelp(Messages.Help.moodCalibrationReset)) var reset = false
        @Flag(name: .long, help: "One JSON object per signal.") var json = false

        func run(in context: Context) throws {
            try MoodCommand.withStore(context, home: global.home) { mood in
                let now = context.clock.now()
                guard let calibration = try reset ? mood.db.resetMoodCalibration(now: now) : mood.db.moodPipeline()?.calibration else {
                    return context.output.line(Messages.noMoodYet)
                }
                if reset, !json { context.output.line(Messages.calibrationReset) }
                for source in SignalSource.allCases {
                    let c = calibration[source], shipped = SignalCalibration.defaults(for: source)
                    let asShipped = (c.valenceScale, c.valenceBias, c.temperature) == (shipped.valenceScale, shipped.valenceBias, shipped.temperature)
                    if json {
                        context.output.line(JSONValue.object([
                            ("signal", .string(source.rawValue)), ("corrections", .int(Int64(c.corrections))),
                            ("valence_scale", .double(c.valenceScale)), ("valence_bias", .double(c.valenceBias)),
                            ("temperature", .double(c.temperature)), ("waiting", .int(Int64(c.pendingErrors.count + abs(c.pendingEmotion)))),
                            ("as_shipped", .bool(asShipped)),
                        ]).text)
                    } else {
                        context.output.line(Messages.calibrationLine(source.label, calibration: c, asShipped: asShipped))
                    }
                }
            }
        }
    }

    struct Rebuild: InkyRunnable {
        static let configuration = CommandConfiguration(commandName: "rebuild", abstract: Messages.Help.moodRebuild)
        @OptionGroup var global: GlobalOptions

        func run(in context: Context) throws {
            try MoodCommand.withStore(context, home: global.home) { mood in
                let count = try mood.db.rebuildMood(prior: mood.prior, timeZone: mood.timeZone, now: context.clock.now())
                context.output.line(Messages.rebuilt(count))
            }
        }
    }
}

extension String {
    func padded(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
