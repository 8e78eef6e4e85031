# Mini-theme "Alchemy Mafia", Day 1 -> Day 2 on mafiascum.net. Mod: Cerberus.
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ms_lib import *
from lib import write
T = MThread("m")

T("Cerberus", """<span style="font-size: 150%; line-height: 116%;">Day 1 has begun!</span>
With 13 alive, it takes 7 to eliminate.
Please use the [vote] tag or a bolded <strong>VOTE:</strong> to vote. Unbolded votes will not be counted.
Deadline: one week.""")
T("Mr Pickles", """Random vote time.
""" + b("VOTE: Zorblax") + """
because his avatar is staring at me""", V("VOTE: Zorblax", "Zorblax"))
T("Zorblax", """Rude. """ + vt("Mr Pickles"), V("Mr Pickles", "Mr Pickles"))
T("GreenTeaNinja", """Hi all. Not a fan of RVS but here we go. """ + bs("Vote: Lags") + """ since he's not here yet.""",
  V("Vote: Lags", "SirLagsALot"))
T("the_weeping_angel", """Don't blink.

""" + vt("GreenTeaNinja") + """

(voting the person who voted the absent person, this is a tradition)""", V("GreenTeaNinja", "GreenTeaNinja"))
T("quantumFlux", """I'd vote Angel for that quote but I'm saving my vote for something meaningful.""")
T("Lady Macbeth", """Out, damned spot.
""" + b("VOTE: qF") + """ for saving his vote, which is a classic scum stalling excuse""", V("VOTE: qF", "quantumFlux"))
T("quantumFlux", mq("Lady Macbeth", b("VOTE: qF") + " for saving his vote") + """
Fair. I'll bite. """ + b("VOTE: LM"), V("VOTE: LM", "Lady Macbeth"))
T("SirLagsALot", """Sorry, timezones. Reading now. Why am I being voted already lol""")
T("SirLagsALot", """ok caught up. GTN voted me for being absent, which is fine I guess. """ + vt("ninja"),
  V("ninja", "GreenTeaNinja"))
T("Captain_Obvious", """Obviously the game has started. Obviously I will vote. """ + b("VOTE: Captain") + """ - no wait, that's me. Ignore.""",
  A("VOTE: Captain", ["Captain_Obvious", "Captain Planet"]))
T("Cerberus", """Captain_Obvious, "Captain" matches two players. I'm not counting that vote until you clarify.""")
T("Captain_Obvious", """I meant Planet. """ + b("VOTE: Captain Planet"), V("VOTE: Captain Planet", "Captain Planet"))
T("Captain Planet", """By your powers combined... I am getting voted by a guy with my first name. """ + b("VOTE: Cap Obvious"),
  V("VOTE: Cap Obvious", "Captain_Obvious"))
T("xyzzy", """Nothing happens.

""" + b("Vote: Mornington") , V("Vote: Mornington", "Mornington Crescent"))
T("Mornington Crescent", """xyzzy, you can't vote me before I've even made a move. """ + vt("xyzzy"), V("xyzzy", "xyzzy"))
T("NotAScumbag", """Hello. As my name suggests, I am not scum. Anyway, vote Pickles maybe? Not bolding yet.""")
T("Old_Man_Winter", """Back in my day we had to walk to the vote thread uphill both ways.
""" + b("VOTE: NotAScumbag") + """ - name is a tell.""", V("VOTE: NotAScumbag", "NotAScumbag"))
T("NotAScumbag", """OMW, a name can't be a tell, I picked it eight years ago.""")
T("Cerberus", """<strong>Vote Count 1.1</strong>
Zorblax (1): Mr Pickles
Mr Pickles (1): Zorblax
SirLagsALot (1): GreenTeaNinja
GreenTeaNinja (2): the_weeping_angel, SirLagsALot
quantumFlux (1): Lady Macbeth
Lady Macbeth (1): quantumFlux
Captain Planet (1): Captain_Obvious
Captain_Obvious (1): Captain Planet
Mornington Crescent (1): xyzzy
xyzzy (1): Mornington Crescent
NotAScumbag (1): Old_Man_Winter

Not voting (1): NotAScumbag
With 13 alive, it takes 7 to eliminate.""")
T("GreenTeaNinja", """Two on me and one of them is Lags who wasn't even here. Angel's reason was "tradition". Hmm.""")
T("the_weeping_angel", """GTN, it's RVS, relax. But since you're getting defensive I'll leave it.""")
T("Zorblax", """Pickles' reason for voting me was my avatar, that's peak RVS. """ + b("Unvote"), U("Unvote"))
T("Mr Pickles", """Zorb unvoting me right when the count comes out is a bit convenient, no?""")
T("Zorblax", """Pickles, I unvoted because your vote was a joke and so was mine. Now I'm looking at OMW.""")
T("Lady Macbeth", """Real content: NotAScumbag's "vote Pickles maybe? Not bolding" is the kind of soft push I hate. If he wants Pickles he should commit.
""" + b("UNVOTE:") + " " + b("VOTE: NAS"), V("VOTE: NAS", "NotAScumbag"))
T("NotAScumbag", """LM, I didn't commit because I didn't have a reason yet. That's honest play.""")
T("quantumFlux", """""" + mq("NotAScumbag", "Anyway, vote Pickles maybe? Not bolding yet.") + """
This is a hedge. """ + b("Unvote, vote: NotAScumbag"), V("vote: NotAScumbag", "NotAScumbag"))
T("Old_Man_Winter", """There's a wagon forming on NAS. 3 now, including mine. I'm fine with that.""")
T("Captain Planet", """Let me recap the NAS case:
1. Unbolded soft push on Pickles.
2. Defends with "honest play" which is a null statement.
3. Hasn't voted anyone.

I'm not there yet but I could be. If NAS doesn't vote by tonight I'll """ + b("VOTE: NotAScumbag") + """.""",
  V("VOTE: NotAScumbag", "NotAScumbag"))
T("Cerberus", """Reminder: bolded votes are binding. Captain Planet, your conditional bolded vote has been counted as a vote on NotAScumbag.""")
T("Captain Planet", """Ugh, fine, it stands. It was going to happen anyway.""")
T("NotAScumbag", """Okay, pressure worked. """ + vt("Lady Macbeth") + """ for starting this.""", V("Lady Macbeth", "Lady Macbeth"))
T("Mornington Crescent", """Interesting how nobody's talking about Lags. He shows up, votes GTN with "ninja" in a vote tag, and then goes quiet. Mod, does "ninja" count for GreenTeaNinja?""")
T("Cerberus", """Mornington Crescent: yes, "ninja" is unambiguous here and counts for GreenTeaNinja.""")
T("SirLagsALot", """I'm quiet because I'm at work. I'll be on tonight.""")
T("xyzzy", """Plugh. Also """ + b("unvote") + """. Mornington made a fair point, I'll watch Lags.""", U("unvote"))
T("Mr Pickles", """If I were scum I'd absolutely be on the NAS wagon right now, free mis-elim. So I'm not. Think about that.""")
T("Zorblax", """Pickles, "if I were scum I'd..." is the worst argument ever posted on this site.
""" + b("VOTE: Pickles"), V("VOTE: Pickles", "Mr Pickles"))
T("Mr Pickles", """Zorb, it's a pretty good argument actually.""")
T("GreenTeaNinja", """I want to talk about Captain_Obvious. His "VOTE: Captain" was either a genuine slip or a way to look confused. """ + b("VOTE: CO"),
  V("VOTE: CO", "Captain_Obvious"))
T("Captain_Obvious", """Obviously a slip. We both have Captain in the name.""")
T("the_weeping_angel", """A little ISO of Winter: three posts, two jokes, one vote on NAS with "name is a tell". Low effort. """ + vt("Old Man Winter"),
  V("Old Man Winter", "Old_Man_Winter"))
T("Old_Man_Winter", """Angel, low effort is my town meta. Ask anyone.""")
T("Lady Macbeth", """Quoting the count for people who skipped it:
""" + mq("Cerberus", "NotAScumbag (1): Old_Man_Winter") + """
It's changed a lot since. NAS is at 4 now I think.""")
T("Cerberus", """<strong>Vote Count 1.2</strong>
NotAScumbag (4): Old_Man_Winter, Lady Macbeth, quantumFlux, Captain Planet
Lady Macbeth (1): NotAScumbag
Mr Pickles (1): Zorblax
GreenTeaNinja (2): the_weeping_angel, SirLagsALot
Captain_Obvious (2): Captain Planet, GreenTeaNinja
Old_Man_Winter (1): the_weeping_angel
Zorblax (1): Mr Pickles
xyzzy (1): Mornington Crescent
Captain Planet (1): Captain_Obvious

Hold on — correction: the_weeping_angel's vote moved from GreenTeaNinja to Old_Man_Winter. Updated count to follow.""")
T("Mornington Crescent", """I'm going to jump on Lags. He's been "at work" for a day and a half. """ + b("VOTE: SLAL"),
  V("VOTE: SLAL", "SirLagsALot"))
T("SirLagsALot", """MC, I posted at 7pm yesterday. I'm here, just slow. """ + b("VOTE: Mornington Crescent"),
  V("VOTE: Mornington Crescent", "Mornington Crescent"))
T("quantumFlux", """Lags' response is OTIMT. Not moving.""")
T("Captain Planet", """Everyone keeps forgetting xyzzy. He's posted nothing but Zork references.
I would vote xyzzy if NAS wasn't at 4 already.""")
T("xyzzy", """A hollow voice says "Fool." I'm town.""")
T("NotAScumbag", """Since I'm at 4 — claim? No. Just saying my vote stays on Lady Macbeth and I'm fine being a mis-elim if you're all that sure.""")
T("Zorblax", """NAS not claiming at L-3 is actually a decent town indicator. """ + b("Unvote") + " " + b("Vote: xyzzy"),
  V("Vote: xyzzy", "xyzzy"))
T("Mr Pickles", """Zorb is off me! Miracles. I'll move too: """ + vt("xyzzy"), V("xyzzy", "xyzzy"))
T("xyzzy", """You are in a maze of twisty little wagons, all alike. Two on me now.""")
T("Old_Man_Winter", """Cap Planet was right about xyzzy. """ + b("VOTE: xyzzy"), V("VOTE: xyzzy", "xyzzy"))
T("Cerberus", """Old_Man_Winter's vote moves from NotAScumbag to xyzzy.""")
T("GreenTeaNinja", """Hmm, the xyzzy wagon formed fast. Zorb -> Pickles -> Winter, in under an hour. That's worth noting.""")
T("Lady Macbeth", """GTN, good catch. I'm staying on NAS for now.""")
T("Captain_Obvious", """My vote: Captain Planet. Still. It was never a slip.""")
T("Cerberus", """Captain_Obvious, your vote is already on Captain Planet from earlier; the post above isn't bolded so nothing changes either way.""")
T("the_weeping_angel", """Scumslip check: Pickles said "miracles" when Zorb left him. Town would be relieved; scum would be relieved too. Null.
""" + b("VOTE: weeping angel") + """ — just kidding, that's me, don't count it.""",
  V("VOTE: weeping angel", "the_weeping_angel"))
T("Cerberus", """the_weeping_angel: bolded votes are binding — you are now voting yourself. Vote again if you want to change it.""")
T("the_weeping_angel", """oh no. """ + b("VOTE: Winter"), V("VOTE: Winter", "Old_Man_Winter"))
T("Mornington Crescent", """Lags still hasn't posted content. Staying.""")
T("SirLagsALot", """Content: I think Zorblax started the xyzzy wagon to pull off NAS. """ + b("Vote: Zorbalx"),
  V("Vote: Zorbalx", "Zorblax"))
T("Zorblax", """Lags can't spell my name but the vote still goes through I assume.""")
T("Cerberus", """Counting SirLagsALot's vote as Zorblax (obvious typo).""")
T("quantumFlux", """Day is halfway. Here's where I'm at:
- NAS: soft push on Pickles, hasn't really scummed since.
- xyzzy: zero content but consistently jokes, meta says town.
- Zorb: started the xyzzy wagon, likes moving.

I'm moving. """ + b("Unvote: NotAScumbag") + " " + bs("Vote: Zorblax"),
  V("Vote: Zorblax", "Zorblax"))
T("Captain Planet", """qF's list is fair. Staying on NAS.""")
T("Mr Pickles", """Quoting Lags for posterity:
""" + mq("SirLagsALot", "Content: I think Zorblax started the xyzzy wagon to pull off NAS. " + b("Vote: Zorbalx")) + """
And qF agrees. So Zorb is at 2.""")
T("NotAScumbag", """With less pressure on me I'll actually post something. I think Captain_Obvious is scum. His "VOTE: Captain" slip looks like he was going to vote his partner and stopped. """ + b("VOTE: Captain_Obvious"),
  V("VOTE: Captain_Obvious", "Captain_Obvious"))
T("Captain_Obvious", """NAS, obviously my partner would not share my first name, that's not how setups work.""")
T("GreenTeaNinja", """NAS's read on CO matches mine. That's two of us.""")
T("xyzzy", """I'm going to """ + b("VOTE: Zorb") + """ because he started the wagon on me and the moment I said something Pickles followed.""",
  V("VOTE: Zorb", "Zorblax"))
T("Cerberus", """<strong>Vote Count 1.3</strong>
Zorblax (3): SirLagsALot, quantumFlux, xyzzy
NotAScumbag (2): Lady Macbeth, Captain Planet
xyzzy (2): Zorblax, Mr Pickles
Old_Man_Winter (1): the_weeping_angel
Captain_Obvious (2): GreenTeaNinja, NotAScumbag
Captain Planet (1): Captain_Obvious
Mornington Crescent (1): SirLagsALot — correction, SirLagsALot is on Zorblax.
SirLagsALot (1): Mornington Crescent
Not voting: none listed; Old_Man_Winter on xyzzy.
With 13 alive, it takes 7 to eliminate.""")
T("Old_Man_Winter", """Zorb at 3. I'll hold on xyzzy to see how he reacts.""")
T("Zorblax", """Fine, I'll say it: I'm a vanilla townie and the Lags push is nonsense. """ + b("UNVOTE") + """ and """ + vt("SirLagsALot"),
  V("SirLagsALot", "SirLagsALot"))
T("Lady Macbeth", """Zorb's reaction seems genuine. I still prefer NAS honestly.""")
T("Mornington Crescent", """Funny how Zorb switched from xyzzy to Lags the moment Lags voted him. OMGUS.""")
T("Captain_Obvious", """Hypothetically, if we had to choose between Zorb and NAS, I'd pick Zorb. Unbolded because I'm thinking.""")
T("Mr Pickles", """Unvoting xyzzy — his explanation convinced me. """ + b("UNVOTE"), U("UNVOTE"))
T("the_weeping_angel", """Pickles unvoting right after Zorb does? You two are moving in sync. """ + b("VOTE: Mr. Pickles"),
  V("VOTE: Mr. Pickles", "Mr Pickles"))
T("Mr Pickles", """Angel, I unvoted because of xyzzy's post, not Zorb's.""")
T("GreenTeaNinja", """I'm going to stay on CO but I'm watching Pickles too.""")
T("Captain Planet", """Okay, I've reread. I'm convinced by Angel. """ + b("UNVOTE: NAS") + " / " + b("VOTE: Pickles"),
  V("VOTE: Pickles", "Mr Pickles"))
T("quantumFlux", """[vote] tag test: """ + vt("Cerberus") + """ lol""", A("Cerberus", []))
T("Cerberus", """quantumFlux, I'm not a valid vote target. Your previous vote (Zorblax) stands.""")
T("Lady Macbeth", """Another vote count would be lovely, mod.""")
T("SirLagsALot", """I'd like to formally put on record: if I flip town, look at MC.""")
T("Mornington Crescent", """Lags, noted. I'll move off you if you give me one real read.""")
T("SirLagsALot", """Real read: Lady Macbeth is town. She's been consistent on NAS all day.""")
T("Mornington Crescent", """Fine. """ + b("Unvote") + """. Not placing a new vote yet.""", U("Unvote"))
T("NotAScumbag", """vote: Captain Obvious — still. (Not bolding again, I already have it bolded above.)""")
T("Cerberus", """<strong>Vote Count 1.4</strong>
Mr Pickles (2): the_weeping_angel, Captain Planet
Zorblax (3): SirLagsALot, quantumFlux, xyzzy
NotAScumbag (1): Lady Macbeth
Captain_Obvious (2): GreenTeaNinja, NotAScumbag
xyzzy (1): Old_Man_Winter
SirLagsALot (1): Zorblax
Captain Planet (1): Captain_Obvious
Not voting (2): Mr Pickles, Mornington Crescent
With 13 alive, it takes 7 to eliminate. Deadline in 48 hours.""")
T("Old_Man_Winter", """Moving to where it matters. """ + b("VOTE: Zorblax"), V("VOTE: Zorblax", "Zorblax"))
T("Mr Pickles", """I'll join: """ + b("VOTE: Zorblax"), V("VOTE: Zorblax", "Zorblax"))
T("Zorblax", """L-2. I'm vanilla town, last chance to stop this.""")
T("Captain_Obvious", """Obviously I'm hammering. """ + b("VOTE: Zorb"), V("VOTE: Zorb", "Zorblax"))
T("GreenTeaNinja", """CO, that's 6, not a hammer. Count.""")
T("Mornington Crescent", """OK, I'll be the seventh. """ + vt("Zorblax"), V("Zorblax", "Zorblax"))
T("Cerberus", """Mornington Crescent has voted Zorblax, which gives 7 votes.
<strong>Zorblax has been eliminated. He was a Vanilla Townie.</strong>
Night 1 begins. Please send in your night actions.""")
T("Mr Pickles", """oh no""")
T("Cerberus", """Night 1 is over. <strong>Day 2 begins.</strong> Nobody died. With 12 alive, it takes 7 to eliminate.""")
T("SirLagsALot", """So Zorb was town. MC hammered. """ + b("VOTE: MC"), V("VOTE: MC", "Mornington Crescent"))
T("Mornington Crescent", """Hammering a wagon at 6 is not scummy, it's decisive. """ + b("VOTE: Mr Pickles") + """ — he was the last to jump on.""",
  V("VOTE: Mr Pickles", "Mr Pickles"))
T("Lady Macbeth", """CO declared a hammer at 6. That's a scumslip if I've ever seen one: he expected a vote he didn't count. """ + bs("VOTE: Captain Obvious"),
  V("VOTE: Captain Obvious", "Captain_Obvious"))
T("Captain_Obvious", """I can't count. Obviously.""")
T("GreenTeaNinja", """Already on CO in spirit. """ + b("VOTE: Obvious"), V("VOTE: Obvious", "Captain_Obvious"))
T("the_weeping_angel", """Careful, everyone. """ + mq("GreenTeaNinja", b("VOTE: Obvious")) + """
Obvious, yes. """ + b("VOTE: Captain"), A("VOTE: Captain", ["Captain_Obvious", "Captain Planet"]))
T("Cerberus", """the_weeping_angel: "Captain" is ambiguous between two players; not counted. Please clarify.""")
