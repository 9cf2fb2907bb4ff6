// SPDX-License-Identifier: GPL-3.0-or-later

/// Matches flattened patterns against a line, depth first, taking the first way that completes: a
/// missing-allowed part is tried present before absent, a gap shortest first, a choice's options in order.
///
/// Entering a choice pushes a frame naming the step to go on with once an option is done, so an option
/// can finish and hand its end position to the rest of the pattern without closures.
struct SafetyMatcher: Sendable {
    /// Where to go on once an option is done, and the frame to go on with after that (-1: the match is complete).
    private struct Frame: Sendable {
        var step: Int32
        var below: Int32
    }

    /// The frames of the choices being tried are `frames[..<depth]`; the array only grows.
    private var frames: [Frame] = []
    private var depth = 0
    private var sentence: Int32 = 0
    private var end = 0
    /// The pattern's gaps may pass words naming someone else (`SafetyRule.writersOwn`).
    private var passingOthers = false

    /// The span of the pattern's first match beginning at `start`, or nil.
    mutating func span(of pattern: SafetyProgram.Entry, at start: Int, in line: SafetyLine,
                       program: SafetyProgram, passingOthers: Bool = false) -> Range<Int>? {
        guard Self.begins(pattern, at: start, line, program) else { return nil }
        depth = 0
        self.passingOthers = passingOthers
        sentence = line.words.tokens[start].sentence
        guard run(pattern.start, at: start, frame: -1, line, program) else { return nil }
        return start..<end
    }

    /// Whether a match of the sequence could begin at token k (its first words allow it).
    @inline(__always) private static func begins(_ entry: SafetyProgram.Entry, at k: Int, _ line: SafetyLine,
                                                 _ program: SafetyProgram) -> Bool {
        entry.first < 0 || (k < line.words.tokens.count && line.answers(k, to: entry.first, in: program.sets))
    }

    @inline(__always) private func inSentence(_ k: Int, _ line: SafetyLine) -> Bool {
        k < line.words.tokens.count && line.words.tokens[k].sentence == sentence
    }

    /// Whether the steps from `step` on match from `position` and the frames then complete the match.
    private mutating func run(_ step: Int32, at position: Int, frame: Int32, _ line: SafetyLine,
                              _ program: SafetyProgram) -> Bool {
        var k = Int(step), position = position, frame = frame
        while true {
            let step = program.steps[k]
            switch step.kind {
            case .done:
                guard frame >= 0 else { end = position; return true }
                let next = frames[Int(frame)]
                k = Int(next.step)
                frame = next.below
                continue
            case .words:
                if inSentence(position, line), line.answers(position, to: step.argument, in: program.sets) {
                    guard step.optional else { k += 1; position += 1; continue }
                    if run(Int32(k + 1), at: position + 1, frame: frame, line, program) { return true }
                }
            case .end:
                // Ending here or not, what follows starts at the same place: absent is no second chance.
                if !inSentence(position, line) { k += 1; continue }
            case .gap:
                let most = Int(step.argument)
                var to = position
                while true {
                    if run(Int32(k + 1), at: to, frame: frame, line, program) { return true }
                    guard to - position < most, inSentence(to, line), !line.blocksGap(at: to, passingOthers: passingOthers) else { break }
                    to += 1
                }
            case .ref, .choice:
                let choice = step.kind == .ref ? program.classChoice[Int(step.argument)] : step.argument
                let first = program.choiceFirst[Int(choice)]
                // (a choice whose first words are unknown may begin with `$`, so it is tried past the sentence's end)
                if first < 0 || (inSentence(position, line) && line.answers(position, to: first, in: program.sets)) {
                    let pushed = Int32(depth)
                    if depth == frames.count { frames.append(Frame(step: 0, below: 0)) }
                    frames[depth] = Frame(step: Int32(k + 1), below: frame)
                    depth += 1
                    for o in program.optionRange(of: choice) {
                        let option = program.options[o]
                        if Self.begins(option, at: position, line, program),
                           run(option.start, at: position, frame: pushed, line, program) {
                            return true
                        }
                    }
                    depth -= 1
                }
            }
            // The step did not lead to a match: skip it if it may be missing.
            guard step.optional else { return false }
            k += 1
        }
    }
}
