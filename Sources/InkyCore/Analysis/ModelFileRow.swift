// SPDX-License-Identifier: GPL-3.0-or-later

/// What the two learned files (`mood-model.tsv`, `safety-model.tsv`) share in reading a row: its numbers
/// and the `@norm` setting.
enum ModelFileRow {
    /// The numbers after a row's name, or nil when one is not a number or too large (a weight is kept as a
    /// Float, where a larger number would become infinite); `problem` hears why.
    static func values(_ fields: [String], problem: (String) -> Void) -> [Double]? {
        var values: [Double] = []
        values.reserveCapacity(fields.count)
        for field in fields.dropFirst() {
            guard let value = Double(field), value.isFinite else {
                problem("\"\(field)\" is not a number")
                return nil
            }
            guard abs(value) < 1e6 else {
                problem("\"\(field)\" is too large (at most 1000000 either way)")
                return nil
            }
            values.append(value)
        }
        return values
    }

    /// The `@norm` setting's value: a whole number from 0 to 1000; nil (and `problem` told) otherwise.
    static func norm(_ values: [Double], problem: (String) -> Void) -> Double? {
        guard values.count == 1, values[0] >= 0, values[0] <= 1000, values[0] == values[0].rounded() else {
            problem("'@norm' is a whole number: the fewest words and pairs a line counts as when its weights are divided by the square root of how many it holds, or 0 to leave them whole")
            return nil
        }
        return values[0]
    }
}
