// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(Messages.Help.home, valueName: "dir"))
    var home: String?
}

/// A command that runs against a `Context` (so tests can run it in-process).
protocol InkyRunnable: ParsableCommand {
    func run(in context: Context) throws
}

extension InkyRunnable {
    mutating func run() throws {
        try run(in: Context.process())
    }
}
