// SPDX-License-Identifier: GPL-3.0-or-later

/// What the conversation may draw on from earlier reflections, read once when a session starts.
public struct ReflectionHistory: Sendable {
    public init() {}

    /// Days with a reflection that had answers, newest first (at most 400, enough for a streak).
    public var days: [String] = []
    /// The main topic of each answer of the most recent reflections (the analyzer's first; a topic only
    /// mentioned in passing is left out): (session, topic, the answer's valence).
    public var recentTopics: [(session: Int64, topic: String, valence: Double)] = []
    /// The next step chosen in the most recent earlier reflection.
    public var lastNextStep: String?
    /// How the most recent earlier reflection read: its mood reading's valence, when it has one.
    public var lastValence: Double?
    /// How each of the most recent reflections read (the sessions of `recentTopics` and others): its mood
    /// reading's valence, by session.
    public var recentSessionValences: [Int64: Double] = [:]
    /// Open todos made by earlier reflections' next steps, newest first (at most 20).
    public var openStepTodos: [(id: Int64, text: String)] = []
    /// How many todos made by earlier reflections are open.
    public var openStepCount = 0
    public var openTodos = 0
    public var overdueTodos = 0
    public var openGoals = 0
    /// (day, smoothed valence) of mood readings in the last 7 days, oldest first.
    public var recentMood: [(day: Day, valence: Double)] = []
    /// How far the latest mood reading sat from the person's usual, in spreads.
    public var latestZ: Double?
}
