// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore
import InkyStore

/// What a command runs against: its environment, clock, input and output.
///
/// The real process gets one from `Context.process()`; tests build their own with memory buffers.
public final class Context {
    let environment: [String: String]
    let clock: WallClock
    let output: TextSink
    let errors: TextSink
    /// Raw input lines (standard input when piped).
    let input: LineSource
    let stdinIsTerminal: Bool
    let stdoutIsTerminal: Bool
    /// Makes the interactive line reader; nil when input is not a terminal.
    let makeInteractiveReader: (@Sendable (Context) -> any LineReader)?
    /// Waits in real time (the breathing exercise's pacing); tests pass one that records instead.
    let pause: @Sendable (TimeInterval) -> Void
    /// scrypt's cost for a new passphrase (`inky encrypt`, `inky passphrase`); tests pass a lower one.
    let keyDerivation: KDFParameters
    /// What opening the journal found: its theme, or that it is damaged.
    let journal = JournalFindings()

    public init(
        environment: [String: String], clock: WallClock, output: TextSink, errors: TextSink, input: LineSource,
        stdinIsTerminal: Bool = false, stdoutIsTerminal: Bool = false,
        makeInteractiveReader: (@Sendable (Context) -> any LineReader)? = nil,
        pause: @escaping @Sendable (TimeInterval) -> Void = { Thread.sleep(forTimeInterval: $0) },
        keyDerivation: KDFParameters = .standard
    ) {
        self.environment = environment
        self.clock = clock
        self.output = output
        self.errors = errors
        self.input = input
        self.stdinIsTerminal = stdinIsTerminal
        self.stdoutIsTerminal = stdoutIsTerminal
        self.makeInteractiveReader = makeInteractiveReader
        self.pause = pause
        self.keyDerivation = keyDerivation
    }

    /// The journal's `theme` setting, once a command has opened it (`.auto` before).
    var theme: Theme { journal.theme }

    /// The running process's context: file descriptors 0–2, the real environment and clock.
    static func process() throws -> Context {
        let environment = ProcessInfo.processInfo.environment
        let stdinTTY = isatty(0) == 1
        let readline: @Sendable (Context) -> any LineReader = { context in ReadlineLineReader(context: context) }
        return Context(
            environment: environment,
            clock: try WallClock.fromEnvironment(environment),
            output: FileSink(fd: 1),
            errors: FileSink(fd: 2),
            input: FileLineSource(fd: 0, limit: InputLimits.answerBytes),
            stdinIsTerminal: stdinTTY,
            stdoutIsTerminal: isatty(1) == 1,
            makeInteractiveReader: stdinTTY ? readline : nil)
    }

    /// Interactive: a person at a keyboard (stdin is a terminal).
    var interactive: Bool { stdinIsTerminal && makeInteractiveReader != nil }

    /// ANSI styling only for a person at a terminal who has not asked for none.
    var useColor: Bool {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty // https://no-color.org: set and not empty
        return interactive && stdoutIsTerminal && !noColor && environment["TERM"] != "dumb" && theme != .none
    }

    /// A style for output: real ANSI codes, or none.
    var style: Style { Style(enabled: useColor, theme: theme) }

    /// Writes a warning or error line to standard error.
    func warn(_ message: String) {
        errors.line(message)
        errors.flush()
    }

    /// The data folder chosen by `--home`, `INKY_HOME` or the XDG default.
    func location(home: String?) -> StoreLocation {
        if let home, !home.isEmpty { return StoreLocation(folder: URL(fileURLWithPath: home)) }
        return StoreLocation(folder: StoreLocation.defaultFolder(environment: environment))
    }

    /// Opens the journal, reporting warnings; a StoreError (exit 2) is reported by `Inky.run`.
    ///
    /// A command that may write proves the journal sound first: a damaged one exits 2 before anything is done.
    func openStore(home: String?) throws -> AppDatabase {
        let db = try openJournal(home: home)
        guard try db.isProvedSound() else { throw StoreError.corrupt(path: location(home: home).database.path) }
        return try housekeep(db)
    }

    /// What every opening does once the journal is known to be readable: warnings, the theme, the trash's
    /// old items, stale mood bands.
    private func housekeep(_ db: AppDatabase) throws -> AppDatabase {
        for warning in db.warnings { warn(Messages.storeWarning(warning)) }
        if let backup = db.migrationBackup { warn(Messages.migrated(backup: backup.path)) }
        journal.opened(theme: (try? db.setting(.person(.theme))).flatMap { $0 }.flatMap(Theme.init(rawValue:)) ?? .auto)
        try purgeOldTrash(db)
        try db.refreshStaleMoodBands(now: clock.now())
        return db
    }

    /// Opens the journal; a passphrase typed wrong at a terminal is asked again, up to `passphraseTries` in all.
    private func openJournal(home: String?) throws -> AppDatabase {
        let asking = stdinIsTerminal && (environment["INKY_PASSPHRASE"] ?? "").isEmpty
        var tries = 1
        while true {
            do {
                return try AppDatabase(location: location(home: home), passphrase: { try PassphraseReader(context: self).current() }, at: clock.now())
            } catch SealedError.wrongPassphrase where asking && tries < Self.passphraseTries {
                warn(Messages.passphraseTryAgain(left: Self.passphraseTries - tries))
                tries += 1
            }
        }
    }

    /// How many times a passphrase may be typed at a terminal before inky stops.
    static let passphraseTries = 3

    /// Deletes for good what has been in the trash longer than `AppDatabase.trashDays`, with a notice.
    private func purgeOldTrash(_ db: AppDatabase) throws {
        let now = clock.now()
        let cutoff = now.addingTimeInterval(-Double(AppDatabase.trashDays) * 86_400)
        guard try db.trashHasItems(removedBefore: cutoff) else { return }
        let count = try db.emptyTrash(removedBefore: cutoff, now: now)
        if count > 0 { warn(Messages.trashPurged(count, days: AppDatabase.trashDays)) }
    }

    /// Runs `body` against the opened journal (store failures are mapped to exit codes by `Inky.run`).
    /// `reading`: the command only reads, so where there is no journal yet it reads an empty one in memory
    /// and creates nothing.
    func withJournal<T>(home: String?, reading: Bool = false, _ body: (AppDatabase) throws -> T) throws -> T {
        try body(try reading ? openForReading(home: home) : openStore(home: home))
    }

    /// The journal for a command that only reads: an empty one in memory when there is none, so a look at
    /// an empty folder creates nothing in it.
    ///
    /// A damaged journal is read all the same, with nothing written to it (no housekeeping): the command
    /// shows what can be read, and `InkyCommand` then says the journal is damaged and exits 2.
    func openForReading(home: String?) throws -> AppDatabase {
        let location = location(home: home)
        guard AppDatabase.exists(in: location) else { return try AppDatabase.emptyInMemory(location: location) }
        let db = try openJournal(home: home)
        guard try db.isProvedSound() else {
            journal.readDamaged(at: location.database.path)
            return db
        }
        return try housekeep(db)
    }

    /// The data files, shipped and the person's own copies in `configFolder`.
    var catalogue: DataCatalogue { DataCatalogue(configFolder: configFolder) }

    /// The user's config folder: `$XDG_CONFIG_HOME/inky` or `~/.config/inky`.
    var configFolder: URL {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("inky")
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".config/inky")
    }
}
