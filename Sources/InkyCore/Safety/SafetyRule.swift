// SPDX-License-Identifier: GPL-3.0-or-later

/// One row of `Lexicons/safety.tsv`: what the pattern means when it matches.
struct SafetyRule: Sendable {
    enum Role: Sendable, Equatable {
        /// The writer's own words at this level and category, unless something around them says otherwise.
        case alarm(SafetyLevel, SafetyCategory)
        /// Words that look like an alarm but are not ("suicide prevention", "die of embarrassment"):
        /// an alarm overlapping them is dropped.
        case ignore
        /// Words in the same sentence that change an alarm: see `SafetyCue`.
        case cue(SafetyCue)
    }

    var name: String
    var role: Role
    /// The compiled pattern in `SafetyProgram`.
    var pattern: SafetyProgram.Entry
    /// The pattern itself names the writer ("myself", "I", "my life"), so no one else can be its subject.
    var namesWriter: Bool
    /// Marked `writer` in the file: the words are the writer's own whoever else they name ("she doesn't
    /// know it was goodbye"), so its gaps may pass words that name someone else.
    var writersOwn: Bool
    /// 1-based line in the file, for lint messages.
    var line: Int
}

/// Words that change an alarm found in the same sentence.
public enum SafetyCue: String, Sendable, CaseIterable {
    /// "years ago", "used to", "when I was 15": a crisis reads as concern.
    case past
    /// "again", "last night", "right now": cancels `past` and `recovered`.
    case recent
    /// "by accident", "while chopping", "on the oven": not an alarm, unless `purpose` is there too.
    case accident
    /// "on purpose", "deliberately".
    case purpose
    /// "lol", "jk", 😂: a crisis reads as concern (never as nothing).
    case hyperbole
    /// "asked me if", "the form asks whether": one level milder.
    case asked
    /// "five years clean and I don't miss it", "glad I'm alive", anywhere in the text: a self-harm act, an
    /// attempt, or anything told in the past is no alarm, unless `recent` is in its sentence.
    case recovered
    /// "now I'm happy", "it gets better", "so glad I failed", anywhere in the text: a wish or an act told
    /// in the past (its own sentence holds `past` and not `recent`) is no alarm.
    case better
    /// "the financial advisor says everyone should", "now the baby's here", "we're moving": an everyday
    /// reason for a preparation (a will, insurance, goodbyes); a preparatory match is no alarm, unless
    /// `recent` is in its sentence.
    case prudent
    /// "the car insurance renewal", "the haircut", "travelling for six months": an everyday thing that words
    /// naming no act ("I'll just do it", "I've decided", "who gets the cat") can be about. A plan or a
    /// preparation matched beside one is no alarm when no sentence names harm (`harm`) and the words as a
    /// whole do not lean toward risk.
    case errand
    /// "die", "pills", "the bridge": words that name harm or its means outright, anywhere in the text; they
    /// keep `errand` from explaining a match away.
    case harm
    /// "now I", "these days I", "today I": the text turning to the present. A match told in the past ("years
    /// ago", "there was a winter") before such a turn is no alarm when what follows the turn holds no
    /// `recent`, `harm`, `purpose` or `unsettled` cue and the model does not read it as leaning toward risk.
    case turn
    /// "but", "still", "not sure", "about it", "scared": words after a `turn` that keep the past story open
    /// in the present ("today I told my new partner about it"), so the turn clears nothing.
    case unsettled
    /// "every day", "all the time": a habit, which told before a `turn` belongs to the past told ("I was
    /// cutting every day, now I teach yoga"), where another `recent` cue there says it is now.
    case habit
    /// "and I could honestly say no", "No, never.": an answer of no, in the sentence of a match that was
    /// being asked (`asked`) or in the one after it; the question answered no is no alarm.
    case denied
    /// "two years clean, but last night I did it again", "the old thoughts came back": the story of recovery
    /// broken, anywhere in the text. It keeps `recovered` and `better` from clearing a match.
    case relapse
    /// "I said no. I lied.", "I'd be lying if I said I hadn't", "the honest answer is yes", anywhere in the text:
    /// the writer takes back a denial, so a negator or an answer of no clears nothing and being asked makes
    /// nothing milder.
    case retracted
    /// "and I mean that literally", "not even joking", anywhere in the text: the writer says the words are
    /// meant, so an `ignore` row (an idiom) clears nothing and joking words (`hyperbole`) soften nothing.
    case earnest
    /// "It was about the biscuits", "I meant the work trip", "it's a song", "not literally": the writer's own
    /// words, quoted or reported as said (`@report`), explained as meaning something else, in their sentence or a
    /// later one. Such a match is no alarm (unless `earnest` or `retracted` stands anywhere); asked and explained
    /// is as asked and answered no (`denied`).
    case explained
}
