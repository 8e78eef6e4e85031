"""Tiny helpers: hand-written posts with inline markers -> html + expected.

Markers inside post text:
  ⟦v:Canonical|raw⟧   vote (early false)      ⟦e:Canonical|raw⟧  vote, early true
  ⟦u|raw⟧             unvote                   ⟦a:C1;C2|raw⟧     ambiguous (empty list allowed)
The raw is what the marker encloses, rendered to own text (tags stripped, entities decoded).
"""
import re
from html.parser import HTMLParser

MARK = re.compile(r"⟦([veua])(?::([^|⟧]*))?\|(.*?)⟧", re.S)


class _Own(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.out, self.stack, self.skip = [], [], 0

    def _void(self, tag, a):
        if self.skip:
            return
        if tag == "br":
            self.out.append("\n")
        elif tag == "img":
            self.out.append(a.get("alt") or "")

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag in ("br", "img"):
            return self._void(tag, a)
        cls = a.get("class") or ""
        sk = (tag == "div" and ("quote-box" in cls or "post-sig" in cls)) \
            or (tag == "p" and "lastedit" in cls) or tag == "blockquote"
        self.stack.append((tag, sk))
        if sk:
            self.skip += 1

    def handle_startendtag(self, tag, attrs):
        if tag in ("br", "img"):
            return self._void(tag, dict(attrs))
        self.handle_starttag(tag, attrs)
        self.handle_endtag(tag)

    def handle_endtag(self, tag):
        if tag in ("br", "img"):
            return
        while self.stack:
            t, sk = self.stack.pop()
            if sk:
                self.skip -= 1
            if t == tag:
                break
        if tag == "p" and not self.skip:
            self.out.append("\n")

    def handle_data(self, d):
        if not self.skip:
            self.out.append(d)


def own_text(html):
    p = _Own()
    p.feed(html)
    p.close()
    return "".join(p.out)


# ---------- mybb blocks ----------
class H(str):
    """raw html block (not wrapped in <p>)"""


def _para(s):
    if isinstance(s, H):
        return str(s)
    return "\n".join("<p>" + chunk.replace("\n", "<br />") + "</p>"
                     for chunk in s.split("\n\n"))


def blocks(*bs):
    return "".join(_para(b) for b in bs)


def Q(cite, *bs):
    c = f"<cite>{cite} писал(а):</cite>" if cite else ""
    return H(f'<div class="quote-box quote-main">{c}<blockquote>{blocks(*bs)}</blockquote></div>')


def SP(title, *bs):
    t = title or "Скрытый текст"
    return H(f'<div class="quote-box spoiler-box"><div onclick="try{{this.parentNode.classList.toggle(\'visible\')}}catch(e){{}}">{t}</div><blockquote>{blocks(*bs)}</blockquote></div>')


def SIG(*bs):
    return H(f'<div class="post-sig">{blocks(*bs)}</div>')


def ED(name, ts):
    return H(f'<p class="lastedit">Отредактировано {name} ({ts})</p>')


def SM(alt):
    files = {":)": "smile", ":(": "sad", ";)": "wink", ":D": "big_smile", ":P": "tongue",
             ":lol:": "lol", ":dontknow:": "dontknow", ":yikes:": "yikes"}
    return f'<img src="https://forumstatic.ru/img/smilies/MyBB/light/{files.get(alt, "smile")}.gif" alt="{alt}" />'


def render(markup):
    """markup html with markers -> (html, votes, ambiguous)"""
    votes, amb = [], []

    def rep(m):
        kind, arg, body = m.group(1), m.group(2), m.group(3)
        raw = own_text(body)
        if kind == "v":
            votes.append({"kind": "vote", "target": arg, "early": False, "raw": raw})
        elif kind == "e":
            votes.append({"kind": "vote", "target": arg, "early": True, "raw": raw})
        elif kind == "u":
            votes.append({"kind": "unvote", "target": None, "early": False, "raw": raw})
        else:
            cands = [c for c in (arg or "").split(";") if c]
            amb.append({"raw": raw, "candidates": cands})
        return body

    html = MARK.sub(rep, markup)
    assert "⟦" not in html and "⟧" not in html, html
    return html, votes, amb


class Thread:
    def __init__(self, start, seed=1):
        import random
        self.rnd = random.Random(seed)
        self.next = start
        self.posts = []

    def p(self, author, *bs, html=None):
        markup = html if html is not None else blocks(*bs)
        h, v, a = render(markup)
        pid = str(self.next)
        self.next += self.rnd.randint(1, 7)
        self.posts.append(({"id": pid, "author": author, "html": h},
                           {"id": pid, "votes": v, "ambiguous": a}))


def write(thread, posts_path, exp_path):
    import json
    with open(posts_path, "w", encoding="utf-8") as f:
        for post, _ in thread.posts:
            f.write(json.dumps(post, ensure_ascii=False) + "\n")
    with open(exp_path, "w", encoding="utf-8") as f:
        for _, exp in thread.posts:
            f.write(json.dumps(exp, ensure_ascii=False) + "\n")
