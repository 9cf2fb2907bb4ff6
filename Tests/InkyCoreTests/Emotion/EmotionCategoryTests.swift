// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import InkyCore

@Suite("Emotion categories")
struct EmotionCategoryTests {
    @Test("Each category's index is its place in allCases")
    func indexIsPlace() {
        for (place, category) in EmotionCategory.allCases.enumerated() {
            #expect(category.index == place, "\(category)")
        }
        #expect(EmotionCategory.count == 12)
    }
}
