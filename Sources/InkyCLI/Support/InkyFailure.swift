// SPDX-License-Identifier: GPL-3.0-or-later

/// A failure with its documented exit code and a message that says what happened and how to mend it.
///
/// Exit codes (the README's "Exit codes"): 1 usage or validation, 2 data (store unreadable, wrong passphrase,
/// nothing written), 3 refused for safety (e.g. a future date).
struct InkyFailure: Error, Sendable, Equatable {
    var exitCode: Int32
    var message: String

    static func usage(_ message: String) -> InkyFailure { InkyFailure(exitCode: 1, message: message) }
    static func data(_ message: String) -> InkyFailure { InkyFailure(exitCode: 2, message: message) }
    static func refused(_ message: String) -> InkyFailure { InkyFailure(exitCode: 3, message: message) }
}
