// SPDX-License-Identifier: GPL-3.0-or-later

/// A malformed lexicon file, located by file and 1-based line (0 when the whole file is concerned).
public struct LexiconError: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    init(_ diagnostic: LintDiagnostic) {
        self.init(file: diagnostic.file, line: diagnostic.line, message: diagnostic.message)
    }

    public var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
}
