// SPDX-License-Identifier: GPL-3.0-or-later

/// A flow file that cannot be read, with where the problem is.
public struct FlowError: Error, Sendable, Hashable, CustomStringConvertible {
    public var diagnostics: [LintDiagnostic]

    public init(_ diagnostics: [LintDiagnostic]) { self.diagnostics = diagnostics }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
