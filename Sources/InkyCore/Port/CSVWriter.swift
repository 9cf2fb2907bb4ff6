// SPDX-License-Identifier: GPL-3.0-or-later

/// CSV as RFC 4180 writes it: CRLF line ends; a field with a comma, quote, CR or LF is quoted, quotes doubled.
public enum CSVWriter {
    public static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    public static func row(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\r\n"
    }
}
