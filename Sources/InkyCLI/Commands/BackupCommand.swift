// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import InkyCore
import InkyStore

/// `inky backup [FILE]`: a consistent copy of the journal, also while another inky writes.
struct BackupCommand: InkyRunnable {
    static let configuration = CommandConfiguration(commandName: "backup", abstract: Messages.PrivacyHelp.backup)
    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp(Messages.PrivacyHelp.backupFile, valueName: "file")) var file: String?

    func run(in context: Context) throws {
        let destination = file.map { URL(fileURLWithPath: ($0 as NSString).expandingTildeInPath).standardizedFileURL }
        if let destination, FileManager.default.fileExists(atPath: destination.path) {
            throw InkyFailure.usage(Messages.backupExists(destination.path))
        }
        let db = try context.openStore(home: global.home)
        let url = try db.backup(to: destination, now: context.clock.now())
        context.output.line(SafeText.forTerminal(Messages.backupWritten(url.path, sealed: db.isEncrypted)))
    }
}
