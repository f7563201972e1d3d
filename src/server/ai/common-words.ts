// Word lists for the fact guard (fact-guard.ts). A capitalised word from these lists is ordinary English, not a
// proper name, so the guard does not ask the source to contain it: headlines capitalise every word and every
// sentence starts with a capital. Team names are deliberately absent (no "liquid", "spirit", "heroic",
// "solstice"): a name the guard cannot recognise as one is a fact it cannot check.

const COMMON = `
a about above across act action actually add added after again against age ago ahead all almost alone along
already also although always am among an analysis and announce announced announcement another answer any anyone
anything appear appears are area around as ask at attack attempt available away back bad balance based be became
because become been before began begin behind being believe below best better between beyond big biggest bit
both bottom break bring brings brought build built business but buy by call called came can cannot capture card
care career case catch caught change changed changes changer chance check choice claim claims clear clearly close
closer club coach come comeback comes coming community competition competitive complete confirmed contract control
could country couple course crown crushes current currently cut daily data day days deal decide decided decision
deep defeat defeated defeats defence defense despite did different direction do does doing done double down draw
drop during each early earlier easy edge either else elsewhere end ended ending ends enough entire era even event
events ever every everyone everything exactly example expect expected experience eye face fact fall fan fans far
fast feature features few field fight final finally finals find first five following for form forward found four
free from front full further furthermore future gain game games gave get gets getting give given gives go goal
goes going gone good got great ground group groups grow had half hand hard has have having he head heading hear
heart held help her here high higher him his history hit hold holds home hope host hosted hosts hot hour hours
how however huge idea if impact important in including inside instead into is issue it its itself join joined
joins just keep key kind knew know known last late later latest lead leader leaders leads league learn least
leave leaves left less let level life light like likely line list little live long longer look looking looks lose
loses losing loss lost lot low made main major make makes making man many map maps mark match matches matter may
maybe me mean means meanwhile meet meets member members mid might mind minute minutes miss missed mode moment
money month months more moreover most move moved moves much must my name named near nearly need needed needs never
new news next nice night no none nor not note notably nothing now number of off offer offers official officially
often old on once one only open opening opens or order other others our out outside over overall own pace part
past patch path people per perfect performance perhaps period pick picks place placed plan play played player
players playing playoff playoffs plays point points pool position possible post power pre prepare pressure prize
pro problem process professional push put question quick quickly race rank ranked ranking rankings rather reach
reached read ready real really reason recent recently record regular release released remain remains report
reported reports rest result results return returns reveal revealed right rise rising rival rivals road role
roster round rounds rule run runs said same saw say says schedule score scored season second see seed seeded
seem seen semi series set sets several shape share she short shot shots should show showed shows side sides sign
signed signing signs simple since single six small so some someone something soon spot squad stage stand star
start started starting starts state statement stay step still stop story strong style success such summer support
sure take taken takes taking talent talk team teams than that the their them then there these they thing things
think third this those though three through throughout thus tied time times title to today together told too
took top total tournament tournaments toward towards track trade training transfer trophy try turn turned two
under until up update upon upper us use used very victory view vote want wants was watch way we week weekend
weeks well went were what when where whether which while who whole whose why will win winner winners winning
wins winter with within without won word work world would write year years yet you young your
`

// Words that open sentences and headlines in news prose; kept apart from the list above so that it reads as
// ordinary English vocabulary and this as a style list.
const SENTENCE_OPENERS = `
accordingly additionally admittedly afterwards altogether anyway apparently arguably as at beforehand besides
briefly certainly consequently conversely crucially definitely elsewhere equally essentially eventually evidently
fortunately fundamentally generally hence historically honestly hopefully ideally importantly indeed initially
interestingly ironically largely lastly likewise luckily mainly moreover mostly naturally nevertheless nonetheless
normally obviously oddly originally otherwise ultimately overall particularly plainly possibly presumably primarily
probably regardless reportedly second secondly seemingly significantly similarly simply specifically strangely
subsequently surprisingly third thirdly traditionally typically unfortunately unsurprisingly usually whereas
whatever whenever wherever yesterday tomorrow tonight here there this these those today
`

// Esports vocabulary that headlines capitalise without it naming anyone.
const ESPORTS_WORDS = `
academy agent agents all-star analyst arena bench benched bracket broadcast caster champion champions
championship circuit clutch comeback contender contenders decider elimination grand hero heroes highlights
invite knockout lineup lower matchup meta mvp nerf buff overtime pistol playday preview qualifier qualifiers
quarterfinal quarterfinals qualification recap regional regionals rematch retire retired retirement
retires rookie semifinal semifinals showdown showmatch split standings streak stand-in substitute sweep swiss
tiebreaker tier transfers upset veteran wildcard
`

// Headline verbs and nouns: a model asked for sentence case may still write "Solstice Lift the Trophy".
const HEADLINE_WORDS = `
advance advances battle battles beat beats bounce bounces charge charges clash clashes claim claimed clinch
clinches clinched collapse collapses continue continues cruise cruises crush dethrone dethrones dismantle
dismantles dominate dominates down earn earns edge edged eliminate eliminated eliminates escape escapes extend
extends fend fends fire fires glory grind grinds halt halts hold held hunt lift lifts lifted make march
masterclass narrowly outclass outclasses outlast outlasts overpower overpowers power powers punish punishes
reclaim reclaims rally rallies roll rolls rout routs run secure secures secured seal seals sealed send sends
shine shines silence silences slip slips snap snaps sink sinks stay stays storm storms stumble stumbles survive
survives sweep sweeps take thriller thrash thrashes topple topples triumph triumphs trounce trounces
bold clean comfortable commanding convincing costly crucial decisive dramatic emphatic flawless narrow tense tight
`

function words(list: string): string[] {
  return list.split(/\s+/).filter(Boolean)
}

/** About 950 lowercase English words that are not names when capitalised. */
export const COMMON_WORDS: ReadonlySet<string> = new Set([
  ...words(COMMON),
  ...words(SENTENCE_OPENERS),
  ...words(ESPORTS_WORDS),
  ...words(HEADLINE_WORDS),
])

/** The local engine's title phrases (§9 "Title rewrite"): its house voice, not facts. */
export const HOUSE_VOICE_PHRASES: readonly string[] = [
  'Crushes',
  'Stuns',
  'Shocks',
  'Locks In',
  'The Crown Awaits',
  'Game Changer',
  'End of an Era',
  'Breaking Down the Play',
]

/**
 * Game names and esports terms the guard accepts whether or not the source names them: an article about a CS2
 * team may say "CS2" even when the feed entry does not.
 */
export const FACT_GUARD_ALLOWED_TERMS: readonly string[] = [
  'Counter-Strike 2',
  'Counter-Strike',
  'CS2',
  'CS:GO',
  'CSGO',
  'League of Legends',
  'LoL',
  'Valorant',
  'Dota 2',
  'Dota',
  'Esports',
  'Major',
  'Majors',
  'MVP',
  'MVPs',
  'BO1',
  'BO3',
  'BO5',
  'LAN',
  'IGL',
  'AWP',
  'AWPer',
  'MOBA',
  'FPS',
  'VOD',
  'VODs',
]
