# English mafiascum-style thread: "Mini Normal 2311 — Lighthouse Mafia", Day 2 (and the start of Day 3).
# Markup: newline = <br>, [b]..[/b] -> <strong>, [B]..[/B] -> <span style="font-weight: bold">,
# [vote]X[/vote] -> <span class="bbvote">X</span>, [q=X]..[/q] -> blockquote with cite.
import html, json, os, re, sys
sys.path.insert(0, os.path.dirname(__file__))
from ru_lib import V, U, AMB, plain

OUT = os.path.join(os.path.dirname(__file__), "..", "mafiascum")
ROSTER = """PurpleHaze | PH | Purple
quiet_storm | storm | qs | quiet storm
The Marquis | Marquis
BarnacleBill | Barnacle | BB | Bill
Lady_Ambrosia | Ambrosia | Lady Ambrosia | Amb
NotAScumbag | NAS | Not A Scumbag
Ozymandias | Ozy
Tea Leaf | Tea | TeaLeaf
xX_Slayer_Xx | Slayer | xX Slayer Xx
Velvet Thunder | Velvet | VT
JunoMoneta | Juno
Professor Plum | Plum | Prof Plum | Prof
Kirrin
Kiran
"""

POSTS = []


def P(author, src, *labels):
    POSTS.append((author, src, labels))


def render(src):
    s = src.strip("\n")
    s = s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
    s = s.replace("{NB}", "&nbsp;").replace("{zw}", "\u200b")
    s = re.sub(r"\[vote\](.*?)\[/vote\]", r'<span class="bbvote">\1</span>', s, flags=re.S)
    s = re.sub(r"\[b\](.*?)\[/b\]", r"<strong>\1</strong>", s, flags=re.S)
    s = re.sub(r"\[B\](.*?)\[/B\]", r'<span style="font-weight: bold">\1</span>', s, flags=re.S)
    s = re.sub(r"\[i\](.*?)\[/i\]", r"<em>\1</em>", s, flags=re.S)
    # nested quotes: inner [qq=] first
    s = re.sub(r"\[qq=([^\]]+)\](.*?)\[/qq\]", lambda m: "<blockquote><div><cite>%s wrote:</cite>%s</div></blockquote>" % (m.group(1), m.group(2).strip("\n")), s, flags=re.S)
    s = re.sub(r"\[q=([^\]]+)\]\n?(.*?)\n?\[/q\]\n?", lambda m: "<blockquote><div><cite>%s wrote:</cite>%s</div></blockquote>" % (m.group(1), m.group(2)), s, flags=re.S)
    return s.replace("\n", "<br>")


ARB = "Arbiter"

P(ARB, """
[b]Day 2 has begun.[/b]

[b]Kiran[/b] was found dead at the foot of the lighthouse. Kiran was a [b]Vanilla Townie[/b].

With 12 alive, it takes [b]7[/b] to eliminate. Deadline is in 7 days. Remember: votes must be in [vote] tags or bolded to count. Conditional votes are not votes.
""")

P("PurpleHaze", """
Well that sucks. Kiran was one of the few people I had as town from D1.

Starting fresh. My D1 reads in short: Ozy town-ish, Tea null, Slayer scummy (that reactive wagon hop on Kiran at the very end of D1 was ugly), Marquis null.

[vote]xX_Slayer_Xx[/vote]

Slayer, explain the hop.
""", V("xX_Slayer_Xx", "xX_Slayer_Xx"))

P("xX_Slayer_Xx", """
[q=PurpleHaze]Slayer, explain the hop.[/q]
it was a deadline vote, we needed to elim SOMEONE and kiran had the most votes. not complicated.

if we're doing this again today i'd rather vote PH for opening on me with zero new info, but i'll wait.
""")

P("Tea Leaf", """
Slayer, "I'd rather vote PH" isn't a vote, so don't pretend it is.

Day 1 recap for people catching up:
- Kiran was wagoned off a weak claim-less defense.
- Slayer, BB and Juno were the last three on the wagon.
- Plum was the only person to say "this is a bad wagon" and then still didn't unvote his alt target.

Top of my scumlist: BarnacleBill. He pushed the Kiran wagon from L-3 to L-1 with two lines of text.

[b]VOTE: BarnacleBill[/b]
""", V("BarnacleBill", "VOTE: BarnacleBill"))

P("BarnacleBill", """
lol. I pushed it because Kiran was scummy to me. I was wrong, that happens.

Tea, your recap conveniently leaves out that YOU had Kiran in your scum pile on page 3.

[b]vote: Tea Leaf[/b]
""", V("Tea Leaf", "vote: Tea Leaf"))

P("Ozymandias", """
Look on my posts, ye mighty, and despair.

Anyway. I think the Kiran flip is more informative than people are treating it. Mafia don't usually let a townie get wagoned at deadline and then also NK someone else; Kiran was NK'd, so D1's elimination was... wait, no, we didn't eliminate Kiran, we eliminated nobody, Kiran hammered-out at L-1 and the deadline hit. Let me re-read.

OK. D1 ended with no elimination, Kiran got NK'd. So the people who were on Kiran at deadline are interesting because scum might have been happy to push a townie and then kill them anyway.

Kiran wagon at deadline: BB, Slayer, Juno, Tea (early, then unvoted), Velvet.

FoS: JunoMoneta. Not voting yet.
""")

P("JunoMoneta", """
[q=Ozymandias]FoS: JunoMoneta. Not voting yet.[/q]
Fair, I was on Kiran at deadline. I'll own that. My reasoning was the same as on D1: Kiran wouldn't engage.

I'm more interested in quiet_storm, who has 4 posts in the whole game and one of them was "lol".

[vote]quiet_storm[/vote]
""", V("quiet_storm", "quiet_storm"))

P("quiet_storm", """
ok ok i'm here. had a rough week irl.

reads: town PH, town Ozy (wall posts are very townie), scum-ish Juno for voting me for inactivity when there are three other people who post less than me.

[b]vote juno[/b]
""", V("JunoMoneta", "vote juno"))

P("Lady_Ambrosia", """
Morning all.

I want to point something out. Tea's case on BB is actually decent. BB's response was an OMGUS vote. That doesn't make BB scum but it's not a great look.

If BB was town, I would expect him to at least quote the posts Tea referenced.

[B]VOTE: BarnacleBill[/B]
""", V("BarnacleBill", "VOTE: BarnacleBill"))

P("Professor Plum", """
[q=Tea Leaf]Plum was the only person to say "this is a bad wagon" and then still didn't unvote his alt target.[/q]
My "alt target" was Velvet, and I kept that vote because I still thought Velvet was scummy. I'm not sure why that's a point against me.

Today I'm looking at Velvet again. Velvet, you voted Kiran at L-2 with the explanation "eh". Eh?

[vote]Velvet Thunder[/vote]
""", V("Velvet Thunder", "Velvet Thunder"))

P("Velvet Thunder", """
"eh" was a joke, Plum. I explained two posts later, you just didn't read it.

I'm not voting Plum back, because OMGUS is what BB just did and I don't want to be lumped in with that.

My current vote goes to [b]Ozymandias[/b]'s favorite person, Juno. [vote]Juno[/vote]
""", V("JunoMoneta", "Juno"))

P("NotAScumbag", """
Hi, I'm NAS, I'm definitely not a scumbag, as my name implies.

Jokes aside, reading back. I think BB is the wrong wagon. BB's D1 was aggressive-town, not scum-pushy. Tea and Ambrosia piling on a defensive OMGUS doesn't convince me.

If I had to vote right now, I'd vote Velvet for the "eh" thing, but I want more.
""")

P("The Marquis", """
Good evening.

Velvet says he explained "eh" two posts later. He did not. I checked. Post 212 is Velvet saying "eh" and voting Kiran; post 219 is Velvet saying "lol BB". Neither is an explanation.

[b]Unvote[/b]

I had been on Kiran at the end of D1 (for what it's worth, my vote was still there when Kiran died). Now:

[b]VOTE: Velvet Thunder[/b]
""", V("Velvet Thunder", "VOTE: Velvet Thunder"))

P("Velvet Thunder", """
[q=The Marquis]Post 212 is Velvet saying "eh" and voting Kiran; post 219 is Velvet saying "lol BB".[/q]
OK, fair, I'm misremembering. I explained it in a PM to... no, never mind, I explained it in my head. Reason was Kiran's vote on Ozy D1 looked like a bus.

Not changing my vote.
""")

P("Kirrin", """
Hi, Kirrin here, not Kiran, RIP to my near-namesake.

I've been reading. My top scum is Slayer, and my top town is Marquis.

[b]VOTE: Slayer[/b]

Also PSA: can we please stop shortening my name to "Kir"? Kiran was also "Kir" on D1 and it made the vote count a mess.
""", V("xX_Slayer_Xx", "VOTE: Slayer"))

P(ARB, """
[b]Vote Count 2.1[/b]

[b]xX_Slayer_Xx (2):[/b] PurpleHaze, Kirrin
[b]BarnacleBill (2):[/b] Tea Leaf, Lady_Ambrosia
[b]Velvet Thunder (2):[/b] Professor Plum, The Marquis
[b]JunoMoneta (2):[/b] quiet_storm, Velvet Thunder
[b]Tea Leaf (1):[/b] BarnacleBill
[b]quiet_storm (1):[/b] JunoMoneta

[b]Not voting (2):[/b] Ozymandias, NotAScumbag

With 12 alive, it takes 7 to eliminate.
""")

P("xX_Slayer_Xx", """
two on me. cool.

kirrin you voted me with literally zero reasoning. "top scum is slayer". why.

[b]vote: Kirrin[/b]
""", V("Kirrin", "vote: Kirrin"))

P("Kirrin", """
[q=xX_Slayer_Xx]kirrin you voted me with literally zero reasoning.[/q]
Reasoning is PH's post plus your "I'd rather vote PH but I'll wait". Scum loves the "I'll wait" option.
""")

P("Ozymandias", """
OK, I've been going through the D1 vote history with the spreadsheet.

Here's the thing. The people who were on Kiran at the deadline — BB, Slayer, Juno, Velvet — are now all under pressure. That's either the town working well, or scum distancing.

Hypothetically, if BB and Slayer were scum together, I'd expect them not to vote each other and not to defend each other, and they haven't done either. That's a null.

Velvet's "I explained it in my head" is the worst post of the day, though.

[B]vote: Velvet[/B]
""", V("Velvet Thunder", "vote: Velvet"))

P("Tea Leaf", """
Velvet at 3 now: Plum, Marquis, Ozy.

[q=BarnacleBill]Tea, your recap conveniently leaves out that YOU had Kiran in your scum pile on page 3.[/q]
I did, and I unvoted when Kiran gave the bus explanation. That's called updating.

I'm staying on BB.
""")

P("PurpleHaze", """
Hmm. Velvet's back-and-forth about "eh" is more suspicious than Slayer's hop, honestly.

[b]Unvote: xX_Slayer_Xx[/b]
[b]Vote: Velvet Thunder[/b]
""", V("Velvet Thunder", "Vote: Velvet Thunder"))

P("Velvet Thunder", """
So now I'm L-3 for a bad memory. Great.

If I flip town, please look at Plum, who started this, and PH, who just jumped on.
""")

P("Professor Plum", """
[q=Velvet Thunder]If I flip town, please look at Plum, who started this[/q]
Happy to be looked at. That's how this works.

For the record, if Velvet claims something I'll reconsider. Otherwise I'm staying.
""")

P("NotAScumbag", """
I'm going to vote now. Velvet's defense is weak but I also think the wagon is moving too fast.

Counterpoint: the lurkers. storm has 6 posts, Juno 8, me 7 (guilty).

Okay. I'll join the Velvet wagon for now because that's where the info is.

[vote]VT[/vote]
""", V("Velvet Thunder", "VT"))

P("Lady_Ambrosia", """
Velvet at L-2 now (Plum, Marquis, Ozy, PH, NAS = 5 of 7).

I'm not moving off BB yet. I want to hear a claim from Velvet before anyone else hops.

Velvet, are you going to claim?
""")

P("Velvet Thunder", """
Vanilla Townie. Not that it helps.
""")

P("BarnacleBill", """
VT claim is literally the only claim that can't be checked or counterclaimed. I don't love it.

But I'm still on Tea, because Tea's case on me was ludicrous.
""")

P("JunoMoneta", """
Okay, this is a good moment to say it: I'm switching. The quiet_storm vote was a prod vote to get storm posting, and it worked.

[b]Unvote[/b], [vote]Tea Leaf[/vote]

Tea's been very confident on BB with a thin case, and Tea was on Kiran early D1.
""", V("Tea Leaf", "Tea Leaf"))

P("Tea Leaf", """
[q=JunoMoneta]Tea's been very confident on BB with a thin case[/q]
"Thin" is doing a lot of work there.

Fine. Here is my full case on BB, three posts:
- "kiran scummy, voting" (D1)
- "L-1, someone hammer" (D1)
- OMGUS vote on me (D2).

That's not a thin case, that's the whole of BB's content.
""")

P("quiet_storm", """
juno unvoted me? lol ok. still think juno's weird.

i'm going to look at VT since everyone else is. his claim doesn't move me either way.

actually no — i'm not joining a wagon without reading first. give me a few hours.
""")

P("The Marquis", """
Velvet claiming vanilla at L-2 is what both town and scum do. It doesn't help me. I'm staying.

@Ambrosia: you said "I want to hear a claim from Velvet before anyone else hops". You heard it. Are you moving?
""")

P("Lady_Ambrosia", """
Not yet. The claim was what I expected. I'm going to re-read Plum's D1 since Velvet pointed there.
""")

P(ARB, """
[b]Vote Count 2.2[/b]

[b]Velvet Thunder (5):[/b] Professor Plum, The Marquis, Ozymandias, PurpleHaze, NotAScumbag
[b]BarnacleBill (2):[/b] Tea Leaf, Lady_Ambrosia
[b]Tea Leaf (2):[/b] BarnacleBill, JunoMoneta
[b]xX_Slayer_Xx (1):[/b] Kirrin
[b]JunoMoneta (2):[/b] quiet_storm, Velvet Thunder
[b]Kirrin (1):[/b] xX_Slayer_Xx

[b]Not voting (0):[/b]

With 12 alive, it takes 7 to eliminate. Velvet Thunder is at L-2.

Prods have been sent to no one, since everyone voted. Nice.
""")

P("xX_Slayer_Xx", """
velvet at L-2 and nobody's hammering. i'm not going to be the hammer. i don't know enough.

i'll move my vote to something that matters though. kirrin's fine.

[b]unvote[/b]
""", U("unvote"))

P("Kirrin", """
[q=xX_Slayer_Xx]i'll move my vote to something that matters though.[/q]
You unvoted and voted nothing. That's the opposite of moving your vote to something that matters.
""")

P("Ozymandias", """
Here is my thinking on a possible Velvet flip.

If Velvet flips scum: look at who defended him. Nobody really did, except NAS a tiny bit ("wagon is moving too fast"), and then NAS joined the wagon.

If Velvet flips town: the wagon's starters (Plum, Marquis) get looked at hard, and so do late joiners (PH, NAS).

I'm comfortable with that either way. Staying on [b]Velvet[/b].
""")

P("Professor Plum", """
Ozy's breakdown is fair.

I'm not going to hammer my own wagon either. But I'll point out that "nobody wants to hammer" is how we ended D1 with no elimination and a dead townie.
""")

P("PurpleHaze", """
[q=Professor Plum]"nobody wants to hammer" is how we ended D1[/q]
Yeah. I'll say it: I'm willing to hammer if two more people agree.

Until then, my vote stays where it is.
""")

P("Tea Leaf", """
I'm not on Velvet. Consider this: if Velvet is town, I'm eliminating a VT claim for a bad memory. If BB is scum, we lose another day of info chasing Velvet.

I'll stay on BB.

Hypothetically, if BB flips town tomorrow after an NK, I'd [b]vote Juno[/b] next — just so you all know where my head is.
""")

P("JunoMoneta", """
[q=Tea Leaf]Hypothetically, if BB flips town tomorrow after an NK, I'd vote Juno next[/q]
Cute. Noted.

Staying on Tea.
""")

P("Lady_Ambrosia", """
Finished re-reading Plum. He's fine. Genuinely town-leaning, wall posts, engages everyone.

Velvet's claim is the usual stuff. BB's case is still there.

Okay, I'll update one thing: I think Slayer's unvote-to-nothing is worse than anything BB did today.

[b]Unvote, VOTE: xX_Slayer_Xx[/b]
""", V("xX_Slayer_Xx", "VOTE: xX_Slayer_Xx"))

P("xX_Slayer_Xx", """
unvoting is legal, ambrosia. i'm thinking.

fine. [vote]BarnacleBill[/vote]. there. a vote that matters.
""", V("BarnacleBill", "BarnacleBill"))

P("BarnacleBill", """
Oh come on Slayer. You literally voted me to deflect.

[b]VOTE: xX_Slayer_Xx[/b] — and I'm not changing it back to Tea, because Slayer's thing is more obvious.
""", V("xX_Slayer_Xx", "VOTE: xX_Slayer_Xx"))

P("quiet_storm", """
done reading. VT's "I explained it in a PM to... no" is weird. it's like he started to say something he shouldn't have.

[B]Unvote[/B]
[vote]Velvet Thunder[/vote]
""", V("Velvet Thunder", "Velvet Thunder"))

P("Velvet Thunder", """
L-1 now. I misspoke, there is no PM, I'm a vanilla townie, that's it.

[vote]Professor Plum[/vote] since I'm going to die anyway, and Plum started it.
""", V("Professor Plum", "Professor Plum"))

P("The Marquis", """
Velvet at L-1 (Plum, Marquis, Ozy, PH, NAS, storm = 6 of 7).

PH, you said you'd hammer if two more people agreed. storm just joined.
""")

P("PurpleHaze", """
Storm joined, that's one. One more?
""")

P("Kirrin", """
I'll be honest: I don't think Velvet's scum, I think Velvet's a confused townie.

Not joining. Staying on Slayer.
""")

P("NotAScumbag", """
[q=quiet_storm]it's like he started to say something he shouldn't have.[/q]
This is the best point of the day. I'm staying on Velvet, and, to be clear, I'm okay with a hammer.
""")

P("Lady_Ambrosia", """
I'm the second person PH needed? Sure, why not.

Actually no, PH, don't wait for me. I'm on Slayer and staying.
""")

P("PurpleHaze", """
Okay, nobody's hammering. Let's let the deadline do its thing.
""")

P(ARB, """
[b]Vote Count 2.3[/b]

[b]Velvet Thunder (6):[/b] Professor Plum, The Marquis, Ozymandias, PurpleHaze, NotAScumbag, quiet_storm
[b]xX_Slayer_Xx (3):[/b] Kirrin, Lady_Ambrosia, BarnacleBill
[b]Tea Leaf (1):[/b] JunoMoneta
[b]JunoMoneta (0)[/b]
[b]BarnacleBill (2):[/b] Tea Leaf, xX_Slayer_Xx
[b]Professor Plum (1):[/b] Velvet Thunder

Velvet Thunder is at L-1. Deadline in 48 hours.
""")

P("Ozymandias", """
Quick correction to the mod: the JunoMoneta line shows 0 but Juno got no votes removed — storm moved from Juno to Velvet, right, so 0 is correct. Never mind.

While I'm here, let me explain why I'm not hammering either: I want to see if anyone jumps off. People who jump off a L-1 wagon at the last second are interesting.

No vote change.
""")

P("Tea Leaf", """
Alright. I'll commit to something. Velvet is probably a townie but the wagon has reached critical mass and I'd rather not go to another no-elim.

[b]Unvote[/b]

Actually, wait. If I hammer and Velvet flips town, the whole game will look at me. Let me think.
""", U("Unvote"))

P("JunoMoneta", """
Tea unvoted BB and is "thinking". Tea, you're unvoted now. That means BB's at 1, not 2.
""")

P("Tea Leaf", """
Yes, I'm aware. Decision made.

[vote]Velvet Thunder[/vote]
""", V("Velvet Thunder", "Velvet Thunder"))

P(ARB, """
[b]Velvet Thunder has been eliminated.[/b] Velvet Thunder was a [b]Vanilla Townie[/b].

It is now Night 2. Please send in your night actions.
""")

P(ARB, """
[b]Day 3 has begun.[/b]

[b]NotAScumbag[/b] was found dead in the lantern room. NotAScumbag was a [b]Town Doctor[/b].

With 10 alive, it takes [b]6[/b] to eliminate.
""")

P("Professor Plum", """
Well. Velvet was town, NAS was town and the doctor. Not a good night.

The Velvet wagon: me, Marquis, Ozy, PH, NAS (dead), storm, Tea (hammer).

Tea hammered a townie after openly worrying about the optics. I want Tea's reasoning.

[vote]Tea[/vote]
""", V("Tea Leaf", "Tea"))

P("Tea Leaf", """
[q=Professor Plum]Tea hammered a townie after openly worrying about the optics.[/q]
I said I'd rather not go to another no-elim. That's the reasoning.

And you started the Velvet wagon, Plum. You, not me.

[b]VOTE: Professor Plum[/b]
""", V("Professor Plum", "VOTE: Professor Plum"))

P("quiet_storm", """
oh no. i was on VT. that was my fault partially.

i'm going to vote BB. bb's d2 was all OMGUS and he was the one tea kept pushing. if tea's scum, bb might be town, but if bb's scum, tea might be town. lose-lose.

wait, that's not a reason to vote bb. never mind.

[b]vote: Slayer[/b]
""", V("xX_Slayer_Xx", "vote: Slayer"))

P("Kirrin", """
I was off the wagon. I said Velvet was a confused townie. I was right.

Still on Slayer from yesterday? No, votes reset. So:

[b]VOTE: xX_Slayer_Xx[/b]

And for the record, if someone votes "Kir" today, Arbiter, please don't count it for me — I'm the only Kir left, but still.
""", V("xX_Slayer_Xx", "VOTE: xX_Slayer_Xx"))

P("xX_Slayer_Xx", """
[vote]Kir[/vote]

there you go kirrin, you're the only kir now.
""", V("Kirrin", "Kir"))

P("The Marquis", """
Slayer, that's in poor taste, considering.

I'm looking at Tea and Slayer. I'm going to vote the one who gave the weakest reasons today, which is Slayer, but Tea's hammer is also bad.

[vote]Slayer[/vote]
""", V("xX_Slayer_Xx", "Slayer"))

P("JunoMoneta", """
I'll stay on Tea. Everything I said yesterday applies more today.

[b]VOTE: Tea Leaf[/b]
""", V("Tea Leaf", "VOTE: Tea Leaf"))

P("Lady_Ambrosia", """
I'm voting Slayer again. His posting hasn't changed. [B]VOTE:{NB}Slayer[/B]
""", V("xX_Slayer_Xx", "VOTE:\u00a0Slayer"))

P("BarnacleBill", """
Slayer at 4 (storm, Kirrin, Marquis, Ambrosia).

Not voting Slayer. I'm going to vote Arbiter as a protest about the NK.

[vote]Arbiter[/vote]

Kidding. Sort of. Real vote later.
""", AMB("Arbiter", []))

P("PurpleHaze", """
Ugh. PH here. I joined the VT wagon late, so I'm one of the ones who should get looked at.

I'll look at Slayer again. D1 hop, D2 unvote-to-nothing, D3 in-poor-taste vote.

[b]VOTE: xX_Slayer_Xx[/b]

That's 5. L-1.
""", V("xX_Slayer_Xx", "VOTE: xX_Slayer_Xx"))

P("Ozymandias", """
Slayer at L-1. I want Slayer's defense before anyone hammers.

Quick votes summary from my notes:
[q=PurpleHaze][b]VOTE: xX_Slayer_Xx[/b][/q]
[q=Lady_Ambrosia][B]VOTE: Slayer[/B][/q]
[q=The Marquis][vote]Slayer[/vote][/q]

I'm not voting yet. I'll say this: if Slayer doesn't claim in the next 24 hours, I'll hammer.
""")

P("xX_Slayer_Xx", """
i'm a vanilla townie. same claim as VT, which i know looks bad.

switching to [vote]Tea Leaf[/vote] because tea's hammer was worse than anything i did. and [vote]Plum[/vote] — no wait, Tea. my vote is Tea.
""", V("Tea Leaf", "Tea Leaf"))

P("Professor Plum", """
Slayer's counting issue aside — he voted Tea then Plum then said Tea. Arbiter, which one counts? I think the last tag is Plum.
""")

P(ARB, """
[b]Vote Count 3.1[/b]

[b]xX_Slayer_Xx (5):[/b] quiet_storm, Kirrin, The Marquis, Lady_Ambrosia, PurpleHaze
[b]Tea Leaf (3):[/b] Professor Plum, JunoMoneta, xX_Slayer_Xx
[b]Professor Plum (1):[/b] Tea Leaf
[b]Kirrin (0):[/b]

[b]Not voting:[/b] Ozymandias, BarnacleBill (vote for the moderator is not a valid vote)

Note: Slayer's post tagged Tea, then Plum, then said "my vote is Tea" in plain text. The last tag is Plum, but the player's stated intent is Tea, and I am counting Tea. Votes in quotes are never counted. xX_Slayer_Xx is at L-1.
""")

P("BarnacleBill", """
OK, real vote. Arbiter's right to not count the protest.

[b]VOTE: Ozymandias[/b] — nobody's looking at Ozy and Ozy conveniently never hammers.
""", V("Ozymandias", "VOTE: Ozymandias"))

P("Ozymandias", """
BB, I explained why I don't hammer. And I'm not the one who wrote "I'll vote Arbiter as a protest".

[vote]Ozzymandias[/vote] — huh, no, I'm not voting myself, that was a typo in the tag. Ignore. [vote]BarnacleBill[/vote]
""", V("BarnacleBill", "BarnacleBill"))

P("JunoMoneta", """
[vote]the marquis[/vote] — no. Sorry, that was a misclick on the tag, I meant to quote him. Keeping Tea.

[b]VOTE: Tea Leaf[/b]
""", V("Tea Leaf", "VOTE: Tea Leaf"))

P("quiet_storm", """
[vote]Velvet[/vote]

oops he's dead. force of habit, i had the tag saved. ignore that, my vote is still on slayer i guess
""", V("Velvet Thunder", "Velvet"))

P("The Marquis", """
Leaving my vote where it is. [b]Slayer[/b] is still my top.

[b]FoS: Tea Leaf[/b] for the hammer-with-commentary yesterday.
""")

P("PurpleHaze", """
I'm tempted to vote: quiet storm, for the dead-player vote, but no, that's a townie mistake if I've ever seen one.
""")

P("Kirrin", """
New information: Ambrosia's been swinging between BB and Slayer with the same "his posting hasn't changed" line. That's a lot of confidence with no content.

[b]Unvote[/b]
[B]VOTE: lady ambrosia[/B]
""", V("Lady_Ambrosia", "VOTE: lady ambrosia"))

P(ARB, """
[b]Vote Count 3.2[/b]

[b]xX_Slayer_Xx (4):[/b] quiet_storm, The Marquis, Lady_Ambrosia, PurpleHaze
[b]Tea Leaf (3):[/b] Professor Plum, JunoMoneta, xX_Slayer_Xx
[b]Professor Plum (1):[/b] Tea Leaf
[b]Ozymandias (1):[/b] BarnacleBill
[b]BarnacleBill (1):[/b] Ozymandias
[b]Lady_Ambrosia (1):[/b] Kirrin

quiet_storm's vote for Velvet Thunder (dead) is invalid; her previous vote stands. With 10 alive, it takes 6 to eliminate.
""")


def main():
    os.makedirs(OUT, exist_ok=True)
    open(os.path.join(OUT, "roster.txt"), "w", encoding="utf-8").write(ROSTER)
    with open(os.path.join(OUT, "posts.jsonl"), "w", encoding="utf-8") as fp, \
         open(os.path.join(OUT, "expected.jsonl"), "w", encoding="utf-8") as fe:
        for i, (author, src, labels) in enumerate(POSTS, 1):
            pid = "ms-%03d" % i
            fp.write(json.dumps({"id": pid, "author": author, "html": render(src)}, ensure_ascii=False) + "\n")
            votes, amb = [], []
            for lab in labels:
                if lab[0] == "amb":
                    amb.append({"raw": plain(lab[1]), "candidates": lab[2]})
                else:
                    votes.append({"kind": lab[0], "target": lab[1], "early": False, "raw": plain(lab[3])})
            fe.write(json.dumps({"id": pid, "votes": votes, "ambiguous": amb}, ensure_ascii=False) + "\n")
    print(len(POSTS))


main()
