// SPDX-License-Identifier: GPL-3.0-or-later

/// A parsed `SafetyModel` as bytes, inside the screen's snapshot, so inky reads it without parsing the file.
extension SafetyModel {
    func write(to out: inout SnapshotWriter) {
        out.doubles([threshold, ordinary, norm, longFeatures, longThreshold, settled, overrule])
        out.numbers(bias.map(\.bitPattern))
        out.numbers(keys)
        out.numbers(risks.map(\.bitPattern))
        out.numbers(slots)
        out.numbers(kinds)
        out.number(kindScale.bitPattern)
    }

    /// The model `write(to:)` wrote; anything out of shape throws.
    init(snapshot input: inout SnapshotReader) throws {
        self.init()
        let limits = try input.doubles()
        let bias: [UInt32] = try input.numbers(), keys: [UInt32] = try input.numbers(), risks: [UInt32] = try input.numbers()
        let slots: [Int32] = try input.numbers(), kinds: [Int8] = try input.numbers()
        let scale = Float(bitPattern: try input.number())
        guard limits.count == 7, limits.prefix(2).allSatisfy({ (0...1).contains($0) }), limits[2] >= 0, limits[3] >= 0, (0...1).contains(limits[4]),
              (0...1).contains(limits[5]), (0...1).contains(limits[6]), scale.isFinite, scale > 0 else { throw SnapshotReader.Malformed() }
        let features = kinds.count / Self.categories
        let empty = bias.isEmpty && keys.isEmpty && risks.isEmpty && slots.isEmpty && kinds.isEmpty // (no model file)
        guard empty || (bias.count == Self.columns && keys.count.nonzeroBitCount == 1 && keys.contains(0)
                        && risks.count == keys.count && slots.count == keys.count && kinds.count % Self.categories == 0
                        && slots.allSatisfy({ $0 >= -1 && $0 < features }))
        else { throw SnapshotReader.Malformed() }
        threshold = limits[0]
        ordinary = limits[1]
        norm = limits[2]
        longFeatures = limits[3]
        longThreshold = limits[4]
        settled = limits[5]
        overrule = limits[6]
        self.bias = bias.map(Float.init(bitPattern:))
        self.keys = keys
        self.risks = risks.map(Float.init(bitPattern:))
        self.slots = slots
        self.kinds = kinds
        kindScale = scale
    }
}
