// SPDX-License-Identifier: GPL-3.0-or-later

/// What a reflection turn asks its caller to do, in order: store, show, or both.
///
/// The turn decides; the caller only carries these out (the store gives ids, the terminal shows text).
public enum ReflectionEffect: Sendable {
    /// A line of the flow (a greeting, an acknowledgement).
    case say(state: String, text: String)
    /// A question: remember that it was asked (its rule and wording), then show it.
    case ask(AskedQuestion)
    /// A short line about what just happened (`ReflectionNote`), worded by the caller.
    case note(ReflectionNote)
    /// Keep an answer, committed before anything else happens; then show how it read and tag the reflection.
    case saveAnswer(state: String, questionID: String, question: String, answer: String, analysis: TextAnalysis)
    /// Keep a next step as a todo linked to this reflection. `openSteps` is set when, with this one, more
    /// steps from reflections are open than the settings allow: say how many and how to review them.
    case saveTodo(String, openSteps: Int?)
    /// Keep a next step as a goal (its text without the goal prefix).
    case saveGoal(String)
    /// Keep the intention a weekly reflection ends with, as a goal for the week ahead.
    case saveIntention(String)
    /// The person said the last step is done: mark its todo done and say how to undo that.
    case closeTodo(id: Int64, text: String)
    /// The safety screen spoke: show `message` (the calm message and resources, or the lead-in to a question).
    case safety(SafetyFinding, message: String)
    /// `/why`: the waiting question's reason in plain words, then the question again.
    case why(AskedQuestion)
    /// The week at a glance (nothing stored), then the waiting question again.
    case showWeek(then: AskedQuestion)
    /// `/attach PATH`: read the photo; the caller hands its colour signal back with `ReflectionTurn.attach`.
    case attach(path: String)
    /// The reflection is over: close the session, store the mood reading (`ReflectionTurn.moodRecord`),
    /// and say what was saved. `quietly`: after a safety message the reading is stored but not shown.
    case end(ReflectionSession.EndReason, quietly: Bool, questions: Int, answers: Int)
}

/// A line a turn has to say that is not part of the flow; the caller words it (all text in one place).
public enum ReflectionNote: Sendable, Hashable {
    /// `/help`.
    case help
    /// An empty line at a keyboard: a pause, not an answer.
    case pause
    case unknownCommand(String)
    case moodNoted(Int)
    case moodNeedsRating
    /// `/feel` words, as the person typed them (the caller neutralises them for the terminal).
    case feelNoted([String])
    case feelNeedsWords
    case attachNeedsPath
    /// The next step was filler ("nothing", "idk"): nothing saved, and that is fine.
    case nextStepNothing
    /// The intention was filler: nothing saved.
    case intentionNothing
    /// "Not yet" to the last step: its todo stays open and comes back next time.
    case lastStepKept(id: Int64)
}
