"""Validate set7 files: JSON, id/order alignment, raw spans in own text, roster names."""
import json, html, sys, csv
from html.parser import HTMLParser

BLOCK = {"p", "br", "div", "blockquote", "li"}
class Own(HTMLParser):
    def __init__(self, drop):
        super().__init__(convert_charrefs=True); self.drop = drop; self.stack = []; self.skip = 0; self.out = []
    def _is_drop(self, tag, attrs):
        cls = dict(attrs).get("class") or ""
        return self.drop(tag, cls.split())
    def handle_starttag(self, tag, attrs):
        if tag == "br":
            if not self.skip: self.out.append("\n")
            return
        d = self._is_drop(tag, attrs)
        self.stack.append((tag, d))
        if d: self.skip += 1
    def handle_startendtag(self, tag, attrs):
        if tag == "br" and not self.skip: self.out.append("\n")
    def handle_endtag(self, tag):
        while self.stack:
            t, d = self.stack.pop()
            if d: self.skip -= 1
            if t == tag: break
        if tag in BLOCK and not self.skip: self.out.append("\n")
    def handle_data(self, data):
        if not self.skip: self.out.append(data)

def mybb_drop(tag, cls):
    return (tag == "div" and ("quote-box" in cls or "post-sig" in cls)) or (tag == "p" and "lastedit" in cls)
def ms_drop(tag, cls):
    return tag == "blockquote"

def own_text(h, drop):
    p = Own(drop); p.feed(h); p.close(); return "".join(p.out)

def roster(path):
    names = set()
    for line in open(path, encoding="utf-8"):
        if line.strip(): names.add(line.split("|")[0].strip())
    return names

errs = []
def check(posts_path, exp_path, roster_path, drop, gm):
    names = roster(roster_path)
    posts = [json.loads(l) for l in open(posts_path, encoding="utf-8")]
    exps = [json.loads(l) for l in open(exp_path, encoding="utf-8")]
    if len(posts) != len(exps): errs.append("%s: %d posts vs %d expected" % (posts_path, len(posts), len(exps)))
    ids = set(); nv = na = 0
    for p, e in zip(posts, exps):
        if p["id"] != e["id"]: errs.append("id mismatch %s %s" % (p["id"], e["id"]))
        if p["id"] in ids: errs.append("dup id " + p["id"])
        ids.add(p["id"])
        if set(p) != {"id", "author", "html"}: errs.append("post keys " + p["id"])
        if set(e) != {"id", "votes", "ambiguous"}: errs.append("exp keys " + e["id"])
        if p["author"] not in names and p["author"] != gm: errs.append("unknown author %s %s" % (p["id"], p["author"]))
        if p["author"] == gm and e["votes"]: errs.append("GM votes " + p["id"])
        txt = own_text(p["html"], drop)
        for v in e["votes"]:
            nv += 1
            if v["kind"] not in ("vote", "unvote"): errs.append("kind " + p["id"])
            if v["kind"] == "unvote" and (v["target"] is not None or v["early"]): errs.append("unvote shape " + p["id"])
            if v["kind"] == "vote" and v["target"] not in names: errs.append("target %s %s" % (p["id"], v["target"]))
            if not isinstance(v["early"], bool): errs.append("early type " + p["id"])
            if v["raw"] not in txt: errs.append("raw not in own text %s: %r || %r" % (p["id"], v["raw"], txt))
        for a in e["ambiguous"]:
            na += 1
            if a["raw"] not in txt: errs.append("amb raw not in own text %s: %r" % (p["id"], a["raw"]))
            for c in a["candidates"]:
                if c not in names: errs.append("cand %s %s" % (p["id"], c))
    return len(posts), nv, na

base = "/work/strangers/set7/"
r1 = check(base + "votes/posts.jsonl", base + "votes/expected.jsonl", base + "votes/roster.txt", mybb_drop, "Хозяин Игры")
r2 = check(base + "votes/bare-posts.jsonl", base + "votes/bare-expected.jsonl", base + "votes/roster.txt", mybb_drop, "Хозяин Игры")
r3 = check(base + "mafiascum/posts.jsonl", base + "mafiascum/expected.jsonl", base + "mafiascum/roster.txt", ms_drop, "Themis")
labs = {}
with open(base + "moderation/sentences.tsv", encoding="utf-8") as f:
    head = f.readline().rstrip("\n")
    if head != "label\ttext": errs.append("tsv header")
    for i, line in enumerate(f, 2):
        parts = line.rstrip("\n").split("\t")
        if len(parts) != 2 or parts[0] not in ("mat", "insult", "clean") or not parts[1].strip(): errs.append("tsv line %d" % i)
        else: labs[parts[0]] = labs.get(parts[0], 0) + 1
print("votes posts/votes/amb", r1); print("bare", r2); print("mafiascum", r3); print("moderation", labs, sum(labs.values()))
for e in errs: print("ERR", e)
print("OK" if not errs else "%d errors" % len(errs))
