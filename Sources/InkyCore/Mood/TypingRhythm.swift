// SPDX-License-Identifier: GPL-3.0-or-later

/// Per-answer typing aggregates: the only typing data inky keeps.
public struct TypingRhythm: Sendable, Hashable, Codable {
    /// A gap longer than this is a pause, not part of typing speed (seconds).
    public static let pauseThreshold = 2.0
    /// Keystrokes closer than this belong to the same burst (seconds).
    public static let burstGap = 0.3
    /// A run of quick keystrokes counts as a burst once it reaches this length.
    public static let burstMinLength = 5

    public var charactersTyped: Int
    public var deletions: Int
    /// First to last keystroke, seconds.
    public var duration: Double
    /// Mean gap between keystrokes, leaving out pauses (seconds; 0 with fewer than two keystrokes).
    public var meanInterKeyInterval: Double
    /// Longest gap between two keystrokes, seconds (a pause or not).
    public var longestPause: Double
    /// Gaps longer than `pauseThreshold`.
    public var pauses: Int
    /// deletions / (characters typed + deletions).
    public var deletionsRatio: Double
    /// Runs of at least `burstMinLength` keystrokes each within `burstGap` of the previous.
    public var bursts: Int

    public init(
        charactersTyped: Int, deletions: Int, duration: Double, meanInterKeyInterval: Double,
        longestPause: Double, pauses: Int, deletionsRatio: Double, bursts: Int
    ) {
        self.charactersTyped = max(0, charactersTyped)
        self.deletions = max(0, deletions)
        self.duration = max(0, duration.isFinite ? duration : 0)
        self.meanInterKeyInterval = max(0, meanInterKeyInterval.isFinite ? meanInterKeyInterval : 0)
        self.longestPause = max(0, longestPause.isFinite ? longestPause : 0)
        self.pauses = max(0, pauses)
        self.deletionsRatio = MoodMath.clamp(deletionsRatio, 0...1, fallback: 0)
        self.bursts = max(0, bursts)
    }

    /// Aggregates a list of keystrokes (sorted by time first).
    public init(keystrokes: [Keystroke]) {
        var recorder = Recorder()
        for key in keystrokes.sorted(by: { $0.time < $1.time }) { recorder.record(key.kind, at: key.time) }
        self = recorder.rhythm
    }

    public var keystrokes: Int { charactersTyped + deletions }

    /// Accumulates aggregates one key at a time, so keystrokes never need to be held.
    public struct Recorder: Sendable, Hashable {
        private var inserts = 0
        private var deletes = 0
        private var first: Double?
        private var last: Double?
        private var typingGapSum = 0.0
        private var typingGaps = 0
        private var longestGap = 0.0
        private var pauseCount = 0
        private var runLength = 0
        private var burstCount = 0

        public init() {}

        /// Records one key; times earlier than the previous key count as no gap.
        public mutating func record(_ kind: Keystroke.Kind, at time: Double) {
            switch kind {
            case .insert: inserts += 1
            case .delete: deletes += 1
            }
            if let last {
                let gap = max(0, time - last)
                longestGap = max(longestGap, gap)
                if gap > TypingRhythm.pauseThreshold {
                    pauseCount += 1
                } else {
                    typingGapSum += gap
                    typingGaps += 1
                }
                if gap < TypingRhythm.burstGap {
                    runLength += 1
                    if runLength == TypingRhythm.burstMinLength { burstCount += 1 }
                } else {
                    runLength = 1
                }
            } else {
                first = time
                runLength = 1
            }
            last = max(time, last ?? time)
        }

        public var rhythm: TypingRhythm {
            let total = inserts + deletes
            return TypingRhythm(
                charactersTyped: inserts, deletions: deletes,
                duration: (last ?? 0) - (first ?? 0),
                meanInterKeyInterval: typingGaps > 0 ? typingGapSum / Double(typingGaps) : 0,
                longestPause: longestGap,
                pauses: pauseCount,
                deletionsRatio: total > 0 ? Double(deletes) / Double(total) : 0,
                bursts: burstCount)
        }
    }
}
