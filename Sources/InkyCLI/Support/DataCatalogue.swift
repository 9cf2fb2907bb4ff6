// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyData

/// inky's data files by path ("Prompts/suggestions.yaml"): the copy shipped in the binary, and a person's own
/// copy in the config folder, which wins when it reads.
struct DataCatalogue {
    let configFolder: URL

    /// The shipped text of `path`.
    static func shipped(_ path: String) -> String? { EmbeddedData.file(path) }

    /// The person's own copy of `path` and where it is, when there is one.
    func own(_ path: String) -> (text: String, path: String)? {
        let file = configFolder.appendingPathComponent(path).path
        return FileManager.default.contents(atPath: file).map { (String(decoding: $0, as: UTF8.self), file) }
    }

    /// What `path` holds as `read` makes it out (from a text and the file name its messages give): the
    /// person's own copy when it reads, else the shipped one. `ownUnread` names the person's copy when there
    /// is one and it did not read.
    func value<T>(_ path: String, read: (_ text: String, _ file: String) -> T?) -> (value: T?, ownUnread: String?) {
        func shipped() -> T? { Self.shipped(path).flatMap { read($0, path) } }
        guard let own = own(path) else { return (shipped(), nil) }
        if let value = read(own.text, own.path) { return (value, nil) }
        return (shipped(), own.path)
    }
}
