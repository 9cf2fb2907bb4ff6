// SPDX-License-Identifier: GPL-3.0-or-later
// While a passphrase is read with echo off: the terminal as it was, put back by a signal handler before
// the signal (Ctrl-C, a hang-up, a kill) ends inky, so echo never stays off under a shell that does not
// restore it (sh). A signal handler may only touch async-signal-safe state, so it lives in C.
#ifndef INKY_TERMINAL_GUARD_H
#define INKY_TERMINAL_GUARD_H
#include <termios.h>

/// Guards the terminal `fd`, whose settings before were `saved`, until `inky_terminal_unguard`.
void inky_terminal_guard(int fd, const struct termios *saved);
/// Stops guarding: the signal handlers from before are back.
void inky_terminal_unguard(void);
#endif
