#!/usr/bin/env python3
"""Validate set5: JSON parses, ids align, keys, targets canonical, raw is in the author's own text, TSV labels."""
import json, os, sys, unicodedata, re
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import own_text

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
errors = []


def err(msg):
    errors.append(msg)


def roster(path):
    names = []
    for line in open(path, encoding='utf-8'):
        line = line.strip()
        if line:
            names.append(line.split('|')[0].strip())
    return names


def check(folder, posts_f, exp_f, gm):
    canon = set(roster(os.path.join(ROOT, folder, 'roster.txt')))
    posts = [json.loads(l) for l in open(os.path.join(ROOT, folder, posts_f), encoding='utf-8')]
    exps = [json.loads(l) for l in open(os.path.join(ROOT, folder, exp_f), encoding='utf-8')]
    if len(posts) != len(exps):
        err(f'{folder}/{exp_f}: {len(posts)} posts vs {len(exps)} expected')
    ids = [p['id'] for p in posts]
    if len(set(ids)) != len(ids):
        err(f'{folder}/{posts_f}: duplicate ids')
    for p, e in zip(posts, exps):
        if set(p) != {'id', 'author', 'html'}:
            err(f'{p["id"]}: post keys {sorted(p)}')
        if set(e) != {'id', 'votes', 'ambiguous'}:
            err(f'{e["id"]}: expected keys {sorted(e)}')
        if p['id'] != e['id']:
            err(f'id mismatch {p["id"]} {e["id"]}')
        if p['author'] not in canon and p['author'] != gm:
            err(f'{p["id"]}: author {p["author"]} not in roster')
        own = own_text(p['html'])
        if re.search(r'\{(zwsp|shy|wj|nbspc?)\}|\{\{|\}\}|\ue000|\ue001', p['html']):
            err(f'{p["id"]}: leftover placeholder in html')
        if p['author'] == gm and (e['votes'] or e['ambiguous']):
            err(f'{p["id"]}: GM post with votes')
        for v in e['votes']:
            if set(v) != {'kind', 'target', 'early', 'raw'}:
                err(f'{p["id"]}: vote keys {sorted(v)}')
            if v['kind'] == 'vote':
                if v['target'] not in canon:
                    err(f'{p["id"]}: target {v["target"]!r} not canonical')
            elif v['kind'] == 'unvote':
                if v['target'] is not None or v['early']:
                    err(f'{p["id"]}: unvote with target/early')
            else:
                err(f'{p["id"]}: kind {v["kind"]}')
            if not isinstance(v['early'], bool):
                err(f'{p["id"]}: early not bool')
            if not v['raw'] or v['raw'] not in own:
                err(f'{p["id"]}: raw {v["raw"]!r} not in own text')
        for a in e['ambiguous']:
            if set(a) != {'raw', 'candidates'}:
                err(f'{p["id"]}: ambiguous keys')
            if not a['raw'] or a['raw'] not in own:
                err(f'{p["id"]}: ambiguous raw {a["raw"]!r} not in own text')
            for c in a['candidates']:
                if c not in canon:
                    err(f'{p["id"]}: candidate {c!r} not canonical')
    return posts, exps


check('votes', 'posts.jsonl', 'expected.jsonl', 'Мастер Игры')
check('votes', 'bare-posts.jsonl', 'bare-expected.jsonl', 'Мастер Игры')
check('mafiascum', 'posts.jsonl', 'expected.jsonl', 'Modulus')

tsv = os.path.join(ROOT, 'moderation', 'sentences.tsv')
lines = open(tsv, encoding='utf-8').read().split('\n')
if lines[-1] == '':
    lines = lines[:-1]
if lines[0] != 'label\ttext':
    err('tsv header')
seen = set()
counts = {}
for i, l in enumerate(lines[1:], 2):
    parts = l.split('\t')
    if len(parts) != 2:
        err(f'tsv line {i}: {len(parts)} fields')
        continue
    lab, text = parts
    if lab not in ('mat', 'insult', 'clean'):
        err(f'tsv line {i}: label {lab}')
    if not text.strip() or text != text.strip():
        err(f'tsv line {i}: empty or untrimmed text')
    if text in seen:
        err(f'tsv line {i}: duplicate {text}')
    seen.add(text)
    counts[lab] = counts.get(lab, 0) + 1
print('moderation:', counts, 'total', sum(counts.values()))
if errors:
    print('\n'.join(errors))
    print(len(errors), 'ERRORS')
    sys.exit(1)
print('OK')
