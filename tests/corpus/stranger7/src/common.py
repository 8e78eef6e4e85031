# Helpers: hand-written posts -> mybb-family HTML + expected labels.
import json, html

ESC = lambda s: s  # posts are written already as HTML fragments

class Q:  # quote box
    def __init__(self, who, *blocks): self.who, self.blocks = who, blocks
    def render(self):
        return ('<div class="quote-box quote-main"><cite>%s писал(а):</cite><blockquote>%s</blockquote></div>'
                % (self.who, render_blocks(self.blocks)))

class S:  # spoiler
    def __init__(self, *blocks, title="Скрытый текст"): self.blocks, self.title = blocks, title
    def render(self):
        return ('<div class="quote-box spoiler-box"><div onclick="try{this.parentNode.classList.toggle(\'visible\')}catch(e){}">%s</div><blockquote>%s</blockquote></div>'
                % (self.title, render_blocks(self.blocks)))

class SIG:
    def __init__(self, h): self.h = h
    def render(self): return '<div class="post-sig"><p>%s</p></div>' % self.h.replace("\n", "<br />")

class ED:
    def __init__(self, nick, ts): self.nick, self.ts = nick, ts
    def render(self): return '<p class="lastedit">Отредактировано %s (%s)</p>' % (self.nick, self.ts)

def render_blocks(blocks):
    out = []
    for b in blocks:
        if isinstance(b, str):
            out.append("<p>%s</p>" % b.replace("\n", "<br />"))
        else:
            out.append(b.render())
    return "".join(out)

def V(target, raw, early=False): return {"kind": "vote", "target": target, "early": early, "raw": raw}
def U(raw): return {"kind": "unvote", "target": None, "early": False, "raw": raw}
def A(raw, cands): return {"raw": raw, "candidates": list(cands)}

class Thread:
    def __init__(self, prefix, start):
        self.prefix, self.n, self.posts, self.exp = prefix, start, [], []
    def P(self, author, *blocks, v=(), a=()):
        pid = "%s%d" % (self.prefix, self.n); self.n += 1
        # sigs / edit lines go last, as the forum renders them
        main = [b for b in blocks if not isinstance(b, (SIG, ED))]
        tail = [b for b in blocks if isinstance(b, ED)] + [b for b in blocks if isinstance(b, SIG)]
        self.posts.append({"id": pid, "author": author, "html": render_blocks(main + tail)})
        self.exp.append({"id": pid, "votes": list(v), "ambiguous": list(a)})

def dump(path_posts, path_exp, threads):
    with open(path_posts, "w", encoding="utf-8") as fp, open(path_exp, "w", encoding="utf-8") as fe:
        for t in threads:
            for p, e in zip(t.posts, t.exp):
                fp.write(json.dumps(p, ensure_ascii=False) + "\n")
                fe.write(json.dumps(e, ensure_ascii=False) + "\n")
