// SPDX-License-Identifier: GPL-3.0-or-later
// sqlite3_db_config is variadic, so Swift cannot call it: these wrappers can.
#include <sqlite3.h>

/// Keeps the connection from checkpointing its database when it closes: a journal inky refuses
/// (from a newer inky, say) is then left byte for byte as it was found.
static inline int inky_sqlite_no_checkpoint_on_close(sqlite3 *db) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
}
