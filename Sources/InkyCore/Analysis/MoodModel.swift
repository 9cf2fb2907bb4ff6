// SPDX-License-Identifier: GPL-3.0-or-later

/// The analyzer's learned layer: how much each word and word pair, and the lexicon's own reading, move a
/// journal line's valence and its named emotion (`Lexicons/mood-model.tsv`, written by
/// Tools/train-mood-model.py from journal lines written for inky).
///
/// The lexicon knows feeling words and their context; this layer knows what journal lines say without them
/// ("the launch slipped again", "it would have been our anniversary") and how much to trust the lexicon's
/// reading. A line's score per column is the bias, plus the reading's features times their weights, plus
/// the weights of its words and pairs (each once) divided by the square root of how many distinct words and
/// pairs it holds (at least `norm`). Columns: valence, then one logit per category and one for "none". The
/// valence column's score is read through `curve` (the regression shrinks toward the middle; the curve spreads
/// its readings as people's own ratings spread).
public struct MoodModel: Sendable {
    public static let path = "Lexicons/mood-model.tsv"

    /// Valence, the twelve categories in `EmotionCategory` order, then "none" (no emotion named).
    static let columns = 2 + EmotionCategory.count
    /// The lexicon reading's features, as the file names them (see `readingFeatures(of:)`).
    static let readingNames = ["@lexicon-valence", "@lexicon-named"] + EmotionCategory.allCases.map { "@lexicon-" + $0.rawValue }

    /// Above 0: a line's word weights are divided by the square root of how many distinct words and pairs it
    /// holds, and at least this many; 0: summed only.
    var norm = 0.0
    /// The starting score of every column.
    var bias = SIMD16<Float>()
    /// The valence curve's points (score, valence), scores rising; empty: the score is the valence.
    var curve: [(score: Double, valence: Double)] = []
    /// One row of column weights per reading feature, in `readingNames` order.
    var readingWeights: [SIMD16<Float>] = []
    /// Open addressing by feature hash (0: empty); beside each key its row of `weights`, or -1.
    var keys: [UInt32] = []
    var slots: [Int32] = []
    /// One row of column weights per word or pair (the last two lanes unused).
    var weights: [SIMD16<Float>] = []

    /// A model that reads nothing (no file): the lexicon's reading stands.
    public init() {}

    public var isEmpty: Bool { readingWeights.isEmpty }

    /// How many words and pairs the model has weights for.
    public var featureCount: Int { weights.count }

    /// What the lexicon's reading contributes: its valence, whether it names an emotion, and (when it does)
    /// its distribution over the categories.
    static func readingFeatures(of analysis: TextAnalysis) -> [Float] {
        let named: Float = analysis.namedEmotion != nil ? 1 : 0
        return [Float(analysis.valence), named] + EmotionCategory.allCases.map { Float(analysis.emotions[$0]) * named }
    }

    /// Reads the file; problems come back with file and line, and bad rows are skipped. A file with an
    /// error in its settings reads as no model.
    public static func parse(_ text: String, file: String = path) -> (MoodModel, [LintDiagnostic]) {
        var model = MoodModel()
        var diagnostics: [LintDiagnostic] = []
        var features: [(hash: UInt32, weights: SIMD16<Float>)] = []
        var seen: [String: Int] = [:]
        var hashed: [UInt32: String] = [:]
        var settings: [String: Int] = [:]
        var reading = [SIMD16<Float>?](repeating: nil, count: readingNames.count)
        var bias: SIMD16<Float>? = nil
        let columnNames = "valence, " + EmotionCategory.allCases.map(\.rawValue).joined(separator: ", ") + ", none"
        for row in TSVReader.rows(text) {
            let line = row.line, fields = row.fields
            func problem(_ message: String) { diagnostics.append(.init(file: file, line: line, message: message)) }
            let name = fields[0]
            guard let values = ModelFileRow.values(fields, problem: problem) else { continue }
            if name.hasPrefix("@") {
                if let first = settings[name] { problem("'\(name)' is set twice (first on line \(first))"); continue }
                settings[name] = line
                if name == "@norm" {
                    guard let norm = ModelFileRow.norm(values, problem: problem) else { continue }
                    model.norm = norm
                    continue
                }
                if name == "@curve" {
                    guard let points = curvePoints(values) else {
                        problem("'@curve' takes pairs of numbers, a score and the valence it reads as (-1...1), at least two pairs, the scores rising and the valences not falling")
                        continue
                    }
                    model.curve = points
                    continue
                }
                guard name == "@bias" || readingNames.contains(name) else {
                    problem("unknown setting '\(name)' (expected @norm, @bias, @curve, \(readingNames.joined(separator: ", ")))")
                    continue
                }
                guard values.count == columns else { problem("'\(name)' takes \(columns) numbers: \(columnNames)"); continue }
                if name == "@bias" { bias = row16(values) } else { reading[readingNames.firstIndex(of: name)!] = row16(values) }
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
                problem("expected \(columns + 1) columns: feature, \(columnNames)")
                continue
            }
            if let first = seen[name] { problem("'\(name)' is listed twice (first on line \(first))"); continue }
            seen[name] = line
            let hash = SafetyModelWords.hash(name)
            if let other = hashed[hash] {
                diagnostics.append(.init(file: file, line: line, severity: .warning,
                                         message: "'\(name)' cannot be told apart from '\(other)' (the same key); it is left out"))
                continue
            }
            hashed[hash] = name
            features.append((hash, row16(values)))
        }
        if !text.isEmpty {
            for name in ["@norm", "@bias"] + readingNames where settings[name] == nil {
                diagnostics.append(.init(file: file, line: 0, message: "needs the setting '\(name)'"))
            }
        }
        guard let bias, reading.allSatisfy({ $0 != nil }), settings["@norm"] != nil else { return (MoodModel(), diagnostics) }
        model.bias = bias
        model.readingWeights = reading.map { $0! }
        model.fill(features)
        return (model, diagnostics)
    }

    /// The curve's points from a row's numbers (score, valence, score, valence, ...), or nil when they do not
    /// make one.
    static func curvePoints(_ values: [Double]) -> [(score: Double, valence: Double)]? {
        guard values.count >= 4, values.count % 2 == 0 else { return nil }
        let points = stride(from: 0, to: values.count, by: 2).map { (score: values[$0], valence: values[$0 + 1]) }
        for (a, b) in zip(points, points.dropFirst()) where !(a.score < b.score && a.valence <= b.valence) { return nil }
        return points.allSatisfy { (-1...1).contains($0.valence) } ? points : nil
    }

    /// The valence a valence-column score reads as: on the curve's straight line between its two nearest
    /// points (beyond the ends, the end segment's line), kept within -1...1.
    func valence(ofScore score: Double) -> Double {
        guard curve.count >= 2 else { return max(-1, min(1, score)) }
        var i = 1
        while i < curve.count - 1 && score > curve[i].score { i += 1 }
        let a = curve[i - 1], b = curve[i]
        let read = a.valence + (score - a.score) * (b.valence - a.valence) / (b.score - a.score)
        return max(-1, min(1, read))
    }

    private static func row16(_ values: [Double]) -> SIMD16<Float> {
        var row = SIMD16<Float>()
        for (i, value) in values.enumerated() { row[i] = Float(value) }
        return row
    }

    /// Builds the table: a power of two at least a third larger than the features.
    private mutating func fill(_ features: [(hash: UInt32, weights: SIMD16<Float>)]) {
        var capacity = 16
        while capacity < features.count + features.count / 3 + 1 { capacity *= 2 }
        keys = Array(repeating: 0, count: capacity)
        slots = Array(repeating: -1, count: capacity)
        weights = features.map(\.weights)
        for (i, feature) in features.enumerated() {
            var k = Int(feature.hash) & (capacity - 1)
            while keys[k] != 0 { k = (k + 1) & (capacity - 1) }
            keys[k] = feature.hash
            slots[k] = Int32(i)
        }
    }

    /// The feature's row of `weights`, or -1 when the model has no weight for it.
    @inline(__always) func row(of hash: UInt32) -> Int {
        let mask = keys.count - 1
        var k = Int(hash) & mask
        while true {
            let key = keys[k]
            if key == hash { return Int(slots[k]) }
            if key == 0 { return -1 }
            k = (k + 1) & mask
        }
    }
}
