// SPDX-License-Identifier: GPL-3.0-or-later

/// A one-line chart of values in block characters; a missing value is a middle dot.
public enum Sparkline {
    static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// One character per value, scaled over `range` (values outside it are clamped).
    public static func render(_ values: [Double?], range: ClosedRange<Double>) -> String {
        let span = range.upperBound - range.lowerBound
        return String(values.map { value -> Character in
            guard let value, value.isFinite, span > 0 else { return "·" }
            let t = (min(max(value, range.lowerBound), range.upperBound) - range.lowerBound) / span
            return blocks[min(blocks.count - 1, Int((t * Double(blocks.count)).rounded(.down)))]
        })
    }
}
