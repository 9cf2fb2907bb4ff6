// SPDX-License-Identifier: GPL-3.0-or-later

/// Works out which words can begin each sequence and class, so the matcher tries an alternative only
/// where its first word stands (most alternatives fail on their first word; checking one set is cheap).
struct SafetyFirstWords {
    /// Per class: the ids its matches begin with (nil: any word), and whether it can match nothing.
    private(set) var classFirst: [Set<Int32>?]
    private(set) var classNullable: [Bool]

    /// Computes the classes' first words to a fixed point (classes may refer to later ones), then marks
    /// every sequence of the classes and rules.
    init(classes: inout [[SafetySequence]], rules: inout [SafetyRule]) {
        classFirst = Array(repeating: [], count: classes.count)
        classNullable = Array(repeating: false, count: classes.count)
        var changed = true
        var rounds = 0
        while changed, rounds < 64 {
            changed = false
            rounds += 1
            for c in classes.indices {
                var first: Set<Int32>? = []
                var nullable = false
                for option in classes[c] {
                    let (f, n) = summary(option)
                    first = Self.union(first, f)
                    nullable = nullable || n
                }
                if first != classFirst[c] || nullable != classNullable[c] {
                    classFirst[c] = first
                    classNullable[c] = nullable
                    changed = true
                }
            }
        }
        for c in classes.indices {
            for k in classes[c].indices { mark(&classes[c][k]) }
        }
        for k in rules.indices { mark(&rules[k].pattern) }
    }

    private static func union(_ a: Set<Int32>?, _ b: Set<Int32>?) -> Set<Int32>? {
        guard let a, let b else { return nil }
        return a.union(b)
    }

    /// The first words and nullability of a sequence.
    private func summary(_ sequence: SafetySequence) -> (Set<Int32>?, Bool) {
        var first: Set<Int32>? = []
        for item in sequence.items {
            let (f, n) = summary(item)
            first = Self.union(first, f)
            if first == nil { return (nil, false) }
            if !(n || item.optional) { return (first, false) }
        }
        return (nil, true) // it can match nothing, so whatever follows may begin it
    }

    private func summary(_ item: SafetyItem) -> (Set<Int32>?, Bool) {
        switch item.kind {
        case .words(let ids): return (ids, false)
        case .gap, .end: return (nil, true)
        case .ref(let c): return (classFirst[c], classNullable[c])
        case .choice(let options):
            var first: Set<Int32>? = []
            var nullable = false
            for option in options {
                let (f, n) = summary(option)
                first = Self.union(first, f)
                nullable = nullable || n
            }
            return (first, nullable)
        }
    }

    private func mark(_ sequence: inout SafetySequence) {
        for k in sequence.items.indices {
            if case .choice(var options) = sequence.items[k].kind {
                for o in options.indices { mark(&options[o]) }
                sequence.items[k].kind = .choice(options)
            }
        }
        let (first, nullable) = summary(sequence)
        sequence.first = first
        sequence.nullable = nullable
    }
}
