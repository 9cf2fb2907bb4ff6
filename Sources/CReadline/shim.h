// SPDX-License-Identifier: GPL-3.0-or-later
// readline for Swift: Swift 6 may not touch readline's C globals, so they are set and read here.
#ifndef INKY_READLINE_SHIM_H
#define INKY_READLINE_SHIM_H
#include <stdio.h>
#include <stdlib.h>
#include <readline/readline.h>
#include <readline/history.h>

static inline void inky_rl_set_readline_name(const char *name) { rl_readline_name = name; }
static inline void inky_rl_set_catch_signals(int on) { rl_catch_signals = on; rl_catch_sigwinch = 1; }
static inline void inky_rl_set_attempted_completion(rl_completion_func_t *function) { rl_attempted_completion_function = function; }
static inline void inky_rl_set_attempted_completion_over(int over) { rl_attempted_completion_over = over; }
static inline void inky_rl_set_completion_append_character(int c) { rl_completion_append_character = c; }
static inline int inky_rl_end(void) { return rl_end; }
static inline int inky_rl_point(void) { return rl_point; }
static inline const char *inky_rl_line_buffer(void) { return rl_line_buffer; }
static inline void inky_rl_set_done(int done) { rl_done = done; }
/// Drops the line being edited and moves to a fresh line, as after Ctrl-C in a shell.
static inline void inky_rl_cancel_line(void) {
    rl_free_line_state();
    rl_callback_sigcleanup();
    rl_replace_line("", 0);
    rl_point = 0;
    rl_end = 0;
    rl_mark = 0;
}
#endif
