// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import InkyCore
import InkyImaging
import InkyStore

/// `inky write [TEXT] [--tag T]... [--image PATH] [--date D]`: a raw entry, analysed and read for mood.
struct WriteCommand: InkyRunnable {
    static let configuration = CommandConfiguration(commandName: "write", abstract: Messages.Help.write)

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp(Messages.Help.writeText, valueName: "text")) var words: [String] = []
    @Option(name: .long, help: ArgumentHelp(Messages.Help.writeTag, valueName: "tag")) var tag: [String] = []
    @Option(name: .long, help: ArgumentHelp(Messages.Help.writeImage, valueName: "path")) var image: String?
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(Messages.Help.logDate, valueName: "date")) var date: String?
    @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false

    func run(in context: Context) throws {
        let day = try DayOption.resolve(date, context: context)
        for t in tag where !Hashtags.isValidName(t) {
            throw InkyFailure.usage(Messages.badTag(t))
        }
        let db = try context.openStore(home: global.home)
        guard let text = try entryText(context: context, folder: DraftFolder.choose(for: db, context: context)) else {
            return context.output.line(Messages.nothingWritten)
        }
        let now = context.clock.now()
        let at = context.clock.observationTime(for: day)
        let entry = try db.addEntry(text: text, day: day.description, tags: tag, at: now)
        let analysis = try ShippedLexicons.analyzer().analyze(text)
        var signals = [Readings.entry(analysis, at: at)]
        var imageFailure: String?
        var attached: (path: String, hash: String)?
        if let image {
            let path = URL(fileURLWithPath: (image as NSString).expandingTildeInPath).standardizedFileURL.path
            do {
                signals.append(try ImageDecoder.moodSignal(path: path, at: at))
                let hash = try ContentHash.sha256(fileAt: path)
                try db.addAttachment(entryID: entry.id!, path: path, sha256: hash, at: now)
                attached = (path, hash)
            } catch let error as ImageDecodingError {
                imageFailure = error.description
            }
        }
        let mood = try MoodContext(db: db, context: context)
            .record(MoodRecord(at: at, signals: signals), source: .entry, sourceID: entry.id!, day: day)
        if json {
            context.output.line(JSONValue.object([
                ("id", .int(entry.id!)), ("day", .string(entry.day)),
                ("tags", .array(try db.tags(ofEntry: entry.id!).map(JSONValue.string))),
                ("image", attached.map { .object([("path", .string($0.path)), ("sha256", .string($0.hash))]) } ?? .null),
                ("topics", .array(analysis.topics.map(JSONValue.string))),
                ("keywords", .array(analysis.keywords.map(JSONValue.string))),
                ("mood", .object(MoodPresenter.json(mood))),
                ("safety", .string(analysis.safety.rawValue)),
            ]).text)
        } else {
            context.output.line(Messages.entryAdded(entry.id!))
            context.output.line(MoodPresenter.sentence(mood))
        }
        SafetyNet.note(text, context: context, json: json)
        if let imageFailure {
            throw InkyFailure.usage(Messages.imageFailedEntryKept(SafeText.forTerminal(imageFailure), id: entry.id!))
        }
    }

    /// TEXT, else standard input when piped, else the person's editor; nil when they left it empty.
    private func entryText(context: Context, folder: URL) throws -> String? {
        if !words.isEmpty { return words.joined(separator: " ") }
        if !context.stdinIsTerminal {
            let text = try PipedText.read(context)
            guard !text.isEmpty else { throw InkyFailure.usage(Messages.nothingToWrite) }
            return text
        }
        return try EditorSession(context: context, folder: folder).edit(template: Messages.editorTemplate)
    }
}

/// Writing an entry in the person's `$VISUAL` or `$EDITOR`, through an owner-only draft in the data folder.
struct EditorSession {
    let context: Context
    let folder: URL

    func edit(template: String) throws -> String? {
        let editor = context.environment["VISUAL"].flatMap { $0.isEmpty ? nil : $0 }
            ?? context.environment["EDITOR"].flatMap { $0.isEmpty ? nil : $0 } ?? "vi"
        let draft = folder.appendingPathComponent(".draft-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).md")
        let fd = open(draft.path, O_CREAT | O_EXCL | O_NOFOLLOW | O_WRONLY, 0o600) // the folder may be shared (/dev/shm)
        guard fd >= 0 else { throw InkyFailure.data(Messages.store(.folderNotWritable(path: folder.path))) }
        _ = template.utf8CString.withUnsafeBufferPointer { Foundation.write(fd, $0.baseAddress, $0.count - 1) }
        close(fd)
        defer { try? FileManager.default.removeItem(at: draft) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", editor + " \"$1\"", "inky-editor", draft.path]
        process.environment = context.environment
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            throw InkyFailure.usage(Messages.editorFailed(editor))
        }
        guard process.terminationStatus == 0 else { throw InkyFailure.usage(Messages.editorFailed(editor)) }
        let written = String(decoding: FileManager.default.contents(atPath: draft.path) ?? Data(), as: UTF8.self)
        let text = written.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("#") }.joined(separator: "\n")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}
