// SPDX-License-Identifier: GPL-3.0-or-later
// While the editor runs: a signal handler that notes SIGTERM or SIGHUP and passes it on to the
// editor, and the wait-status macros. Swift 6 may not touch C globals nor call macros, and a
// signal handler may only touch async-signal-safe state, so both live here.
#ifndef INKY_EDITOR_GUARD_SHIM_H
#define INKY_EDITOR_GUARD_SHIM_H
#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>

static volatile sig_atomic_t inky_editor_guard_child = 0;
static volatile sig_atomic_t inky_editor_guard_caught = 0;

/// The handler for SIGTERM and SIGHUP while the editor runs: notes the signal and passes it on.
static inline void inky_editor_guard_handler(int sig) {
    inky_editor_guard_caught = sig;
    pid_t child = (pid_t)inky_editor_guard_child;
    if (child > 0) kill(child, sig);
}

/// Starts guarding: no editor yet, no signal caught.
static inline void inky_editor_guard_reset(void) { inky_editor_guard_child = 0; inky_editor_guard_caught = 0; }
/// The editor the handler passes signals on to (0 for none).
static inline void inky_editor_guard_set_child(pid_t child) { inky_editor_guard_child = child; }
/// The signal caught while guarding, or 0.
static inline int inky_editor_guard_caught_signal(void) { return inky_editor_guard_caught; }

/// The exit code of a child that exited, or -1 when a signal ended it.
static inline int inky_wait_exit_code(int status) { return WIFEXITED(status) ? WEXITSTATUS(status) : -1; }
#endif
