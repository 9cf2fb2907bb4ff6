// SPDX-License-Identifier: GPL-3.0-or-later
import CTerminalGuard
import Foundation
import InkyStore

/// Where a passphrase comes from: `INKY_PASSPHRASE` (and `INKY_NEW_PASSPHRASE` for a new one),
/// else a prompt on the terminal with echo off. Never from a command-line argument, never logged.
struct PassphraseReader {
    let context: Context

    /// The current passphrase, or nil when none can be had (no variable and no terminal).
    func current() throws -> [UInt8]? {
        if let value = context.environment["INKY_PASSPHRASE"], !value.isEmpty { return Array(value.utf8) }
        guard context.stdinIsTerminal else { return nil }
        return try Self.prompt(Messages.passphrasePrompt)
    }

    /// The fewest characters a new passphrase may have: a short one falls to guessing whatever the key
    /// derivation costs.
    static let minimumCharacters = 8

    /// A new passphrase: from `variable`, else typed twice at the terminal (they must match), at least
    /// `minimumCharacters` long.
    func new(variable: String) throws -> [UInt8]? {
        if let value = context.environment[variable] {
            try Self.check(Array(value.utf8))
            return Array(value.utf8)
        }
        guard context.stdinIsTerminal else { return nil }
        guard let first = try Self.prompt(variable == "INKY_NEW_PASSPHRASE" ? Messages.newPassphrasePrompt : Messages.passphrasePrompt)
        else { throw SealedError.passphraseRejected(reason: Messages.emptyPassphrase) }
        try Self.check(first)
        guard try Self.prompt(Messages.repeatPassphrasePrompt) == first else {
            throw SealedError.passphraseRejected(reason: Messages.passphrasesDiffer)
        }
        return first
    }

    /// Refuses an empty or short new passphrase, saying why (nothing is changed).
    static func check(_ passphrase: [UInt8]) throws {
        guard !passphrase.isEmpty else { throw SealedError.passphraseRejected(reason: Messages.emptyPassphrase) }
        let characters = String(decoding: passphrase, as: UTF8.self).count
        guard characters >= minimumCharacters else {
            throw SealedError.passphraseRejected(reason: Messages.shortPassphrase(characters, minimum: minimumCharacters))
        }
    }

    /// Asks on the controlling terminal with echo off; restores the terminal afterwards.
    static func prompt(_ text: String) throws -> [UInt8]? {
        let fd = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var saved = termios()
        let isTTY = tcgetattr(fd, &saved) == 0
        if isTTY {
            var quiet = saved
            quiet.c_lflag &= ~tcflag_t(ECHO)
            quiet.c_lflag |= tcflag_t(ECHONL)
            // A signal that ends inky mid-prompt puts the terminal back first (echo on), whatever the shell does.
            inky_terminal_guard(fd, &saved)
            _ = tcsetattr(fd, TCSAFLUSH, &quiet)
        }
        defer {
            if isTTY {
                _ = tcsetattr(fd, TCSAFLUSH, &saved)
                inky_terminal_unguard()
            }
        }
        // The prompt comes once echo is off (TCSAFLUSH drops what was typed ahead, which was echoed).
        _ = text.withCString { write(fd, $0, strlen($0)) }
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while read(fd, &byte, 1) == 1 {
            if byte == 0x0A || byte == 0x0D { return line }
            line.append(byte)
            if line.count > 4096 { break }
        }
        return line.isEmpty ? nil : line
    }
}
