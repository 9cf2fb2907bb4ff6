// SPDX-License-Identifier: GPL-3.0-or-later

/// What the store reads for a summary: the period and the one before it, and nothing older
/// (except the unbroken run of reflection days a streak needs).
public struct SummaryInput: Sendable {
    /// A topic or keyword of one answer.
    public struct Term: Sendable, Hashable {
        public enum Kind: String, Sendable { case topic, keyword }
        public var kind: Kind
        public var term: String
        public var day: Day
        public var valence: Double
        public init(kind: Kind, term: String, day: Day, valence: Double) {
            self.kind = kind
            self.term = term
            self.day = day
            self.valence = valence
        }
    }

    /// One reflection session that had answers.
    public struct Reflection: Sendable, Hashable {
        public var day: Day
        public var answers: Int
        /// Minutes from start to end; nil when it never ended cleanly.
        public var minutes: Double?
        public init(day: Day, answers: Int, minutes: Double?) {
            self.day = day
            self.answers = answers
            self.minutes = minutes
        }
    }

    /// Todos counted for the period.
    public struct Todos: Sendable, Hashable {
        /// Added on a day of the period.
        public var added = 0
        /// Of those, how many are done now.
        public var addedDone = 0
        /// Marked done during the period (whenever they were added).
        public var done = 0
        /// Open now, whenever added.
        public var open = 0
        public init(added: Int = 0, addedDone: Int = 0, done: Int = 0, open: Int = 0) {
            self.added = added
            self.addedDone = addedDone
            self.done = done
            self.open = open
        }
    }

    /// A goal that was open during the period or reached in it.
    public struct Goal: Sendable, Hashable {
        /// The goal's number, as `inky goal list` shows it.
        public var id: Int64
        public var text: String
        public var progress: Int
        public var steps: Int
        public var stepsDone: Int
        /// Steps marked done during the period.
        public var stepsDoneInPeriod: Int
        /// Reached during the period.
        public var completedInPeriod: Bool
        public init(id: Int64, text: String, progress: Int, steps: Int, stepsDone: Int, stepsDoneInPeriod: Int, completedInPeriod: Bool) {
            self.id = id
            self.text = text
            self.progress = progress
            self.steps = steps
            self.stepsDone = stepsDone
            self.stepsDoneInPeriod = stepsDoneInPeriod
            self.completedInPeriod = completedInPeriod
        }
    }

    public var period: SummaryPeriod
    /// Readings of both periods, oldest first.
    public var readings: [SummaryReading] = []
    /// Topics and keywords of answers in both periods.
    public var terms: [Term] = []
    /// (day, tag) for entries and todos of both periods.
    public var tags: [(day: Day, tag: String)] = []
    /// Reflections of the period.
    public var reflections: [Reflection] = []
    /// The run of days with a reflection ending on the period's last day or the day before.
    public var streakRun: Streak.Run?
    public var todos = Todos()
    public var goals: [Goal] = []
    public var traits: TraitsReport?

    public init(period: SummaryPeriod) { self.period = period }
}
