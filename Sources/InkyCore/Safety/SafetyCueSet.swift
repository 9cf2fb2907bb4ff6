// SPDX-License-Identifier: GPL-3.0-or-later

/// The cues found in one sentence, a bit each.
struct SafetyCueSet: Sendable {
    private var bits: UInt32 = 0

    func contains(_ cue: SafetyCue) -> Bool { bits & Self.bit(cue) != 0 }
    mutating func insert(_ cue: SafetyCue) { bits |= Self.bit(cue) }

    private static func bit(_ cue: SafetyCue) -> UInt32 {
        switch cue {
        case .past: 1
        case .recent: 2
        case .accident: 4
        case .purpose: 8
        case .hyperbole: 16
        case .asked: 32
        case .recovered: 64
        case .better: 128
        case .prudent: 256
        case .errand: 512
        case .harm: 1024
        case .turn: 2048
        case .unsettled: 4096
        case .habit: 8192
        case .denied: 16384
        case .relapse: 32768
        case .retracted: 65536
        case .earnest: 131072
        case .explained: 262144
        }
    }
}
