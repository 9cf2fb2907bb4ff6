// SPDX-License-Identifier: GPL-3.0-or-later

/// A parsed `MoodModel` as bytes, inside the lexicon snapshot, so inky reads it without parsing the file.
extension MoodModel {
    func write(to out: inout SnapshotWriter) {
        out.doubles([norm] + curve.flatMap { [$0.score, $0.valence] })
        out.numbers(Self.flatten([bias]))
        out.numbers(Self.flatten(readingWeights))
        out.numbers(keys)
        out.numbers(slots)
        out.numbers(Self.flatten(weights))
    }

    /// The model `write(to:)` wrote; anything out of shape throws.
    init(snapshot input: inout SnapshotReader) throws {
        self.init()
        let limits = try input.doubles()
        let bias: [UInt32] = try input.numbers(), reading: [UInt32] = try input.numbers()
        let keys: [UInt32] = try input.numbers(), slots: [Int32] = try input.numbers(), weights: [UInt32] = try input.numbers()
        guard limits.count % 2 == 1, limits[0] >= 0, weights.count % Self.columns == 0 else { throw SnapshotReader.Malformed() }
        let features = weights.count / Self.columns
        let empty = bias.isEmpty && reading.isEmpty && keys.isEmpty && slots.isEmpty && weights.isEmpty // (no model file)
        guard empty || (bias.count == Self.columns && reading.count == Self.columns * Self.readingNames.count
                        && keys.count.nonzeroBitCount == 1 && keys.contains(0) && slots.count == keys.count
                        && slots.allSatisfy({ $0 >= -1 && $0 < features }))
        else { throw SnapshotReader.Malformed() }
        norm = limits[0]
        if limits.count > 1 {
            guard let points = Self.curvePoints(Array(limits.dropFirst())) else { throw SnapshotReader.Malformed() }
            curve = points
        }
        guard !empty else { return }
        self.bias = Self.rows(bias)[0]
        readingWeights = Self.rows(reading)
        self.keys = keys
        self.slots = slots
        self.weights = Self.rows(weights)
    }

    /// The first `columns` lanes of each row, as bit patterns.
    private static func flatten(_ rows: [SIMD16<Float>]) -> [UInt32] {
        rows.flatMap { row in (0..<columns).map { row[$0].bitPattern } }
    }

    private static func rows(_ bits: [UInt32]) -> [SIMD16<Float>] {
        stride(from: 0, to: bits.count, by: columns).map { start in
            var row = SIMD16<Float>()
            for i in 0..<columns { row[i] = Float(bitPattern: bits[start + i]) }
            return row
        }
    }
}
