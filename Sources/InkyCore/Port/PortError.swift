// SPDX-License-Identifier: GPL-3.0-or-later

/// Why an import file could not be read, with where: a 1-based line, or an entry's 1-based index.
///
/// Never carries the file's text: error messages must not echo journal content.
public struct PortError: Error, Sendable, Hashable {
    public enum Problem: Sendable, Hashable {
        case invalidUTF8
        case nulByte
        /// A jrnl entry header was expected (`[2024-01-03 09:12]`).
        case expectedEntryHeader
        /// A date or time that is not a real one (2024-02-30, 25:00).
        case badDate
        /// JSON that does not parse: what was expected there.
        case badJSON(String)
        /// A JSON value of the wrong shape: the field and what it should hold.
        case badField(String, expected: String)
        /// A required field is missing.
        case missingField(String)
        /// An inky export of another format or version.
        case notAnInkyExport
        case unsupportedVersion(Int)
        /// A row the journal's schema refuses (a value out of range, missing, repeated or of the wrong type).
        case rejectedRow(String)
        /// The file is empty (nothing to import).
        case empty
    }

    /// 1-based line of the file, when known.
    public var line: Int?
    /// 1-based index of the entry or row, when the line is not known.
    public var item: Int?
    public var problem: Problem

    public init(line: Int? = nil, item: Int? = nil, _ problem: Problem) {
        self.line = line
        self.item = item
        self.problem = problem
    }
}
