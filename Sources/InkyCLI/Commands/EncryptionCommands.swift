// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import InkyCore
import InkyStore

/// `inky encrypt`: seals the journal in place with a passphrase (README, "Privacy and safety").
struct EncryptCommand: InkyRunnable {
    static let configuration = CommandConfiguration(commandName: "encrypt", abstract: Messages.PrivacyHelp.encrypt)
    @OptionGroup var global: GlobalOptions

    func run(in context: Context) throws {
        let location = context.location(home: global.home)
        let fm = FileManager.default
        let sealed = fm.fileExists(atPath: location.sealedDatabase.path)
        let plain = fm.fileExists(atPath: location.database.path)
        if sealed && !plain { throw SealedError.alreadyEncrypted }
        if !sealed && !plain { throw SealedError.noJournal }
        // Finishing an interrupted encrypt needs the passphrase it used; a first encrypt asks for a new one, twice.
        let reader = PassphraseReader(context: context)
        guard let passphrase = try sealed ? reader.current() : reader.new(variable: "INKY_PASSPHRASE") else {
            throw InkyFailure.data(Messages.encryptNeedsPassphrase)
        }
        let report = try JournalConversion.encrypt(location, passphrase: passphrase, at: context.clock.now(), kdf: context.keyDerivation)
        for line in Messages.encrypted(report, file: location.sealedDatabase.path) { context.output.line(SafeText.forTerminal(line)) }
    }
}

/// `inky decrypt`: turns an encrypted journal back into a plain SQLite file.
struct DecryptCommand: InkyRunnable {
    static let configuration = CommandConfiguration(commandName: "decrypt", abstract: Messages.PrivacyHelp.decrypt)
    @OptionGroup var global: GlobalOptions

    func run(in context: Context) throws {
        let location = context.location(home: global.home)
        guard FileManager.default.fileExists(atPath: location.sealedDatabase.path) else {
            throw FileManager.default.fileExists(atPath: location.database.path) ? SealedError.notEncrypted : SealedError.noJournal
        }
        guard let passphrase = try PassphraseReader(context: context).current() else { throw SealedError.passphraseNeeded }
        let report = try JournalConversion.decrypt(location, passphrase: passphrase, at: context.clock.now())
        for line in Messages.decrypted(report, file: location.database.path) { context.output.line(SafeText.forTerminal(line)) }
    }
}

/// `inky passphrase`: re-keys the encrypted journal with a new passphrase and a new salt.
struct PassphraseCommand: InkyRunnable {
    static let configuration = CommandConfiguration(commandName: "passphrase", abstract: Messages.PrivacyHelp.passphrase)
    @OptionGroup var global: GlobalOptions

    func run(in context: Context) throws {
        let location = context.location(home: global.home)
        guard FileManager.default.fileExists(atPath: location.sealedDatabase.path) else {
            throw FileManager.default.fileExists(atPath: location.database.path) ? SealedError.notEncrypted : SealedError.noJournal
        }
        let reader = PassphraseReader(context: context)
        guard let old = try reader.current() else { throw SealedError.passphraseNeeded }
        guard let new = try reader.new(variable: "INKY_NEW_PASSPHRASE") else {
            throw InkyFailure.data(Messages.rekeyNeedsNewPassphrase)
        }
        let report = try JournalConversion.rekey(location, from: old, to: new, at: context.clock.now(), kdf: context.keyDerivation)
        for line in Messages.rekeyed(report) { context.output.line(SafeText.forTerminal(line)) }
    }
}
