// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import InkyCore

/// Recall and false alarms on inky's own development set (`safety-dev-positives.tsv`: first-person crisis
/// and concern lines by category; `safety-dev-negatives.tsv`: hard negatives by category), and on a
/// held-out set written apart and never tuned against (`safety-holdout.tsv`). Five more development sets
/// (`WrittenApart`) were written apart later, each measured once before rules were written against it.
/// All written for inky.
///
/// Figures are printed so they show in `swift test` output; the floors sit just under the figures measured
/// when they were set (README, "Safety"), so the test fails if either gets worse.
@Suite struct SafetyDevSetTests {
    /// Crisis and concern lines together that raise an alarm (measured 0.985 with the rules alone, 0.996
    /// with the model, which was trained on it; the issue's target is 0.97).
    static let recallFloor = 0.99
    /// Hard negatives that raise one (measured 0.015 when set; target ≤ 0.03).
    static let falseAlarmCeiling = 0.015
    /// The held-out set, never tuned against (rules alone: recall 0.812, false alarms 0.038; with the model
    /// beside them, trained without it: 0.925, 0.045; with sets 11-17 in its training and its words weighed
    /// against the line's length, 0.952, 0.045; session 16, the model trained on sets 19-35, 37 and 38 too:
    /// 0.969 (284/293), 0.038 (11/290); session 17, the model's `@overrule` bar: 0.976 (286/293), 0.041 (12/290)).
    static let heldOutRecallFloor = 0.975
    static let heldOutFalseAlarmCeiling = 0.042
    /// A second held-out set (`safety-holdout2.tsv`), written by another hand after the rules and measured
    /// once, never tuned against (rules alone: 0.793 / 0.037; with the model: 0.900 / 0.057; with sets 11-17
    /// in its training and its words weighed against the line's length: 0.910 / 0.043; with set 18, @threshold
    /// 0.75 and @long, 2026-11-27: 0.920 / 0.043, and the first held-out set 0.949 / 0.048).
    /// (Session 9: 0.917 / 0.037, with single-quoted speech and set 23's kinds; session 11: 0.917 / 0.033.)
    static let secondHeldOutRecallFloor = 0.93
    // (0.030 in session 15; 0.923 (277/300) / 0.033 (10/300) in session 16; 0.933 (280/300) / 0.033 in session 17)
    static let secondHeldOutFalseAlarmCeiling = 0.035
    /// A third held-out set (`safety-holdout3.tsv`, 300 risk lines and 300 ordinary ones as short forum posts and
    /// evening lines), written by another hand on 2026-11-27 (session 11) and measured once, never tuned against
    /// and never looked at line by line: 0.960 (288/300) / 0.047 (14/300); rules alone 0.817 / 0.043. (Session 16:
    /// 0.963 (289/300) / 0.030 (9/300), the model trained on sets 19-35, 37 and 38 too; session 17, with `@overrule`:
    /// 0.973 (292/300) / 0.030.)
    static let thirdHeldOutRecallFloor = 0.97
    static let thirdHeldOutFalseAlarmCeiling = 0.035
    /// A fourth held-out set (`safety-holdout4.tsv`, 250 risk lines and 350 ordinary ones: a third very short, a
    /// third one or two sentences, a third longer entries; many recovery stories and everyday uses of the words),
    /// written by another hand on 2026-12-02 (session 14) that read nothing of inky, measured once and never looked
    /// at line by line: with the rules of the session's start 0.912 (228/250) / 0.057 (20/350), with its end
    /// (sets 33 and 34's rows) 0.908 (227/250) / 0.051 (18/350); passive 54/65 the weakest, recovery stories 12 of
    /// the 18 false alarms. (Session 15, with the model's `@settled` bar and set 35's rows: 0.908 / 0.043, 15/350;
    /// session 16, the model trained on sets 19-35, 37 and 38 too: 0.924 (231/250) / 0.043 (15/350); session 17,
    /// with `@overrule` and set 40's rows: 0.928 (232/250) / 0.040 (14/350).)
    static let fourthHeldOutRecallFloor = 0.925
    static let fourthHeldOutFalseAlarmCeiling = 0.045
    /// Each category's own recall on the first set may not fall below these (measured when set, minus a little).
    static let categoryFloors: [SafetyCategory: Double] = [
        .passive: 0.98, .active: 0.99, .plan: 0.97, .method: 0.97, .preparatory: 0.96, .selfharm: 0.98, .attempt: 0.97,
    ]

    struct Figures {
        var positives = 0, found = 0, negatives = 0, alarms = 0
        var byCategory: [String: (total: Int, flagged: Int)] = [:]
        var recall: Double { Double(found) / Double(max(positives, 1)) }
        var falseAlarms: Double { Double(alarms) / Double(max(negatives, 1)) }
        var missed: [String] = []
        var raised: [String] = []
    }

    static func measure(_ lines: [SafetyFixture.Line]) -> Figures {
        var figures = Figures()
        for line in lines {
            let flagged = SafetyFixture.screen.level(of: line.text) > .none
            let key = (line.label == "none" ? "negative " : "positive ") + line.category
            var entry = figures.byCategory[key] ?? (0, 0)
            entry.total += 1
            if flagged { entry.flagged += 1 }
            figures.byCategory[key] = entry
            if line.label == "none" {
                figures.negatives += 1
                if flagged { figures.alarms += 1; figures.raised.append(line.text) }
            } else {
                figures.positives += 1
                if flagged { figures.found += 1 } else { figures.missed.append(line.text) }
            }
        }
        return figures
    }

    static func report(_ name: String, _ f: Figures) {
        print("safety \(name): recall \(f.found)/\(f.positives) = \(f.recall), false alarms \(f.alarms)/\(f.negatives) = \(f.falseAlarms)")
        for (key, value) in f.byCategory.sorted(by: { $0.key < $1.key }) {
            print("  \(key): \(value.flagged)/\(value.total) flagged")
        }
    }

    @Test func developmentSet() {
        let lines = SafetyFixture.lines("safety-dev-positives.tsv") + SafetyFixture.lines("safety-dev-negatives.tsv")
        #expect(lines.filter { $0.label != "none" }.count >= 500)
        #expect(lines.filter { $0.label == "none" }.count >= 500)
        let f = Self.measure(lines)
        Self.report("development set", f)
        #expect(f.recall >= Self.recallFloor, "missed: \(f.missed.prefix(20))")
        #expect(f.falseAlarms <= Self.falseAlarmCeiling, "raised: \(f.raised.prefix(20))")
    }

    /// A development set written apart by another hand: its file stem, how many lines it holds at least, and
    /// its floors (just under the figures when set, with the model trained on every development set). The comments give what each read unseen, before any rule
    /// was written against it, and when set.
    struct WrittenApart: Sendable, CustomTestStringConvertible {
        let stem: String, positives: Int, negatives: Int
        let recallFloor: Double, falseAlarmCeiling: Double
        var testDescription: String { stem }
    }

    static let writtenApart: [WrittenApart] = [
        // forum posts and journal lines: unseen 0.650 / 0.030, set 0.948 / 0.007
        .init(stem: "safety-dev2", positives: 400, negatives: 400, recallFloor: 0.98, falseAlarmCeiling: 0.01),
        // short posts: unseen 0.694 / 0.068, set 0.946 / 0.015
        .init(stem: "safety-dev3", positives: 350, negatives: 400, recallFloor: 0.985, falseAlarmCeiling: 0.015),
        // longer posts and hard days: unseen 0.689 / 0.050, set 0.926 / 0.003
        .init(stem: "safety-dev4", positives: 350, negatives: 400, recallFloor: 0.975, falseAlarmCeiling: 0.005),
        // answers to reflection questions: unseen 0.689 / 0.020, set 0.909 / 0.020 (0.977 / 0.020 with set 18)
        .init(stem: "safety-dev5", positives: 350, negatives: 400, recallFloor: 0.975, falseAlarmCeiling: 0.025),
        // long forum posts: unseen 0.833 / 0.113, set 0.952 / 0.042
        // (0.967 / 0.042 once sets 11-12 joined the model's training, which lifted both held-out sets;
        // 0.962 / 0.042 with set 18 and @long: one long post fewer; 0.976 in session 13, a present told later
        // as unsettled keeping three alarms a recovery had cleared)
        .init(stem: "safety-dev6", positives: 210, negatives: 240, recallFloor: 0.975, falseAlarmCeiling: 0.035),
        // terse answers, euphemism, self-talk, the days after an attempt; errands that sound close:
        // unseen 0.504 / 0.069, set 0.654 / 0.028 (0.936 / 0.028 with set 18 and @threshold 0.75)
        .init(stem: "safety-dev7", positives: 280, negatives: 320, recallFloor: 0.93, falseAlarmCeiling: 0.03),
        // forum posts and journal lines, venting without risk the largest negative group: unseen by the rules
        // 0.579 / 0.078; the model trained without it, beside the rules, 0.811 / 0.113 (Tools/train-safety-model.py)
        // (0.934 / 0.081 with sets 11-12 in training; 0.968 / 0.081 with set 18 and @threshold 0.75; 0.968 / 0.076
        // with set 20's ignore rows, 2026-11-27)
        .init(stem: "safety-dev8", positives: 340, negatives: 390, recallFloor: 0.965, falseAlarmCeiling: 0.06), // 0.055 after session 10
        // forum posts, venting the largest negative group, "suicide" in 32 negatives: unseen by the rules and
        // by the model (trained on sets 1-8) together 0.881 / 0.130
        // (0.938 / 0.070 with sets 11-14 in training, 0.954 later; 0.950 (414/436) / 0.070 with set 18 and
        // @long: two long posts fewer, so the floor went from 0.95 to 0.945)
        // (0.950 / 0.066 with set 20's ignore rows)
        .init(stem: "safety-dev9", positives: 430, negatives: 510, recallFloor: 0.945, falseAlarmCeiling: 0.07),
        // journal entries and answers, an ordinary-day group among the negatives: unseen by rules and model
        // together 0.723 / 0.065
        // (0.864 / 0.052 with sets 11-12 in training; 0.954 / 0.050 with set 18 and @threshold 0.75; 0.954 / 0.046
        // with set 20's ignore rows)
        .init(stem: "safety-dev10", positives: 410, negatives: 470, recallFloor: 0.95, falseAlarmCeiling: 0.035), // 0.033 after session 9
        // forum posts, recovery stories among the negatives: unseen by rules and model together 0.920 / 0.071;
        // 0.920 / 0.059 after the recovered/better cues; set 0.958 / 0.043
        .init(stem: "safety-dev11", positives: 470, negatives: 430, recallFloor: 0.96, falseAlarmCeiling: 0.045),
        // diary lines, the risk in the middle of an ordinary day, veiled plans and preparations: unseen
        // 0.821 / 0.055; 0.821 / 0.046 after the cues; set 0.942 / 0.042 (0.958 / 0.042 with set 18)
        .init(stem: "safety-dev12", positives: 470, negatives: 450, recallFloor: 0.955, falseAlarmCeiling: 0.035),
        // answers to reflection questions, everyday plans that sound final among the negatives: unseen
        // 0.839 / 0.046; 0.839 / 0.030 after the prudent cue; set 0.935 / 0.034 (0.977 / 0.034 with set 18)
        .init(stem: "safety-dev13", positives: 430, negatives: 430, recallFloor: 0.975, falseAlarmCeiling: 0.035),
        // chat-style notes, slang and filter-dodging words, "kms" jokes among the negatives: unseen
        // 0.863 / 0.047; set 0.927 / 0.036 (0.973 / 0.036 with set 18)
        .init(stem: "safety-dev14", positives: 430, negatives: 440, recallFloor: 0.97, falseAlarmCeiling: 0.04),
        // longer forum posts, venting and hard days the largest negative groups: unseen 0.944 / 0.084; set
        // 0.972 / 0.061 (0.967 / 0.061 with set 18 and @long: two long posts fewer, so the floor went from
        // 0.97 to 0.965)
        .init(stem: "safety-dev15", positives: 390, negatives: 390, recallFloor: 0.965, falseAlarmCeiling: 0.065),
    ]

    /// Sets of ordinary lines only, each measured once before the model trained on it: next steps, todos and
    /// plans that use words that sound final (`safety-dev16`: unseen 1.8%, set 1.1%), the short replies
    /// a reflection gets every evening (`safety-dev17`: "did it", "done", "will do it tomorrow"; unseen 7.8%,
    /// set 0%), and ordinary first-person answers and long rambles about tiredness, plans, errands, letters,
    /// nerves and evenings (`safety-dev18`, 2026-11-27: the screen before it 14.9%, the model alone trained
    /// without it 16.7% at 0.75; set 2.6%, all of them rules), and 738 more of them written to use the everyday
    /// words the model leaned on ("tonight", "think about it", "no point", "would", "planned"; `safety-dev22`,
    /// 2026-11-27, session 8: 6.4% before it joined the training, 2.3% after), and 683 ordinary evening answers by a
    /// hand that saw nothing of inky, in the words that sound final or heavy ("everything i guess", "it worked", "could
    /// sleep forever", handover notes, a last shift; `safety-dev37`, 2026-12-02, session 16: unseen 21 raised (3.1%;
    /// 24 by the model of session 15), 10 after rows for its kinds, none after it joined the training), and 40 answers about post put off in a drawer and what
    /// made a day work (`safety-dev38`, session 16, written here after the simulated month's second bank was asked
    /// after for such answers; trained on). The stem, how
    /// many lines at least, and the ceiling on false alarms.
    static let ordinarySets: [(stem: String, lines: Int, ceiling: Double)] = [
        ("safety-dev16", 600, 0.01), ("safety-dev17", 170, 0.01), ("safety-dev18", 600, 0.02), ("safety-dev22", 700, 0.025),
        ("safety-dev37", 680, 0.005), ("safety-dev38", 40, 0.0),
    ]

    /// Sets written apart later, each before any result was seen and measured unseen (by the rules and by a model
    /// that had not trained on it) before any row was written for it; the stem, how many positives and negatives at
    /// least, and the floor and ceiling. Until session 16 the model never trained on them; since then it trains on
    /// sets 19-35 as well, and only the newest (36 and 40) stay out of its training (Tools/train-safety-model.py's
    /// UNSEEN), so those still tell how the model reads text it never saw. Figures in the notes below are
    /// from before; the floors from after (README, "Safety").
    ///
    /// - `safety-dev19`: ordinary reflection answers, short and long, and veiled or plain first-person risk. It
    ///   says how the screen reads answers like the month's that no one has fitted it to (2026-11-27: the screen
    ///   before set 18 and `@long` 0.973 / 0.180, after 0.964 (106/110) / 0.099 (17/172)).
    /// - `safety-dev20` (2026-11-27): 148 first-person risk lines of every category and 419 ordinary lines a
    ///   screen could misread (idioms, medicine, caring for someone, news, fiction, grief, recovered, negated,
    ///   work, sport, cooking, accidents, sleep, plans, answers). Unseen it read 0.980 (145/148) / 0.129
    ///   (54/419); its false alarms were then sorted by kind and ignore rows and better cues written for them
    ///   (0.980 / 0.069), so it is seen now.
    /// - `safety-dev21` (2026-11-27): 59 risk lines and 119 ordinary lines of set 20's kinds (0.966 (57/59) /
    ///   0.126 (15/119) before set 20's rows and the same after, when only its totals had been read). Its false
    ///   alarms were read by kind in session 8, so it is seen now: after the `errand` and `turn` cues and set 22
    ///   in the model's training, 0.966 / 0.050 (6/119); set 19 0.964 / 0.064 (11/172), set 20 0.986 / 0.050
    ///   (0.031, 13/419, after rows for its recovery stories and everyday preparations: "three years without
    ///   self harm", "before the operation", the cat sitter, coupons for paracetamol).
    /// - `safety-dev23` (2026-11-27, session 9): 160 risk lines and 320 hard ordinary lines, short forum posts
    ///   and journal lines (recovery told from a stable present, someone else's crisis, venting, idioms, news,
    ///   fiction, injuries, medicine, plans that sound final). Unseen it read 0.894 (143/160) / 0.131 (42/320);
    ///   after rows and cues for its kinds (single-quoted speech, "said to me", an occasion in the sentence after
    ///   a plan, songs, debts, lifts, shaving), 0.950 (152/160) / 0.050 (16/320), so it is seen now.
    /// - `safety-dev24` (2026-11-27, session 10): 200 risk lines and 420 hard ordinary lines in registers the
    ///   other sets lack (voice-to-text without punctuation, learners of English, chat slang, older and formal
    ///   writers, long entries with the risk in the middle, questions, metaphors), the negatives in games,
    ///   caregiving, history and life admin too. Unseen it read 0.890 (178/200) / 0.110 (46/420); after rows and
    ///   cues for its kinds (switching oneself off, welcoming the end, learners' "sense to continue live", a
    ///   staged accident as purpose, asked and answered no as `denied`, recovery told in other words, estate
    ///   and moving-away paperwork, game deaths), 0.950 (190/200) / 0.074 (31/420), so it is seen now.
    /// - `safety-dev25` (2026-11-27, session 10): 180 risk lines and 405 hard ordinary lines written as answers
    ///   to the evening's questions and late journal entries (risk told through the company kept, a drive with no
    ///   return, wounds cared for in secret; exhaustion, workouts, deployments and farewells at work in the same
    ///   words). Unseen, after set 24's rows, it read 0.900 (162/180) / 0.064 (26/405); after rows for its kinds
    ///   and "me" after a word of sending read as the one sent to ("my ex texted me a goodbye message"), 0.972
    ///   (175/180) / 0.052 (21/405), so it is seen now.
    /// - `safety-dev26` (2026-11-27, session 10): 180 risk lines and 405 hard ordinary lines in the voices of
    ///   particular lives (farmers and their guns, veterans, carers, widows, people in prison, in long illness,
    ///   in addiction, in debt). Unseen, after sets 24 and 25's rows, it read 0.811 (146/180) / 0.119 (48/405);
    ///   after rows for its kinds (a gun kept back or misfired, a rope up in the shed, a crash at speed, pills
    ///   saved, knowing how many it would take, "home in a box", "not the worst thing if", asked and answered
    ///   in a word, help got and a life since as `better`), 0.933 (168/180) / 0.096 (39/405), so it is seen now.
    /// - `safety-dev27` (2026-11-27, session 10): 160 risk lines and 360 hard ordinary lines about *how* words are
    ///   written: a little Spanish, Hindi, German or Tagalog mixed in, emoji, masked words ("s*icide", "k!ll
    ///   mys3lf"), one-word entries, typos ("i wamt to dye"), lyrics and memes. Read with the masked-word reading
    ///   (`SafetyUnmasking`, written after set 25's "c*tting" and before this set was seen) it gave 0.894
    ///   (143/160) / 0.050 (18/360); after rows for its kinds (typos in the short words, common phrases in the
    ///   languages mixed in, emoji of blades and blood, devices and plants that "die on me" or "unalived
    ///   themselves", a bitten tongue, rope for a swing), 0.956 (153/160) / 0.014 (5/360), so it is seen now.
    /// - `safety-dev28` and `safety-dev29` (2026-11-27, session 11): 180 risk lines and 360 hard ordinary lines
    ///   each, as short forum posts and multi-sentence entries (28) and as one-or-two-sentence evening lines from
    ///   many kinds of writers (29: terse, metaphor, second person, questions, serious dark humour), with many
    ///   recovery stories, other people's crises and shared words among the ordinary lines. Unseen: 0.939
    ///   (169/180) / 0.139 (50/360) and 0.917 (165/180) / 0.117 (42/360); after rows for their kinds (see the
    ///   README), 0.956 (172/180) / 0.125 (45/360) and 0.967 (174/180) / 0.106 (38/360), so they are seen now.
    ///   Most false alarms left are recovery told as a story with no explicit past.
    /// - `safety-dev30` and `safety-dev31` (2026-11-27, session 11): 180 risk lines and 360 hard ordinary lines
    ///   each, as answers to the evening's questions that lean on the question ("let go of? everything, me
    ///   included"; older and formal writers, carers, lists) and as teen and young adult chat posts (slang, emoji,
    ///   jokes that are not jokes). Unseen, after the rows of sets 28 and 29 and the ordinary lines: 0.900
    ///   (162/180) / 0.089 (32/360) and 0.917 (165/180) / 0.075 (27/360); after rows for their kinds, 0.983
    ///   (177/180) / 0.069 (25/360) and 0.944 (170/180) / 0.069 (25/360), so they are seen now.
    /// - `safety-dev32` (2026-11-28, session 13): 200 risk posts and 400 hard ordinary posts as forum posts and
    ///   journal entries of 2 to 10 sentences (49 words on average), the risk often in one sentence in the middle
    ///   or spread across sentences. Unseen: 0.925 (185/200) / 0.147 (59/400), of which recovery stories 34 of
    ///   50; after rows for a recovery told plainly (see the README) and a present told later as unsettled,
    ///   0.925 / 0.113 (45/400), so it is seen now; with the model's bar for long lines at 0.95 (was 0.99), 0.945
    ///   (189/200) / 0.113; with rows for passive wishes told as a relief or a hope, 0.965 (193/200) / 0.113.
    /// - `safety-dev33` (2026-12-02, session 14): 200 risk lines and 400 hard ordinary lines told indirectly
    ///   (euphemism, understatement, settling affairs, risk clear only across sentences; the ordinary lines share
    ///   those words in everyday senses, with many recovery stories). Unseen: 0.820 (164/200) / 0.128 (51/400);
    ///   after rows for its kinds (see the README), 0.905 (181/200) / 0.092 (37/400), so it is seen now.
    /// - `safety-dev34` (2026-12-02, session 14): 200 risk lines and 400 ordinary ones as very short entries and
    ///   terse answers (1 to 12 words, fragments, typos). Unseen, after set 33's rows: 0.770 (154/200) / 0.030
    ///   (12/400); after rows for its kinds, 0.865 (173/200) / 0.018 (7/400), so it is seen now.
    /// - `safety-dev35` (2026-12-02, session 15): 200 risk posts and 400 hard ordinary posts as short forum,
    ///   community and journal posts (15 to 120 words, the telling part often in the middle or at the end),
    ///   written by a hand that saw no rule, set or model. Unseen: 0.955 (191/200) / 0.115 (46/400), of which
    ///   recovery stories 27 of 40; with the model's `@settled` bar (a match in a text told in the past is
    ///   cleared when the words as a whole read as settled), 0.955 / 0.0925 (37/400); after rows for its kinds
    ///   and an accident cue narrowed to opening a tin or a parcel (not a door), 0.975 (195/200) / 0.0725
    ///   (29/400), so it is seen now.
    /// - `safety-dev36` (2026-12-02, session 16): 220 risk lines and 440 hard ordinary ones, half short journal
    ///   lines and half forum posts (hyperbole, someone else's crisis, recovery, prevention work, literal uses),
    ///   written by a hand that saw no rule, set or model. Unseen (the model trained on sets up to 18 and 22):
    ///   0.932 (205/220) / 0.084 (37/440); hyperbole 12 and recovery 9 of the false alarms, passive wishes 8 of
    ///   the misses. With the model trained on sets 19-35 too, 0.927 / 0.070; after rows for its kinds, 0.959
    ///   (211/220) / 0.057 (25/440); with short lines trained on inside the questions' frames and sets 37 and 38,
    ///   0.964 (212/220) / 0.061 (27/440). Never trained on. (Session 17: 0.964 (212/220) / 0.059 (26/440).)
    /// - `safety-dev40` (2026-12-02, session 17): 379 risk lines and 708 hard ordinary ones (126 of them recoveries
    ///   told from a stable present, many in the words of risk), short journal lines, community posts and long
    ///   rambling entries in many voices, written by a hand that saw nothing of inky. Unseen, with the screen of
    ///   the session's first slice: 0.921 (349/379) / 0.117 (83/708), recovery stories 49 of the false alarms;
    ///   with the model's `@overrule` bar 0.945 (358/379) / 0.120 (85/708); after rows for its recovery kinds
    ///   0.945 / 0.113 (80/708); with rows for its missed kinds, and `@overrule` kept from idioms and stories told as
    ///   over, 0.955 (362/379) / 0.112 (79/708). Never trained on. (Session 18: 0.955 / 0.107 (76/708); session 20:
    ///   0.955 / 0.097 (69/708).)
    /// - `safety-dev41` (2026-12-02, session 18): 372 risk lines and 582 hard ordinary ones (vent 124, hyperbole
    ///   75, someone else's 73, recoveries 42), short community posts and journal lines in slang, typos and run-ons,
    ///   written by a hand that saw nothing of inky. Unseen: 0.895 (333/372) / 0.057 (33/582), passive wishes 19
    ///   of the misses and recoveries 13 of the false alarms; after rows for its kinds 0.930 (346/372) / 0.046
    ///   (27/582); with set 42's rows 0.930 (346/372) / 0.045 (26/582). Never trained on (trained on it, the model read
    ///   the held-out sets 2 more found and 3 fewer raised, but everyday answers alone as leaning toward risk).
    /// - `safety-dev42` (2026-12-02, session 18): 315 risk lines and 517 hard ordinary ones, evening lines of many
    ///   lives, answers to a reflection's questions and short posts, many veiled, written by a hand that saw nothing
    ///   of inky. Unseen: 0.902 (284/315) / 0.052 (27/517), passive wishes 13 of the misses, veiled means and
    ///   errands 13; after rows for its kinds 0.927 (292/315) / 0.029 (15/517). Never trained on.
    /// - `safety-dev43` (2026-12-03, session 20): 220 risk lines and 440 hard ordinary ones (49 of them recoveries),
    ///   short forum posts and journal lines, written by a hand that saw nothing of inky. Unseen: 0.950 (209/220) /
    ///   0.068 (30/440), recoveries 12 of the false alarms, veiled plans, means and goodbyes 7 of the misses; after rows
    ///   for its kinds (and set 40's recoveries: 76 → 69 raised) 0.982 (216/220) / 0.066 (29/440); with rows for the
    ///   kinds sets 36 and 40 to 43 still raised or missed, 0.982 / 0.057 (25/440). Never trained on.
    /// - `safety-dev44` (2026-12-03, session 20): 210 risk lines and 420 hard ordinary ones (42 of them recoveries),
    ///   evening lines, answers to a reflection's questions and short community posts in many voices, written by a
    ///   hand that saw nothing of inky. Unseen: 0.924 (194/210) / 0.081 (34/420), recoveries 15 of the false alarms,
    ///   everyday errands 8, preparations 8 of the misses; after rows for its kinds 0.967 (203/210) / 0.064 (27/420).
    ///   Never trained on.
    /// - `safety-dev45` (2026-12-03, session 21): 210 risk lines and 420 hard ordinary ones, half of each as short
    ///   community posts of two to five sentences, written by a hand that saw nothing of inky. Unseen: 0.967 (203/210) /
    ///   0.045 (19/420); after rows for its kinds 0.990 (208/210) / 0.014 (6/420), the 5 still raised by the model
    ///   alone. Never trained on.
    /// - `safety-dev46` (2026-12-03, session 21): 210 risk lines and 420 hard ordinary ones, a third each as long
    ///   rambling entries, replies in a thread and terse diary lines, written by a hand that saw nothing of inky.
    ///   Unseen: 0.933 (196/210) / 0.117 (49/420), one's own words quoted and then explained 10 of the false alarms,
    ///   recoveries 12; after rows for its kinds 0.957 (201/210) / 0.093 (39/420); after the writer's own words
    ///   quoted or reported and then explained were read (session 22) 0.957 / 0.088 (37/420). Never trained on.
    /// - `safety-dev47` (2026-12-03, session 22): 210 risk lines and 420 hard ordinary ones, short forum posts and
    ///   journal lines in many Englishes, written by a hand that saw nothing of inky. Unseen: 0.929 (195/210) /
    ///   0.114 (48/420), one's own words quoted then explained 18 of the false alarms, recoveries 9; after the
    ///   `explained` cue and two recovery rows 0.929 (195/210) / 0.083 (35/420); after four rows for its other kinds
    ///   0.929 / 0.074 (31/420). Never trained on.
    /// - `safety-dev48` (2026-12-03, session 22): 210 risk lines and 420 hard ordinary ones as answers typed into a
    ///   reflection (many of two to twelve words; 70 heavy days without risk), written by a hand that saw nothing of
    ///   inky. Unseen: 0.890 (187/210) / 0.083 (35/420), own words quoted and explained 12 of the false alarms; after
    ///   three `explained` rows and two rows for misses 0.900 (189/210) / 0.071 (30/420). Never trained on.
    /// - `safety-dev49` (2026-12-03, session 23): 210 risk lines and 420 hard ordinary ones in peer-support and
    ///   recovery voices (recoveries, milestones, past attempts told calmly, carers, grief, check-ins), written by a hand
    ///   that saw nothing of inky. Unseen: 0.862 (181/210) / 0.110 (46/420); after a brief question answered no was read
    ///   and rows for its kinds 0.914 (192/210) / 0.086 (36/420). Never trained on.
    /// - `safety-dev50` (2026-12-03, session 23): 210 risk lines and 420 hard ordinary ones in young people's and
    ///   hobby-community voices (gaming, sport, music, fandom, dictated entries), written by a hand that saw nothing of
    ///   inky. Unseen: 0.890 (187/210) / 0.048 (20/420); after rows for its kinds (session 24: a "barcode" of cuts,
    ///   scratches blamed on a cat one does not have, dialect forms of not waking, logging off for good, a reckless
    ///   move called suicidal, teammates as someone else, a subject pronoun after a word of saying speaking the
    ///   quotation) 0.933 (196/210) / 0.033 (14/420). Never trained on.
    /// - `safety-dev51` (2026-12-03, session 24): 210 risk lines and 420 hard ordinary ones in the voices of older
    ///   adults, chronic illness and pain, carers, hospice and farm lives, veterans and faith, written by a hand that
    ///   saw nothing of inky. Unseen (after set 50's rows): 0.929 (195/210) / 0.074 (31/420); after rows for its
    ///   kinds 0.962 (202/210) / 0.050 (21/420). Never trained on.
    /// - `safety-dev52` (2026-12-03, session 24): 210 risk lines and 420 hard ordinary ones in the voices of new
    ///   parents, LGBTQ+ young adults, debt and gambling, lay-offs, exams and break-ups, written by a hand that saw
    ///   nothing of inky. Unseen (after set 51's rows): 0.948 (199/210) / 0.076 (32/420), 15 of the false alarms the
    ///   model's alone; after rows for its kinds 0.976 (205/210) / 0.050 (21/420). Never trained on.
    static let laterSets: [(stem: String, positives: Int, negatives: Int, recallFloor: Double, falseAlarmCeiling: Double)] = [
        ("safety-dev19", 100, 150, 0.990, 0.020), // 109/110, 3/172
        ("safety-dev20", 140, 400, 0.995, 0.010), // 148/148, 4/419
        ("safety-dev21", 55, 110, 0.995, 0.020), // 59/59, 2/119
        ("safety-dev23", 155, 310, 0.985, 0.020), // 158/160, 5/320
        ("safety-dev24", 200, 420, 0.99, 0.050), // 199/200, 18/420
        ("safety-dev25", 180, 400, 0.995, 0.035), // 180/180, 11/405
        ("safety-dev26", 180, 400, 0.985, 0.045), // 178/180, 18/405
        ("safety-dev27", 160, 360, 0.965, 0.010), // 155/160, 2/360
        ("safety-dev28", 180, 360, 0.990, 0.060), // 179/180, 21/360
        ("safety-dev29", 180, 360, 0.985, 0.062), // 178/180, 22/360 (20 before @overrule)
        ("safety-dev30", 180, 360, 0.990, 0.035), // 179/180, 11/360
        ("safety-dev31", 180, 360, 0.98, 0.050), // 177/180, 17/360
        ("safety-dev32", 200, 400, 0.980, 0.070), // 197/200, 26/400
        ("safety-dev33", 200, 400, 0.985, 0.060), // 198/200, 21/400
        ("safety-dev34", 200, 400, 0.995, 0.005), // 200/200, 1/400
        ("safety-dev35", 200, 400, 0.995, 0.045), // 200/200, 15/400
        ("safety-dev36", 220, 440, 0.96, 0.060), // 212/220, 25/440
        ("safety-dev40", 375, 700, 0.955, 0.100), // 363/379, 69/708
        ("safety-dev41", 370, 580, 0.94, 0.042), // 351/372, 24/582
        ("safety-dev42", 310, 510, 0.93, 0.028), // 294/315, 14/517
        ("safety-dev43", 220, 440, 0.98, 0.058), // 217/220, 25/440
        ("safety-dev44", 210, 420, 0.96, 0.066), // 203/210, 27/420
        ("safety-dev45", 210, 420, 0.985, 0.016), // 208/210, 6/420
        ("safety-dev46", 210, 420, 0.955, 0.090), // 201/210, 37/420
        ("safety-dev47", 210, 420, 0.925, 0.075), // 195/210, 31/420
        ("safety-dev48", 210, 420, 0.895, 0.075), // 189/210, 30/420
        ("safety-dev49", 210, 420, 0.910, 0.088), // 192/210, 36/420
        ("safety-dev50", 210, 420, 0.93, 0.035), // 196/210, 14/420
        ("safety-dev51", 210, 420, 0.96, 0.052), // 202/210, 21/420
        ("safety-dev52", 210, 420, 0.97, 0.052), // 205/210, 21/420
    ]

    @Test(arguments: laterSets.map(\.stem))
    func setsWrittenApartLater(stem: String) throws {
        let set = try #require(Self.laterSets.first { $0.stem == stem })
        let f = Self.measure(SafetyFixture.lines(stem + "-positives.tsv") + SafetyFixture.lines(stem + "-negatives.tsv"))
        Self.report("written apart later \(stem)", f)
        #expect(f.positives >= set.positives && f.negatives >= set.negatives)
        #expect(f.recall >= set.recallFloor, "missed: \(f.missed.prefix(20))")
        #expect(f.falseAlarms <= set.falseAlarmCeiling, "raised: \(f.raised.prefix(20))")
    }

    @Test func ordinaryStepsAndRepliesRarelyRaiseAnything() {
        for set in Self.ordinarySets {
            let f = Self.measure(SafetyFixture.lines(set.stem + "-negatives.tsv"))
            Self.report(set.stem, f)
            #expect(f.negatives >= set.lines && f.positives == 0)
            #expect(f.falseAlarms <= set.ceiling, "\(set.stem) raised: \(f.raised.prefix(20))")
        }
    }

    @Test(arguments: writtenApart)
    func developmentSetWrittenApart(_ set: WrittenApart) {
        let lines = SafetyFixture.lines(set.stem + "-positives.tsv") + SafetyFixture.lines(set.stem + "-negatives.tsv")
        let f = Self.measure(lines)
        Self.report(set.stem, f)
        #expect(f.positives >= set.positives && f.negatives >= set.negatives)
        #expect(f.recall >= set.recallFloor, "missed: \(f.missed.prefix(20))")
        #expect(f.falseAlarms <= set.falseAlarmCeiling, "raised: \(f.raised.prefix(20))")
    }

    @Test func everyPositiveCategoryIsCovered() {
        let f = Self.measure(SafetyFixture.lines("safety-dev-positives.tsv"))
        for category in SafetyCategory.allCases {
            let entry = f.byCategory["positive " + category.rawValue]
            #expect((entry?.total ?? 0) >= 50, "\(category) has too few lines")
            #expect(Double(entry?.flagged ?? 0) / Double(max(entry?.total ?? 1, 1)) >= Self.categoryFloors[category] ?? 1, "\(category)")
        }
    }

    /// The held-out sets: file, lines of each kind at least, recall floor, false-alarm ceiling.
    static let heldOutSets: [(file: String, lines: Int, recallFloor: Double, falseAlarmCeiling: Double)] = [
        ("safety-holdout.tsv", 290, heldOutRecallFloor, heldOutFalseAlarmCeiling),
        ("safety-holdout2.tsv", 300, secondHeldOutRecallFloor, secondHeldOutFalseAlarmCeiling),
        ("safety-holdout3.tsv", 300, thirdHeldOutRecallFloor, thirdHeldOutFalseAlarmCeiling),
        ("safety-holdout4.tsv", 250, fourthHeldOutRecallFloor, fourthHeldOutFalseAlarmCeiling),
    ]

    @Test(arguments: heldOutSets.map(\.file))
    func heldOutSet(file: String) throws {
        let set = try #require(Self.heldOutSets.first { $0.file == file })
        let f = Self.measure(SafetyFixture.lines(file))
        Self.report("held-out \(file)", f)
        #expect(f.positives >= set.lines && f.negatives >= set.lines)
        #expect(f.recall >= set.recallFloor)
        #expect(f.falseAlarms <= set.falseAlarmCeiling)
    }

    /// Ordinary journal lines (the analyzer's two development sets, written for inky): few questions, and
    /// fewer stopped evenings (18 of 2,124 raised when set, 2 of them crises; before the model 18 and 16;
    /// session 11, after rows for the everyday lines that were stopped for: 6 raised, no crisis).
    @Test func ordinaryJournalLinesRarelyRaiseAnything() throws {
        let root = LexiconFixture.packageRoot().appendingPathComponent("Tests/InkyCoreTests/Analysis")
        var lines: [String] = []
        for name in ["dev-set.tsv", "journal-dev-set.tsv"] {
            let text = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
            lines += text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { String($0.split(separator: "\t")[0]) }
        }
        #expect(lines.count > 2_000)
        let levels = lines.map(SafetyFixture.screen.level(of:))
        let raised = levels.filter { $0 > .none }.count, crises = levels.filter { $0 == .crisis }.count
        print("safety ordinary journal lines: \(raised)/\(lines.count) raised, \(crises) crises")
        #expect(raised <= 7)
        #expect(crises <= 1)
    }

    @Test func flaggedLinesReadStronglyNegative() {
        for line in SafetyFixture.lines("safety-dev-positives.tsv") {
            let analysis = SafetyFixture.analyzer.analyze(line.text)
            guard analysis.safety > .none else { continue }
            #expect(analysis.valence <= -0.6, "\(line.text)")
            #expect([.sadness, .shame, .loneliness].contains(analysis.top), "\(line.text): \(analysis.top)")
        }
    }
}
