// SPDX-License-Identifier: GPL-3.0-or-later

/// Reads jrnl's JSON export: `{"tags": {...}, "entries": [{"date", "time", "title", "body", "tags", "starred"}]}`.
public enum JrnlJSONParser {
    public static func parse(_ bytes: [UInt8]) throws -> [ImportedEntry] {
        _ = try PortText.decode(bytes)
        let root = try JSONReader.parse(bytes)
        guard case .object = root else { throw PortError(line: 1, .badField("the file", expected: "an object")) }
        guard let list = root["entries"] else { throw PortError(line: root.line, .missingField("entries")) }
        guard let items = list.array else { throw PortError(line: root.line, .badField("entries", expected: "a list")) }
        return try items.enumerated().map { index, node in try entry(node, index: index + 1) }
    }

    /// Whether a parsed document has jrnl's shape: `entries` whose first item has `date`, `time` and `body`.
    public static func looksLikeJrnl(_ root: JSONNode) -> Bool {
        guard let first = root["entries"]?.array?.first else { return root["entries"]?.array != nil && root["format"] == nil }
        return first["date"] != nil && first["time"] != nil && first["body"] != nil
    }

    static func entry(_ node: JSONNode, index: Int) throws -> ImportedEntry {
        let line = node.line
        guard case .object = node else { throw PortError(line: line, item: index, .badField("entry", expected: "an object")) }
        func text(_ key: String, required: Bool = true) throws -> String {
            switch node[key] {
            case .string(let s): return s
            case nil, .null?:
                if required { throw PortError(line: line, item: index, .missingField(key)) }
                return ""
            default: throw PortError(line: line, item: index, .badField(key, expected: "text"))
            }
        }
        let date = try text("date"), time = try text("time")
        guard let day = Day(date) else { throw PortError(line: line, item: index, .badDate) }
        let parts = time.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let hour = Int(parts[0]), let minute = Int(parts[1]), hour < 24, minute < 60,
              parts.count == 2 || Int(parts[2])! < 60
        else { throw PortError(line: line, item: index, .badDate) }
        let title = try text("title", required: false).trimmingSpaces()
        let body = try text("body", required: false).trimmingSpaces()
        var tags: [String] = []
        switch node["tags"] {
        case nil, .null?: tags = Jrnl.tags(in: title + "\n" + body)
        case .array(let list, _)?:
            var seen = Set<String>()
            for tag in list {
                guard let name = tag.string else { throw PortError(line: line, item: index, .badField("tags", expected: "a list of text")) }
                let bare = name.first.map { "@#".contains($0) } == true ? String(name.dropFirst()) : name
                if !bare.isEmpty, bare.count <= Jrnl.maximumTagLength, seen.insert(bare.lowercased()).inserted { tags.append(bare) }
            }
        default: throw PortError(line: line, item: index, .badField("tags", expected: "a list of text"))
        }
        var starred = false
        switch node["starred"] {
        case nil, .null?: break
        case .bool(let b)?: starred = b
        default: throw PortError(line: line, item: index, .badField("starred", expected: "true or false"))
        }
        return ImportedEntry(day: day, hour: hour, minute: minute, title: title, body: body, tags: tags, starred: starred, line: line ?? 1)
    }
}
