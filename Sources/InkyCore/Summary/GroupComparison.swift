// SPDX-License-Identifier: GPL-3.0-or-later

/// How daily moods on days with something (a weekday, a topic, a tag) differ from days without it.
///
/// Two measures of the same difference of means, with the counts behind them:
/// - the point-biserial correlation r = (M₁ − M₀)/sₙ · √(n₁n₀/n²), sₙ the population standard
///   deviation of all n = n₁ + n₀ values (the Pearson r between the values and a 0/1 indicator);
///   0 when every value is the same, and always in [−1, 1];
/// - Welch's t = (M₁ − M₀)/√(s₁²/n₁ + s₀²/n₀) with sample variances, nil when both groups have no
///   spread at all (the difference is then exact, not estimated).
/// Only computed with at least `minimumDays` values on each side; fewer say nothing worth showing.
public struct GroupComparison: Sendable, Hashable {
    public static let minimumDays = 3

    public var countWith: Int
    public var countWithout: Int
    public var meanWith: Double
    public var meanWithout: Double
    public var r: Double
    public var welchT: Double?

    /// Mean with minus mean without.
    public var difference: Double { meanWith - meanWithout }

    /// The comparison, or nil when either side has fewer than `minimumDays` finite values.
    public init?(with: [Double], without: [Double]) {
        let a = with.filter(\.isFinite), b = without.filter(\.isFinite)
        guard a.count >= Self.minimumDays, b.count >= Self.minimumDays else { return nil }
        let n1 = Double(a.count), n0 = Double(b.count), n = n1 + n0
        let m1 = a.reduce(0, +) / n1, m0 = b.reduce(0, +) / n0
        let all = a + b
        let mean = all.reduce(0, +) / n
        let populationVariance = all.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / n
        let sd = populationVariance.squareRoot()
        var r = sd > 1e-12 ? (m1 - m0) / sd * (n1 * n0 / (n * n)).squareRoot() : 0
        r = min(1, max(-1, r.isFinite ? r : 0))
        let v1 = a.reduce(0) { $0 + ($1 - m1) * ($1 - m1) } / (n1 - 1)
        let v0 = b.reduce(0) { $0 + ($1 - m0) * ($1 - m0) } / (n0 - 1)
        let se = (v1 / n1 + v0 / n0).squareRoot()
        countWith = a.count
        countWithout = b.count
        meanWith = m1
        meanWithout = m0
        self.r = r
        welchT = se > 1e-12 ? (m1 - m0) / se : nil
    }
}
