// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import InkyCore
import InkyData

/// `inky affirm`: an affirmation suited to the recent mood band, never the same twice in a row.
struct AffirmCommand: InkyRunnable {
    static let configuration = CommandConfiguration(commandName: "affirm", abstract: Messages.Help.affirm)
    @OptionGroup var global: GlobalOptions
    @Option(name: .long, help: ArgumentHelp(Messages.Help.seed, valueName: "n")) var seed: UInt64?

    func run(in context: Context) throws {
        guard let set = Affirmations.parse(EmbeddedData.file(Affirmations.path) ?? "").0 else {
            throw InkyFailure.usage(Messages.unreadableData(Affirmations.path))
        }
        try context.withJournal(home: global.home) { db in
            let band = Affirmations.Band(z: try db.latestMood()?.result.valenceZ)
            var generator = SeededGenerator(seed: seed ?? UInt64.random(in: 0...UInt64.max))
            let line = set.pick(for: band, avoiding: try db.setting(.lastAffirmation), using: &generator)
            try db.setSetting(.lastAffirmation, to: line, at: context.clock.now())
            context.output.line(line)
        }
    }
}
