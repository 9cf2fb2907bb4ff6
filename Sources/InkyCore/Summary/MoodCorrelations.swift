// SPDX-License-Identifier: GPL-3.0-or-later

/// Which weekdays, times of day, topics and tags go with lighter or heavier days.
///
/// Each day with readings counts once, with its mean fused valence (not the smoothed one, which
/// carries yesterday into today). A factor is compared only when at least three such days have it
/// and three do not (`GroupComparison.minimumDays`); the strongest come first.
public enum MoodCorrelations {
    /// - Parameters:
    ///   - dayValues: mean valence of each day with readings.
    ///   - hours: local hours of each day's readings.
    ///   - topics: topics mentioned on each day.
    ///   - tags: tags used on each day.
    public static func compute(
        dayValues: [Day: Double], hours: [Day: Set<TimeOfDay>], topics: [Day: Set<String>], tags: [Day: Set<String>]
    ) -> [Summary.Correlation] {
        var results: [Summary.Correlation] = []
        func compare(_ factor: Summary.Factor, _ value: String, _ has: (Day) -> Bool) {
            var with: [Double] = [], without: [Double] = []
            for (day, v) in dayValues { if has(day) { with.append(v) } else { without.append(v) } }
            // Order the values so sums (and so the last bits of the results) do not depend on hashing.
            with.sort()
            without.sort()
            if let c = GroupComparison(with: with, without: without) {
                results.append(Summary.Correlation(factor: factor, value: value, comparison: c))
            }
        }
        for (index, name) in DayParser.weekdays.enumerated() {
            compare(.weekday, name, { DayParser.weekday(of: $0) == index })
        }
        for part in TimeOfDay.allCases {
            compare(.timeOfDay, part.rawValue, { hours[$0]?.contains(part) == true })
        }
        for topic in Set(topics.values.flatMap { $0 }).sorted() {
            compare(.topic, topic, { topics[$0]?.contains(topic) == true })
        }
        for tag in Set(tags.values.flatMap { $0 }).sorted() {
            compare(.tag, tag, { tags[$0]?.contains(tag) == true })
        }
        let order = Summary.Factor.allCases
        return results.sorted {
            let a = abs($0.comparison.r), b = abs($1.comparison.r)
            if abs(a - b) > 1e-12 { return a > b }
            if $0.factor != $1.factor { return order.firstIndex(of: $0.factor)! < order.firstIndex(of: $1.factor)! }
            return $0.value < $1.value
        }
    }
}
