// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyStore

/// Where `inky write` keeps the editor's draft: the data folder, or, beside an encrypted journal,
/// a memory-backed folder (`$XDG_RUNTIME_DIR`, else `/dev/shm`) so no plain text lands next to it.
/// The editor's own swap and backup files are beyond inky's reach (README, "Privacy and safety").
enum DraftFolder {
    static func choose(for db: AppDatabase, context: Context) -> URL {
        guard db.isEncrypted else { return db.location.folder }
        var candidates: [String] = []
        if let runtime = context.environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") { candidates.append(runtime) }
        candidates += ["/dev/shm", NSTemporaryDirectory()]
        for path in candidates where access(path, W_OK | X_OK) == 0 { return URL(fileURLWithPath: path) }
        return db.location.folder
    }
}
