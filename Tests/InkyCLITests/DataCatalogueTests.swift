// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import InkyCLI
@testable import InkyCore

/// A person's own copy of a data file wins when it reads; when it does not, the shipped copy is used and
/// the own copy is named.
@Suite struct DataCatalogueTests {
    func folder(own: String?) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("inky-catalogue-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("Prompts"), withIntermediateDirectories: true)
        if let own { try own.write(to: url.appendingPathComponent(SuggestionRules.path), atomically: true, encoding: .utf8) }
        return url
    }

    /// Reads a text as its line count, or nothing when it says "broken"; the file name is kept.
    func read(_ text: String, _ file: String) -> (lines: Int, file: String)? {
        text.contains("broken") ? nil : (text.split(separator: "\n").count, file)
    }

    @Test func theShippedCopyWithoutAnOwnOne() throws {
        let catalogue = DataCatalogue(configFolder: try folder(own: nil))
        let shipped = try #require(DataCatalogue.shipped(SuggestionRules.path))
        let found = catalogue.value(SuggestionRules.path, read: read)
        #expect(found.value?.lines == shipped.split(separator: "\n").count && found.value?.file == SuggestionRules.path)
        #expect(found.ownUnread == nil)
    }

    @Test func anOwnCopyThatReadsWins() throws {
        let url = try folder(own: "one\ntwo\n")
        let found = DataCatalogue(configFolder: url).value(SuggestionRules.path, read: read)
        #expect(found.value?.lines == 2)
        #expect(found.value?.file == url.appendingPathComponent(SuggestionRules.path).path)
        #expect(found.ownUnread == nil)
    }

    @Test func anOwnCopyThatDoesNotReadIsNamedAndTheShippedOneUsed() throws {
        let url = try folder(own: "broken\n")
        let found = DataCatalogue(configFolder: url).value(SuggestionRules.path, read: read)
        #expect(found.value?.file == SuggestionRules.path)
        #expect(found.ownUnread == url.appendingPathComponent(SuggestionRules.path).path)
    }
}
