// SPDX-License-Identifier: GPL-3.0-or-later
import CEditorGuard
import Foundation

/// Runs the person's editor in the foreground of their terminal, as git and jrnl do.
///
/// The editor starts through `/bin/sh -c` (so `EDITOR="code -w"` works) with `posix_spawn`, in
/// inky's own process group (the terminal's foreground group, so it may read the terminal) and
/// with inky's standard input, output and error. While it runs inky ignores SIGINT and SIGQUIT
/// (Ctrl-C and Ctrl-\ are the editor's to handle) and passes SIGTERM and SIGHUP on to it; once
/// the editor has ended, such a signal runs `onStopSignal` and then ends inky as it would have.
enum EditorProcess {
    /// How the editor ended.
    enum Outcome: Equatable {
        /// It exited with this code.
        case exited(Int32)
        /// A signal ended it.
        case signalled
        /// It could not be started.
        case notStarted
    }

    /// The signals inky passes on to the editor, and then ends with.
    private static let stopSignals: [Int32] = [SIGTERM, SIGHUP]
    /// The signals inky ignores while the editor runs.
    private static let ignoredSignals: [Int32] = [SIGINT, SIGQUIT]

    /// Runs `editor` on `file` and waits for it; `onStopSignal` cleans up before a stop signal ends inky.
    static func run(editor: String, file: String, environment: [String: String],
                    onStopSignal: () -> Void) -> Outcome {
        inky_editor_guard_reset()
        var saved: [Int32: sigaction] = [:]
        for signal in ignoredSignals { saved[signal] = install(signal, handler: SIG_IGN) }
        for signal in stopSignals { saved[signal] = install(signal, handler: inky_editor_guard_handler) }
        var unblock = sigset_t(), previousMask = sigset_t()
        sigemptyset(&unblock)
        for signal in stopSignals { sigaddset(&unblock, signal) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, &previousMask)
        defer {
            pthread_sigmask(SIG_SETMASK, &previousMask, nil)
            for (signal, action) in saved {
                var action = action
                sigaction(signal, &action, nil)
            }
        }

        let outcome: Outcome
        if let child = spawn(arguments: ["/bin/sh", "-c", editor + " \"$1\"", "inky-editor", file],
                             environment: environment) {
            inky_editor_guard_set_child(child)
            if inky_editor_guard_caught_signal() != 0 { kill(child, inky_editor_guard_caught_signal()) }
            outcome = wait(for: child)
            inky_editor_guard_set_child(0)
        } else {
            outcome = .notStarted
        }
        let caught = inky_editor_guard_caught_signal()
        if caught != 0 {
            onStopSignal()
            var action = sigaction()
            action.__sigaction_handler.sa_handler = SIG_DFL
            sigemptyset(&action.sa_mask)
            sigaction(caught, &action, nil)
            var only = sigset_t()
            sigemptyset(&only)
            sigaddset(&only, caught)
            pthread_sigmask(SIG_UNBLOCK, &only, nil)
            raise(caught)
            exit(128 + caught) // not reached: the signal's default action ends inky
        }
        return outcome
    }

    /// Sets `signal`'s handler (without SA_RESTART, so a wait is interrupted) and returns the old action.
    private static func install(_ signal: Int32, handler: __sighandler_t?) -> sigaction {
        var action = sigaction(), old = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, &old)
        return old
    }

    /// Starts `arguments` in inky's process group with its standard streams and default signal
    /// handling; nil when it could not be started. (inky's other files are opened close-on-exec.)
    private static func spawn(arguments: [String], environment: [String: String]) -> pid_t? {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t(), mask = sigset_t()
        sigemptyset(&defaults)
        for signal in ignoredSignals + stopSignals + [SIGPIPE] { sigaddset(&defaults, signal) }
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child = pid_t()
        let status = posix_spawn(&child, "/bin/sh", nil, &attributes, argv, envp)
        return status == 0 ? child : nil
    }

    /// Waits for `child` to end, through interruptions.
    private static func wait(for child: pid_t) -> Outcome {
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 {
            guard errno == EINTR else { return .signalled }
        }
        let code = inky_wait_exit_code(status)
        return code >= 0 ? .exited(code) : .signalled
    }
}
