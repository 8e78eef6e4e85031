#!/usr/bin/env python3
"""Build /work/strangers/set5/{votes,mafiascum}/*.jsonl from the hand-written threads."""
import json, os, random, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lib, g1, g2, g3, bare, ms

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def build(threads, start, style, posts_path, exp_path, seed):
    rnd = random.Random(seed)
    pid = start
    posts, exps = [], []
    for src in threads:
        for p in lib.parse_thread(src):
            pid += rnd.randint(1, 9)
            html, votes, amb = lib.build_post(p['src'], style)
            post = {'id': str(p['id'] or pid), 'author': p['author'], 'html': html}
            posts.append(post)
            exps.append({'id': post['id'], 'votes': votes, 'ambiguous': amb})
        pid += 400
    with open(posts_path, 'w', encoding='utf-8') as f:
        for p in posts:
            f.write(json.dumps(p, ensure_ascii=False) + '\n')
    with open(exp_path, 'w', encoding='utf-8') as f:
        for e in exps:
            f.write(json.dumps(e, ensure_ascii=False) + '\n')
    return posts, exps


v = os.path.join(ROOT, 'votes')
m = os.path.join(ROOT, 'mafiascum')
a = build([g1.THREAD, g2.THREAD, g3.THREAD], 3104500, 'mybb', v + '/posts.jsonl', v + '/expected.jsonl', 5)
b = build([bare.THREAD], 3119000, 'mybb', v + '/bare-posts.jsonl', v + '/bare-expected.jsonl', 6)
c = build([ms.THREAD], 11873000, 'ms', m + '/posts.jsonl', m + '/expected.jsonl', 7)
for name, (ps, es) in (('votes', a), ('bare', b), ('mafiascum', c)):
    nv = sum(1 for e in es for x in e['votes'] if x['kind'] == 'vote')
    nu = sum(1 for e in es for x in e['votes'] if x['kind'] == 'unvote')
    ne = sum(1 for e in es for x in e['votes'] if x['early'])
    na = sum(len(e['ambiguous']) for e in es)
    nothing = sum(1 for e in es if not e['votes'] and not e['ambiguous'])
    print(f'{name}: {len(ps)} posts, {nv} votes, {nu} unvotes, {ne} early, {na} ambiguous, {nothing} posts with nothing')
