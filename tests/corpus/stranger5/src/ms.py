# English mafiascum-style game thread (12 players, moderator Modulus). Hand-written.
# [b] -> <span style="font-weight: bold">, [s] -> <strong>, [vote]X[/vote] -> <span class="bbvote">X</span>
THREAD = r"""
@@ Modulus
[b]Day 1 has begun.[/b]
With 12 alive, it takes 7 to eliminate. Votes must be bolded or use the vote tag; unbolded votes are not counted. Deadline is in two weeks.
Player list: Zachrulez, Nexus_42, petrichor, BlueFlame, Mr. Pickles, AceOfSpades, kirasaurus, Gamma Ray, Dunnit, Lady Macbeth, Tork, Quillfeather.

@@ Zachrulez
First! [b]{{V Tork|VOTE: Tork}}[/b] because alphabetical order is for cowards.

@@ Tork
Zach, Tork isn't even last alphabetically. Bold move though. [b]{{V Zachrulez|Vote: Zach}}[/b]

@@ kirasaurus
hi all!! rawr 🦖 excited to be here, this is my second game on site. RVS time I guess
[s]{{V Mr. Pickles|vote: Mr. Pickles}}[/s] because pickles are gross

@@ Mr. Pickles
kira, this is a hate crime against condiments. Noted.

@@ Nexus_42
Random votes are a waste of a day if nobody reacts to them. I'll hold mine until someone says something worth pressuring.

@@ petrichor
[q=Nexus_42]Random votes are a waste of a day if nobody reacts to them.[/q]
Disagree. The reactions ARE the information. Which is why I'm going to do this: [vote]{{V Nexus_42|Nexus_42}}[/vote]

@@ Nexus_42
Fair. I'll react: that's a lazy way to generate content, petri.

@@ Lady Macbeth
Good evening, everyone. Out, damned spot, etc. I intend to read the thread carefully before voting; I find the RVS rarely tells me much.

@@ Gamma Ray
Hey. Gamma here, V/LA this weekend (wedding). Will catch up Monday. No vote yet.

@@ AceOfSpades
lol Zach opening with a Tork vote and Tork immediately counter-voting is very town-town to me. or scum bussing. or nothing. rvs is rvs
[b]{{V kirasaurus|vote kira}}[/b] for the dinosaur emoji

@@ kirasaurus
ace you cannot vote me for being a dinosaur, it is literally my name

@@ BlueFlame
Just got here. Catching up. Zach vote on Tork is clearly random. Tork's counter-vote is clearly random. kira's Pickles vote is clearly random. I'm bored already. vote: Dunnit

@@ Dunnit
Blue, you didn't bold that, so it doesn't count. Which is convenient, because I didn't do it.

@@ BlueFlame
Oops. [b]{{V Dunnit|VOTE: Dunnit}}[/b]. Happy?

@@ Dunnit
Ecstatic. [b]{{V BlueFlame|VOTE: BlueFlame}}[/b] for the trouble.

@@ Quillfeather
Good morning. I'll be brief: I don't random vote, I read. So far the only post with actual content is Nexus's, and it's a post about not posting content. Ironic.

@@ Modulus
[b]Vote Count 1.1[/b]
Tork (1) - Zachrulez
Zachrulez (1) - Tork
Mr. Pickles (1) - kirasaurus
Nexus_42 (1) - petrichor
kirasaurus (1) - AceOfSpades
Dunnit (1) - BlueFlame
BlueFlame (1) - Dunnit
Not voting (5): Nexus_42, Mr. Pickles, Gamma Ray, Lady Macbeth, Quillfeather
With 12 alive, it takes 7 to eliminate.

@@ Mr. Pickles
Okay I'll play along. [b]{{V AceOfSpades|Vote: Ace}}[/b] because somebody has to vote the guy who voted the dinosaur.

@@ Zachrulez
Tork, you alive? Your counter-vote was the fastest post I've ever seen on this site. Were you F5-ing the thread waiting to be voted?

@@ Tork
Yes. I'm unemployed and it's raining. Is that a scum tell now?

@@ Lady Macbeth
I've read through. Two things bother me. First, Blue's "I'm bored already" followed by an unbolded vote. It reads like someone wanting to appear to vote without committing. Second, Dunnit's instant retaliation. I'd like both to explain themselves, but for now [b]{{V BlueFlame|VOTE: BlueFlame}}[/b].

@@ BlueFlame
LM, it was a formatting mistake. I've played on other sites where you don't bold. Jeez.

@@ petrichor
Other sites. Which ones? Not a gotcha, I'm curious, your meta matters here.

@@ BlueFlame
A discord server and an old forum nobody's heard of. Doesn't matter.

@@ Nexus_42
Okay, now there's something. Blue getting defensive over a formatting slip is null to me, but LM's reasoning is a little too polished for page 2. [b]{{U|Unvote}}[/b] - nope, I wasn't voting. Fine. [b]{{V Lady Macbeth|VOTE: Lady Macbeth}}[/b]

@@ Lady Macbeth
Nexus, "too polished" is not a scum tell; it's a writing style. But I appreciate the pressure.

@@ kirasaurus
wait can you unvote when you weren't voting? modulus does that do anything lol

@@ Modulus
kira: an unvote with no active vote does nothing. Nexus is now voting Lady Macbeth.

@@ AceOfSpades
Nex unvoting nothing and then voting is hilarious. Either you're town and you were typing fast, or scum and you wanted a fake "change of heart" for the record.

@@ Gamma Ray
Quick pop in from the wedding. Skimmed. I'd vote Dunnit for the retaliation but I don't want to throw a vote from my phone. Back Monday.

@@ Dunnit
Gamma, "I'd vote Dunnit" is the kind of thing that gets quoted on day 4 as evidence of distancing. Just saying.

@@ Quillfeather
Dunnit's pre-emptive meta-commentary is interesting. Why worry about day 4 on day 1 unless you expect to still be around and need to manage how you look?

@@ Dunnit
Because I've played 40 games here and I know how this goes, Quill. [b]{{V Quillfeather|Unvote, Vote: Quill}}[/b]
hmm wait that's one bolded thing with both. Mod, it's a vote on Quill.

@@ Zachrulez
Tork still answering everything within 30 seconds. I'm keeping my vote, it's not random anymore. He's in the thread constantly and says nothing.

@@ Tork
Zach, you're in the thread constantly and say "Tork". We're even.

@@ Mr. Pickles
The Zach/Tork feud is entertaining but it's eating the thread. Can we talk about LM? Nex is on her, and I kinda agree that her first post reads like a press release.

@@ Lady Macbeth
A press release. Lovely. I'll take it as a compliment.

@@ petrichor
Honestly I'm getting a scum read on Ace. Every post is "either town or scum", which is technically true of every post ever made. Zero commitment.
[b]{{V AceOfSpades|VOTE: AceOfSpades}}[/b]

@@ AceOfSpades
petri that's called being fair. but ok, I'll commit: Dunnit is scum. [b]{{V Dunnit|unvote: kira; vote: Dunnit}}[/b]

@@ kirasaurus
thank u ace for freeing me 🦖 anyway I think Tork is town, too chill. Pickles you are still on my hit list though

@@ Modulus
[b]Vote Count 1.2[/b]
Dunnit (2) - BlueFlame, AceOfSpades
BlueFlame (1) - Lady Macbeth
AceOfSpades (2) - Mr. Pickles, petrichor
Tork (1) - Zachrulez
Zachrulez (1) - Tork
Mr. Pickles (1) - kirasaurus
Lady Macbeth (1) - Nexus_42
Quillfeather (1) - Dunnit
Not voting (2): Gamma Ray, Quillfeather

@@ Quillfeather
Dunnit voting me for questioning his meta-commentary is exactly the kind of overreaction I expected. I'm not voting back; retaliation votes are noise. I'm looking at Blue.

@@ BlueFlame
Everyone's looking at Blue. Cool. I'm looking at Quill, who has not voted once and is narrating the game like a sports commentator.

@@ Nexus_42
Blue makes a fair point about Quill. Still, I'll keep my vote on LM.

@@ Dunnit
For the record: I'm not "voting back" either. Quill's read on me is bad and I'm voting the bad read. Big difference.

@@ Gamma Ray
Back early, wedding was a disaster (not mine). Caught up. Here's my take: Dunnit and Blue both look like they're playing to the gallery. Dunnit more so.
[b]{{V Dunnit|vote Dunnit}}[/b]

@@ Zachrulez
Three on Dunnit now. Interesting. I'll stay on Tork because nobody listens to me anyway.

@@ Tork
I listen to you, Zach. Every 30 seconds.

@@ Lady Macbeth
I'm persuaded that Dunnit is the better wagon. His explanation for voting Quill ("I'm voting the bad read") is post-hoc. [b]{{U|UNVOTE: BlueFlame}}[/b]
...ugh, that's not what I meant to bold. [b]{{V Dunnit|VOTE: Dunnit}}[/b]

@@ Modulus
Lady Macbeth, "UNVOTE: BlueFlame" removed your vote and your next bolded vote places it on Dunnit. Counted as a vote on Dunnit.

@@ Mr. Pickles
Four on Dunnit. That's L-3. I'm not ready to jump on yet; Ace is still my top read and I don't see a reason to move.

@@ kirasaurus
i don't know who to vote. Dunnit seems experienced and annoyed, which is what town looks like? or scum. omg now I sound like ace
I'm gonna [s]FoS Dunnit[/s] for now but keep my vote on pickles

@@ petrichor
kira, "FoS" isn't a vote, right? Just clarifying for the mod so nobody panics.

@@ Modulus
Correct. FoS is not a vote.

@@ Dunnit
Fine. I'll claim vanilla if it gets to L-1. Until then, I'm not moving my vote.

@@ Quillfeather
"I'll claim if it gets to L-1." Scum love that line because it buys one more cycle of discussion. I'm now comfortable voting: [b]{{V Dunnit|VOTE: Dunnit}}[/b].

@@ Nexus_42
Five on Dunnit. I'll hop off LM for now; her reasoning on Dunnit convinced me more than her first post put me off. [b]{{U|unvote}}[/b]

@@ AceOfSpades
Nex unvoting and not revoting is sus imo. you're hovering

@@ Nexus_42
I'm thinking, Ace. Hovering is a choice too.

@@ BlueFlame
Dunnit's at 5. Honestly I don't care anymore, he's been smug all day. I'm already on him. Don't @ me.

@@ Zachrulez
FINE. Tork you're free. [b]{{V Dunnit|VOTE: Dunnit}}[/b]. That makes 6. L-1. Dunnit, claim.

@@ Dunnit
Vanilla Townie. Full role PM: "You are a Vanilla Townie. You win when all threats to the town are eliminated." You're wasting your lynch.

@@ Mr. Pickles
A vanilla claim is exactly what I'd expect from scum too. Ugh. I'd hammer if I were sure. I'm not. Not voting Dunnit. Who's hammering?

@@ Tork
Not me. Zach will say I'm scum for hammering and scum for not hammering. Gonna sleep on it.

@@ kirasaurus
can someone tell me what hammer means for real

@@ petrichor
kira: the vote that reaches majority and ends the day. In this game, the 7th vote on someone.

@@ Gamma Ray
I'm comfortable. Dunnit's claim doesn't change anything; every townie and most scum claim vanilla. [b]{{U|Unvote}}[/b] ... no wait, I'm already on Dunnit, I don't want to unvote, ignore that. [b]{{V Dunnit|VOTE: Dunnit}}[/b] stays.

@@ Modulus
Gamma Ray's vote on Dunnit stands (unvote followed by a new vote on the same player). Dunnit is at 6.

@@ Lady Macbeth
If nobody hammers, I'd rather we spend the day pushing Dunnit to explain his Quill vote further. I'm in no rush.

@@ Mr. Pickles
[q=Lady Macbeth][b]VOTE: Dunnit[/b][/q]
LM, you were on Blue for most of the day and flipped to Dunnit right when it looked safe. I'm switching. [b]{{V Lady Macbeth|VOTE: Lady Macbeth}}[/b]

@@ Lady Macbeth
"Right when it looked safe" — at two votes? Pickles, you are reaching.

@@ Modulus
[b]Vote Count 1.3[/b]
Dunnit (6) - BlueFlame, AceOfSpades, Gamma Ray, Lady Macbeth, Quillfeather, Zachrulez - L-1
Lady Macbeth (1) - Mr. Pickles
Zachrulez (1) - Tork
Mr. Pickles (1) - kirasaurus
AceOfSpades (1) - petrichor
Quillfeather (1) - Dunnit
Not voting (1): Nexus_42

@@ Nexus_42
I've read Dunnit's claim twice. The role PM wording matches the site's standard vanilla PM, which any scum could fake. But his tone all day reads more annoyed-town than calculated. I'm not hammering. Let's see if anyone else gives us something.

@@ AceOfSpades
ok I'll say it: if nobody hammers by tomorrow I'm going to. I mean it. not bolding anything yet

@@ Tork
Slept on it. Woke up with a scumread on Blue, who's been on Dunnit since page 1 and has done nothing since. I'm moving. [b]{{V BlueFlame|unvote, vote Blue}}[/b]

@@ Zachrulez
Tork moving off me. The feud is over. I'll miss it.

@@ kirasaurus
ok i've decided. pickles is town, i'm sorry for the condiment slander. [b]{{V Dunnit|VOTE: Dunnit}}[/b]
wait is that 7

@@ Modulus
kirasaurus has hammered. Dunnit has been eliminated.
[b]Dunnit was a Vanilla Townie.[/b]
Night 1 begins. Night actions are due in 48 hours.

@@ kirasaurus
oh no. oh no no no. I'm so sorry Dunnit

@@ Modulus
[b]Night 1 is over.[/b]
Tork was found dead. [b]Tork was a Town Doctor.[/b]
Day 2 begins. With 10 alive, it takes 6 to eliminate.

@@ Zachrulez
Tork!!! Nooo. Okay. So scum killed the doctor on night one and we mislynched a vanilla. Great start. Who was on Dunnit without reason? kira hammered, but kira is new and panicked. I'm looking at Quill, who jumped on with the L-1 speech.

@@ Quillfeather
My reasoning was public and detailed, Zach. That's the opposite of "without reason".

@@ Lady Macbeth
I'll own my part in the Dunnit mislynch. Looking back, the people who pushed hardest were Ace (who voted Dunnit without a read and then threatened to hammer) and Quill.

@@ AceOfSpades
I threatened to hammer because the day was stalling. [b]{{V Lady Macbeth|vote: Lady Macbeth}}[/b] — you're deflecting onto me and Quill while you were also on Dunnit.

@@ petrichor
I stayed on Ace all of day 1 and nobody cared. Now Ace is voting the person who pointed at him. Same vote as yesterday: [b]{{V AceOfSpades|VOTE: Ace}}[/b]

@@ Gamma Ray
Before anyone asks: I'm not claiming anything. But I'll say I have reason to believe BlueFlame is not scum. Take that how you want.

@@ BlueFlame
Gamma... thanks? That's either a cop hint or a very weird scum move.

@@ Nexus_42
Gamma, that's a dangerous statement to make if you're a cop. Anyway: [b]{{A BlueFlame;Gamma Ray|VOTE: Blue Ray}}[/b] lol, sorry, typing on the bus. I mean [b]{{V Gamma Ray|VOTE: Gamma}}[/b] for the half-claim.

@@ Mr. Pickles
If Gamma is a cop with a town result on Blue, voting Gamma is exactly what scum would do, Nex.

@@ Nexus_42
Or it's what anyone does to test a half-claim. We'll see how Gamma responds.

@@ kirasaurus
I'm so scared to vote today after yesterday. but here goes: Quill talked a LOT about Dunnit and then Dunnit flipped town. [b]{{V Quillfeather|VOTE: Quillfeather}}[/b]

@@ Quillfeather
kira, if talking about Dunnit is the crime, half the thread is guilty. But fine. I'm voting the person who's steering the conversation away from analysis: [b]{{V Nexus_42|VOTE: Nexus_42}}[/b]

@@ Zachrulez
[b]{{A Zachrulez;Quillfeather|VOTE: Zach or Quill}}[/b] — jk, I can't vote myself for dramatic effect. [b]{{V Quillfeather|VOTE: Quillfeather}}[/b]

@@ Modulus
Zachrulez: "Zach or Quill" names two players and is not counted. Your vote on Quillfeather is counted. Self-votes are legal in this game, for what it's worth.

@@ BlueFlame
Alright, since Gamma vouched for me, I'll return the favour by not voting Gamma. [i]vote: Ace[/i] is where I'm leaning but I want to hear Ace defend his hammer threat first.

@@ AceOfSpades
Blue, I'll defend it: a stalled day 1 favours scum. I'd do it again.

@@ BlueFlame
Good enough for me to keep looking elsewhere. I'll vote when I have something.

@@ Mr. Pickles
Current state, from my notes (not official): Quill 2 (kira, Zach), LM 1 (Ace), Ace 1 (petri), Gamma 1 (Nex), Nex 1 (Quill). Everyone else floating.

@@ Lady Macbeth
Ace, your vote on me is noted. I'm voting you back, and not for retaliation: your day 1 was all "town or scum" hedging, and today your first vote is at the person who called that out. [color=#990000][b]{{V AceOfSpades|Vote: AceOfSpades}}[/b][/color]

@@ Gamma Ray
Not responding to the pressure on me except to say: I'm not scum, and I'd rather not say more yet. [b]{{V AceOfSpades|vote ace}}[/b]

@@ Modulus
[b]Vote Count 2.1[/b]
AceOfSpades (3) - petrichor, Lady Macbeth, Gamma Ray
Quillfeather (2) - kirasaurus, Zachrulez
Lady Macbeth (1) - AceOfSpades
Gamma Ray (1) - Nexus_42
Nexus_42 (1) - Quillfeather
Not voting (2): BlueFlame, Mr. Pickles
With 10 alive, it takes 6 to eliminate.
"""
