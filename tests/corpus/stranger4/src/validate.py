"""Validate set4: JSON parses, ids align, shapes, canonical targets, raw ⊂ author's own text."""
import json, os, sys
sys.path.insert(0, os.path.dirname(__file__))
from lib import own_text

ROOT = os.path.join(os.path.dirname(__file__), "..")


def roster(path):
    names = []
    for line in open(path, encoding="utf-8"):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        names.append(line.split(" | ")[0].strip())
    return names


def load(path):
    out = []
    for i, line in enumerate(open(path, encoding="utf-8"), 1):
        try:
            out.append(json.loads(line))
        except Exception as e:
            raise SystemExit(f"{path}:{i}: bad JSON: {e}")
    return out


def check(posts_path, exp_path, names, gm):
    errs = []
    posts, exps = load(posts_path), load(exp_path)
    if len(posts) != len(exps):
        errs.append(f"length mismatch {len(posts)} vs {len(exps)}")
    ids = [p["id"] for p in posts]
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    st = dict(posts=len(posts), votes=0, unvotes=0, early=0, ambiguous=0, empty=0, with_votes=0, only_amb=0)
    for p, e in zip(posts, exps):
        if set(p) != {"id", "author", "html"}:
            errs.append(f"{p.get('id')}: post keys {set(p)}")
        if set(e) != {"id", "votes", "ambiguous"}:
            errs.append(f"{e.get('id')}: expected keys {set(e)}")
        if p["id"] != e["id"]:
            errs.append(f"id misaligned {p['id']} != {e['id']}")
        if p["author"] not in names and p["author"] != gm:
            errs.append(f"{p['id']}: unknown author {p['author']}")
        own = own_text(p["html"])
        if p["author"] == gm and (e["votes"] or e["ambiguous"]):
            errs.append(f"{p['id']}: GM post with votes")
        for v in e["votes"]:
            if set(v) != {"kind", "target", "early", "raw"}:
                errs.append(f"{p['id']}: vote keys {set(v)}")
            if v["kind"] == "vote":
                st["votes"] += 1
                if v["target"] not in names:
                    errs.append(f"{p['id']}: target not canonical: {v['target']!r}")
                st["early"] += v["early"] is True
            elif v["kind"] == "unvote":
                st["unvotes"] += 1
                if v["target"] is not None or v["early"] is not False:
                    errs.append(f"{p['id']}: unvote must have target null, early false")
            else:
                errs.append(f"{p['id']}: bad kind {v['kind']}")
            if not isinstance(v["early"], bool):
                errs.append(f"{p['id']}: early not bool")
            if not v["raw"] or v["raw"] not in own:
                errs.append(f"{p['id']}: raw not in own text: {v['raw']!r}")
        for a in e["ambiguous"]:
            st["ambiguous"] += 1
            if set(a) != {"raw", "candidates"}:
                errs.append(f"{p['id']}: ambiguous keys")
            for c in a["candidates"]:
                if c not in names:
                    errs.append(f"{p['id']}: candidate not canonical {c!r}")
            if not a["raw"] or a["raw"] not in own:
                errs.append(f"{p['id']}: ambiguous raw not in own text: {a['raw']!r}")
        if e["votes"]:
            st["with_votes"] += 1
        elif e["ambiguous"]:
            st["only_amb"] += 1
        else:
            st["empty"] += 1
    return errs, st


def main():
    ok = True
    ru = roster(os.path.join(ROOT, "votes", "roster.txt"))
    ms = roster(os.path.join(ROOT, "mafiascum", "roster.txt"))
    assert len(ru) == 15 and len(ms) == 12, (len(ru), len(ms))
    for label, pp, ep, names, gm in [
        ("votes", "votes/posts.jsonl", "votes/expected.jsonl", ru, "Смотритель"),
        ("bare", "votes/bare-posts.jsonl", "votes/bare-expected.jsonl", ru, "Смотритель"),
        ("mafiascum", "mafiascum/posts.jsonl", "mafiascum/expected.jsonl", ms, "Marrowmod"),
    ]:
        errs, st = check(os.path.join(ROOT, pp), os.path.join(ROOT, ep), names, gm)
        print(label, st)
        for e in errs:
            print("  ERROR", e)
        ok &= not errs
    print("OK" if ok else "FAILED")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
