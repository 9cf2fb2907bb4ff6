// SPDX-License-Identifier: GPL-3.0-or-later
import Synchronization

/// What opening the journal found during one command: the `theme` setting, and the path of a damaged
/// journal a reading command read what it could of.
///
/// The only state a `Context` learns while a command runs; set where the journal is opened, read by output
/// and by `Inky.run` at the end.
public final class JournalFindings: Sendable {
    private struct State {
        var theme: Theme = .auto
        var damagedPath: String?
    }

    private let state = Mutex(State())

    public init() {}

    /// The journal's `theme` setting (`.auto` until a journal is opened).
    public var theme: Theme { state.withLock { $0.theme } }
    /// The path of a damaged journal read by a reading command, if one was.
    public var damagedPath: String? { state.withLock { $0.damagedPath } }

    func opened(theme: Theme) { state.withLock { $0.theme = theme } }
    func readDamaged(at path: String) { state.withLock { $0.damagedPath = path } }
}
