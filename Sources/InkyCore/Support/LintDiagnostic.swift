// SPDX-License-Identifier: GPL-3.0-or-later

/// One problem found by `inky lint` in a data file, located by file and line.
public struct LintDiagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning }

    public var file: String
    /// 1-based line number; 0 when the problem concerns the whole file.
    public var line: Int
    public var severity: Severity
    public var message: String

    public init(file: String, line: Int, severity: Severity = .error, message: String) {
        self.file = file
        self.line = line
        self.severity = severity
        self.message = message
    }

    /// `file:line: error: message`, the form editors and compilers use.
    public var description: String {
        line > 0 ? "\(file):\(line): \(severity.rawValue): \(message)" : "\(file): \(severity.rawValue): \(message)"
    }
}
