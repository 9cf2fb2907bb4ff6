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
        guard let text = try entryText(context: context) else {
            return context.output.line(Messages.nothingWritten)
        }
        let now = context.clock.now()
        let at = context.clock.observationTime(for: day)
        let entry = try db.addEntry(text: text, day: day, tags: tag, at: now)
        let analysis = try ShippedLexicons.analyzer().analyze(text)
        var signals = [Readings.entry(analysis, at: at)]
        var imageFailure: String?
        var attached: (path: String, hash: String)?
        if let image {
            let path = URL(fileURLWithPath: (image as NSString).expandingTildeInPath).standardizedFileURL.path
            do {
                signals.append(try ImageDecoder.moodSignal(path: path, at: at))
                guard let hash = try? FileHash.sha256(fileAt: path) else { throw ImageDecodingError.unreadableFile(path: path) }
                try db.addAttachment(entryID: entry.id, path: path, sha256: hash, at: now)
                attached = (path, hash)
            } catch let error as ImageDecodingError {
                imageFailure = error.description
            }
        }
        let mood = try MoodContext(db: db, context: context)
            .record(MoodRecord(at: at, signals: signals), source: .entry, sourceID: entry.id, day: day)
        if json {
            context.output.line(JSONValue.object([
                ("id", .int(entry.number ?? entry.id)), ("day", .string(entry.day.description)),
                ("tags", .array(try db.tags(ofEntry: entry.id).map(JSONValue.string))),
                ("image", attached.map { .object([("path", .string($0.path)), ("sha256", .string($0.hash))]) } ?? .null),
                ("topics", .array(analysis.topics.map(JSONValue.string))),
                ("keywords", .array(analysis.keywords.map(JSONValue.string))),
                ("mood", .object(MoodPresenter.json(mood))),
                ("safety", .string(analysis.safety.rawValue)),
            ]).text)
        } else {
            context.output.line(Messages.entryAdded(entry.number ?? entry.id))
            context.output.line(MoodPresenter.sentence(mood))
        }
        SafetyNet.note(text, context: context, json: json)
        if let imageFailure {
            throw InkyFailure.usage(Messages.imageFailedEntryKept(SafeText.forTerminal(imageFailure), id: entry.number ?? entry.id))
        }
    }

    /// TEXT, else standard input when piped, else the person's editor; nil when they left it empty.
    private func entryText(context: Context) throws -> String? {
        let text = try typedText(context: context)
        if let text, let long = InputLimits.overlongLine(in: text) {
            throw InkyFailure.usage(Messages.pipedLineTooLong(line: long.line, bytes: long.bytes, limit: InputLimits.answerBytes))
        }
        return text
    }

    /// The entry's text from the arguments, a pipe or the editor.
    private func typedText(context: Context) throws -> String? {
        if !words.isEmpty { return words.joined(separator: " ") }
        if !context.stdinIsTerminal {
            let text = try PipedText.read(context)
            guard !text.isEmpty else { throw InkyFailure.usage(Messages.nothingToWrite) }
            return text
        }
        return try EditorSession(context: context).edit(template: Messages.editorTemplate)
    }
}
