# checks: JSON parses, one expected line per post, same ids/order, raw spans in own text, targets in roster
import json, sys, html as H, os
from html.parser import HTMLParser

class Own(HTMLParser):
    def __init__(self, mode):
        super().__init__(convert_charrefs=True)
        self.mode, self.skip, self.stack, self.out = mode, 0, [], []
    def excluded(self, tag, a):
        c = a.get("class") or ""
        if self.mode == "ru":
            return (tag == "div" and ("quote-box" in c or "post-sig" in c)) or (tag == "p" and "lastedit" in c)
        return tag == "blockquote"
    def handle_starttag(self, tag, attrs):
        if tag in ("br",):
            if not self.skip: self.out.append("\n")
            return
        a = dict(attrs)
        ex = self.excluded(tag, a)
        self.stack.append((tag, ex))
        if ex: self.skip += 1
    def handle_startendtag(self, tag, attrs):
        if tag == "br" and not self.skip: self.out.append("\n")
    def handle_endtag(self, tag):
        if tag == "br": return
        while self.stack:
            t, ex = self.stack.pop()
            if ex: self.skip -= 1
            if t == tag: break
        if tag == "p" and not self.skip: self.out.append("\n")
    def handle_data(self, d):
        if not self.skip: self.out.append(d)

def own(h, mode):
    p = Own(mode); p.feed(h); p.close(); return "".join(p.out)

def roster(path):
    names = []
    for line in open(path, encoding="utf-8"):
        if line.strip(): names.append(line.split("|")[0].strip())
    return set(names)

def check(posts, exp, ros, mode, gm):
    P = [json.loads(l) for l in open(posts, encoding="utf-8")]
    E = [json.loads(l) for l in open(exp, encoding="utf-8")]
    assert len(P) == len(E), (posts, len(P), len(E))
    ids = set(); nv = nu = na = ne = 0
    for p, e in zip(P, E):
        assert p["id"] == e["id"] and p["id"] not in ids, p["id"]; ids.add(p["id"])
        t = own(p["html"], mode)
        if p["author"] == gm: assert not e["votes"], p["id"]
        for v in e["votes"]:
            assert v["raw"] and v["raw"] in t, (p["id"], v["raw"], t)
            if v["kind"] == "vote":
                nv += 1; ne += v["early"]; assert v["target"] in ros, (p["id"], v["target"])
            else:
                nu += 1; assert v["target"] is None and v["early"] is False
        for a in e["ambiguous"]:
            na += 1; assert a["raw"] in t, (p["id"], a["raw"])
            assert all(c in ros for c in a["candidates"]), p["id"]
    print(os.path.basename(posts), "posts", len(P), "votes", nv, "early", ne, "unvotes", nu, "ambiguous", na)
    return len(P)

if __name__ == "__main__":
    B = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    r = roster(B + "/votes/roster.txt"); assert len(r) == 15
    check(B + "/votes/posts.jsonl", B + "/votes/expected.jsonl", r, "ru", "Судья")
    check(B + "/votes/bare-posts.jsonl", B + "/votes/bare-expected.jsonl", r, "ru", "Судья")
    if os.path.exists(B + "/mafiascum/posts.jsonl"):
        check(B + "/mafiascum/posts.jsonl", B + "/mafiascum/expected.jsonl", roster(B + "/mafiascum/roster.txt"), "en", "Cerberus")
    if os.path.exists(B + "/moderation/sentences.tsv"):
        lines = open(B + "/moderation/sentences.tsv", encoding="utf-8").read().rstrip("\n").split("\n")
        assert lines[0] == "label\ttext"
        from collections import Counter
        c = Counter(); seen = set()
        for l in lines[1:]:
            lab, txt = l.split("\t")
            assert lab in ("mat", "insult", "clean") and txt.strip() and txt not in seen, l
            seen.add(txt); c[lab] += 1
        n = sum(c.values()); print("moderation", n, {k: "%d (%.0f%%)" % (v, 100 * v / n) for k, v in c.items()})
