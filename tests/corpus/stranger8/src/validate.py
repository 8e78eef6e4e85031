"""Validate set8: JSON parses, one expected line per post (same ids, same order), targets and
candidates are canonical roster names, every raw span occurs in the post's own text (quotes,
spoilers, signatures, edit line removed; tags stripped; entities decoded)."""
import json, os, sys, csv
from html.parser import HTMLParser

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


class Own(HTMLParser):
    BLOCK = ("p", "div", "blockquote", "li")

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack = []      # (tag, excluded?)
        self.out = []

    def excluded(self):
        return any(x for _, x in self.stack)

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        cls = a.get("class") or ""
        ex = (tag == "div" and ("quote-box" in cls or "post-sig" in cls)) or \
             (tag == "p" and "lastedit" in cls) or tag in ("blockquote", "cite")
        if tag == "br":
            if not self.excluded():
                self.out.append("\n")
            return
        self.stack.append((tag, ex))

    def handle_startendtag(self, tag, attrs):
        if tag == "br" and not self.excluded():
            self.out.append("\n")

    def handle_endtag(self, tag):
        while self.stack:
            t, _ = self.stack.pop()
            if t == tag:
                break
        if tag in self.BLOCK and not self.excluded():
            self.out.append("\n")

    def handle_data(self, d):
        if not self.excluded():
            self.out.append(d)


def own_text(h):
    p = Own()
    p.feed(h)
    p.close()
    return "".join(p.out)


def roster(path):
    names = []
    for line in open(path, encoding="utf-8"):
        if line.strip():
            names.append(line.split("|")[0].strip())
    return set(names)


def check_pair(posts_path, exp_path, names, gm):
    errs = 0
    posts = [json.loads(l) for l in open(posts_path, encoding="utf-8")]
    exps = [json.loads(l) for l in open(exp_path, encoding="utf-8")]
    if len(posts) != len(exps):
        print("COUNT MISMATCH", posts_path, len(posts), len(exps)); errs += 1
    ids = [p["id"] for p in posts]
    if len(set(ids)) != len(ids):
        print("DUP IDS", posts_path); errs += 1
    nv = na = 0
    for p, e in zip(posts, exps):
        if p["id"] != e["id"]:
            print("ID ORDER", p["id"], e["id"]); errs += 1
        t = own_text(p["html"])
        if p["author"] == gm and (e["votes"] or e["ambiguous"]):
            print("GM VOTES", p["id"]); errs += 1
        for v in e["votes"]:
            nv += 1
            assert v["kind"] in ("vote", "unvote")
            if v["kind"] == "unvote" and (v["target"] is not None or v["early"]):
                print("BAD UNVOTE", p["id"]); errs += 1
            if v["kind"] == "vote" and v["target"] not in names:
                print("BAD TARGET", p["id"], v["target"]); errs += 1
            if v["raw"] not in t:
                print("RAW NOT IN OWN TEXT", p["id"], repr(v["raw"]), repr(t[:300])); errs += 1
        for a in e["ambiguous"]:
            na += 1
            if a["raw"] not in t:
                print("AMB RAW NOT IN OWN TEXT", p["id"], repr(a["raw"])); errs += 1
            for c in a["candidates"]:
                if c not in names:
                    print("BAD CANDIDATE", p["id"], c); errs += 1
    print("%-40s posts=%d votes=%d ambiguous=%d" % (os.path.relpath(posts_path, ROOT), len(posts), nv, na))
    return errs


def main():
    errs = 0
    names = roster(os.path.join(ROOT, "votes", "roster.txt"))
    assert len(names) == 15, len(names)
    errs += check_pair(os.path.join(ROOT, "votes", "posts.jsonl"), os.path.join(ROOT, "votes", "expected.jsonl"), names, "Ведущая")
    errs += check_pair(os.path.join(ROOT, "votes", "bare-posts.jsonl"), os.path.join(ROOT, "votes", "bare-expected.jsonl"), names, "Ведущая")
    ms = os.path.join(ROOT, "mafiascum")
    if os.path.exists(os.path.join(ms, "posts.jsonl")):
        mn = roster(os.path.join(ms, "roster.txt"))
        errs += check_pair(os.path.join(ms, "posts.jsonl"), os.path.join(ms, "expected.jsonl"), mn, "Arbiter")
    mp = os.path.join(ROOT, "moderation", "sentences.tsv")
    if os.path.exists(mp):
        lines = open(mp, encoding="utf-8").read().split("\n")
        assert lines[0] == "label\ttext", lines[0]
        rows = [l for l in lines[1:] if l]
        from collections import Counter
        c = Counter()
        for l in rows:
            parts = l.split("\t")
            if len(parts) != 2 or parts[0] not in ("mat", "insult", "clean") or not parts[1].strip():
                print("BAD ROW", repr(l)); errs += 1
            c[parts[0]] += 1
        texts = [l.split("\t")[1] for l in rows]
        if len(set(texts)) != len(texts):
            print("DUPLICATE SENTENCES"); errs += 1
        print("moderation/sentences.tsv rows=%d %s" % (len(rows), dict(c)))
    print("ERRORS:", errs)
    return errs


if __name__ == "__main__":
    sys.exit(1 if main() else 0)
