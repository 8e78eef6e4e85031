"""Rendering of the hand-written posts into forum markup, and own-text extraction.

Post source format (one thread = one big string):
  lines starting with '@@ Author' start a post; '@@ Author #id' sets an explicit id.
Inline markup inside a post:
  **bold**  __em__  [c=red]..[/c]  [q=Nick]..[/q]  [q]..[/q]  [sp]..[/sp]  [sp=Title]..[/sp]
  [sig]..[/sig]  [edit=Nick|2026-11-02 21:14:05]  [sm=:)]  [url=http://..]..[/url]
  {zwsp} {shy} {wj} {nbspc} -> the real characters;  {nbsp} -> the &nbsp; entity
Labels (inline, around the verbatim span):
  {{V Canonical|span}} vote, {{E Canonical|span}} early vote, {{U|span}} unvote,
  {{A Cand1;Cand2|span}} ambiguous (candidates may be empty: {{A |span}})
Mafiascum flavour (style='ms'): [b]..[/b] -> <span style="font-weight: bold">, [s]..[/s] -> <strong>,
  [vote]X[/vote] -> <span class="bbvote">X</span>, [q=Nick] -> blockquote/cite, newlines -> <br>.
"""
import re
from html.parser import HTMLParser

S_OPEN = '\ue000'
S_CLOSE = '\ue001'
MARK_RE = re.compile(r'\{\{([VEUA])([^|{}]*)\|(.*?)\}\}', re.S)

CHARS = {'{zwsp}': '\u200b', '{shy}': '\u00ad', '{wj}': '\u2060', '{nbspc}': '\u00a0'}


def esc(s):
    return s.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;').replace('"', '&quot;')


SMILIES = {':)': 'smile', ':(': 'sad', ';)': 'wink', ':D': 'big_smile', ':P': 'tongue', ':/': 'hmm'}


def inline_mybb(s):
    s = re.sub(r'\*\*(.+?)\*\*', r'<strong>\1</strong>', s, flags=re.S)
    s = re.sub(r'__(.+?)__', r'<em>\1</em>', s, flags=re.S)
    s = re.sub(r'\[c=([#\w]+)\](.+?)\[/c\]', r'<span style="color: \1">\2</span>', s, flags=re.S)
    s = re.sub(r'\[url=([^\]]+)\](.+?)\[/url\]', r'<a href="\1" rel="nofollow ugc">\2</a>', s, flags=re.S)
    s = re.sub(r'\[sm=([^\]]+)\]',
               lambda m: '<img src="https://forumstatic.ru/img/smilies/MyBB/universal/%s.gif" alt="%s" />'
               % (SMILIES.get(m.group(1), 'smile'), m.group(1)), s)
    return s


def paras_mybb(text):
    out = []
    for para in re.split(r'\n\s*\n', text.strip('\n')):
        para = para.strip('\n')
        if not para.strip():
            continue
        out.append('<p>' + inline_mybb(para).replace('\n', '<br />') + '</p>')
    return ''.join(out)


BLOCK_RE = re.compile(r'\[q=([^\]]*)\]|\[q\]|\[/q\]|\[sp=([^\]]*)\]|\[sp\]|\[/sp\]|\[sig\]|\[/sig\]|\[edit=([^\]|]*)\|([^\]]*)\]')


def parse_blocks(text):
    """-> tree: list of ('text', s) | ('q', cite, children) | ('sp', title, children) | ('sig', children) | ('edit', nick, time)"""
    root = []
    stack = [root]
    kinds = []
    pos = 0
    for m in BLOCK_RE.finditer(text):
        if m.start() > pos:
            stack[-1].append(('text', text[pos:m.start()]))
        pos = m.end()
        tok = m.group(0)
        if tok.startswith('[q'):
            node = ('q', m.group(1), [])
            stack[-1].append(node); stack.append(node[2]); kinds.append('q')
        elif tok.startswith('[sp'):
            node = ('sp', m.group(2), [])
            stack[-1].append(node); stack.append(node[2]); kinds.append('sp')
        elif tok == '[sig]':
            node = ('sig', None, [])
            stack[-1].append(node); stack.append(node[2]); kinds.append('sig')
        elif tok.startswith('[edit='):
            stack[-1].append(('edit', m.group(3), m.group(4)))
        else:
            want = tok[2:-1]
            assert kinds and kinds[-1] == want, (tok, text[:80])
            kinds.pop(); stack.pop()
    if pos < len(text):
        stack[-1].append(('text', text[pos:]))
    assert not kinds, text[:80]
    return root


def render_mybb(nodes):
    out = []
    for n in nodes:
        if n[0] == 'text':
            out.append(paras_mybb(n[1]))
        elif n[0] == 'q':
            cite = '<cite>%s писал(а):</cite>' % n[1] if n[1] else ''
            out.append('<div class="quote-box quote-main">%s<blockquote>%s</blockquote></div>'
                       % (cite, render_mybb(n[2])))
        elif n[0] == 'sp':
            title = n[1] or 'Скрытый текст'
            out.append('<div class="quote-box spoiler-box"><div onclick="toggleSpoiler(this);">%s</div>'
                       '<blockquote>%s</blockquote></div>' % (title, render_mybb(n[2])))
        elif n[0] == 'sig':
            out.append('<div class="post-sig">%s</div>' % render_mybb(n[2]))
        elif n[0] == 'edit':
            out.append('<p class="lastedit">Отредактировано %s (%s)</p>' % (n[1], n[2]))
    return ''.join(out)


def inline_ms(s):
    s = re.sub(r'\[b\](.+?)\[/b\]', r'<span style="font-weight: bold">\1</span>', s, flags=re.S)
    s = re.sub(r'\[s\](.+?)\[/s\]', r'<strong>\1</strong>', s, flags=re.S)
    s = re.sub(r'\[i\](.+?)\[/i\]', r'<em class="text-italics">\1</em>', s, flags=re.S)
    s = re.sub(r'\[vote\](.+?)\[/vote\]', r'<span class="bbvote">\1</span>', s, flags=re.S)
    s = re.sub(r'\[color=([#\w]+)\](.+?)\[/color\]', r'<span style="color: \1">\2</span>', s, flags=re.S)
    return s.strip('\n').replace('\n', '<br>')


def render_ms(nodes):
    out = []
    for n in nodes:
        if n[0] == 'text':
            out.append(inline_ms(n[1]))
        elif n[0] == 'q':
            cite = '<cite>%s wrote:</cite>' % n[1] if n[1] else ''
            out.append('<blockquote><div>%s%s</div></blockquote>' % (cite, render_ms(n[2])))
        elif n[0] == 'sp':
            out.append('<div style="padding: 3px; background-color: #FFFFFF; border: 1px solid #d8d8d8;">'
                       '<input class="button2" type="button" value="Show Spoiler: %s"><div style="display: none;">%s</div></div>'
                       % (n[1] or 'spoiler', render_ms(n[2])))
        elif n[0] == 'sig':
            out.append('<div class="signature">%s</div>' % render_ms(n[2]))
    return ''.join(out)


class OwnText(HTMLParser):
    """Own text: without quote/spoiler boxes, signatures, the edit line; <br> and </p> are newlines."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.out = []
        self.skip = 0          # depth of skipped divs/blockquotes
        self.skip_tag = []     # stack of tags entered while skipping or the skip opener
        self.in_lastedit = False

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        cls = a.get('class') or ''
        style = a.get('style') or ''
        if self.skip:
            if tag in ('div', 'blockquote'):
                self.skip += 1
            return
        if tag == 'div' and ('quote-box' in cls or 'post-sig' in cls or 'signature' in cls
                             or 'border: 1px solid' in style):
            self.skip = 1
            return
        if tag == 'blockquote':
            self.skip = 1
            return
        if tag == 'p' and 'lastedit' in cls:
            self.in_lastedit = True
            return
        if tag == 'br':
            self.out.append('\n')
        if tag == 'img' and a.get('alt'):
            self.out.append(a['alt'])

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)

    def handle_endtag(self, tag):
        if self.skip:
            if tag in ('div', 'blockquote'):
                self.skip -= 1
            return
        if tag == 'p':
            if self.in_lastedit:
                self.in_lastedit = False
                return
            self.out.append('\n')

    def handle_data(self, data):
        if self.skip or self.in_lastedit:
            return
        self.out.append(data)


def own_text(html):
    p = OwnText()
    p.feed(html)
    p.close()
    return ''.join(p.out)


def parse_thread(src):
    posts = []
    cur = None
    for line in src.split('\n'):
        if line.startswith('@@ '):
            head = line[3:].strip()
            pid = None
            if ' #' in head:
                head, pid = head.rsplit(' #', 1)
            cur = {'author': head.strip(), 'id': pid, 'src': []}
            posts.append(cur)
        elif cur is not None:
            cur['src'].append(line)
    for p in posts:
        p['src'] = '\n'.join(p['src']).strip('\n')
    return posts


def build_post(src, style='mybb'):
    """-> (html, actions, ambiguous)"""
    marks = []

    def repl(m):
        marks.append((m.group(1), m.group(2).strip()))
        return S_OPEN + m.group(3) + S_CLOSE

    text = MARK_RE.sub(repl, src)
    assert '{{' not in text and '}}' not in text, src
    for k, v in CHARS.items():
        text = text.replace(k, v)
    text = esc(text).replace('{nbsp}', '&nbsp;')
    tree = parse_blocks(text)
    html = render_mybb(tree) if style == 'mybb' else render_ms(tree)
    own = own_text(html)
    spans = re.findall(S_OPEN + '(.*?)' + S_CLOSE, own, flags=re.S)
    assert len(spans) == len(marks), ('marker inside a quote/sig?', src[:100])
    votes, amb = [], []
    for (kind, arg), raw in zip(marks, spans):
        raw = raw.strip()
        if kind == 'V':
            votes.append({'kind': 'vote', 'target': arg, 'early': False, 'raw': raw})
        elif kind == 'E':
            votes.append({'kind': 'vote', 'target': arg, 'early': True, 'raw': raw})
        elif kind == 'U':
            votes.append({'kind': 'unvote', 'target': None, 'early': False, 'raw': raw})
        else:
            cands = [c.strip() for c in arg.split(';') if c.strip()]
            amb.append({'raw': raw, 'candidates': cands})
    html = html.replace(S_OPEN, '').replace(S_CLOSE, '')
    return html, votes, amb
