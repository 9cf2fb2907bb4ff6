// SPDX-License-Identifier: GPL-3.0-or-later

/// A parsed `SafetyModel` as bytes, inside the screen's snapshot, so inky reads it without parsing the file.
extension SafetyModel {
    func write(to out: inout SnapshotWriter) {
        out.doubles([threshold, ordinary])
        out.numbers(bias.map(\.bitPattern))
        out.numbers(keys)
        out.numbers(slots)
        out.numbers(weights.map(\.bitPattern))
    }

    /// The model `write(to:)` wrote; anything out of shape throws.
    init(snapshot input: inout SnapshotReader) throws {
        self.init()
        let limits = try input.doubles()
        let bias: [UInt32] = try input.numbers(), keys: [UInt64] = try input.numbers(), slots: [Int32] = try input.numbers()
        let weights: [UInt32] = try input.numbers()
        guard limits.count == 2 else { throw SnapshotReader.Malformed() }
        let features = weights.count / Self.columns
        let empty = bias.isEmpty && keys.isEmpty && slots.isEmpty && weights.isEmpty // (no model file)
        guard empty || (bias.count == Self.columns && keys.count == slots.count && keys.count.nonzeroBitCount == 1
                        && weights.count % Self.columns == 0 && keys.count > features && keys.contains(0)
                        && slots.allSatisfy({ $0 >= -1 && $0 < features })),
              limits.allSatisfy({ (0...1).contains($0) })
        else { throw SnapshotReader.Malformed() }
        threshold = limits[0]
        ordinary = limits[1]
        self.bias = bias.map(Float.init(bitPattern:))
        self.keys = keys
        self.slots = slots
        self.weights = weights.map(Float.init(bitPattern:))
    }
}
