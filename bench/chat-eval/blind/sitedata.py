"""Reads the site's bundled data (fixtures/pandascore, fixtures/feeds) the way its pages show it.
Used by check.py to verify questions.json; no chat code is read."""
import html, json, os, re, unicodedata
import xml.etree.ElementTree as ET

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..', '..'))
PS = os.path.join(ROOT, 'fixtures', 'pandascore')
FEEDS = os.path.join(ROOT, 'fixtures', 'feeds')
GAME = {'cs-go': 'cs2', 'league-of-legends': 'lol', 'dota-2': 'dota2', 'valorant': 'valorant'}
EXTRA = {'æ': 'ae', 'œ': 'oe', 'ø': 'o', 'ß': 'ss', 'ł': 'l', 'đ': 'd', 'ð': 'd', 'þ': 'th', 'ı': 'i'}


def load(name):
    with open(os.path.join(PS, name), encoding='utf-8') as f:
        return json.load(f)


def slugify(text):  # src/shared/domain/slug.ts for Latin text
    t = ''.join(EXTRA.get(c, c) for c in unicodedata.normalize('NFC', text.lower()))
    t = ''.join(c for c in unicodedata.normalize('NFKD', t) if not unicodedata.combining(c))
    t = re.sub(r"['’‘ʼ`]", '', t)
    t = re.sub(r'[^a-z0-9]+', '-', t).strip('-')
    return t[:50].rstrip('-')


# The site publishes a rewritten title; for most stories its 50-character slug is the feed title's, for these four
# the rewrite changed the words inside it ("sign" became "Locks In", "defeat" "Crushes") or added a tail to a short
# title (session 8).
PUBLISHED = {
    'velvet-rook-sign-renee-lumen-castellane-as-in-game': 'velvet-rook-locks-in-renee-lumen-castellane-as-in',
    'iron-lantern-sign-awper-duarte-pyre-salgado-from-s': 'iron-lantern-locks-in-awper-duarte-pyre-salgado-fr',
    'ninefold-sign-offlaner-amaru-condor-huaman': 'ninefold-locks-in-offlaner-amaru-condor-huaman-gam',
    'jose-brisa-albeniz-joins-meridian-spark-on-loan': 'jose-brisa-albeniz-joins-meridian-spark-on-loan-br',
    'ember-hollow-defeat-stormglass-2-0-in-skyforge-cha': 'ember-hollow-crushes-stormglass-2-0-in-skyforge-ch',
    'ancient-forge-launch-a-dota-2-academy-team': 'ancient-forge-launch-a-dota-2-academy-team-breakin',
    'solar-flare-beat-sandpiper-13-9-on-lotus-to-open-t': 'solar-flare-crushes-sandpiper-13-9-on-lotus-to-ope',
}


def head(text):  # match-slugs.ts
    return slugify(text)[:80].rstrip('-')


def game_of(obj):
    vg = obj.get('videogame') or obj.get('current_videogame')
    return GAME[vg['slug']]


def strip_html(s):
    s = re.sub(r'<(script|style)[^>]*>.*?</\1>', ' ', s or '', flags=re.S | re.I)
    s = html.unescape(re.sub(r'<[^>]+>', ' ', s))
    return re.sub(r'\s+', ' ', s).strip()


def articles():
    out = []
    for src in json.load(open(os.path.join(FEEDS, 'sources.json'))):
        try:
            root = ET.parse(os.path.join(FEEDS, src['file'])).getroot()
        except ET.ParseError:
            continue  # the broken feed: no article
        for el in root.iter():
            if el.tag.split('}')[-1] not in ('item', 'entry'):
                continue
            title, parts = '', []
            for c in el:
                ct = c.tag.split('}')[-1]
                txt = (c.text or '') if len(c) == 0 else ET.tostring(c, encoding='unicode', method='text')
                if ct == 'title':
                    title = strip_html(txt)
                elif ct in ('description', 'encoded', 'content', 'summary'):
                    parts.append(strip_html(txt))
            slug = slugify(title)
            out.append({'title': title, 'body': ' '.join(parts), 'slug': PUBLISHED.get(slug, slug), 'feed': src['file']})
    return out


class Site:
    def __init__(self):
        self.teams = load('teams.json')
        self.players = load('players.json')
        self.tournaments = load('tournaments.json')
        self.matches = load('matches.json')
        self.standings = load('standings.json')
        self.stats = load('player-stats.json')
        self.rosters = load('rosters.json')
        self.brackets = load('brackets.json')
        self.articles = articles()
        self.paths = set()
        for t in self.teams:
            self.paths.add(f"/{game_of(t)}/teams/{t['slug']}")
        for p in self.players:
            g = GAME[p['current_videogame']['slug']] if p.get('current_videogame') else None
            if g:
                self.paths.add(f"/{g}/players/{p['slug']}")
        for m in self.matches:
            names = [o['opponent']['name'] for o in m['opponents']] + ['TBD', 'TBD']
            self.paths.add(f"/{game_of(m)}/matches/{head(names[0]) or 'tbd'}-vs-{head(names[1]) or 'tbd'}-{m['id']}")
        for t in self.tournaments:
            s = t['serie']
            self.paths.add(f"/{game_of(t)}/events/{head(t['league']['name'] + ' ' + s['full_name'])}-{s['id']}")
        for a in self.articles:
            self.paths.add(f"/news/{a['slug']}")
        for g in GAME.values():
            for sec in ('teams', 'players', 'matches', 'events'):
                self.paths.add(f'/{g}/{sec}')
        # the text a fact may come from: every name, number and sentence the pages show
        self.text = json.dumps([self.teams, self.players, self.tournaments, self.matches, self.standings,
                                self.stats, self.rosters, self.brackets], ensure_ascii=False).lower()
        self.article_text = ' '.join(a['title'] + ' ' + a['body'] for a in self.articles).lower()

    def path_exists(self, path):
        if path.endswith('/'):
            return any(p.startswith(path) for p in self.paths)
        return path in self.paths
