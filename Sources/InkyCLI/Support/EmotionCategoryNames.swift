// SPDX-License-Identifier: GPL-3.0-or-later
import InkyCore

/// The category names, listed for messages.
enum EmotionCategoryNames {
    static var all: String { EmotionCategory.allCases.map(\.rawValue).joined(separator: ", ") }
}
