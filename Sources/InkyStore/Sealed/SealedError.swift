// SPDX-License-Identifier: GPL-3.0-or-later

/// Why an encrypted journal could not be opened, converted or written. Never carries journal text.
public enum SealedError: Error, Sendable, Equatable {
    /// The file does not start with an encrypted inky journal's header.
    case notSealed
    /// The header or the sealed body is damaged (the key check passed, the content did not authenticate).
    case damaged
    /// A format version this inky does not know.
    case unsupported(version: Int)
    /// The journal is encrypted and no passphrase was given.
    case passphraseNeeded
    /// The passphrase does not open this journal.
    case wrongPassphrase
    /// `inky encrypt` on a journal that is already encrypted.
    case alreadyEncrypted
    /// `inky decrypt` or `inky passphrase` on a journal that is not encrypted.
    case notEncrypted
    /// There is no journal to convert.
    case noJournal
    /// Another inky process has the journal open, so it cannot be converted now.
    case inUse
    /// An empty passphrase, or two typings that differ.
    case passphraseRejected(reason: String)
}
