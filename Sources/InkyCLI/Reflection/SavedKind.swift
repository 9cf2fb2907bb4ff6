// SPDX-License-Identifier: GPL-3.0-or-later

/// What a reflection saved, as its `saved` event names it in `--json`.
enum SavedKind: String, Sendable {
    /// One answer to one question.
    case qa
    /// A next step saved as a todo.
    case todo
    /// A next step saved as a goal's step, or a goal.
    case goal
    /// The last next step, closed because the person said they did it.
    case todoDone = "todo-done"
    /// The reflection's mood reading.
    case mood
}
