# Hand-written posts are stored as light markup and rendered to mybb.ru-style HTML.
# Markup: blank line = new <p>, newline = <br />, [b]..[/b], [i]..[/i], [red]..[/red],
# [col=#hex]..[/col], [q=Nick]..[/q] quote box, [q]..[/q] anonymous quote, [sp]..[/sp] spoiler,
# [sig]..[/sig] signature, [ed=Nick|time] edit line.
# Hidden characters: {nb}=raw NBSP, {NB}=&nbsp; entity, {shy}=raw soft hyphen, {SHY}=&shy;,
# {zw}=raw zero-width space, {ZWJ}=&#8203; entity.
import html as _html
import json
import re

HID_RAW = {"{nb}": "\u00a0", "{NB}": "\u00a0", "{shy}": "\u00ad", "{SHY}": "\u00ad",
           "{zw}": "\u200b", "{ZWJ}": "\u200b"}
HID_HTML = {"{nb}": "\u00a0", "{NB}": "&nbsp;", "{shy}": "\u00ad", "{SHY}": "&shy;",
            "{zw}": "\u200b", "{ZWJ}": "&#8203;"}


def plain(s):
    for k, v in HID_RAW.items():
        s = s.replace(k, v)
    return s


def _para(body):
    body = body.strip("\n")
    if not body.strip():
        return ""
    parts = re.split(r"\n\s*\n", body)
    out = []
    for p in parts:
        p = p.strip("\n")
        if p:
            out.append("<p>" + p.replace("\n", "<br />") + "</p>")
    return "".join(out)


def render(src):
    s = src.strip("\n")
    s = s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
    for k, v in HID_HTML.items():
        s = s.replace(k, v)
    s = re.sub(r"\[b\](.*?)\[/b\]", r"<strong>\1</strong>", s, flags=re.S)
    s = re.sub(r"\[s\](.*?)\[/s\]", r"<del>\1</del>", s, flags=re.S)
    s = re.sub(r"\[i\](.*?)\[/i\]", r"<em>\1</em>", s, flags=re.S)
    s = re.sub(r"\[red\](.*?)\[/red\]", r'<span style="color: red">\1</span>', s, flags=re.S)
    s = re.sub(r"\[col=(#[0-9a-fA-F]+)\](.*?)\[/col\]", r'<span style="color: \1">\2</span>', s, flags=re.S)
    # block structures: split into segments so that paragraphs are built inside each
    out = []
    pos = 0
    pat = re.compile(r"\[q=([^\]]+)\](.*?)\[/q\]|\[q\](.*?)\[/q\]|\[sp\](.*?)\[/sp\]|\[sig\](.*?)\[/sig\]|\[ed=([^|\]]+)\|([^\]]+)\]", re.S)
    # nested quotes: handle [qq=Nick]..[/qq] as inner quote first
    s = re.sub(r"\[qq=([^\]]+)\](.*?)\[/qq\]",
               lambda m: '\x00Q' + m.group(1) + '\x01' + m.group(2).strip("\n").replace("\n", "<br />") + '\x02', s, flags=re.S)
    for m in pat.finditer(s):
        out.append(_para(s[pos:m.start()]))
        if m.group(1) is not None:
            out.append('<div class="quote-box quote-main"><cite>%s писал(а):</cite><blockquote>%s</blockquote></div>'
                       % (m.group(1), _para(m.group(2))))
        elif m.group(3) is not None:
            out.append('<div class="quote-box quote-main"><blockquote>%s</blockquote></div>' % _para(m.group(3)))
        elif m.group(4) is not None:
            out.append('<div class="quote-box spoiler-box"><div>Скрытый текст</div><blockquote>%s</blockquote></div>' % _para(m.group(4)))
        elif m.group(5) is not None:
            out.append('<div class="post-sig">%s</div>' % _para(m.group(5)))
        else:
            out.append('<p class="lastedit">Отредактировано %s (%s)</p>' % (m.group(6), m.group(7)))
        pos = m.end()
    out.append(_para(s[pos:]))
    h = "".join(out)
    h = re.sub(r"\x00Q([^\x01]*)\x01([^\x02]*)\x02",
               r'<div class="quote-box quote-main"><cite>\1 писал(а):</cite><blockquote><p>\2</p></blockquote></div>', h)
    return h


def V(target, raw, early=False):
    return ("vote", target, early, raw)


def U(raw):
    return ("unvote", None, False, raw)


def AMB(raw, cands):
    return ("amb", raw, cands)


class Thread:
    def __init__(self, prefix):
        self.prefix = prefix
        self.posts = []

    def __call__(self, author, src, *labels):
        self.posts.append((author, src, labels))


def write(threads, posts_path, exp_path):
    with open(posts_path, "w", encoding="utf-8") as fp, open(exp_path, "w", encoding="utf-8") as fe:
        for th in threads:
            for i, (author, src, labels) in enumerate(th.posts, 1):
                pid = "%s-%03d" % (th.prefix, i)
                fp.write(json.dumps({"id": pid, "author": author, "html": render(src)}, ensure_ascii=False) + "\n")
                votes, amb = [], []
                for lab in labels:
                    if lab[0] == "amb":
                        amb.append({"raw": plain(lab[1]), "candidates": lab[2]})
                    else:
                        votes.append({"kind": lab[0], "target": lab[1], "early": lab[2], "raw": plain(lab[3])})
                fe.write(json.dumps({"id": pid, "votes": votes, "ambiguous": amb}, ensure_ascii=False) + "\n")
