// SPDX-License-Identifier: GPL-3.0-or-later
import CReadline
import Foundation
import InkyCore

// readline's callback interface calls plain C functions, so the little state they share lives here.
nonisolated(unsafe) private var arrivedLine: UnsafeMutablePointer<CChar>?
nonisolated(unsafe) private var lineArrived = false
nonisolated(unsafe) private var interruptWriteFD: Int32 = -1
nonisolated(unsafe) private var pendingCompletions: [String] = []
nonisolated(unsafe) private var offeredTags: [String] = []

private let lineHandler: @convention(c) (UnsafeMutablePointer<CChar>?) -> Void = { line in
    arrivedLine = line
    lineArrived = true
    rl_callback_handler_remove()
}

private let interruptHandler: @convention(c) (Int32) -> Void = { _ in
    var byte: UInt8 = 1
    _ = write(interruptWriteFD, &byte, 1)
}

private let completionHook: @convention(c) (UnsafePointer<CChar>?, Int32, Int32)
    -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = { text, start, _ in
    inky_rl_set_attempted_completion_over(1) // never fall back to file names
    guard let text else { return nil }
    let typed = String(cString: text)
    guard start == 0 || typed.hasPrefix("#") else { return nil }
    return rl_completion_matches(text, completionGenerator)
}

private let completionGenerator: @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>? = { text, state in
    if state == 0 {
        let typed = text.map { String(cString: $0) } ?? ""
        pendingCompletions = typed.hasPrefix("#") ? TagCompletion.matches(of: typed, among: offeredTags)
                                                  : SlashCommand.completions(of: typed)
    }
    guard !pendingCompletions.isEmpty else { return nil }
    return strdup(pendingCompletions.removeFirst())
}

/// The interactive reader: GNU readline with editing, in-memory history and Tab completion of
/// slash commands.
///
/// Ctrl-C clears the current line; on an empty line it shows a hint, and a second Ctrl-C ends
/// the session (answers are already saved). Ctrl-D on an empty line ends it too. History stays
/// in memory unless the person opts in (`inky config set history on`), since it holds journal text.
final class ReadlineLineReader: LineReader {
    private let context: Context
    private var historyFile: String?
    private var interruptReadFD: Int32 = -1
    /// Keystroke timing for the typing-rhythm signal; only its aggregates ever leave this reader.
    private var recorder = TypingRhythm.Recorder()
    private let started = ContinuousClock.now

    var typingRhythm: TypingRhythm? { recorder.rhythm }

    func offerTags(_ tags: [String]) { offeredTags = tags }

    init(context: Context) {
        self.context = context
        inky_rl_set_readline_name("inky")
        inky_rl_set_catch_signals(0)
        inky_rl_set_attempted_completion(completionHook)
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            interruptReadFD = fds[0]
            interruptWriteFD = fds[1]
            _ = fcntl(fds[0], F_SETFL, O_NONBLOCK)
            _ = fcntl(fds[1], F_SETFL, O_NONBLOCK)
        }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = interruptHandler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        // A parent may have left SIGINT blocked (test runners do); a person's Ctrl-C must arrive.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    func keepHistory(in path: String) {
        historyFile = path
        _ = read_history(path)
    }

    func readLine(prompt: String) -> ReadResult {
        context.output.flush()
        lineArrived = false
        arrivedLine = nil
        var interruptedOnEmpty = false
        rl_callback_handler_install(prompt, lineHandler)
        while !lineArrived {
            var fds = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: interruptReadFD, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                rl_callback_handler_remove()
                return .end
            }
            if fds[1].revents & Int16(POLLIN) != 0 {
                var drain = [UInt8](repeating: 0, count: 64)
                _ = read(interruptReadFD, &drain, drain.count)
                let wasEmpty = inky_rl_end() == 0
                inky_rl_cancel_line()
                if wasEmpty && interruptedOnEmpty {
                    rl_callback_handler_remove()
                    context.output.line("")
                    context.output.flush()
                    return .end
                }
                context.output.line("")
                if wasEmpty {
                    interruptedOnEmpty = true
                    context.output.line(context.style.dim(Messages.interruptHint))
                } else {
                    interruptedOnEmpty = false
                }
                context.output.flush()
                rl_on_new_line()
                rl_redisplay()
                continue
            }
            if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                let before = inky_rl_end()
                rl_callback_read_char()
                if !lineArrived {
                    let after = inky_rl_end()
                    let elapsed = ContinuousClock.now - started
                    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
                    // One key changes the line by one character (1–4 bytes of UTF-8); a bigger jump is a
                    // paste or a completion, not typing.
                    if (1...4).contains(after - before) { recorder.record(.insert, at: seconds) }
                    if (1...4).contains(before - after) { recorder.record(.delete, at: seconds) }
                    if after > 0 { interruptedOnEmpty = false }
                }
            }
        }
        guard let pointer = arrivedLine else {
            context.output.line("")
            return .end // Ctrl-D on an empty line
        }
        defer { free(pointer) }
        let length = strlen(pointer)
        let decoded = pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
            SafeText.decode(UnsafeBufferPointer(start: $0, count: length))
        }
        if length > InputLimits.answerBytes {
            context.warn(Messages.lineTooLong(line: 1, bytes: length, limit: InputLimits.answerBytes))
            return .rejected
        }
        if !decoded.text.trimmingCharacters(in: .whitespaces).isEmpty { add_history(pointer) }
        return .line(decoded.text)
    }

    func finish() {
        if let historyFile {
            _ = write_history(historyFile)
            chmod(historyFile, 0o600)
        }
        // inky's SIGINT handler stays installed until the process exits, so a Ctrl-C typed while
        // the last lines print cannot kill it with exit 130; it only writes to the pipe.
    }
}
