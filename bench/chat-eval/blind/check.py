#!/usr/bin/env python3
"""Checks a blind question file against the site's data and pages (fixtures only; no chat code).

  python3 bench/chat-eval/blind/check.py [questions-2.json]    exits 1 on any error; prints warnings too
  (the file is named relative to this folder; questions.json when none is given)
  BLIND_SITE=http://localhost:3199 python3 ...   also reads the cited pages from a running demo site, for the facts
  the pages work out rather than store (a win rate, "Tier 3", a country name): found on a cited page, they pass

- shape: ids unique, kinds and languages known, history alternates user/assistant, refusals have no facts/cite;
- every cite / alsoCite / orCite path (and every "(/path)" an assistant turn of a history cites) is a page the site has:
  a team, player, match, event or article slug as paths.ts / match-slugs.ts / slug.ts build it, or a prefix of one;
- every fact is in the text of the cited page's records (team, player, match, event, article), or, for a W-L
  record or score "a-b", equal to a head-to-head, standings record or match score of the teams the question names;
  a fact found only elsewhere in the data is a warning;
- premises marked "not played" cite a match that is not finished; no fact is a date.
"""
import collections, html, json, os, re, sys, urllib.request
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sitedata

KINDS = {'follow-up', 'near-miss', 'role', 'stats', 'rank', 'head-to-head', 'which-tournaments', 'news', 'premise',
         'prediction', 'refusal', 'language', 'multi-part', 'unanswerable'}
LANGS = {'en', 'es', 'pt', 'fr', 'de'}

s = sitedata.Site()
low = lambda x: json.dumps(x, ensure_ascii=False).lower()
teams_by_slug = {(sitedata.game_of(t), t['slug']): t for t in s.teams}
players_by_slug = {p['slug']: p for p in s.players}
art_by_slug = {a['slug']: a for a in s.articles}
stats_by_player = collections.defaultdict(list)
for r in s.stats:
    stats_by_player[r['player_id']].append(r)
fin = [m for m in s.matches if m['status'] == 'finished']
team_names = {t['name'].lower(): t['id'] for t in s.teams}
acr = {t['acronym'].lower(): t['id'] for t in s.teams}


def side_ids(m):
    return [o['opponent']['id'] for o in m['opponents']]


def entity_text(path):
    parts = path.strip('/').split('/')
    if parts[0] == 'news' and len(parts) == 2:
        a = art_by_slug.get(parts[1])
        return (a['title'] + ' ' + a['body']).lower() if a else ''
    if len(parts) != 3:
        return ''
    game, sec, slug = parts
    if sec == 'teams':
        t = teams_by_slug.get((game, slug))
        if not t:
            return ''
        rel = [m for m in s.matches if t['id'] in side_ids(m)]
        tours = [x for x in s.tournaments if t['id'] in [y['id'] for y in x['teams']]]
        st = [r for x in s.standings for r in x['standings'] if r['team']['id'] == t['id']]
        pl = [p for p in s.players if p['id'] in [q['id'] for q in t['players']]]
        return low([t, rel, tours, st, pl, [stats_by_player[p['id']] for p in pl]])
    if sec == 'players':
        p = players_by_slug.get(slug)
        return low([p, stats_by_player[p['id']]]) if p else ''
    if sec == 'matches':
        mid = int(slug.rsplit('-', 1)[1])
        m = next(x for x in s.matches if x['id'] == mid)
        sc = [str(r['score']) for r in m['results']]
        return low([m, [x for x in s.teams if x['id'] in side_ids(m)]]) + ' ' + '-'.join(sc) + ' ' + '-'.join(sc[::-1])
    if sec == 'events':
        sid = int(slug.rsplit('-', 1)[1])
        tours = [x for x in s.tournaments if x['serie']['id'] == sid]
        tids = [x['id'] for x in tours]
        return low([tours, [x for x in s.standings if x['tournament_id'] in tids],
                    [x for x in s.brackets if x['tournament_id'] in tids],
                    [m for m in s.matches if m['tournament_id'] in tids]])
    return ''


SITE = os.environ.get('BLIND_SITE', '').rstrip('/')
_pages = {}


def served_text(path):
    """The text of a page of the running site named by BLIND_SITE ('' without one), dashes between digits as '-'."""
    if not SITE or path.endswith('/'):
        return ''
    if path not in _pages:
        try:
            body = urllib.request.urlopen(SITE + path).read().decode('utf-8')
        except OSError:
            body = ''
        text = sitedata.strip_html(body)
        _pages[path] = re.sub(r'(\d)\s*[–-]\s*(?:to )?(\d)', r'\1-\2', html.unescape(text)).lower()
    return _pages[path]


def mentioned_teams(text):
    text = text.lower()
    ids = {i for n, i in team_names.items() if n in text}
    ids |= {i for a, i in acr.items() if re.search(r'\b' + re.escape(a) + r'\b', text)}
    return ids


def records_for(ids):
    """W-L strings a right answer may give about these teams: head-to-head, standings, match scores."""
    out = set()
    for a in ids:
        for b in ids:
            if a == b:
                continue
            ms = [m for m in fin if set(side_ids(m)) == {a, b}]
            w = sum(m['winner_id'] == a for m in ms)
            l = sum(m['winner_id'] == b for m in ms)
            out.add(f'{w}-{l}')
            for m in ms:
                sc = {r['team_id']: r['score'] for r in m['results']}
                out.add(f'{sc.get(a)}-{sc.get(b)}')
        for x in s.standings:
            for r in x['standings']:
                if r['team']['id'] == a and 'wins' in r:
                    out.add(f"{r['wins']}-{r['losses']}")
    return out


def main():
    name = sys.argv[1] if len(sys.argv) > 1 else 'questions.json'
    data = json.load(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), name), encoding='utf-8'))
    errors, warnings = [], []
    qs = data['questions']
    ids = [q['id'] for q in qs]
    for i, n in collections.Counter(ids).items():
        if n > 1:
            errors.append(f'duplicate id {i}')
    for q in qs:
        qid, e = q['id'], q['expect']
        err = lambda msg: errors.append(f'{qid}: {msg}')
        if q['kind'] not in KINDS:
            err(f"unknown kind {q['kind']}")
        if q['language'] not in LANGS:
            err(f"unknown language {q['language']}")
        if q['language'] != 'en' and q.get('answerLanguage') != q['language']:
            err('non-English question without answerLanguage')
        for k, turn in enumerate(q['history']):
            if turn['role'] != ('user' if k % 2 == 0 else 'assistant'):
                err('history does not alternate user/assistant')
            if turn['role'] == 'assistant':
                for p in re.findall(r'\((/[^)\s]+)\)', turn['content']):
                    if not s.path_exists(p):
                        err(f'history cites a missing page {p}')
        if e['refuse']:
            if e['facts'] or e['cite'] is not None:
                err('a refusal has facts or a cite')
            continue
        cites = ([e['cite']] if e['cite'] else []) + e.get('alsoCite', []) + e.get('orCite', [])
        for p in cites:
            if not s.path_exists(p):
                err(f'cite {p} is not a page of the site')
        if e['cite'] is None and e['facts']:
            err('facts without a page to cite')
        for f in e['facts'] + e['mustNotContain']:
            if re.search(r'\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}:\d{2}\b', f):
                err(f'date or time in {f!r}')
        for bad in e['mustNotContain']:
            if any(bad.lower() in f.lower() for f in e['facts']):
                err(f'fact contains forbidden {bad!r}')
        ctx = ' '.join([q['question']] + [t['content'] for t in q['history']] + e['facts'])
        recs = records_for(mentioned_teams(ctx))
        texts = [entity_text(p) for p in cites if not p.endswith('/')]
        for f in e['facts']:
            fl = f.lower()
            if re.fullmatch(r'\d+-\d+', f):
                if f in recs or any(fl in t for t in texts if t):
                    continue
                err(f'record {f} is not a head-to-head, standing or score of {sorted(mentioned_teams(ctx))}')
            elif any(fl in t for t in texts):
                continue
            elif fl in team_names and team_names[fl] in mentioned_teams(q['question'] + ' ' + ' '.join(t['content'] for t in q['history'])):
                continue  # a team the question names, checked through its records above
            elif any(fl in served_text(p) for p in cites):
                continue  # worked out by the page (a rate, a tier, a country name) and shown on it
            elif fl in s.text or fl in s.article_text:
                warnings.append(f'{qid}: {f!r} is in the data but not on the cited page(s) {cites}')
            else:
                err(f'fact {f!r} is nowhere in the data or the articles')
        if 'not played' in q.get('note', '') and e['cite'] and '/matches/' in e['cite']:
            mid = int(e['cite'].rsplit('-', 1)[1])
            st = next(m['status'] for m in s.matches if m['id'] == mid)
            if st == 'finished':
                err(f'premise says not played but match {mid} is finished')
        if q['kind'] == 'head-to-head' or 'head-to-head' in q.get('note', ''):
            named = sorted(mentioned_teams(q['question'] + ' ' + ' '.join(t['content'] for t in q['history'])))
            if len(named) == 2:
                a, b = named
                ms = [m for m in fin if set(side_ids(m)) == {a, b}]
                w, l = sum(m['winner_id'] == a for m in ms), sum(m['winner_id'] == b for m in ms)
                lead = a if w >= l else b
                rec = f'{max(w, l)}-{min(w, l)}'
                leader = next(t['name'] for t in s.teams if t['id'] == lead)
                for f in e['facts']:
                    if re.fullmatch(r'\d+-\d+', f) and f != rec:
                        err(f'head-to-head record {f} but the data gives {leader} {rec}')
                    if q['kind'] == 'head-to-head' and f.lower() in team_names and team_names[f.lower()] != lead and w != l:
                        err(f'head-to-head fact {f} but {leader} lead {rec}')
    kinds = collections.Counter(q['kind'] for q in qs)
    langs = collections.Counter(q['language'] for q in qs)
    for k in KINDS:
        if kinds[k] < 10:
            errors.append(f'kind {k} has {kinds[k]} questions (< 10)')
    for l in LANGS - {'en'}:
        if langs[l] < 5:
            errors.append(f'language {l} has {langs[l]} questions (< 5)')
    print(f'{len(qs)} questions; kinds {dict(sorted(kinds.items()))}; languages {dict(langs)}')
    for w in warnings:
        print('warning:', w)
    for x in errors:
        print('ERROR:', x)
    print(f'{len(errors)} errors, {len(warnings)} warnings')
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main())
