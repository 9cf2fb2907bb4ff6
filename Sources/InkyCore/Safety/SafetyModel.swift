// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// The safety screen's second reader: how much each word and word pair leans toward risk, learned from
/// inky's own development sets (`Lexicons/safety-model.tsv`, written by Tools/train-safety-model.py).
///
/// The rules know the phrasings someone wrote a pattern for; the model reads every word. The screen lets
/// it raise a concern (never a crisis) when no rule spoke, and lets a crisis rule's match ask rather than
/// stop when the model reads the rest of the line as ordinary.
public struct SafetyModel: Sendable {
    public static let path = "Lexicons/safety-model.tsv"

    /// What the model makes of one text.
    public struct Reading: Sendable, Hashable {
        /// How likely the text is to speak of the writer's own risk, 0...1.
        public var probability: Double
        /// The kind of risk its words lean toward most; worked out only when the model raises a concern.
        public var category: SafetyCategory?
        /// How many of the text's words and pairs the model knows.
        public var known = 0
        /// How many distinct words and pairs the text holds, known or not.
        public var features = 0
    }

    /// The model calls a line ordinary only when it knows at least this many of its words and pairs: "kms"
    /// alone is one word, too little to read the rest of a line by.
    static let ordinaryNeedsFeatures = 3

    /// Above this a line no rule matched raises a concern.
    var threshold = 1.0
    /// Below this a crisis rule's match asks instead of stopping.
    var ordinary = 0.0
    /// Below this a rule's match in a text told in the past is cleared: the rest reads as a life going on
    /// (0: never).
    var settled = 0.0
    /// Above this a line whose rule match was set aside (negated, someone else's words, an everyday reason) still raises a
    /// concern: the words as a whole lean far toward the writer's own risk (0: never; never below `threshold`).
    var overrule = 0.0
    /// A line holding more than `longFeatures` distinct words and pairs (0: no such line) raises a concern
    /// only above `longThreshold`: under `norm` a long line's everyday words, each leaning a little, add up
    /// with its length (as the square root of it), so a long ordinary answer must not be read by the short
    /// line's threshold.
    var longFeatures = 0.0
    var longThreshold = 1.0
    /// Above 0: a line's weights are summed, then divided by the square root of how many distinct words and
    /// pairs it holds (known to the model or not), and at least this many, so a long line is not read as
    /// risky for its length and a short one is not read louder than it is; 0: summed only.
    var norm = 0.0
    /// The starting score toward risk, then one per category.
    var bias: [Float] = []
    /// Open addressing by feature hash (0: empty); beside each key its weight toward risk and its feature.
    var keys: [UInt32] = []
    var risks: [Float] = []
    var slots: [Int32] = []
    /// Per feature, one weight per category, in steps of `kindScale` (they only pick the largest).
    var kinds: [Int8] = []
    var kindScale: Float = 1

    static let columns = 1 + SafetyCategory.allCases.count
    static let categories = SafetyCategory.allCases.count

    /// A model that reads nothing (no file): never raises anything, never calls a line ordinary.
    public init() {}

    public var isEmpty: Bool { bias.isEmpty }

    /// Reads the file; problems come back with file and line, and bad rows are skipped.
    public static func parse(_ text: String, file: String = path) -> (SafetyModel, [LintDiagnostic]) {
        var model = SafetyModel()
        var diagnostics: [LintDiagnostic] = []
        var features: [(hash: UInt32, weights: [Float])] = []
        var seen: [String: Int] = [:]
        var hashed: [UInt32: String] = [:]
        var settings: [String: Int] = [:]
        for row in TSVReader.rows(text) {
            let line = row.line, fields = row.fields
            func problem(_ message: String) { diagnostics.append(.init(file: file, line: line, message: message)) }
            let name = fields[0]
            guard let values = ModelFileRow.values(fields, problem: problem) else { continue }
            if name.hasPrefix("@") {
                if let first = settings[name] { problem("'\(name)' is set twice (first on line \(first))"); continue }
                settings[name] = line
                switch name {
                case "@norm":
                    guard let norm = ModelFileRow.norm(values, problem: problem) else { continue }
                    model.norm = norm
                case "@long":
                    guard values.count == 2, values[0] >= 1, values[0] <= 100_000, values[0] == values[0].rounded(), (0...1).contains(values[1]) else {
                        problem("'@long' takes a whole number of words and pairs, then the probability a line holding more of them needs to raise a concern")
                        continue
                    }
                    model.longFeatures = values[0]
                    model.longThreshold = values[1]
                case "@threshold", "@ordinary", "@settled", "@overrule":
                    guard values.count == 1, (0...1).contains(values[0]) else {
                        problem("'\(name)' takes one probability between 0 and 1")
                        continue
                    }
                    switch name {
                    case "@threshold": model.threshold = values[0]
                    case "@ordinary": model.ordinary = values[0]
                    case "@overrule": model.overrule = values[0]
                    default: model.settled = values[0]
                    }
                case "@bias":
                    guard values.count == columns else { problem("'@bias' takes \(columns) numbers: risk, then one per category"); continue }
                    model.bias = values.map(Float.init)
                default:
                    problem("unknown setting '\(name)' (expected @threshold, @ordinary, @settled, @overrule, @norm, @long, @bias)")
                }
                continue
            }
            let words = name.split(separator: " ", omittingEmptySubsequences: false)
            guard (1...2).contains(words.count),
                  words.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) } })
            else {
                problem("'\(name)' is not one word or two words of a-z and 0-9 (lower case, no apostrophes)")
                continue
            }
            guard values.count == columns else {
                problem("expected \(columns + 1) columns: feature, risk, then \(SafetyCategory.allCases.map(\.rawValue).joined(separator: ", "))")
                continue
            }
            if let first = seen[name] { problem("'\(name)' is listed twice (first on line \(first))"); continue }
            seen[name] = line
            let hash = SafetyModelWords.hash(name)
            if let other = hashed[hash] {
                // 32-bit keys: two of 11,000 features meet about once in a hundred trainings.
                diagnostics.append(.init(file: file, line: line, severity: .warning,
                                         message: "'\(name)' cannot be told apart from '\(other)' (the same key); it is left out"))
                continue
            }
            hashed[hash] = name
            features.append((hash, values.map(Float.init)))
        }
        if !text.isEmpty {
            for name in ["@threshold", "@ordinary", "@bias"] where settings[name] == nil {
                diagnostics.append(.init(file: file, line: 0, message: "needs the setting '\(name)'"))
            }
            if settings["@threshold"] != nil, settings["@ordinary"] != nil, model.ordinary >= model.threshold {
                diagnostics.append(.init(file: file, line: settings["@ordinary"]!, message: "'@ordinary' must be below '@threshold'"))
            }
            if let line = settings["@settled"], settings["@threshold"] != nil, model.settled >= model.threshold {
                diagnostics.append(.init(file: file, line: line, message: "'@settled' must be below '@threshold'"))
            }
            if let line = settings["@overrule"], settings["@threshold"] != nil, model.overrule < model.threshold {
                diagnostics.append(.init(file: file, line: line, message: "'@overrule' must be no lower than '@threshold'"))
            }
            if let line = settings["@long"], model.longFeatures > 0, model.longThreshold < model.threshold {
                diagnostics.append(.init(file: file, line: line, message: "'@long' needs a probability no lower than '@threshold'"))
            }
        }
        guard model.bias.count == columns, model.ordinary < model.threshold, model.settled < model.threshold,
              model.overrule == 0 || model.overrule >= model.threshold,
              model.longFeatures == 0 || model.longThreshold >= model.threshold else { return (SafetyModel(), diagnostics) }
        model.fill(features)
        return (model, diagnostics)
    }

    /// Builds the table: a power of two at least a third larger than the features (at most three in four
    /// slots used, so a word the model does not know is turned away after a few slots).
    private mutating func fill(_ features: [(hash: UInt32, weights: [Float])]) {
        var capacity = 16
        while capacity < features.count + features.count / 3 + 1 { capacity *= 2 }
        keys = Array(repeating: 0, count: capacity)
        risks = Array(repeating: 0, count: capacity)
        slots = Array(repeating: -1, count: capacity)
        let largest = features.lazy.flatMap { $0.weights.dropFirst() }.map(abs).max() ?? 0
        kindScale = largest > 0 ? largest / 127 : 1
        kinds = []
        kinds.reserveCapacity(features.count * Self.categories)
        for (i, feature) in features.enumerated() {
            var k = Int(feature.hash) & (capacity - 1)
            while keys[k] != 0 { k = (k + 1) & (capacity - 1) }
            keys[k] = feature.hash
            risks[k] = feature.weights[0]
            slots[k] = Int32(i)
            kinds += feature.weights.dropFirst().map { Int8(($0 / kindScale).rounded()) }
        }
    }

    /// The feature's place in the table, or -1 when the model has no weight for it.
    @inline(__always) private func place(of hash: UInt32) -> Int {
        let mask = keys.count - 1
        var k = Int(hash) & mask
        while true {
            let key = keys[k]
            if key == hash { return k }
            if key == 0 { return -1 }
            k = (k + 1) & mask
        }
    }

    /// What the model makes of the text; nil for a model without weights.
    public func read(_ text: String) -> Reading? {
        guard !isEmpty else { return nil }
        return read(features: SafetyModelWords.distinctFeatures(in: text))
    }

    /// What the model makes of a text whose distinct words and pairs are `features`
    /// (`SafetyModelWords.distinctFeatures(in:)`); nil for a model without weights.
    func read(features: [UInt32]) -> Reading? {
        guard !isEmpty else { return nil }
        var known = 0
        var risk = 0.0
        for hash in features {
            let place = place(of: hash)
            guard place >= 0 else { continue }
            known += 1
            risk += Double(risks[place])
        }
        let distinct = features.count
        let scale = norm > 0 ? 1 / Double(max(Int(norm), distinct)).squareRoot() : 1
        let score = Double(bias[0]) + risk * scale
        var reading = Reading(probability: 1 / (1 + exp(-score)), category: nil, known: known, features: distinct)
        guard raises(reading) else { return reading }
        // Only for a text that raises (rarely): its words again, for the category.
        var sums = Array(repeating: 0.0, count: Self.categories)
        for hash in features {
            let place = place(of: hash)
            guard place >= 0 else { continue }
            let base = Int(slots[place]) * Self.categories
            for c in sums.indices { sums[c] += Double(Float(kinds[base + c]) * kindScale) }
        }
        let scores = sums.indices.map { Double(bias[1 + $0]) + sums[$0] * scale }
        let best = scores.indices.max { scores[$0] < scores[$1] } ?? 0
        reading.category = SafetyCategory.allCases[best]
        return reading
    }

    /// Whether the reading is sure enough to raise a concern on its own (a long line needs `longThreshold`).
    func raises(_ reading: Reading) -> Bool {
        reading.probability > (longFeatures > 0 && Double(reading.features) > longFeatures ? longThreshold : threshold)
    }

    /// Whether the reading leans far enough toward risk to raise a concern where a rule set its match aside (a
    /// long line needs `longThreshold` as well).
    func overrules(_ reading: Reading) -> Bool {
        overrule > 0 && reading.probability > overrule && raises(reading)
    }

    /// Whether the reading calls the text ordinary (a crisis rule's match then asks instead of stopping).
    func callsOrdinary(_ reading: Reading) -> Bool {
        reading.probability < ordinary && reading.known >= Self.ordinaryNeedsFeatures
    }

    /// Whether the reading calls a text told in the past settled (a rule's match in it is then cleared).
    func callsSettled(_ reading: Reading) -> Bool {
        reading.probability < settled && reading.known >= Self.ordinaryNeedsFeatures
    }
}
