# helpers: hand-written posts carry their labels inline
import json

POSTS = []

def V(raw, target, early=False):
    return {"t": "v", "raw": raw, "target": target, "early": early}

def U(raw):
    return {"t": "u", "raw": raw}

def A(raw, cands):
    return {"t": "a", "raw": raw, "candidates": cands}

def q(nick, inner):
    return ('<div class="quote-box quote-main"><cite>%s писал(а):</cite><blockquote><p>%s</p></blockquote></div>'
            % (nick, inner.replace("\n", "<br />")))

def sp(inner, title="Скрытый текст:"):
    return ('<div class="quote-box spoiler-box"><div onclick="toggleSpoiler(this);"><strong>%s</strong></div><div><p>%s</p></div></div>'
            % (title, inner.replace("\n", "<br />")))

def sig(text):
    return '<div class="post-sig"><p>%s</p></div>' % text.replace("\n", "<br />")

def ed(nick, ts):
    return '<p class="lastedit">Отредактировано %s (%s)</p>' % (nick, ts)

def render(body):
    out = []
    for block in body.strip("\n").split("\n\n"):
        b = block.strip("\n")
        if b.startswith("<div") or b.startswith("<p"):
            out.append(b)
        else:
            out.append("<p>" + b.replace("\n", "<br />") + "</p>")
    return "".join(out)

class Thread:
    def __init__(self, prefix):
        self.prefix = prefix
        self.posts = []
    def __call__(self, author, body, *labels):
        pid = "%s%03d" % (self.prefix, len(self.posts) + 1)
        self.posts.append((pid, author, render(body), labels))

def expected(pid, labels):
    votes, amb = [], []
    for l in labels:
        if l["t"] == "v":
            votes.append({"kind": "vote", "target": l["target"], "early": l["early"], "raw": l["raw"]})
        elif l["t"] == "u":
            votes.append({"kind": "unvote", "target": None, "early": False, "raw": l["raw"]})
        else:
            amb.append({"raw": l["raw"], "candidates": l["candidates"]})
    return {"id": pid, "votes": votes, "ambiguous": amb}

def write(threads, posts_path, exp_path):
    with open(posts_path, "w", encoding="utf-8") as fp, open(exp_path, "w", encoding="utf-8") as fe:
        for th in threads:
            for pid, author, html, labels in th.posts:
                fp.write(json.dumps({"id": pid, "author": author, "html": html}, ensure_ascii=False) + "\n")
                fe.write(json.dumps(expected(pid, labels), ensure_ascii=False) + "\n")
