// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import InkyCore
import InkyStore

/// The `inky` command: subcommands, with `reflect` as the default.
struct InkyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inky",
        abstract: Messages.Help.abstract,
        discussion: Messages.Help.discussion,
        version: Messages.version,
        subcommands: [ReflectCommand.self, WriteCommand.self, EntryCommand.self, ReflectionsCommand.self, TodoCommand.self, GoalCommand.self, LogCommand.self,
                      SearchCommand.self, ShowCommand.self, DayCommand.self, CalendarCommand.self, TrashCommand.self, SummaryCommand.self, MoodCommand.self,
                      AnalyzeCommand.self, TagsCommand.self, AffirmCommand.self, NudgeCommand.self, ExportCommand.self, ImportCommand.self,
                      ConfigCommand.self, LintCommand.self,
                      EncryptCommand.self, DecryptCommand.self, PassphraseCommand.self, DoctorCommand.self, BackupCommand.self],
        defaultSubcommand: ReflectCommand.self)
}

/// The process entry point: one top-level error handler mapping every failure to its exit code.
public enum Inky {
    /// Runs inky with the process's arguments and exits.
    public static func main() -> Never {
        umask(0o077) // every file inky creates is owner-only
        signal(SIGPIPE, SIG_IGN) // a closed pipe ends output quietly instead of killing the process
        signal(SIGXFSZ, SIG_IGN) // over a file-size limit, a write fails (exit 2, nothing lost) instead of killing the process
        let context: Context
        do {
            context = try Context.process()
        } catch {
            let message = (error as? InkyFailure)?.message ?? Messages.unexpected
            FileHandle.standardError.write(Data(("inky: " + message + "\n").utf8))
            exit((error as? InkyFailure)?.exitCode ?? 1)
        }
        let code = run(arguments: Array(CommandLine.arguments.dropFirst()), context: context)
        context.output.flush()
        context.errors.flush()
        exit(code)
    }

    /// Parses and runs one command line against `context`; returns the exit code.
    public static func run(arguments: [String], context: Context) -> Int32 {
        do {
            var command: any ParsableCommand
            do {
                command = try InkyCommand.parseAsRoot(arguments)
            } catch {
                // A mistyped command name gets the closest real one, not another command's usage.
                guard let suggestion = CommandSuggestion.message(for: arguments) else { throw error }
                context.warn("inky: " + suggestion)
                return 1
            }
            if let runnable = command as? any InkyRunnable {
                try runnable.run(in: context)
            } else {
                try command.run()
            }
            // A reading command shows what it could of a damaged journal, then says so.
            if let damaged = context.journal.damagedPath { throw InkyFailure.data(Messages.readDamaged(damaged)) }
            context.output.flush()
            return 0
        } catch let failure as InkyFailure {
            context.output.flush()
            context.warn("inky: " + SafeText.forTerminal(failure.message, keepNewlines: true))
            return failure.exitCode
        } catch let error as StoreError {
            // Any store failure, wherever a command meets it: nothing more was written (exit 2).
            context.output.flush()
            context.warn("inky: " + SafeText.forTerminal(Messages.store(error), keepNewlines: true)) // paths may hold escape codes
            return 2
        } catch let error as SealedError {
            // An encrypted journal's problem (no or wrong passphrase, damaged, in use): nothing was changed.
            context.output.flush()
            context.warn("inky: " + SafeText.forTerminal(Messages.sealed(error), keepNewlines: true))
            if case .passphraseRejected = error { return 1 }
            return 2
        } catch let missing as TagNotFound {
            context.output.flush()
            context.warn("inky: " + Messages.noSuchTag(SafeText.forTerminal(missing.name)))
            return 1
        } catch let taken as TagNameTaken {
            context.output.flush()
            context.warn("inky: " + Messages.tagNameTaken(SafeText.forTerminal(taken.name)))
            return 1
        } catch let limit as TagLimitReached {
            context.output.flush()
            context.warn("inky: " + Messages.tagLimit(limit.existing.map { SafeText.forTerminal($0) }))
            return 1
        } catch {
            context.output.flush()
            let code = InkyCommand.exitCode(for: error)
            let message = InkyCommand.fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { context.output.line(message) }
                context.output.flush()
                return 0
            }
            context.warn(message)
            return 1 // usage: 1 for every usage or validation error (the README's "Exit codes")
        }
    }
}
