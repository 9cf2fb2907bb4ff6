// SPDX-License-Identifier: GPL-3.0-or-later

/// The values of lexicon columns: numbers, category names and category weights.
extension LexiconParser {
    /// The number `text` reads as when it lies in `range`; else nil after reporting why not.
    mutating func number(_ text: String, _ name: String, _ range: ClosedRange<Double>) -> Double? {
        guard let value = Double(text), value.isFinite else {
            report("\(name) \"\(text)\" is not a number")
            return nil
        }
        guard range.contains(value) else {
            report("\(name) \(text) is outside \(Self.format(range.lowerBound))...\(Self.format(range.upperBound))")
            return nil
        }
        return value
    }

    /// `number`, which must also be whole.
    mutating func wholeNumber(_ text: String, _ name: String, _ range: ClosedRange<Double>) -> Double? {
        guard let value = number(text, name, range) else { return nil }
        guard value == value.rounded() else {
            report("\(name) \(text) is not a whole number")
            return nil
        }
        return value
    }

    /// A range bound as messages write it: "-1", "0.01".
    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }

    /// A category name as its index, -1 for "-", or nil after reporting an unknown name.
    mutating func categoryOrNone(_ text: String) -> Int8? {
        if text == "-" { return -1 }
        guard let category = EmotionCategory(rawValue: text) else {
            report("unknown category \"\(text)\" (a name of categories.tsv, or -)")
            return nil
        }
        return Int8(category.index)
    }

    /// "joy:2, hope:1" as one weight per category (in `EmotionCategory` order) summing to 1; nil after
    /// reporting each bad pair.
    ///
    /// The text is split on Unicode scalars, so a comma or colon counts even before a combining mark.
    mutating func categoryWeights(_ text: String) -> [Double]? {
        var weights = [Double](repeating: 0, count: EmotionCategory.count)
        var allGood = true
        for pair in text.unicodeScalars.split(separator: ",", omittingEmptySubsequences: false) {
            if let weight = categoryWeight(pair) {
                weights[weight.category.index] += weight.value
            } else {
                allGood = false
            }
        }
        guard allGood else { return nil }
        let total = weights.reduce(0, +)
        return weights.map { $0 / total }
    }

    /// One "category:weight" pair; nil after reporting what is wrong with it.
    private mutating func categoryWeight(_ pair: Substring.UnicodeScalarView) -> (category: EmotionCategory, value: Double)? {
        let halves = pair.split(separator: ":", omittingEmptySubsequences: false)
        guard halves.count == 2 else {
            report("\"\(String(pair))\" is not a category:weight pair")
            return nil
        }
        let name = halves[0].trimmingSpaces(), weightText = halves[1].trimmingSpaces()
        guard let category = EmotionCategory(rawValue: name) else {
            report("unknown category \"\(name)\"")
            return nil
        }
        guard let weight = Double(weightText), weight.isFinite else {
            report("weight \"\(weightText)\" of \(category.rawValue) is not a number")
            return nil
        }
        guard weight > 0 && weight <= 10 else {
            report("weight \(weightText) of \(category.rawValue) is outside 0 (excluded)...10")
            return nil
        }
        return (category, weight)
    }
}

extension Substring.UnicodeScalarView {
    fileprivate func trimmingSpaces() -> String {
        var scalars = self
        while scalars.first == " " { scalars = scalars.dropFirst() }
        while scalars.last == " " { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
