// SPDX-License-Identifier: GPL-3.0-or-later

/// A probability distribution over the twelve emotion categories (non-negative, sums to 1).
public struct EmotionDistribution: Sendable, Hashable, Codable {
    /// Probabilities indexed by `EmotionCategory.index`.
    public private(set) var probabilities: [Double]

    /// The uniform distribution: no information.
    public static let uniform = EmotionDistribution(
        normalizing: Array(repeating: 1, count: EmotionCategory.count))

    /// Builds a distribution from non-negative weights, normalising them; all-zero weights give uniform.
    public init(normalizing weights: [Double]) {
        precondition(weights.count == EmotionCategory.count, "need one weight per category")
        let clean = weights.map { $0.isFinite && $0 > 0 ? $0 : 0 }
        let total = clean.reduce(0, +)
        probabilities = total > 0
            ? clean.map { $0 / total }
            : Array(repeating: 1 / Double(EmotionCategory.count), count: EmotionCategory.count)
    }

    /// Builds a distribution from per-category weights; missing categories weigh 0.
    public init(normalizing weights: [EmotionCategory: Double]) {
        var dense = Array(repeating: 0.0, count: EmotionCategory.count)
        for (category, weight) in weights { dense[category.index] = weight }
        self.init(normalizing: dense)
    }

    public subscript(category: EmotionCategory) -> Double { probabilities[category.index] }

    /// The most probable category (the first in `allCases` order on a tie).
    public var top: EmotionCategory {
        var best = 0
        for i in probabilities.indices where probabilities[i] > probabilities[best] { best = i }
        return EmotionCategory.allCases[best]
    }

    /// Category name to probability, for JSON output.
    public var byName: [String: Double] {
        Dictionary(uniqueKeysWithValues: EmotionCategory.allCases.map { ($0.rawValue, probabilities[$0.index]) })
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(byName)
    }

    public init(from decoder: Decoder) throws {
        let names = try decoder.singleValueContainer().decode([String: Double].self)
        var weights: [EmotionCategory: Double] = [:]
        for (name, value) in names {
            if let category = EmotionCategory(rawValue: name) { weights[category] = value }
        }
        self.init(normalizing: weights)
    }
}
