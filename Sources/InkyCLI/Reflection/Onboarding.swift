// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore
import InkyData
import InkyStore

/// The very first run at a terminal (Thoughtful's onboarding): an optional name, a 3–4–5 breathing
/// exercise paced in real time, and "How has your mind felt lately?", which seeds the mood baseline.
///
/// Skippable at every step (Enter), shown once (a setting remembers it), never in a pipe.
struct Onboarding {
    /// Seconds of each breathing phase: in 3, hold 4, out 5.
    static let phases = [3, 4, 5]

    let script: OnboardingScript
    let db: AppDatabase
    let context: Context
    let reader: any LineReader

    static func script() -> OnboardingScript? {
        OnboardingScript.parse(EmbeddedData.file(OnboardingScript.path) ?? "").0
    }

    /// Whether to offer it: a person at a terminal, before their first reflection, not yet shown.
    static func due(db: AppDatabase, context: Context, json: Bool) throws -> Bool {
        guard context.interactive, !json, try db.setting(.onboarded) == nil else { return false }
        return try db.sessions().allSatisfy { $0.answerCount == 0 }
    }

    func run() throws {
        let style = context.style
        let now = context.clock.now()
        defer { try? db.setSetting(.onboarded, to: "yes", at: context.clock.now()) }
        context.output.line(style.accent(script.welcome))
        context.output.line("")
        context.output.line(style.bold(script.name))
        guard case .line(let name) = reader.readLine(prompt: Messages.prompt) else { return }
        if let clean = SettingKey.name.normalise(name), !clean.isEmpty {
            try db.setSetting(.person(.name), to: clean, at: now)
        }
        context.output.line(style.bold(script.breatheOffer))
        guard case .line(let yes) = reader.readLine(prompt: Messages.prompt) else { return }
        if ["y", "yes", "ok", "sure"].contains(yes.trimmingCharacters(in: .whitespaces).lowercased()) {
            for _ in 0..<script.rounds {
                for (word, seconds) in zip([script.breatheIn, script.breatheHold, script.breatheOut], Self.phases) {
                    context.output.write(style.dim(word + "…"))
                    for count in 1...seconds {
                        context.output.write(" \(count)")
                        context.output.flush()
                        context.pause(1)
                    }
                    context.output.line("")
                }
            }
            context.output.line(script.breatheDone)
        }
        context.output.line("")
        context.output.line(style.bold(script.lately))
        for (i, option) in script.latelyOptions.enumerated() { context.output.line("  \(i + 1)) \(option)") }
        guard case .line(let choice) = reader.readLine(prompt: Messages.prompt) else { return }
        let priors: [BaselinePrior] = [.mostlyOkay, .upAndDown, .heavy]
        let analyzer = try ShippedLexicons.analyzer()
        let replies = ConversationData.shippedReplies()
        var picked = script.latelyChoice(choice, analyzer: analyzer, replies: replies)
        // Words that match no option get one more, plainer question; Enter still skips.
        if picked == nil, !choice.trimmingCharacters(in: .whitespaces).isEmpty, let again = script.latelyAgain {
            context.output.line(style.bold(again))
            guard case .line(let second) = reader.readLine(prompt: Messages.prompt) else { return }
            picked = script.latelyChoice(second, analyzer: analyzer, replies: replies)
        }
        if let picked {
            try db.setSetting(.person(.prior), to: priors[picked].rawValue, at: now)
        }
        context.output.line(script.thanks)
        context.output.line("")
    }
}
