// SPDX-License-Identifier: GPL-3.0-or-later

/// Everything a journal holds for one day, as the Markdown and CSV exports show it.
public struct JournalPage: Sendable, Hashable {
    public struct Answer: Sendable, Hashable {
        public var id: Int64
        public var time: String
        public var question: String
        public var answer: String
        public init(id: Int64, time: String, question: String, answer: String) {
            self.id = id
            self.time = time
            self.question = question
            self.answer = answer
        }
    }

    public struct Note: Sendable, Hashable {
        /// The entry's number, as `inky entry list` shows it.
        public var id: Int64
        public var time: String
        public var title: String?
        public var text: String
        public var tags: [String]
        /// Marked as special (jrnl's `*`).
        public var starred: Bool
        public init(id: Int64, time: String, title: String?, text: String, tags: [String], starred: Bool = false) {
            self.starred = starred
            self.id = id
            self.time = time
            self.title = title
            self.text = text
            self.tags = tags
        }
    }

    public struct Todo: Sendable, Hashable {
        public var id: Int64
        public var time: String
        public var text: String
        public var done: Bool
        public var due: String?
        public var tags: [String]
        public init(id: Int64, time: String, text: String, done: Bool, due: String?, tags: [String]) {
            self.id = id
            self.time = time
            self.text = text
            self.done = done
            self.due = due
            self.tags = tags
        }
    }

    public struct Goal: Sendable, Hashable {
        /// The goal's number, as `inky goal list` shows it.
        public var id: Int64
        public var title: String
        public var progress: Int
        public var steps: [(text: String, done: Bool)]
        public init(id: Int64, title: String, progress: Int, steps: [(text: String, done: Bool)]) {
            self.id = id
            self.title = title
            self.progress = progress
            self.steps = steps
        }
        public static func == (a: Goal, b: Goal) -> Bool {
            a.id == b.id && a.title == b.title && a.progress == b.progress
                && a.steps.map(\.text) == b.steps.map(\.text) && a.steps.map(\.done) == b.steps.map(\.done)
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }

    public struct Log: Sendable, Hashable {
        public var id: Int64
        public var time: String
        public var rating: Int
        public var category: String?
        public var feelings: [String]
        public var note: String?
        public var place: String?
        public init(id: Int64, time: String, rating: Int, category: String?, feelings: [String], note: String?, place: String?) {
            self.id = id
            self.time = time
            self.rating = rating
            self.category = category
            self.feelings = feelings
            self.note = note
            self.place = place
        }
    }

    public var day: Day
    public var answers: [Answer] = []
    public var entries: [Note] = []
    public var todos: [Todo] = []
    public var goals: [Goal] = []
    public var logs: [Log] = []
    /// The day's last mood reading, as a phrase ("joy, typical for you").
    public var mood: String?

    public init(day: Day) { self.day = day }
}
