// SPDX-License-Identifier: GPL-3.0-or-later

/// A parsed JSON value that keeps what Foundation loses: integers apart from doubles, and the
/// line each value started on (for error messages that name it).
public indirect enum JSONNode: Sendable, Hashable {
    case null
    case bool(Bool)
    /// A number written without a fraction or exponent that fits in 64 bits.
    case int(Int64)
    case double(Double)
    case string(String)
    case array([JSONNode], line: Int)
    case object([String: JSONNode], line: Int)

    public subscript(key: String) -> JSONNode? {
        if case .object(let members, _) = self { return members[key] }
        return nil
    }

    public var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    public var array: [JSONNode]? {
        if case .array(let items, _) = self { return items }
        return nil
    }

    public var object: [String: JSONNode]? {
        if case .object(let members, _) = self { return members }
        return nil
    }

    /// The line an array or object started on.
    public var line: Int? {
        switch self {
        case .array(_, let line), .object(_, let line): return line
        default: return nil
        }
    }
}
