# English mafiascum-style game thread (phpBB markup). Hand-written posts.
MOD = "Marrowmod"


def VT(target, shown):
    return f'⟦v:{target}|<span class="bbvote">{shown}</span>⟧'


def B(s):
    return f"<strong>{s}</strong>"


def BS(s):
    return f'<span style="font-weight: bold">{s}</span>'


def QT(who, s):
    return f"<blockquote><div><cite>{who} wrote:</cite>{s}</div></blockquote>"


def add(t):
    def m(author, *lines):
        t.p(author, html="<br>".join(lines))

    # ---------------- Day 1 ----------------
    m(MOD, B("Day 1 has begun!"), "", "With 12 alive, it takes 7 to lynch. Use the vote tag or bold your votes, e.g. VOTE: name. Unbolded votes will not be counted.", "Deadline: 14 days from now. Have fun and play nice.")
    m("kittykat94", "hi all!! excited for this one :D", "", VT("Ythan", "Ythan") + " for RVS")
    m("Ythan", "kk, bold opener. RVS right back at you", "⟦v:kittykat94|" + B("VOTE: kittykat94") + "⟧")
    m("Saltmarsh", "Morning. Not a fan of RVS but I won't fight it.", "vote: Dunnock, because he's first alphabetically after me or something")
    m("Dunnock", "Salt, that isn't bolded so it won't count, fyi. Also why me lol")
    m("Saltmarsh", "ugh, every game. ⟦v:Dunnock|" + B("VOTE: Dunnock") + "⟧ there, happy?")
    m("Mr. Flibble", "I'll get stuck in later, busy day at work.", "Placeholder so I'm not voteless: " + VT("Orangebeard", "OB"))
    m("Orangebeard", "Placeholders are how scum park a vote they never have to defend.", "⟦v:Mr. Flibble|" + BS("Vote Flibble") + "⟧")
    m("Verity", "Hi. Reading back. Flibble's placeholder doesn't bother me, OB's reaction to it does, a little. No vote from me yet.")
    m("Veridian", "Verity and I have annoyingly similar names, so please spell us out in full. Mod, sorry in advance for the vote counts")
    m("Aurelian", QT("Ythan", "RVS right back at you<br>" + B("VOTE: kittykat94")), "That's fine for RVS, but let's move past it. Who actually has reads?")
    m("zeroSum", "I have a read. LadyMacbeth has posted three times and all three are about other people's tone and nothing else.", "⟦v:LadyMacbeth|" + B("VOTE: Lady") + "⟧")
    m("LadyMacbeth", "zS, tone is literally the only thing there is to read on D1. I'm not going to apologise for reading the thread. Out, damned spot, etc.")
    m("PenguinOverlord", "I like zS's vote. Not enough to join it yet though. If Lady keeps deflecting, I'll vote her.")
    m("kittykat94", "⟦u|" + B("unvote") + "⟧ rvs is over i guess!", "leaning OB for the placeholder thing honestly, felt like a lot for a placeholder")
    m("Dunnock", "FoS on OB. Not voting yet.")
    m("Ythan", "I'm keeping my vote on kk even though she unvoted me. Leaving it there as pressure.")
    m("Orangebeard", "Dunnock, an FoS is a cop-out. Either vote or don't.")
    m("Dunnock", "fine. " + VT("Orangebeard", "Orangbeard"))
    m(MOD, B("Vote Count 1.1"), "", "Orangebeard (2): Mr. Flibble, Dunnock", "kittykat94 (1): Ythan", "Dunnock (1): Saltmarsh", "Mr. Flibble (1): Orangebeard", "LadyMacbeth (1): zeroSum", "", "Not voting (6): kittykat94, PenguinOverlord, Aurelian, Verity, Veridian, LadyMacbeth", "", "With 12 alive, it takes 7 to lynch.")
    m("Veridian", "ok, putting a vote down. Keeping a vote on someone who unvoted you \"as pressure\" is a weird thing to announce out loud.", "⟦v:Ythan|" + B("VOTE: Yth") + "⟧")
    m("Ythan", "Veridian, it's pressure. That's what votes are for. Pressure. Read a wiki page.")
    m("Verity", "Mod question: can I vote with just the first few letters, like Veri? Asking because people keep shortening me and Veridian the same way.")
    m(MOD, "Verity: please don't. \"Veri\" matches both of you and I won't count it. Full names or an unambiguous short form only.")
    m("Mr. Flibble", "Back, catching up. OB's \"placeholders are scummy\" line is meh, but the follow-up vote on me is worse.", "⟦v:Orangebeard|" + B("vote: orangebeard") + "⟧ stays, and now it's a real one.")
    m("LadyMacbeth", VT("zeroSum", "zS") + " for opening on me with a read that applies to half the thread.")
    m("Aurelian", "Lady, OMGUS much? I'm not voting you for it, but it's noted.")
    m("zeroSum", "Lady's OMGUS vote is textbook. Staying on her.")
    m("PenguinOverlord", "Told you I'd vote her if she deflected. She did.", "⟦v:LadyMacbeth|" + B("VOTE: LadyMacbeth") + "⟧")
    m("kittykat94", "i wanna hear more from Veridian and Verity, you're both kinda quiet... not the names thing, the reads thing lol")
    m("Saltmarsh", "Switching. Dunnock's \"FoS, not voting\" followed by a vote on a typo'd name is lazy, but Lady's OMGUS is worse.", "⟦u|" + B("unvote") + "⟧", "⟦v:LadyMacbeth|" + B("vote: Macbeth") + "⟧")
    m("Verity", "My read so far: Ythan is the scummiest. I " + B("will") + " vote Ythan after I reread tonight.")
    m(MOD, "Reminder: votes must be bolded or use the vote tag. Verity's post above is not a vote.")
    m("Orangebeard", "So Lady is at 3 now? zS, PO, Salt. Lady, anything to say?")
    m("LadyMacbeth", "What's done cannot be undone. I'm town. Lynch me and you'll find out the hard way. My vote stays on zS.")
    m("Dunnock", QT("Saltmarsh", "Dunnock's \"FoS, not voting\" followed by a vote on a typo'd name is lazy"), "fair. " + VT("LadyMacbeth", "LM"))
    m("Aurelian", "Four on Lady. I'm not comfortable with a D1 OMGUS lynch.", "⟦v:Dunnock|" + B("VOTE: Dunnock") + "⟧ for hopping on the wagon with a one-liner.")
    m("Ythan", "lol " + B("Aurelian") + " is scum. calling it now")
    m("Veridian", "Ythan, bold names aren't votes, you know that right? Anyway, I'm still here: ⟦v:Ythan|" + B("VOTE: Ythan") + "⟧")
    m("Verity", "Reread done.", VT("Ythan", "Ythan"))
    m("zeroSum", "Ythan has 2 now, Lady has 4. Let's not split the town.")
    m("Mr. Flibble", "I've been lurking, but both V's are too quiet for my liking.", "⟦a:Veridian;Verity|" + B("VOTE: Veri") + "⟧ - whichever, honestly.")
    m(MOD, "Mr. Flibble, \"Veri\" is ambiguous between Veridian and Verity and won't be counted. Your vote stays on Orangebeard.")
    m("Mr. Flibble", "fine. ⟦v:Veridian|" + B("VOTE: Veridan") + "⟧ - the one with the D.")
    m("kittykat94", "⟦v:LadyMacbeth|" + B("VOTE: LadyMacbeth") + "⟧ L-2 i think? i'm ok with this")
    m("Orangebeard", VT("LadyMacbeth", "Lady") + " L-1")
    m("LadyMacbeth", "Fine. If you want it so badly, someone hammer. I'm not self-voting to make it easy for you.")
    m("Verity", "Unvote Ythan, vote Lady")
    m(MOD, "Verity, your last post isn't bolded, so your vote remains on Ythan.")
    m("Verity", "sorry!! ⟦u|" + B("unvote") + "⟧, ⟦v:LadyMacbeth|" + B("vote LadyMacbeth") + "⟧")
    m(MOD, B("LadyMacbeth has been lynched!"), "She was... <strong>Vanilla Townie</strong>.", "", "Night 1 begins. Please do not post.")

    # ---------------- Day 2 ----------------
    m(MOD, "PenguinOverlord was found dead. He was... <strong>Town Cop</strong>.", "", B("Day 2 begins."), "With 10 alive, it takes 6 to lynch.")
    m("zeroSum", "Oof. Lady town and PO dead. I feel terrible about starting that wagon.")
    m("Aurelian", QT("Verity", "sorry!! " + B("unvote") + ", " + B("vote LadyMacbeth")), "You hammered a townie half an hour after an unbolded attempt. Why the rush?", "⟦v:Verity|" + B("VOTE: Verity") + "⟧")
    m("Verity", "It was L-1 and deadline was close, I didn't want a no-lynch. That's not scummy, that's just D1.")
    m("Dunnock", "I'd like a claim from Verity. Not voting until then.")
    m("Ythan", "⟦v:Aurelian|" + B("VOTE: Aure") + "⟧. Told you yesterday.")
    m("Saltmarsh", "Ythan's \"told you\" with zero reasons, same as yesterday's bolded name post.", "⟦v:Ythan|" + BS("VOTE: Ythan") + "⟧")
    m("kittykat94", "omg i bandwagoned a townie yesterday, sorry Lady :(", VT("zeroSum", "zero") + " since zS started it")
    m("zeroSum", "kk, starting a wagon on D1 isn't a scum tell.", "⟦v:kittykat94|" + B("VOTE: kitty") + "⟧")
    m("Mr. Flibble", "I'm going to hold off until Verity claims.", "⟦u|" + B("UNVOTE: Veridian") + "⟧")
    m(MOD, "Mr. Flibble, votes reset every day; you had no vote to remove.")
    m("Veridian", "Lol. Anyway. ⟦v:Verity|" + B("VOTE: Verity") + "⟧ - and no, not because of the name thing.")
    m("Verity", "Ugh, fine. Vanilla townie, nothing to hide. My vote: Ythan.")
    m("Orangebeard", "Verity claiming VT at two votes is a bit early. Not voting her yet. " + B("Ythan") + " and " + B("Aurelian") + " are my top two.")
    m("Dunnock", "Thanks for claiming.", VT("Ythan", "Ythan"))
    m("Ythan", "I'm not going to dignify this with a defense. vote aure stays")
    m("Aurelian", "Ythan refusing to defend isn't a town mindset imo. Actually ⟦u|" + B("unvote") + "⟧ on Verity, ⟦v:Ythan|" + B("vote: Ythan") + "⟧")
    m("Mr. Flibble", "Ok, claim given, I'm satisfied.", VT("Ythan", "Ythan"))
    m("kittykat94", "EBWOP: i meant to vote zS not zero-- wait that's the same person lmao. ignore me")
    m("Verity", "⟦v:Ythan|" + B("VOTE: Ythan") + "⟧ now that it's bolded, sorry mod")
    m(MOD, B("Vote Count 2.2"), "", "Ythan (5): Saltmarsh, Dunnock, Aurelian, Mr. Flibble, Verity - L-1", "Verity (1): Veridian", "Aurelian (1): Ythan", "zeroSum (1): kittykat94", "kittykat94 (1): zeroSum", "", "Not voting (1): Orangebeard")
    m("Ythan", "Fine, I'll claim. Doctor. I protected PO N1 and he died anyway, so either he was roleblocked or it was a strongman. Please don't.")
    m("Orangebeard", "If Ythan is the doctor, who's scum? I'll hold. Not hammering.")
    m("zeroSum", "I think Ythan's claim is fake. I'd hammer, but I want to hear from Veridian first.")
    m("Veridian", "A doc claim at L-1 is classic. I'm not hammering yet either, though.")
    m("Saltmarsh", "Let's see if anyone counterclaims... nobody? ⟦u|" + B("Unvote") + "⟧ for now, the doc claim could be true.")
    m("Ythan", QT("Saltmarsh", B("Unvote") + " for now"), "thank you.")
    m("Mr. Flibble", "⟦a:|" + B("VOTE: Marrowmod") + "⟧ for being far too nice to Verity")
    m(MOD, "Mr. Flibble, I'm not playing. I'll ignore that; your vote remains on Ythan.")
    m("kittykat94", VT("", "Jenkins").replace("⟦v:|", "⟦a:|") + " sorry, had to")
    m("Dunnock", "Enough jokes. Ythan at 4. The claim is unverifiable, but a doc protecting the cop N1 with no counterclaim? I'm not moving.")
    m("zeroSum", "heard enough. " + "⟦v:Ythan|" + B("vote ythan") + "⟧")
    m("Orangebeard", "Hammer time, I guess.", VT("Ythan", "Ythan"))
    m(MOD, B("Ythan has been lynched!"), "He was... <strong>Mafia Goon</strong>.", "", "Night 2 begins.")
