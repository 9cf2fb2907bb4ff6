// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import InkyCore

/// The screen on the kinds of phrasing the shipped rules are written for: one category or guard per test.
@Suite("Safety screen")
struct SafetyScreenTests {
    let screen = SafetyFixture.screen

    func level(_ text: String) -> SafetyLevel { screen.level(of: text) }

    @Test func theShippedFilesHaveNoProblems() {
        #expect(SafetyFixture.parsed.1.isEmpty, "\(SafetyFixture.parsed.1)")
    }

    @Test(arguments: [
        "I want to kill myself", "i want to kill my self", "kms", "honestly thinking of killing myslef tonight",
        "I'm going to end my life", "i want to end it all", "I'm going to take my own life",
    ])
    func activeIdeationIsACrisis(text: String) {
        #expect(level(text) == .crisis, "\(text)")
        #expect(screen.assess(text)?.category == .active || screen.assess(text)?.category == .plan)
    }

    @Test(arguments: [
        "I wish I was dead", "I hope I don't wake up", "everyone would be better without me", "I'm such a burden to everyone",
        "what's the point of living", "i dont want to be alive anymore", "i just wanna die", "I want to end it",
        "no reason to live", "tired of being alive",
    ])
    func passiveWordsAreAConcern(text: String) {
        #expect(level(text) == .concern, "\(text)")
    }

    @Test(arguments: [
        ("I have a plan to kill myself on friday", SafetyCategory.plan),
        ("this is my last night, tonight I end it", .plan),
        ("took a whole bunch of pills on purpose", .attempt),
        ("i keep thinking about jumping off the bridge near work", .method),
        ("been saving up my sleeping pills", .method),
        ("wrote goodbye letters to my kids", .preparatory),
        ("giving away all my things since i won't need them", .preparatory),
        ("I've been cutting again", .selfharm),
        ("burned myself with a lighter on purpose", .selfharm),
        ("I tried to kill myself last week", .attempt),
    ])
    func actsPlansAndMethodsAreACrisis(text: String, category: SafetyCategory) {
        let finding = screen.assess(text)
        #expect(finding?.level == .crisis, "\(text)")
        #expect(finding?.category == category, "\(text): \(String(describing: finding))")
    }

    @Test(arguments: [
        "I would never kill myself", "I'm not going to hurt myself, don't worry", "not suicidal, just tired",
        "I don't want to die, I want this week to end",
    ])
    func negationWithAScopeCancels(text: String) {
        #expect(level(text) == .none, "\(text)")
    }

    @Test func negationOutsideItsScopeDoesNot() {
        #expect(level("I'm not okay. I want to kill myself") == .crisis)
        #expect(level("I don't think I want to live anymore") == .concern)
    }

    /// A negator that is a whole answer, or one a new clause of the writer's follows, denies nothing after its
    /// comma; one inside the clause still does.
    @Test func aCommaEndsANegatorsReachWhenAClauseBegins() {
        for text in ["nothing, i just want to die", "neither, i want to die", "not really, i want to die",
                     "no: i want to kill myself", "nothing, i'm going to stop my own life"] {
            #expect(level(text) != .none, "\(text)")
        }
        for text in ["I would never, I mean never, kill myself", "no, I'm not going to kill myself",
                     "I'm not, and never have been, suicidal", "not suicidal, just tired"] {
            #expect(level(text) == .none, "\(text)")
        }
    }

    /// Saying one stops pretending, or will do it anyway, keeps a negator from clearing the words it denies.
    @Test func aNegatorTakenBackClearsNothing() {
        #expect(level("stop pretending i'm not going to kill myself") != .none)
        #expect(level("not cut tonight. probably will though") != .none)
        #expect(level("I'm not going to kill myself, I promise") == .none)
    }

    @Test(arguments: [
        "my friend attempted suicide last year", "my brother says he wants to die", "she told me she's been self harming",
    ])
    func someoneElsesWordsAreNoAlarmButAreNoticed(text: String) {
        let finding = screen.assess(text)
        #expect(finding?.isAlarm == false, "\(text)")
        #expect(finding?.subject == .someoneElse, "\(text)")
    }

    @Test(arguments: [
        "this deadline is killing me", "I could die of embarrassment", "I'd kill for a coffee", "my phone died",
        "I volunteer for a suicide hotline", "an overdose on caffeine", "cut myself on the bread knife making lunch",
        "killed the dragon in the game finally", "we watched Suicide Squad",
        "I hope my plants don't die while I'm away", "dying to see the new season",
        "returned my dad's leftover tablets to the chemist for disposal", "got a pack of craft knives for cutting the foam board",
        "one more group project and I'll fling myself onto the sofa forever", "my boss looks at me like he wants me dead when I'm late",
    ])
    func idiomsAccidentsAndOtherThingsAreNotAlarms(text: String) {
        #expect(screen.assess(text)?.isAlarm != true, "\(text): \(String(describing: screen.assess(text)))")
    }

    @Test func thePastReadsAsConcern() {
        #expect(level("I used to cut myself in high school") == .concern)
        #expect(level("I attempted suicide years ago") == .concern)
        #expect(level("I used to cut, and last night I cut myself again") == .crisis)
    }

    @Test func everydayLinesThatShareTheWordsRaiseNothing() {
        for text in ["So glad it's Saturday tomorrow.", "Can't wait for the concert!", "it all worked out fine in the end",
                     "The call got cut off three times today.", "Typed up my notes from the seminar.",
                     "Missed the tube again this morning.", "I couldn't have planned it better if I tried.",
                     "Maybe tomorrow will be the day I finally feel rested.", "Drowning in marking this week.",
                     "Had my hair cut at lunch.", "Took myself out for a coffee and a cake.", "it's saturday!",
                     "Last shift at the pub tomorrow, then the new job.", "Booked the dentist for after Christmas.",
                     "Cleared out the bathroom cabinet and took old tablets back to the chemist."] {
            #expect(level(text) == .none, "\(text)")
        }
        #expect(level("honestly I'm drowning") == .concern)
        #expect(level("I can't wait any longer for it to end") > .none)
        #expect(level("I can't stop looking at them tonight") > .none)
    }

    @Test func answersThatLeanOnTheQuestion() {
        #expect(level("what am I grateful for? I'd be glad never to wake up") > .none)
        #expect(level("I can't see any point in going on") > .none)
        #expect(level("tomorrow: the bank, the post office, then the bridge at night") > .none)
        #expect(level("I put my cigarette out on my arm. not an accident") == .crisis)
        #expect(level("I don't see the point of this meeting") == .none)
        #expect(level("so tired I could drop dead, bed by nine") == .none)
        #expect(level("the hot sauce nearly killed me lol") == .none)
    }

    @Test func saidLightlyIsStillAskedAbout() {
        #expect(level("kms lol") == .concern)
    }

    @Test func askedAndAnsweredNoIsNoAlarmButANegatedNoDeniesNothing() {
        #expect(level("The GP asked if I had thought about ending my life. I said no.") == .none)
        #expect(level("The GP asked if I had thought about ending my life. No.") == .none)
        #expect(level("The intake form asked whether I wanted to hurt myself. Nope.") == .none)
        #expect(level("The GP asked if I had thought about ending my life. I didn't say no.") > .none)
        #expect(level("The nurse asked if I wanted to kill myself and I couldn't honestly say no") > .none)
        #expect(level("The nurse asked if I wanted to kill myself and I couldn't answer no") > .none)
    }

    @Test func theMatchCanSitInTheMiddleOfALongLine() {
        let text = "work was the same as always, didn't eat much, honestly i keep thinking about killing myself, anyway mom called"
        #expect(level(text) == .crisis)
    }

    @Test func badRowsAreNamedWithTheirLine() {
        let words = "@self\tmyself | my self\n@negator\tnot\n@negation-pass\tgoing\n@writer\ti\n@someone-else\tshe\n@not-a-name\ttoday\n@speech\tsaid\n@loop\t@loop x\n"
        let rules = """
        # comment
        crisis\tactive\tkill\tkill @self
        crisis\tweird\tx\tkill @self
        alarm\tactive\tx\tkill @self
        concern\tpassive\tgap\tdie ..9 now
        concern\tpassive\tclass\t@nothing here
        cue\tsoon\tx\tsoon
        concern\tpassive\tonly\tdie? now?
        concern\tpassive\tfifth\tdie now\tmine
        concern\tpassive\tbar\t(want|wish) to die|(end) it
        concern\tpassive\tword-bar\twant|wish to die
        """
        let diagnostics = SafetyScreen.parse(words: words, rules: rules, wordsFile: "w.tsv", rulesFile: "r.tsv").1
        let text = diagnostics.map(\.description).joined(separator: "\n")
        #expect(text.contains("r.tsv:3: error: unknown category 'weird'"))
        #expect(text.contains("r.tsv:4: error: unknown kind 'alarm'"))
        #expect(text.contains("r.tsv:5: error:") && text.contains("from 1 to"))
        #expect(text.contains("r.tsv:6: error: unknown word class '@nothing'"))
        #expect(text.contains("r.tsv:7: error: unknown cue 'soon'"))
        #expect(text.contains("r.tsv:8: error: every part is optional"))
        #expect(text.contains("r.tsv:9: error: the fifth column may only say 'writer', not 'mine'"))
        #expect(text.contains("r.tsv:10: error: a '|' outside parentheses joins only the words either side"))
        #expect(!text.contains("r.tsv:11:"), "a bar between two words is a choice of them")
        #expect(text.contains("w.tsv: error: word class '@loop' refers to itself"))
        #expect(SafetyScreen.parse(words: words, rules: rules).0.level(of: "going to kill myself") == .crisis)
    }

    /// A relapse told anywhere keeps a recovery from clearing the match; a recovery others claim, or one
    /// denied, is not the writer's.
    @Test func aRelapseOrARecoveryNotTheWritersClearsNothing() {
        #expect(level("I used to cut. Two years clean, but last night I did it again.") > .none)
        #expect(level("Three years since my overdose. The old thoughts came back this week.") > .none)
        #expect(level("I tried to end my life two years ago. Everyone says it gets better. It hasn't.") > .none)
        #expect(level("I used to want to die. People keep saying it gets better but it doesn't.") > .none)
        #expect(level("I used to cut. Two years clean and I don't miss it.") == .none)
        #expect(level("I used to self harm. Five years free of it, and today I'm happy again.") == .none)
        #expect(level("I wanted to die back in 2015. I came back to say I'm still here and doing well.") == .none)
    }

    /// A recovery told in a long post: a time long past ("ten years ago tonight"), a habit of then ("every
    /// night"), a relapse counted from and a present named plainly clear the past; a later sentence that tells
    /// the present as unsettled ("lately", "still", "but") keeps the alarm.
    @Test func aRecoveryToldPlainlyClearsThePastButAnUnsettledPresentDoesNot() {
        #expect(level("Ten years ago tonight I tried to kill myself. We're having pizza and I'm so glad I'm still here.") == .none)
        #expect(level("Back then I cut every night. The scars are pale now and it's just part of my history.") == .none)
        #expect(level("Two years since my last relapse. I used to hurt myself every week; I've been free of it for two years.") == .none)
        #expect(level("I attempted suicide when I was nineteen. I'm 44 and I'm okay, with a garden I love.") == .none)
        #expect(level("I attempted suicide when I was nineteen. I'm 44 now and lately the old thoughts are back, I can't shake them.") > .none)
        #expect(level("I used to burn myself. Nine years free of it. But this week I keep wanting to again and I'm scared.") > .none)
        #expect(level("I spent my twenties wanting to die. I'm 35 now and some nights it still creeps in.") > .none)
    }

    /// Passive wishes told as a relief or a hope, with no word of dying as a wish ("if a car hit me I'd be
    /// relieved", "wake up and wish I hadn't", "go where she is").
    @Test func passiveWishesToldAsAReliefOrAHope() {
        #expect(level("If I was gone I think it would honestly be a relief.") == .concern)
        #expect(level("Some days I think if a car hit me on the way to work I'd be relieved.") == .concern)
        #expect(level("Every morning I wake up and wish I hadn't.") == .concern)
        #expect(level("Before my knee operation I was secretly hoping not to come out of the anaesthetic.") == .concern)
        #expect(level("Since Mum died I just want to go where she is.") == .concern)
        #expect(level("I wish I hadn't eaten the whole cake.") == .none)
        #expect(level("We want to go where the sun is this winter.") == .none)
    }

    /// Risk told indirectly: a life felt as overstayed, wishing to be switched off, a future pictured without the
    /// writer, letting the urge win, a lethal amount weighed, going back to look at a drop, a departure timed
    /// "on my own terms", the months until a policy pays out; the same words in their everyday senses are not.
    @Test func riskToldIndirectly() {
        #expect(level("Forty-one and I honestly feel like I've overstayed.") == .concern)
        #expect(level("Some nights I just want to be switched off.") == .concern)
        #expect(level("I keep picturing a future where I'm not around, and it looks calmer.") == .concern)
        #expect(level("Next time the thoughts get loud I'm just going to let them win.") == .concern)
        #expect(level("I kept the old prescriptions. Pretty sure that's enough if I take it all at once.") > .none)
        #expect(level("Kept going back after work to look down at the drop from the multi-storey.") > .none)
        #expect(level("I'm going in spring, on my own terms.") > .none)
        #expect(level("Only a few more weeks until the suicide clause on the policy runs out.") > .none)
        #expect(level("Got the biopsy results today, all clear, and honestly I felt disappointed.") == .concern)
        #expect(level("Honestly hoping the lump is cancer.") == .concern)
        #expect(level("Numb all week, like I'm already gone and nobody's noticed.") == .concern)
        #expect(level("Another day survived, unfortunately.") == .concern)
        #expect(level("Really hoping the scan shows it isn't cancer.") == .none)
        #expect(level("I'm overstaying my welcome at my sister's, time to find a flat.") == .none)
        #expect(level("The router switched off for good last night, so we finally bought a new one.") == .none)
        #expect(level("I'm going to the wedding on my own terms, no plus-one.") == .none)
        #expect(level("Went back to look at the bridge after the rain, the river was enormous.") == .none)
    }

    /// A present named by an age, a season or the years since ("at twenty-five I...", "this winter I'm...") turns a
    /// story told in the past to the present.
    @Test func aPresentNamedByAnAgeOrASeason() {
        #expect(level("At sixteen I used to cut most nights. At twenty-six I run a bakery and sleep well.") == .none)
        #expect(level("There was a spring when I wanted to disappear forever. This spring I'm planting tomatoes.") == .none)
        #expect(level("At sixteen I used to cut. At thirty I still do, most weeks.") > .none)
    }

    /// Recovery told with a time of then named ("that dark year", "went through a phase", "once I was"), what
    /// pulled the writer out, or a better place written from clears a wish or an act of then; "just got
    /// discharged after my attempt" is no recovery, nor a better place with the fear still there.
    @Test func recoveryToldWithATimeOfThenNamed() {
        #expect(level("That awful winter after the redundancy I thought about ending my life. Now I coach under-tens on Saturdays.") == .none)
        #expect(level("Went through a stretch of wanting to disappear forever. Now I teach swimming.") == .none)
        #expect(level("Once I wanted to die more than anything. Therapy and my sister pulled me through. Writing this from a far better place.") == .none)
        #expect(level("My first journal is full of wanting to disappear forever. This one is full of allotment notes.") == .none)
        #expect(level("just got discharged after my overdose and everyone keeps staring at me") > .none)
        #expect(level("A few years ago I wrote goodbye letters to everyone. I'm in a better place but it still frightens me.") > .none)
    }

    /// Very short entries and terse answers: a wish, an act or a means in a fragment with no subject is the
    /// writer's; the same words about a thing, or a recovery counted in years, are not.
    @Test func terseFragments() {
        #expect(level("overdosed again") == .crisis)
        #expect(level("rope is tied") == .crisis)
        #expect(level("sliced deeper than before") > .none)
        #expect(level("gripping the blade rn") == .crisis)
        #expect(level("downed a fistful of everything in the bathroom cabinet") == .crisis)
        #expect(level("pressed a lit match to my thigh again") > .none)
        #expect(level("Kids were holding the rope for tug of war.") == .none)
        #expect(level("made the decision to die") == .crisis)
        #expect(level("existing hurts every day") == .concern)
        #expect(level("i am tired to exist") == .concern)
        #expect(level("my kids deserve better than me") == .concern)
        #expect(level("The laptop decided to die during the call.") == .none)
        #expect(level("my stress is through the roof rn") == .none)
        #expect(level("3 yrs clean from self harm today") == .none)
        #expect(level("med round on shift, counting tablets for twenty residents") == .none)
        #expect(level("used to want to die. not these days") == .none)
    }

    /// Kinds set 35's forum posts showed: disappointment at waking, not belonging in the world, a drop's railing
    /// reached through an opened door, self-harm told as a way to cope with what sets it off; and idioms of
    /// embarrassment, a harm preferred to a chore, screening for self-harm at work, a pet rehomed by a rule, a
    /// burden of messages, an accident opening a tin.
    @Test func forumPostKinds() {
        #expect(level("Most mornings I wake up and feel gutted that I did.") == .concern)
        #expect(level("I don't feel like I belong in this world anymore.") == .concern)
        #expect(level("I keep opening the balcony door at night and sitting on the railing.") > .none)
        #expect(level("I burn myself with a hot knife when my parents argue.") == .crisis)
        #expect(level("I want to curl up and die every time I see that photo of me.") == .none)
        #expect(level("I'd rather stab myself with a pencil than do another group project.") == .none)
        #expect(level("As a school nurse I screen for self harm at every drop-in.") == .none)
        #expect(level("We had to rehome our dog because the new landlord won't allow pets.") == .none)
        #expect(level("I'm such a burden to my sister with all my texts about the wedding.") == .none)
        #expect(level("Cut my thumb opening the tin of beans.") == .none)
    }

    /// Kinds found in set 36 (journal lines and forum posts read unseen), in other words than the set's.
    @Test func journalAndForumKindsOfSet36() {
        #expect(level("Every night I lie there wishing a bus would just clip me on the way in.") == .concern)
        #expect(level("Some evenings it would be nice to just sink under the bathwater and stay there.") == .concern)
        #expect(level("I just want to go be with my grandad, wherever he is.") == .concern)
        #expect(level("Tired of everything. Tired of being.") == .concern)
        #expect(level("Honestly I don't think I have any right to be here.") > .none)
        #expect(level("I should have been the one who didn't come home, not him.") == .concern)
        #expect(level("Spent my lunch break comparing which pills would be quickest.") == .crisis)
        #expect(level("Found marks on my thigh this morning that I don't remember making.") == .crisis)
        #expect(level("gonna unalive my brother if he eats my leftovers again") == .none)
        #expect(level("The dog jumped on the bed and I had to push him off myself.") == .none)
        #expect(level("I cut myself a lot in the 90s. I'm doing well.") == .none)
        #expect(level("I wanted to crawl under the desk and never come out when my slides froze.") == .none)
    }

    /// Kinds found in set 41 (short posts read unseen), in other words than the set's.
    @Test func shortPostKindsOfSet41() {
        #expect(level("Every single morning I wish I hadn't woken at all.") == .concern)
        #expect(level("these days i mostly daydream about never waking") == .concern)
        #expect(level("honestly wouldn't mind dying tbh") == .concern)
        #expect(level("I really don't see myself being alive past thirty.") == .concern)
        #expect(level("the cat is the only reason I'm still here") == .concern)
        #expect(level("I need to see blood tonight") == .crisis)
        #expect(level("is anybody else planning to unalive themselves this week") > .none)
        #expect(level("My peace lily unalived itself while we were in Spain.") == .none)
        #expect(level("I wouldn't mind dying my hair green for the match.") == .none)
        #expect(level("Hit 3 years sh free today, cake for dinner.") == .none)
        #expect(level("I tried once in 2013 and thankfully it didn't work. I have two kids now.") == .none)
    }

    /// Kinds found in set 42 (evening lines, answers and posts read unseen), in other words than the set's.
    @Test func eveningKindsOfSet42() {
        #expect(level("honestly what would help is there being no tomorrow") == .concern)
        #expect(level("I'm a bit envious of the ones who've passed.") == .concern)
        #expect(level("I'd swap my life with anyone who wants it more.") == .concern)
        #expect(level("some days I'd rather be six feet under") == .concern)
        #expect(level("on the motorway I think how nice it would be if the brakes failed") == .concern)
        #expect(level("I weigh on everyone I love.") == .concern)
        #expect(level("Left a note on the fridge for whoever takes the dog next.") == .crisis)
        #expect(level("The hill is trying to kill me.") == .none)
        #expect(level("Gave away all the baby clothes to my sister.") == .none)
        #expect(level("My nurse checked if I'd had thoughts of hurting myself. I haven't.") == .none)
        #expect(level("Said goodbye to everyone at work, new job on Monday.") == .none)
        #expect(level("I felt like a spare part at the party.") == .none)
        #expect(level("Sat on the edge of the bed too long this morning, late for work.") == .none)
        #expect(level("I swerved into a tree to avoid a deer, the car is fine.") == .none)
        #expect(level("I'm 30 now and those thoughts still visit. I tried at 16.") == .concern)
    }

    /// An idiom the writer says is meant ("and I mean that literally", "not even joking") is kept, and joking words
    /// beside it soften nothing; without it, the idiom clears the match.
    @Test func anIdiomSaidToBeMeantIsKept() {
        #expect(level("I'd rather die than go back to that office.") == .none)
        #expect(level("I'd rather die than go back to that office, and I mean that literally.") == .concern)
        #expect(level("kms lol") == .concern)
        #expect(level("kms lol, not even joking") == .crisis)
    }

    /// The writer's own words, quoted or reported as said, then explained as meaning something else ("I meant the
    /// move", "it's a song", "I was being dramatic") are no alarm; the same words unexplained, explained as meant,
    /// explained though not quoted or said, or quoted from someone else, are read as before.
    @Test func ownWordsQuotedThenExplainedAreNoAlarm() {
        #expect(level("I messaged the team \"I want to die\" when the demo crashed. I meant the demo, obviously.") == .none)
        #expect(level("Put 'ready to end my life' as my status during the audit. It was a joke about the auditors.") == .none)
        #expect(level("Our choir's new piece is called \"I won't be here tomorrow\". It's a song about emigrating.") == .none)
        #expect(level("Told Sam I'd end it all over the tax return. I was being dramatic, I'm fine.") == .none)
        #expect(level("i posted \"i can't do this anymore\" meaning the diet. back on the biscuits") == .none)
        // not explained, explained as meant, or explained but never quoted or said
        #expect(level("I messaged the team \"I want to die\" when the demo crashed.") > .none)
        #expect(level("I messaged the team \"I want to die\" and I mean that literally. It was a joke to them.") > .none)
        #expect(level("I want to die. I meant the demo, obviously.") > .none)
        #expect(level("Told Sam I'd end it all over the tax return.") > .none)
        // someone else's words stay theirs; the explanation changes nothing about whose they are
        #expect(screen.assess("My flatmate texted \"I want to die\". She meant the exam, she says.")?.subject == .someoneElse)
    }

    /// A question of a few words put about risk, as on a form or in a check-in, and answered no in the next
    /// sentence is no alarm; answered yes, not answered, a longer question, or a "no" that is not an answer, still is.
    @Test func aBriefQuestionAnsweredNoIsNoAlarm() {
        #expect(level("Intake form at the new surgery. Any thoughts of suicide? No. Allergies? Penicillin.") == .none)
        #expect(level("the usual check-in list. self harm? nope. sleep? rubbish.") == .none)
        #expect(level("Any thoughts of suicide? Yes, most nights.") > .none)
        #expect(level("Why do I still want to die? No one would understand.") > .none)
        #expect(level("Does anyone else lie awake wishing they could just die? No idea how to stop it.") > .none)
        #expect(level("Any thoughts of suicide?") > .none)
    }

    /// Kinds read since set 49 (peer-support and recovery voices): "SI" in a check-in, thoughts of not wanting to be
    /// around, a negator outweighed by "as much as I do now", the pull to hurt oneself no longer felt, and gladness at
    /// having survived, unless a later day is "not one of them".
    @Test func peerSupportWordings() {
        #expect(level("active SI again tonight, can't settle") == .crisis)
        #expect(level("evening check in: passive si, tired of everything") > .none)
        #expect(level("the thoughts of not wanting to be here are louder this week") > .none)
        #expect(level("Never wanted to disappear as badly as I do tonight.") > .none)
        #expect(level("Haven't had the urge to cut since April and I'm proud of that.") == .none)
        #expect(level("My overdose was in 2016. I'm so glad I survived it, honestly.") == .none)
        #expect(level("My overdose was in 2016. Most days I'm glad I survived. This week isn't one of them.") > .none)
    }

    /// An everyday thing "trying to kill me" is hyperbole; one's own mind or depression doing so is not, and a
    /// recovery cue never clears an act told as recent.
    @Test func hyperboleNamesItsThingAndRecoveryStaysPast() {
        #expect(level("this spicy ramen is actively trying to kill me") == .none)
        #expect(level("my brain is trying to kill me again") > .none)
        #expect(level("my depression is trying to kill me") > .none)
        #expect(level("i cut myself tonight. i want to see my kids grow up") == .crisis)
        #expect(level("three years since my attempt. i want to watch my daughter grow up") == .none)
    }

    /// The writer's own quoted words are not explained away by others thinking them a joke ("my mates think I'm
    /// joking ... but I'm kinda not"), nor by a name that names what is prepared ("a folder called 'after'").
    @Test func anExplanationTheWriterDisownsClearsNothing() {
        #expect(level("Everyone thinks I'm joking when I say 'I want to disappear for good'. But I'm kinda not.") > .none)
        #expect(level("I have a folder called \"after\" with letters for my family.") > .none)
    }

    /// A denial taken back ("I said no. I lied.", "I'd be lying if I said I hadn't", "the real answer is yes")
    /// clears nothing: neither the negator nor the answer of no to a question.
    @Test func aDenialTakenBackClearsNothing() {
        #expect(level("The nurse asked if I'd had thoughts of ending my life. I said no. I lied.") > .none)
        #expect(level("I'd be lying if I said I hadn't thought about ending it this week.") > .none)
        #expect(level("My GP asked if I'd had thoughts of ending my life and I said no. The honest answer is most days.") > .none)
        #expect(level("The nurse asked if I'd had thoughts of ending my life and I could honestly say no.") == .none)
        #expect(level("I would never kill myself, and I'm not lying about that.") == .none)
    }

    /// A question put to everyone can tell the writer's own wish ("does anyone else get the urge to just end it or
    /// is it only me"); "do you ever laugh so hard you could die" does not.
    @Test func aQuestionToEveryoneTellsTheWritersWish() {
        #expect(level("Does anybody else ever want to just not wake up, or is it only me?") == .concern)
        #expect(level("You ever laugh so hard you think you might actually die?") == .none)
    }

    /// The subject is looked for up to twelve words back, as long posts name it early in the sentence.
    @Test func aSubjectNamedEarlyInALongSentenceStillCounts() {
        #expect(level("My housemate came home drunk tonight and started crying about wanting to die.") == .none)
        #expect(level("My little cousin has been in and out of the children's ward for self harm since she was twelve.") == .none)
        #expect(level("My mum rang about the dog and the bills and the car and honestly I want to die.") > .none)
    }

    /// A person standing as an object ("of my dad's", "for my kids") is no subject: the writer further back, or
    /// no one named, is; then the model decides, so other people's crises told that way stay theirs. "Who"
    /// names the person before it.
    @Test func aPersonAsAnObjectIsNoSubject() {
        #expect(level("Last night I took a whole strip of my dad's painkillers with vodka.") > .none)
        #expect(level("Wrote goodbye letters for my kids and put them in the drawer.") > .none)
        #expect(level("Going up to the cliffs near my nan's house tonight and not coming back.") > .none)
        #expect(level("I sat with him after his overdose and we watched the football.") == .none)
        #expect(level("I drove to the hospital with my sister after her overdose.") == .none)
        #expect(level("Ran a workshop with the year nines about self-harm and how to get help.") == .none)
        #expect(level("My neighbour, who's just out of hospital after an overdose, came round for tea.") == .none)
        #expect(level("There's a man in my block who wants to die, the council keeps ignoring him.") == .none)
        #expect(level("does anyone else who's attempted before still get scared at night") > .none)
    }

    /// "Me" right after a word of sending is the one sent to, so the sender is the subject.
    @Test func whatSomeoneSentTheWriterIsTheirs() {
        #expect(level("my best friend sent me a goodbye letter last night") == .none)
        #expect(level("my sister texted me a goodbye message") == .none)
        #expect(level("i wrote a goodbye letter to my sister last night") > .none)
        #expect(level("nobody sent me anything, i just wrote my goodbye letter") > .none)
    }

    /// A small screen of its own, so each guard of the matcher is tested apart from the shipped rules.
    static let small = SafetyScreen.parse(words: smallWords, rules: smallRules).0
    /// The small screen beside a model that reads every line as leaning toward risk.
    static let leaning = SafetyScreen.parse(words: smallWords, rules: smallRules, model: SafetyModelTests.model(bias: 6)).0
    static let smallWords = """
        @self\tmyself~ | my self
        @negator\tnot | never
        @negation-pass\tgoing | to
        @writer\ti | me | myself
        @someone-else\tshe | sister
        @not-a-name\ttoday
        @speech\tsaid | texted
        @me\tme
        @sent-to\tsent
        @speaker\tshe
        """
    static let smallRules = """
        crisis\tactive\tkill\tkill* @self
        concern\tpassive\tburden\tim ..3 burden
        concern\tpassive\tpoint\twhats the point ($|anymore)
        crisis\tpreparatory\tunknowing\tshe doesnt know ..2 goodbye\twriter
        crisis\tpreparatory\twont-need\twont need it\twriter
        concern\tpassive\tplain\tdoesnt know ..2 goodbye
        crisis\tselfharm\tburn\tburnt my hand
        ignore\tchores\tstove\tmy hand on the stove
        cue\tpurpose\tpurpose\ton purpose
        cue\taccident\tstove\tstove
        crisis\tpreparatory\tletters\tgoodbye letters
        crisis\tselfharm\tcut\tcut myself
        concern\tpassive\twish\twish i was dead
        cue\trecovered\tclean\tyears clean
        cue\trecent\tagain\tagain
        cue\trecovered\tnever-again\tnever again
        cue\tpast\tyears-ago\tyears ago
        cue\tbetter\tnow-happy\tnow ..2 happy
        crisis\tpreparatory\twill\twrote my will
        cue\tprudent\tbaby\tnow the baby
        crisis\tplan\tdo-it\tdo it tomorrow
        cue\terrand\tdentist\tthe dentist
        cue\tharm\tpills\tpills
        cue\tturn\tnow-i\tnow i
        cue\tunsettled\tbut\tbut
        cue\thabit\tdaily\tevery day
        cue\trecent\tdaily\tevery day
        cue\tpurpose\tpurpose\tfor real
        """

    @Test func aRepeatedWordIsReadAgainEachTime() {
        // The second "myself" is a fuzzy word too, though the first already was.
        #expect(Self.small.level(of: "talk myself out of killing myself") == .crisis)
    }

    @Test func sentenceEndInAChoiceHoldsAtTheEndOfTheText() {
        #expect(Self.small.level(of: "whats the point") == .concern)
        #expect(Self.small.level(of: "whats the point. fine") == .concern)
        #expect(Self.small.level(of: "whats the point of meetings") == SafetyLevel.none)
    }

    @Test func aGapNeverPassesANegator() {
        #expect(Self.small.level(of: "im such a burden") == .concern)
        #expect(Self.small.level(of: "im not a burden") == SafetyLevel.none)
    }

    @Test func aRowMarkedWriterIsTheWritersOwnWhoeverItNames() {
        let finding = Self.small.assess("said goodbye to my sister, she doesnt know it was goodbye")
        #expect(finding?.rule == "unknowing" && finding?.subject == .writer && finding?.level == .crisis)
        // Unmarked, the nearer subject makes the same words someone else's.
        #expect(Self.small.assess("she doesnt know it was goodbye")?.rule == "unknowing")
        #expect(Self.small.parsedRuleIsTheirs("my sister doesnt know it was goodbye"))
    }

    @Test func anAccidentExplainsAnInjuryNotAPreparation() {
        #expect(Self.small.level(of: "burnt my hand by the stove") == SafetyLevel.none)
        #expect(Self.small.level(of: "the goodbye letters are by the stove") == .crisis)
    }

    @Test func recoveryToldAsSuchIsNoAlarmUnlessItIsBack() {
        #expect(Self.small.level(of: "i used to cut myself, two years clean now") == SafetyLevel.none)
        #expect(Self.small.level(of: "two years clean and i cut myself again") == .crisis)
        // A wish is still asked about.
        #expect(Self.small.level(of: "two years clean but i wish i was dead") == .concern)
        // The "again" of a recovery told is no sign that it is back; an "again" of its own is.
        #expect(Self.small.level(of: "i cut myself at school, never again") == SafetyLevel.none)
        #expect(Self.small.level(of: "i cut myself again, never again") == .crisis)
    }

    /// An everyday reason explains a preparation, unless its sentence says it is now.
    @Test func anEverydayReasonExplainsAPreparation() {
        #expect(Self.small.level(of: "wrote my will") == .crisis)
        #expect(Self.small.level(of: "wrote my will now the baby is here") == SafetyLevel.none)
        #expect(Self.small.level(of: "wrote my will now the baby is here, again") == .crisis)
        #expect(Self.small.level(of: "wrote my will on purpose now the baby is here") == .crisis)
    }

    /// Life told as good now clears a wish told in the past, not one told in the present.
    @Test func aBetterNowClearsOnlyThePast() {
        #expect(Self.small.level(of: "years ago i wish i was dead. now i am happy") == SafetyLevel.none)
        #expect(Self.small.level(of: "years ago i wish i was dead and now i am happy") == SafetyLevel.none)
        #expect(Self.small.level(of: "i wish i was dead. now i am happy, they say") == .concern)
        #expect(Self.small.level(of: "years ago i wish i was dead, again tonight. now i am happy") == .concern)
    }

    /// Words that name no act ("do it tomorrow") beside an everyday thing in their sentence are about that
    /// thing, unless some sentence names harm, the words say purpose, or the model reads the line as risky.
    @Test func anEverydayThingExplainsAPlanInWordsThatNameNoAct() {
        #expect(Self.small.level(of: "do it tomorrow") == .crisis)
        #expect(Self.small.level(of: "putting off the dentist, do it tomorrow") == SafetyLevel.none)
        #expect(Self.small.level(of: "the dentist. do it tomorrow") == .crisis) // another sentence
        #expect(Self.small.level(of: "putting off the dentist, do it tomorrow. the pills are ready") == .crisis)
        #expect(Self.small.level(of: "putting off the dentist, do it tomorrow for real") == .crisis)
        #expect(Self.leaning.level(of: "putting off the dentist, do it tomorrow") != SafetyLevel.none)
    }

    /// A match told in the past, then a turn to a present told apart from it, is no alarm; a present that
    /// keeps the story open, names harm or is recent is.
    @Test func aTurnToThePresentClearsOnlyWhatIsToldAsPast() {
        #expect(Self.small.level(of: "years ago i cut myself every day, now i teach yoga") == SafetyLevel.none)
        #expect(Self.small.level(of: "i cut myself, now i teach yoga") == .crisis) // no past before the turn
        #expect(Self.small.level(of: "years ago i cut myself, again tonight, now i teach yoga") == .crisis) // now
        #expect(Self.small.level(of: "years ago i cut myself, now i teach yoga but it is hard") == .concern)
        #expect(Self.small.level(of: "years ago i cut myself, now i keep the pills near") == .concern)
        #expect(Self.small.level(of: "years ago i cut myself, now i do it again") == .crisis)
        #expect(Self.leaning.level(of: "years ago i cut myself, now i teach yoga") != SafetyLevel.none)
    }

    @Test func onPurposeOutweighsAnExplanation() {
        #expect(Self.small.level(of: "burnt my hand on the stove") == SafetyLevel.none)
        #expect(Self.small.level(of: "burnt my hand on the stove on purpose") == .crisis)
    }

    /// A quotation belongs to whoever says it: someone else named with a word of speech before it or
    /// after it; the writer's own quotation, or one with no speaker, stays the writer's.
    @Test func aQuotationIsItsSpeakersWords() {
        #expect(Self.small.assess("my sister said \"i wish i was dead\" and i sat with her")?.subject == .someoneElse)
        #expect(Self.small.assess("“i wish i was dead,” she texted")?.subject == .someoneElse)
        #expect(Self.small.level(of: "i said \"i wish i was dead\"") == .concern)
        #expect(Self.small.level(of: "she can have my bike, \"i wish i was dead\"") == .concern) // no word of speech
        #expect(Self.small.level(of: "\"i wish i was dead\" is all i think") == .concern)
        // The one named right after the word of saying speaks ('keeps saying he "…"'); the writer there does not.
        // (a row that names the writer whoever else it names reads the quotation as hers too).
        #expect(Self.small.assess("my sister texted she \"wont need it\"")?.subject == .someoneElse)
        #expect(Self.small.level(of: "she \"wont need it\"") == .crisis) // no word of saying
        #expect(Self.small.level(of: "i texted i \"wont need it\"") == .crisis)
        #expect(Self.small.level(of: "i texted my sister \"wont need it\"") == .crisis) // the one spoken to
        // A quote never closed quotes nothing.
        #expect(Self.small.level(of: "she said 6\" of snow. i wish i was dead") == .concern)
    }

    /// Single quotes quote too (an apostrophe inside a word never does), and the writer a quotation is said
    /// to is not the one who says it.
    @Test func singleQuotesAndTheOneSpokenTo() {
        #expect(Self.small.assess("my sister said 'i wish i was dead' and i sat with her")?.subject == .someoneElse)
        #expect(Self.small.assess("my sister texted ‘i wish i was dead’")?.subject == .someoneElse)
        #expect(Self.small.level(of: "i said 'i wish i was dead'") == .concern)
        #expect(Self.small.level(of: "my sister's cat can't sleep and i wish i was dead") == .concern)
        #expect(Self.small.assess("my sister said to me, \"i wish i was dead\"")?.subject == .someoneElse)
        #expect(Self.small.assess("my sister said to me, 'i wish i was dead'")?.subject == .someoneElse)
    }

    /// A plan's everyday thing may come in the sentence after it ("Tonight's the night! Proposing at..."); a
    /// preparation's must stand in its own sentence.
    @Test func anEverydayThingInTheNextSentenceExplainsAPlan() {
        #expect(Self.small.level(of: "do it tomorrow. the dentist at nine") == SafetyLevel.none)
        #expect(Self.small.level(of: "do it tomorrow. fine. the dentist at nine") == .crisis)
        #expect(Self.small.level(of: "wrote my will. the dentist at nine") == .crisis)
    }

    @Test func anEmptyScreenFindsNothing() {
        #expect(SafetyScreen().assess("I want to kill myself") == nil)
    }
}

private extension SafetyScreen {
    /// The unmarked rule found the words and gave them to someone else.
    func parsedRuleIsTheirs(_ text: String) -> Bool {
        guard let finding = assess(text) else { return false }
        return finding.rule == "plain" && finding.subject == .someoneElse && !finding.isAlarm
    }

    /// Two signatures of id sets that share an id always meet (a signature turns away only what cannot hit).
    @Test func signaturesOfSetsSharingAnIdMeet() {
        var seed: UInt64 = 7
        func next() -> Int32 { seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407; return Int32(seed >> 44) }
        var apart = 0
        for _ in 0..<5_000 {
            let a = (0..<Int(next() % 6 + 1)).map { _ in next() }, b = (0..<Int(next() % 12 + 1)).map { _ in next() }
            var sa = SafetyIDSignature(), sb = SafetyIDSignature()
            a.forEach { sa.insert($0) }
            b.forEach { sb.insert($0) }
            if !Set(a).isDisjoint(with: b) { #expect(sa.meets(sb)) } else if !sa.meets(sb) { apart += 1 }
            var shared = sb
            shared.insert(a[0])
            #expect(sa.meets(shared))
        }
        #expect(apart > 2_500, "signatures should turn most unrelated sets away (\(apart) of 5000)")
    }
}
