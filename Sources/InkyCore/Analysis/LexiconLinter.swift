// SPDX-License-Identifier: GPL-3.0-or-later

/// Checks the lexicon files for `inky lint`: malformed lines, values out of range, unknown or missing
/// categories, duplicate terms and unknown settings, each located by file and 1-based line.
public enum LexiconLinter {
    /// Diagnostics for the lexicon files among `files` (path → contents); files of other kinds are skipped,
    /// and a set of files holding no lexicon at all gives no diagnostics.
    public static func lint(files: [String: String]) -> [LintDiagnostic] {
        var parser = LexiconParser()
        _ = parser.parse(files: files, requireFiles: false)
        return parser.diagnostics
    }
}
