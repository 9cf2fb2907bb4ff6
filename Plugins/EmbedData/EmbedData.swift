// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import PackagePlugin

/// Embeds every file under Prompts/ and Lexicons/ into the InkyData target as Swift string literals,
/// with the lexicons compiled into a snapshot the analyzer reads without parsing.
///
/// The data stays data: a newcomer edits a YAML or TSV file and rebuilds; no Swift changes.
@main
struct EmbedData: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let folders = ["Prompts", "Lexicons"].map { root.appending(path: $0).resolvingSymlinksInPath() }
        var inputs: [URL] = []
        let fm = FileManager.default
        for folder in folders {
            guard let walker = fm.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { continue }
            for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                inputs.append(url)
            }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding Prompts/ and Lexicons/",
                executable: try context.tool(named: "inky-embed").url,
                arguments: [output.path(percentEncoded: false), root.path(percentEncoded: false)]
                    + folders.map { $0.lastPathComponent },
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
