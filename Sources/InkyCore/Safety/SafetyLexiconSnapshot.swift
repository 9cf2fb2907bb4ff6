// SPDX-License-Identifier: GPL-3.0-or-later

/// A parsed `SafetyLexicon` as bytes, so inky screens with the shipped rules without parsing them.
///
/// inky-embed writes the snapshot at build time with this same code; a snapshot of another format,
/// cut short or altered (a checksum closes it), or out of shape reads as nil, and the caller parses the
/// files instead. Tests check that the embedded snapshot is the parse of the shipped files.
extension SafetyLexicon {
    /// Names the layout below; change it whenever the layout changes.
    static let snapshotFormat = "inky safety snapshot 2"

    /// An empty lexicon, filled by `init?(snapshot:)`.
    private init() {}

    /// Everything `SafetyScreen.assess` reads, then a checksum of the bytes before it.
    func snapshot() -> [UInt8] {
        var out = SnapshotWriter()
        out.string(Self.snapshotFormat)
        table.write(to: &out)
        program.write(to: &out)
        out.int(rules.count)
        for rule in rules { out.string(rule.name) }
        out.numbers(rules.map { Self.code(of: $0.role) })
        out.numbers(rules.map(\.pattern.start))
        out.numbers(rules.map(\.pattern.first))
        out.numbers(rules.map { ($0.namesWriter ? UInt8(1) : 0) | ($0.writersOwn ? 2 : 0) })
        out.numbers(rules.map { Int64($0.line) })
        anchors.write(to: &out)
        alarms.write(to: &out)
        ignores.write(to: &out)
        cues.write(to: &out)
        out.numbers(Self.reservedClasses.map { reservedSets[$0] ?? -1 })
        out.int(classNames.count)
        for name in classNames { out.string(name) }
        var bytes = out.bytes
        withUnsafeBytes(of: Self.checksum(bytes[...]).littleEndian) { bytes.append(contentsOf: $0) }
        return bytes
    }

    /// The lexicon `snapshot()` wrote; nil for anything else.
    init?(snapshot bytes: [UInt8]) {
        guard bytes.count >= 8 else { return nil }
        var stored: UInt64 = 0
        withUnsafeMutableBytes(of: &stored) { $0.copyBytes(from: bytes[(bytes.count - 8)...]) }
        guard UInt64(littleEndian: stored) == Self.checksum(bytes[..<(bytes.count - 8)]) else { return nil }
        var input = SnapshotReader(bytes)
        do {
            guard try input.string() == Self.snapshotFormat else { return nil }
            self.init()
            table = try SafetyWordTable(snapshot: &input)
            program = try SafetyProgram(snapshot: &input)
            let ids = Int(table.count), sets = program.sets.setCount
            let ruleCount = try input.count(elementSize: 8)
            let names = try (0..<ruleCount).map { _ in try input.string() }
            let roles: [UInt16] = try input.numbers(), starts: [Int32] = try input.numbers(), firsts: [Int32] = try input.numbers()
            let flags: [UInt8] = try input.numbers(), lines: [Int64] = try input.numbers()
            guard [roles.count, starts.count, firsts.count, flags.count, lines.count].allSatisfy({ $0 == ruleCount }),
                  program.sets.idCount == table.count
            else { return nil }
            rules = try names.indices.map { r in
                let pattern = SafetyProgram.Entry(start: starts[r], first: firsts[r])
                guard let role = Self.role(coded: roles[r]), program.isValid(pattern), flags[r] <= 3,
                      let line = Int(exactly: lines[r]) else { throw SnapshotReader.Malformed() }
                return SafetyRule(name: names[r], role: role, pattern: pattern, namesWriter: flags[r] & 1 != 0,
                                  writersOwn: flags[r] & 2 != 0, line: line)
            }
            anchors = try SafetyAnchorTable(snapshot: &input, ruleCount: ruleCount, idCount: ids, sets: program.sets)
            alarms = try SafetyRuleIndex(snapshot: &input, ruleCount: ruleCount, idCount: ids)
            ignores = try SafetyRuleIndex(snapshot: &input, ruleCount: ruleCount, idCount: ids)
            cues = try SafetyRuleIndex(snapshot: &input, ruleCount: ruleCount, idCount: ids)
            let reserved: [Int32] = try input.numbers()
            guard reserved.count == Self.reservedClasses.count, reserved.areIndices(below: sets) else { return nil }
            reservedSets = Dictionary(uniqueKeysWithValues: zip(Self.reservedClasses, reserved))
            let classCount = try input.count(elementSize: 8)
            classNames = try (0..<classCount).map { _ in try input.string() }
            let _: UInt64 = try input.number() // the checksum, checked above
            guard input.isAtEnd else { return nil }
        } catch {
            return nil
        }
        alarmFilter = SafetyAlarmFilter(rules: rules, anchors: anchors, idCount: Int(table.count))
    }

    /// A rule's role in two bytes: kind (0 alarm, 1 ignore, 2 cue) in the high one, what it says in the low.
    private static func code(of role: SafetyRule.Role) -> UInt16 {
        switch role {
        case .alarm(let level, let category):
            UInt16(SafetyLevel.allCases.firstIndex(of: level) ?? 0) << 4 | UInt16(SafetyCategory.allCases.firstIndex(of: category) ?? 0)
        case .ignore: 1 << 8
        case .cue(let cue): 2 << 8 | UInt16(SafetyCue.allCases.firstIndex(of: cue) ?? 0)
        }
    }

    /// The role `code(of:)` gave; nil for a code it never gives.
    private static func role(coded code: UInt16) -> SafetyRule.Role? {
        let detail = Int(code & 0xFF)
        switch code >> 8 {
        case 0:
            let level = detail >> 4, category = detail & 0xF
            guard level < SafetyLevel.allCases.count, category < SafetyCategory.allCases.count else { return nil }
            return .alarm(SafetyLevel.allCases[level], SafetyCategory.allCases[category])
        case 1: return detail == 0 ? .ignore : nil
        case 2: return detail < SafetyCue.allCases.count ? .cue(SafetyCue.allCases[detail]) : nil
        default: return nil
        }
    }

    /// A quick hash of the bytes, eight at a time, to refuse a snapshot cut short or altered.
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.withUnsafeBytes { raw in
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(raw.count)
            func mix(_ word: UInt64) {
                hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
                hash ^= hash >> 29
            }
            var k = 0
            while k + 8 <= raw.count {
                mix(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: k, as: UInt64.self)))
                k += 8
            }
            while k < raw.count { mix(UInt64(raw[k])); k += 1 }
            return hash
        }
    }
}
