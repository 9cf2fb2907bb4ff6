// SPDX-License-Identifier: GPL-3.0-or-later

/// What opening the journal found during one command: the `theme` setting, and the path of a damaged
/// journal a reading command read what it could of.
///
/// The only state a `Context` learns while a command runs; set where the journal is opened, read by output
/// and by `Inky.run` at the end.
final class JournalFindings {
    /// The journal's `theme` setting (`.auto` until a journal is opened).
    private(set) var theme: Theme = .auto
    /// The path of a damaged journal read by a reading command, if one was.
    private(set) var damagedPath: String?

    func opened(theme: Theme) { self.theme = theme }
    func readDamaged(at path: String) { damagedPath = path }
}
