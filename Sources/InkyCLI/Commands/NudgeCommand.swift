// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import InkyCore

/// `inky nudge`: one gentle line when today has no reflection and the reminder time has passed;
/// nothing otherwise. Meant for a shell start-up file, so it creates no journal where there is none.
struct NudgeCommand: InkyRunnable {
    static let configuration = CommandConfiguration(commandName: "nudge", abstract: Messages.Help.nudge)
    @OptionGroup var global: GlobalOptions

    func run(in context: Context) throws {
        let location = context.location(home: global.home)
        if FileManager.default.fileExists(atPath: location.sealedDatabase.path) {
            // Encrypted: a shell start-up file must never stop to ask for a passphrase.
            guard !(context.environment["INKY_PASSPHRASE"] ?? "").isEmpty else { return }
        } else if !FileManager.default.fileExists(atPath: location.database.path) {
            return
        }
        try context.withJournal(home: global.home) { db in
            let reminder = try db.setting(.person(.reminder)) ?? Messages.defaultReminder
            let parts = reminder.split(separator: ":").compactMap { Int($0) }
            guard parts.count == 2 else { return }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = context.clock.timeZone
            let now = calendar.dateComponents([.hour, .minute], from: context.clock.now())
            let passed = (now.hour ?? 0, now.minute ?? 0) >= (parts[0], parts[1])
            if passed, try !db.hasReflection(on: context.clock.today) {
                context.output.line(Messages.nudgeLine)
            }
        }
    }
}
