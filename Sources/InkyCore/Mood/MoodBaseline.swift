// SPDX-License-Identifier: GPL-3.0-or-later

/// The person's usual mood (Better Journal's layer 5): a robust centre and spread of their days.
///
/// Over the last 60 days with data strictly before the day in question, each day's mean fused
/// reading (what the person's readings said, not the smoothed trend): centre = median, spread =
/// 1.4826 × MAD (the normal-consistent scale), at least 0.15 (valence) or 0.05 (arousal).
/// Blended with the onboarding prior as if the prior were 7 days of data: centre = (7·prior +
/// n·median)/(7 + n); the spread counts data only from 3 days on. z = (reading − centre)/spread.
///
/// Because only earlier days count, a reading never moves its own day's baseline, and a back-dated
/// one changes later days' baselines only by the one day of data it adds.
public struct MoodBaseline: Sendable, Hashable, Codable {
    public static let windowDays = 60
    public static let priorDays = 7.0
    public static let minimumDaysForSpread = 3
    public static let madScale = 1.4826
    public static let minimumValenceSpread = 0.15
    public static let minimumArousalSpread = 0.05
    /// Days kept in state (for the window and traits); older days drop off.
    public static let retainedDays = 400

    public var prior: BaselinePrior
    /// Sorted by day.
    public private(set) var days: [DailyMood]

    public init(prior: BaselinePrior = .unknown) {
        self.prior = prior
        days = []
    }

    /// The baseline as it stood at the start of `day` (data from earlier days only).
    public func estimate(before day: Int) -> BaselineEstimate {
        var end = days.count
        while end > 0, days[end - 1].day >= day { end -= 1 }
        let start = max(0, end - Self.windowDays)
        let n = end - start
        guard n > 0 else {
            return BaselineEstimate(
                valenceMean: prior.valenceMean, valenceSpread: prior.valenceSpread,
                arousalMean: prior.arousalMean, arousalSpread: prior.arousalSpread, days: 0)
        }
        var v = [Double](), a = [Double]()
        v.reserveCapacity(n)
        a.reserveCapacity(n)
        for d in days[start..<end] {
            v.append(d.valence)
            a.append(d.arousal)
        }
        let k = Self.priorDays, dn = Double(n)
        let vm = MoodMath.median(v), am = MoodMath.median(a)
        var vs = prior.valenceSpread, `as` = prior.arousalSpread
        if n >= Self.minimumDaysForSpread {
            let dataVS = max(Self.madScale * MoodMath.mad(v, around: vm), Self.minimumValenceSpread)
            let dataAS = max(Self.madScale * MoodMath.mad(a, around: am), Self.minimumArousalSpread)
            vs = (k * prior.valenceSpread + dn * dataVS) / (k + dn)
            `as` = (k * prior.arousalSpread + dn * dataAS) / (k + dn)
        }
        return BaselineEstimate(
            valenceMean: (k * prior.valenceMean + dn * vm) / (k + dn), valenceSpread: vs,
            arousalMean: (k * prior.arousalMean + dn * am) / (k + dn), arousalSpread: `as`, days: n)
    }

    /// Adds a reading to its day (creating the day if needed).
    public mutating func record(day: Int, valence: Double, arousal: Double, smoothedValence: Double, smoothedArousal: Double) {
        let i = index(of: day)
        if i < days.count, days[i].day == day {
            days[i].readings += 1
            days[i].valenceSum += valence
            days[i].arousalSum += arousal
            days[i].smoothedValence = smoothedValence
            days[i].smoothedArousal = smoothedArousal
        } else {
            days.insert(
                DailyMood(day: day, readings: 1, valenceSum: valence, arousalSum: arousal,
                          smoothedValence: smoothedValence, smoothedArousal: smoothedArousal), at: i)
            if days.count > Self.retainedDays { days.removeFirst(days.count - Self.retainedDays) }
        }
    }

    /// Replaces one reading's fused valence on `day` with a corrected one; for the latest reading the
    /// day's smoothed valence becomes the corrected value too.
    public mutating func correct(day: Int, replacingValence old: Double, with new: Double, isLatest: Bool) {
        let i = index(of: day)
        guard i < days.count, days[i].day == day else { return }
        days[i].valenceSum += new - old
        if isLatest { days[i].smoothedValence = new }
    }

    /// Where `day` is or would be inserted.
    private func index(of day: Int) -> Int {
        if let last = days.last, last.day < day { return days.count }
        var lo = 0, hi = days.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if days[mid].day < day { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
