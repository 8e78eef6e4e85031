import json, random, sys
sys.path.insert(0, ".")
from common import dump
import thread_a, thread_b, thread_c, bare, ms, subprocess
dump("../votes/posts.jsonl", "../votes/expected.jsonl", [thread_a.t, thread_b.t, thread_c.t])
dump("../votes/bare-posts.jsonl", "../votes/bare-expected.jsonl", [bare.t])
subprocess.run([sys.executable, "ms.py"], check=True)
rows = []
for lab in ("mat", "insult", "clean"):
    for line in open("mod_%s.txt" % lab, encoding="utf-8"):
        line = line.rstrip("\n")
        if line.strip():
            assert "\t" not in line
            rows.append((lab, line))
random.Random(7).shuffle(rows)
with open("../moderation/sentences.tsv", "w", encoding="utf-8") as f:
    f.write("label\ttext\n")
    for lab, t in rows: f.write("%s\t%s\n" % (lab, t))
print("votes", sum(len(t.t.posts) for t in (thread_a, thread_b, thread_c)), "bare", len(bare.t.posts), "ms", len(ms.posts), "mod", len(rows))
