// SPDX-License-Identifier: GPL-3.0-or-later

extension BaselineBand {
    /// A symbol per band, so charts read without colour: ▼ ▽ ○ △ ▲ from unusually low to unusually high.
    public var symbol: String {
        switch self {
        case .unusuallyLow: "▼"
        case .lower: "▽"
        case .typical: "○"
        case .higher: "△"
        case .unusuallyHigh: "▲"
        }
    }

    /// The symbol of a day without readings.
    public static let noReadingSymbol = "·"
}
