// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore
import Yams

/// jrnl's own config file (`$XDG_CONFIG_HOME/jrnl/jrnl.yaml`, or the older `~/.jrnl_config`), read for
/// how its journals are written: `timeformat` and `tagsymbols`, top level or for the journal being imported.
enum JrnlConfig {
    /// The settings for the journal at `path` (its own entry under `journals:` wins over the top level);
    /// jrnl's defaults when there is no config file or it does not read.
    static func settings(for path: String?, context: Context) -> (settings: JrnlSettings, file: URL?) {
        for url in candidates(context) {
            guard let text = try? String(contentsOf: url, encoding: .utf8),
                  let node = try? Yams.compose(yaml: text), let top = node.mapping else { continue }
            var format = top["timeformat"]?.string
            var symbols = top["tagsymbols"]?.string
            if let path, let journals = top["journals"]?.mapping {
                let wanted = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
                for (_, journal) in journals {
                    let file = journal.mapping?["journal"]?.string ?? journal.string
                    guard let file else { continue }
                    let expanded = URL(fileURLWithPath: (file as NSString).expandingTildeInPath).standardizedFileURL.resolvingSymlinksInPath().path
                    guard expanded == wanted, let own = journal.mapping else { continue }
                    format = own["timeformat"]?.string ?? format
                    symbols = own["tagsymbols"]?.string ?? symbols
                }
            }
            return (JrnlSettings(timeFormat: format, tagSymbols: symbols ?? JrnlSettings.defaultTagSymbols), url)
        }
        return (JrnlSettings(), nil)
    }

    static func candidates(_ context: Context) -> [URL] {
        let home = URL(fileURLWithPath: context.environment["HOME"] ?? NSHomeDirectory())
        let configRoot = context.configFolder.deletingLastPathComponent()
        return [configRoot.appendingPathComponent("jrnl/jrnl.yaml"), home.appendingPathComponent(".jrnl_config")]
    }
}
