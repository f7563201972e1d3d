import type { MatchSummary } from '#shared/schemas/matches'
import { joinList } from '#server/ai/local/plain-text'
import { dateIn, timeOf } from './match-translations'
import { clean, dateText, dateTimeText, gameName, plural } from './words'

// Facts about one match as the matches table holds it (issue #14): live now, the meeting of two teams, the next
// match to be played. Each sentence names both sides ("TBD" for a side still to be decided), the series score
// and the format, as the match page shows them (see words.ts).

/** A match as the sentences need it (seriesOfSummary makes one from the match pages' summaries). */
export interface SeriesFactInput {
  game: string
  status: string
  startsAt: Date | null
  matchType: string | null
  numberOfGames: number | null
  team1PandascoreId: number | null
  team1Name: string | null
  team1Score: number | null
  team2PandascoreId: number | null
  team2Name: string | null
  team2Score: number | null
  winnerPandascoreId: number | null
  forfeit: boolean
  draw: boolean
  rescheduled: boolean
  tournamentName: string | null
  /** The round its name gives ("Semifinal 1", from "Semifinal 1: CT vs SC"), when it is not just the stage's name. */
  round?: string | null
}

/** The round a PandaScore match name starts with ("Grand final: GEN vs HLE"), unless it only repeats the stage. */
export function roundOfName(name: string, stageName: string | null | undefined): string | null {
  const colon = name.indexOf(':')
  // "Upper bracket semifinal 1" alone is a round too; "CT vs SC" is not.
  const round = clean(colon > 0 ? name.slice(0, colon) : / vs /i.test(name) ? '' : name)
  if (!round || round.toLowerCase() === clean(stageName).toLowerCase()) return null
  return round
}

/** A match as the API gives it (brackets are built from these, src/shared/domain/bracket.ts) as a fact's input. */
export function seriesOfSummary(m: MatchSummary): SeriesFactInput {
  const [a, b] = m.teams
  return {
    game: m.game,
    status: m.status,
    startsAt: m.startsAt ? new Date(m.startsAt) : null,
    matchType: m.matchType,
    numberOfGames: m.numberOfGames,
    team1PandascoreId: a.pandascoreId,
    team1Name: a.name,
    team1Score: a.score,
    team2PandascoreId: b.pandascoreId,
    team2Name: b.name,
    team2Score: b.score,
    winnerPandascoreId: m.winner ? (m.winner === 1 ? a : b).pandascoreId : null,
    forfeit: m.forfeit,
    draw: m.draw,
    rescheduled: m.rescheduled,
    tournamentName: m.tournament?.name ?? null,
    round: roundOfName(m.name, m.tournament?.stageName),
  }
}

interface Side {
  name: string
  score: number | null
  pandascoreId: number | null
}

export function sidesOf(match: SeriesFactInput): [Side, Side] {
  return [
    { name: clean(match.team1Name) || 'TBD', score: match.team1Score, pandascoreId: match.team1PandascoreId },
    { name: clean(match.team2Name) || 'TBD', score: match.team2Score, pandascoreId: match.team2PandascoreId },
  ]
}

/** The sides with `first` (a side's PandaScore id or name, as the question names it) first. */
function ordered(
  match: SeriesFactInput,
  first?: { pandascoreId: number | null; name: string },
): [Side, Side] {
  const [a, b] = sidesOf(match)
  if (!first) return [a, b]
  const isFirst = (s: Side) =>
    first.pandascoreId !== null ? s.pandascoreId === first.pandascoreId : s.name === first.name
  return isFirst(b) && !isFirst(a) ? [b, a] : [a, b]
}

/** "BO3", "first to 2"; empty when the format is not known. */
export function formatText(match: Pick<SeriesFactInput, 'matchType' | 'numberOfGames'>): string {
  const n = match.numberOfGames
  if (!n) return ''
  if (match.matchType === 'best_of') return `BO${n}`
  if (match.matchType === 'first_to') return `first to ${n}`
  return plural(n, 'game')
}

function formatNote(match: SeriesFactInput): string {
  const format = formatText(match)
  return format ? ` (${format})` : ''
}

function inTournament(match: SeriesFactInput): string {
  const tournament = clean(match.tournamentName)
  if (!tournament) return ''
  return match.round ? `, in the ${match.round.toLowerCase()} of ${tournament}` : `, in ${tournament}`
}

const score = (a: Side, b: Side) => (a.score === null || b.score === null ? '' : ` ${a.score}-${b.score}`)

/** "Cobalt Tide 1-0 Aurora Vanguard (BO3), live now in Counter-Strike 2, in Longship Masters …: Playoffs." */
export function liveMatchText(match: SeriesFactInput): string {
  const [a, b] = sidesOf(match)
  const series =
    a.score === null || b.score === null
      ? `${a.name} vs ${b.name}`
      : `${a.name} ${a.score}-${b.score} ${b.name}`
  return `${series}${formatNote(match)}, live now in ${gameName(match.game)}${inTournament(match)}.`
}

/** "2 matches are live right now in Counter-Strike 2." */
export function liveCountText(count: number, game: string | undefined): string {
  const where = game ? ` in ${gameName(game)}` : ''
  return count === 1 ? `1 match is live right now${where}.` : `${count} matches are live right now${where}.`
}

/** "No match is live right now in Valorant." */
export function noLiveMatchText(game: string | undefined): string {
  return `No match is live right now${game ? ` in ${gameName(game)}` : ''}.`
}

/** "Cobalt Tide are not playing right now." */
export function teamNotLiveText(teamNames: readonly string[]): string {
  return `${joinList(teamNames)} are not playing right now.`
}

/** "The next match is Cobalt Tide vs Aurora Vanguard (BO3) on November 28, 2026 at 15:00 UTC, in …." */
export function nextScheduledText(match: SeriesFactInput): string {
  const [a, b] = sidesOf(match)
  const when = match.startsAt ? ` on ${dateTimeText(match.startsAt)}` : ''
  return `The next match is ${a.name} vs ${b.name}${formatNote(match)}${when}${inTournament(match)}.`
}

/**
 * One match between two teams, whatever its status, the first side as the question names it: "Cobalt Tide beat
 * Aurora Vanguard 2-1 (BO3) on November 20, 2026, in …", "Cobalt Tide lead …, live now", "Cobalt Tide play …".
 */
export function seriesText(
  match: SeriesFactInput,
  first?: { pandascoreId: number | null; name: string },
): string {
  const [a, b] = ordered(match, first)
  const format = formatNote(match)
  const where = inTournament(match)
  const day = match.startsAt ? ` on ${dateText(match.startsAt)}` : ''
  const dayTime = match.startsAt ? ` on ${dateTimeText(match.startsAt)}` : ''
  switch (match.status) {
    case 'running':
      return `${a.name} vs ${b.name}${format} is live now: the series score is ${a.score ?? 0}-${b.score ?? 0}${where}.`
    case 'finished': {
      if (match.draw) return `${a.name} and ${b.name} drew${score(a, b)}${format}${day}${where}.`
      const winner = [a, b].find(
        (s) => s.pandascoreId !== null && s.pandascoreId === match.winnerPandascoreId,
      )
      if (!winner) return `${a.name} vs ${b.name}${format} finished${day} with no recorded winner${where}.`
      const loser = winner === a ? b : a
      // The side the question names first is the subject: "Northwind Wolves had a 0-3 loss to Cobalt Tide".
      if (first && loser === a) {
        if (match.forfeit) return `${a.name} lost to ${b.name} by forfeit${day}${where}.`
        return `${a.name} had a${score(a, b)} loss to ${b.name}${format}${day}${where}.`
      }
      if (match.forfeit) return `${winner.name} beat ${loser.name} by forfeit${day}${where}.`
      return `${winner.name} beat ${loser.name}${score(winner, loser)}${format}${day}${where}.`
    }
    case 'canceled':
      return `${a.name} vs ${b.name}${format}, scheduled${dayTime}${where}, was canceled.`
    case 'postponed':
      return `${a.name} vs ${b.name}${format}${where} was postponed${match.startsAt ? ` from ${dateTimeText(match.startsAt)}` : ''}.`
    default:
      if (!match.startsAt) {
        return `${a.name} vs ${b.name}${format} has not started yet: its time is still to be announced${where}.`
      }
      return `${a.name} vs ${b.name}${format} has not started yet: it ${match.rescheduled ? 'was rescheduled to' : 'starts on'} ${dateTimeText(match.startsAt)}${where}.`
  }
}

/** "No match between Cobalt Tide and Aurora Vanguard is recorded." */
export function noMeetingText(a: string, b: string): string {
  return `No match between ${a} and ${b} is recorded.`
}

/** What a question claims of its first team's result ("did A beat B 3-0?"): won or lost, and the score it gives. */
export interface ClaimedResult {
  won: boolean
  /** The first team's score first. */
  score?: readonly [number, number]
}

/**
 * A claimed result judged against the match (issue #17 item 4), the verdict first: "Yes — Cobalt Tide beat …",
 * "No — Cobalt Tide beat Northwind Wolves 3-0 …" (the winner first when the claim was wrong), "Not quite: it
 * finished 2-1, not 3-0. …", and for a match not played "No — it has not been played yet. … it starts on …".
 */
export function claimVerdictText(
  match: SeriesFactInput,
  subject: { pandascoreId: number | null; name: string },
  claim: ClaimedResult,
): string {
  const said = seriesText(match, subject)
  if (match.status === 'running') return `Not yet — it is still being played. ${said}`
  if (match.status !== 'finished') return `No — it has not been played yet. ${said}`
  if (match.draw) return `No — it was a draw. ${said}`
  const [a, b] = ordered(match, subject)
  const winner = [a, b].find((s) => s.pandascoreId !== null && s.pandascoreId === match.winnerPandascoreId)
  if (!winner) return said
  if ((winner === a) !== claim.won) return `No — ${seriesText(match)}`
  const claimed = claim.score
  if (claimed && a.score !== null && b.score !== null && (claimed[0] !== a.score || claimed[1] !== b.score)) {
    return `Not quite: it finished ${a.score}-${b.score}, not ${claimed[0]}-${claimed[1]}. ${seriesText(match)}`
  }
  return `Yes — ${said}`
}

/** A drawn match asked "who won": nobody did. */
export function noWinnerText(match: SeriesFactInput, subject: { pandascoreId: number | null; name: string }) {
  return `Neither team won: it was a draw. ${seriesText(match, subject)}`
}

/**
 * The maps of a match in the order played, each with its winner, as the match page lists them: "The maps: Mirage
 * (Cobalt Tide), Dust2 (Northwind Wolves) and Inferno (Cobalt Tide)."; in the other languages too.
 */
export function mapsPlayedText(maps: readonly { mapName: string; winnerName: string | null }[]): {
  text: string
  translations: Record<'es' | 'pt' | 'fr' | 'de', string>
} {
  const each = (and: string) =>
    joinList(
      maps.map((m) => `${m.mapName}${clean(m.winnerName) ? ` (${clean(m.winnerName)})` : ''}`),
      and,
    )
  return {
    text: `The maps, in the order played: ${each('and')}.`,
    translations: {
      es: `Los mapas, en el orden jugado: ${each('y')}.`,
      pt: `Os mapas, na ordem jogada: ${each('e')}.`,
      fr: `Les cartes, dans l'ordre joué : ${each('et')}.`,
      de: `Die Maps in der gespielten Reihenfolge: ${each('und')}.`,
    },
  }
}

type SeriesLanguage = 'es' | 'pt' | 'fr' | 'de'
const SERIES_LANGUAGES: readonly SeriesLanguage[] = ['es', 'pt', 'fr', 'de']

/**
 * seriesText's sentence in the chat's other languages: names, scores, the format ("BO3") and the round's label
 * as the data has them; dates the language's way, in UTC.
 */
export function seriesTranslations(
  match: SeriesFactInput,
  first?: { pandascoreId: number | null; name: string },
): Record<SeriesLanguage, string> {
  const [a, b] = ordered(match, first)
  const format = formatNote(match)
  const tournament = clean(match.tournamentName)
  const round = match.round?.toLowerCase()
  const said = {} as Record<SeriesLanguage, string>
  for (const language of SERIES_LANGUAGES) {
    const where = !tournament
      ? ''
      : round
        ? {
            es: `, en la ${round} de ${tournament}`,
            pt: `, na ${round} do ${tournament}`,
            fr: `, en ${round} de ${tournament}`,
            de: `, in der Runde ${round} von ${tournament}`,
          }[language]
        : {
            es: `, en ${tournament}`,
            pt: `, pelo ${tournament}`,
            fr: `, en ${tournament}`,
            de: `, im Rahmen von ${tournament}`,
          }[language]
    const on = (date: Date | null) =>
      date
        ? {
            es: ` el ${dateIn(language, date)}`,
            pt: ` em ${dateIn(language, date)}`,
            fr: ` le ${dateIn(language, date)}`,
            de: ` am ${dateIn(language, date)}`,
          }[language]
        : ''
    const at = (date: Date) =>
      ({
        es: `el ${dateIn(language, date)} a las ${timeOf(date)}`,
        pt: `em ${dateIn(language, date)} às ${timeOf(date)}`,
        fr: `le ${dateIn(language, date)} à ${timeOf(date)}`,
        de: `am ${dateIn(language, date)} um ${timeOf(date)}`,
      })[language]
    const day = on(match.startsAt)
    const vs = `${a.name} vs ${b.name}${format}`
    said[language] = ((): string => {
      switch (match.status) {
        case 'running':
          return {
            es: `${vs} se está jugando ahora: la serie va ${a.score ?? 0}-${b.score ?? 0}${where}.`,
            pt: `${vs} está ao vivo agora: a série está ${a.score ?? 0}-${b.score ?? 0}${where}.`,
            fr: `${vs} est en direct : la série en est à ${a.score ?? 0}-${b.score ?? 0}${where}.`,
            de: `${vs} läuft gerade: die Serie steht ${a.score ?? 0}-${b.score ?? 0}${where}.`,
          }[language]
        case 'finished': {
          if (match.draw) {
            return {
              es: `${a.name} y ${b.name} empataron${score(a, b)}${format}${day}${where}.`,
              pt: `${a.name} e ${b.name} empataram${score(a, b)}${format}${day}${where}.`,
              fr: `${a.name} et ${b.name} ont fait match nul${score(a, b)}${format}${day}${where}.`,
              de: `${a.name} und ${b.name} spielten${score(a, b)} unentschieden${format}${day}${where}.`,
            }[language]
          }
          const winner = [a, b].find(
            (s) => s.pandascoreId !== null && s.pandascoreId === match.winnerPandascoreId,
          )
          if (!winner) {
            return {
              es: `${vs} terminó${day} sin ganador registrado${where}.`,
              pt: `${vs} terminou${day} sem vencedor registrado${where}.`,
              fr: `${vs} s'est terminé${day} sans vainqueur enregistré${where}.`,
              de: `${vs} endete${day} ohne verzeichneten Sieger${where}.`,
            }[language]
          }
          const loser = winner === a ? b : a
          if (first && loser === a) {
            if (match.forfeit) {
              return {
                es: `${a.name} perdió contra ${b.name} por incomparecencia${day}${where}.`,
                pt: `${a.name} perdeu para ${b.name} por W.O.${day}${where}.`,
                fr: `${a.name} a perdu contre ${b.name} par forfait${day}${where}.`,
                de: `${a.name} verlor gegen ${b.name} kampflos${day}${where}.`,
              }[language]
            }
            return {
              es: `${a.name} perdió${score(a, b)} contra ${b.name}${format}${day}${where}.`,
              pt: `${a.name} perdeu${score(a, b)} para ${b.name}${format}${day}${where}.`,
              fr: `${a.name} a perdu${score(a, b)} contre ${b.name}${format}${day}${where}.`,
              de: `${a.name} verlor${score(a, b)} gegen ${b.name}${format}${day}${where}.`,
            }[language]
          }
          const by = match.forfeit
            ? { es: ' por incomparecencia', pt: ' por W.O.', fr: ' par forfait', de: ' kampflos' }[language]
            : `${score(winner, loser)}${format}`
          return {
            es: `${winner.name} venció a ${loser.name}${by}${day}${where}.`,
            pt: `${winner.name} venceu ${loser.name}${by}${day}${where}.`,
            fr: `${winner.name} a battu ${loser.name}${by}${day}${where}.`,
            de: `${winner.name} schlug ${loser.name}${by}${day}${where}.`,
          }[language]
        }
        case 'canceled':
          return {
            es: `${vs}, previsto${match.startsAt ? ` ${at(match.startsAt)}` : ''}${where}, fue cancelado.`,
            pt: `${vs}, marcado${match.startsAt ? ` ${at(match.startsAt)}` : ''}${where}, foi cancelado.`,
            fr: `${vs}, prévu${match.startsAt ? ` ${at(match.startsAt)}` : ''}${where}, a été annulé.`,
            de: `${vs}, angesetzt${match.startsAt ? ` ${at(match.startsAt)}` : ''}${where}, wurde abgesagt.`,
          }[language]
        case 'postponed':
          return {
            es: `${vs}${where} fue aplazado${match.startsAt ? ` (estaba previsto ${at(match.startsAt)})` : ''}.`,
            pt: `${vs}${where} foi adiado${match.startsAt ? ` (estava marcado ${at(match.startsAt)})` : ''}.`,
            fr: `${vs}${where} a été reporté${match.startsAt ? ` (il était prévu ${at(match.startsAt)})` : ''}.`,
            de: `${vs}${where} wurde verschoben${match.startsAt ? ` (angesetzt war es ${at(match.startsAt)})` : ''}.`,
          }[language]
        default:
          if (!match.startsAt) {
            return {
              es: `${vs} aún no ha empezado: su hora está por anunciar${where}.`,
              pt: `${vs} ainda não começou: o horário ainda será anunciado${where}.`,
              fr: `${vs} n'a pas encore commencé : son horaire reste à annoncer${where}.`,
              de: `${vs} hat noch nicht begonnen: die Zeit wird noch bekanntgegeben${where}.`,
            }[language]
          }
          return {
            es: `${vs} aún no ha empezado: ${match.rescheduled ? 'se reprogramó para' : 'empieza'} ${at(match.startsAt)}${where}.`,
            pt: `${vs} ainda não começou: ${match.rescheduled ? 'foi remarcado para' : 'começa'} ${at(match.startsAt)}${where}.`,
            fr: `${vs} n'a pas encore commencé : ${match.rescheduled ? 'il a été reprogrammé' : 'il commence'} ${at(match.startsAt)}${where}.`,
            de: `${vs} hat noch nicht begonnen: ${match.rescheduled ? 'es wurde verlegt auf' : 'es beginnt'} ${at(match.startsAt)}${where}.`,
          }[language]
      }
    })()
  }
  return said
}

const SERIES_VERDICT: Record<
  SeriesLanguage,
  {
    yes: string
    no: string
    notYet: string
    notPlayed: string
    draw: string
    notQuite: (was: string, claimed: string) => string
    neither: string
  }
> = {
  es: {
    yes: 'Sí',
    no: 'No',
    notYet: 'Todavía no: se está jugando.',
    notPlayed: 'No — aún no se ha jugado.',
    draw: 'No — fue un empate.',
    notQuite: (was, claimed) => `No exactamente: terminó ${was}, no ${claimed}.`,
    neither: 'Ningún equipo ganó: fue un empate.',
  },
  pt: {
    yes: 'Sim',
    no: 'Não',
    notYet: 'Ainda não: está sendo jogado.',
    notPlayed: 'Não — ainda não foi jogado.',
    draw: 'Não — foi um empate.',
    notQuite: (was, claimed) => `Não exatamente: terminou ${was}, não ${claimed}.`,
    neither: 'Nenhum time venceu: foi um empate.',
  },
  fr: {
    yes: 'Oui',
    no: 'Non',
    notYet: 'Pas encore : il est en cours.',
    notPlayed: "Non — il n'a pas encore été joué.",
    draw: 'Non — ce fut un match nul.',
    notQuite: (was, claimed) => `Pas tout à fait : il s'est terminé ${was}, pas ${claimed}.`,
    neither: "Aucune équipe n'a gagné : ce fut un match nul.",
  },
  de: {
    yes: 'Ja',
    no: 'Nein',
    notYet: 'Noch nicht: es läuft gerade.',
    notPlayed: 'Nein — es wurde noch nicht gespielt.',
    draw: 'Nein — es war ein Unentschieden.',
    notQuite: (was, claimed) => `Nicht ganz: es endete ${was}, nicht ${claimed}.`,
    neither: 'Keines der Teams gewann: es war ein Unentschieden.',
  },
}

/** claimVerdictText's sentence in the chat's other languages, judged the same way. */
/**
 * "Not quite: it finished 3-0, not 2-0." in English and the chat's other languages: a result claimed with the right
 * winner and the wrong score (an event's final too).
 */
export function notQuiteTexts(was: string, claimed: string): { en: string } & Record<SeriesLanguage, string> {
  const out = { en: `Not quite: it finished ${was}, not ${claimed}.` } as { en: string } & Record<
    SeriesLanguage,
    string
  >
  for (const language of SERIES_LANGUAGES) out[language] = SERIES_VERDICT[language].notQuite(was, claimed)
  return out
}

export function claimVerdictTranslations(
  match: SeriesFactInput,
  subject: { pandascoreId: number | null; name: string },
  claim: ClaimedResult,
): Record<SeriesLanguage, string> {
  const said = seriesTranslations(match, subject)
  const plain = seriesTranslations(match)
  const [a, b] = ordered(match, subject)
  const winner = [a, b].find((s) => s.pandascoreId !== null && s.pandascoreId === match.winnerPandascoreId)
  const claimed = claim.score
  const out = {} as Record<SeriesLanguage, string>
  for (const language of SERIES_LANGUAGES) {
    const v = SERIES_VERDICT[language]
    out[language] =
      match.status === 'running'
        ? `${v.notYet} ${said[language]}`
        : match.status !== 'finished'
          ? `${v.notPlayed} ${said[language]}`
          : match.draw
            ? `${v.draw} ${said[language]}`
            : !winner
              ? said[language]
              : (winner === a) !== claim.won
                ? `${v.no} — ${plain[language]}`
                : claimed &&
                    a.score !== null &&
                    b.score !== null &&
                    (claimed[0] !== a.score || claimed[1] !== b.score)
                  ? `${v.notQuite(`${a.score}-${b.score}`, `${claimed[0]}-${claimed[1]}`)} ${plain[language]}`
                  : `${v.yes} — ${said[language]}`
  }
  return out
}

/** noWinnerText's sentence in the chat's other languages. */
export function noWinnerTranslations(
  match: SeriesFactInput,
  subject: { pandascoreId: number | null; name: string },
): Record<SeriesLanguage, string> {
  const said = seriesTranslations(match, subject)
  const out = {} as Record<SeriesLanguage, string>
  for (const language of SERIES_LANGUAGES)
    out[language] = `${SERIES_VERDICT[language].neither} ${said[language]}`
  return out
}

/** "Granite Harbor vs Northwind Wolves (BO3) on November 29, 2026 at 15:00 UTC, in Frontier Open …: Online Cups." */
export function scheduledMatchText(match: SeriesFactInput): string {
  const [a, b] = sidesOf(match)
  const when = match.startsAt ? ` on ${dateTimeText(match.startsAt)}` : ', its time still to be announced'
  return `${a.name} vs ${b.name}${formatNote(match)}${when}${inTournament(match)}.`
}

/** The days a schedule question asks about, as the chat says them (times are UTC). */
const DAY_PHRASES = {
  today: 'today (until midnight UTC)',
  tomorrow: 'tomorrow (UTC)',
  week: 'in the next seven days',
} as const

/** "3 Counter-Strike 2 matches are on today (until midnight UTC), 1 of them live now:" */
export function scheduleCountText(
  count: number,
  live: number,
  game: string | undefined,
  day: keyof typeof DAY_PHRASES,
): string {
  const what = `${plural(count, `${game ? `${gameName(game)} ` : ''}match`, `${game ? `${gameName(game)} ` : ''}matches`)}`
  const verb = count === 1 ? 'is' : 'are'
  const playing = day === 'week' ? 'scheduled' : 'on'
  return `${what} ${verb} ${playing} ${DAY_PHRASES[day]}${live ? `, ${live} of them live now` : ''}.`
}

/** "No Valorant match is scheduled for tomorrow (UTC)." */
export function noScheduleText(game: string | undefined, day: keyof typeof DAY_PHRASES): string {
  const what = game ? `${gameName(game)} match` : 'match'
  return `No ${what} is scheduled ${day === 'week' ? DAY_PHRASES.week : `for ${DAY_PHRASES[day]}`}.`
}
