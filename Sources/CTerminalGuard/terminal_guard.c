// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminal_guard.h"
#include <signal.h>
#include <stddef.h>

static volatile sig_atomic_t guarded_fd = -1;
static struct termios saved_settings;
static struct sigaction previous[4];
static const int guarded_signals[4] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };

// tcsetattr is async-signal-safe; the signal is then taken as it would have been.
static void restore_and_reraise(int sig) {
    int fd = (int)guarded_fd;
    if (fd >= 0) tcsetattr(fd, TCSAFLUSH, &saved_settings);
    signal(sig, SIG_DFL);
    raise(sig);
}

void inky_terminal_guard(int fd, const struct termios *saved) {
    saved_settings = *saved;
    guarded_fd = fd;
    struct sigaction action;
    action.sa_handler = restore_and_reraise;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    for (int i = 0; i < 4; i++) sigaction(guarded_signals[i], &action, &previous[i]);
}

void inky_terminal_unguard(void) {
    for (int i = 0; i < 4; i++) sigaction(guarded_signals[i], &previous[i], NULL);
    guarded_fd = -1;
}
