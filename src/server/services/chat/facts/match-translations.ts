import { computeTeamStats, formLabel } from '#shared/domain/team-form'
import { joinList } from '#server/ai/local/plain-text'
import type { ChatLanguage } from '../language'
import type { MatchFactInput } from './match'
import { clean } from './words'
import { dateTimeFormat } from '#shared/domain/date-formats'

// The match sentences of match.ts in the chat's other languages (issue #17 item 6, decision 040 "Update"): next
// match, last result, Recent Form and head-to-head, the facts asked most after a team's profile and roster. Names,
// scores ("2-1", the team the sentence is about first), percentages and the site's form labels are unchanged; dates
// are written the language's way in UTC. A sentence without a translation is answered in English, saying so.

type Language = Exclude<ChatLanguage, 'en'>
export type Translations = Record<Language, string>
const LANGUAGES: readonly Language[] = ['es', 'pt', 'fr', 'de']

const LOCALES: Record<Language, string> = { es: 'es-ES', pt: 'pt-BR', fr: 'fr-FR', de: 'de-DE' }
const AND: Record<Language, string> = { es: 'y', pt: 'e', fr: 'et', de: 'und' }

function each(write: (language: Language) => string): Translations {
  return Object.fromEntries(LANGUAGES.map((language) => [language, write(language)])) as Translations
}

/** A sentence written by `write` in each of the chat's other languages. */
export const eachLanguage = each

/** "23 de noviembre de 2026", "23. November 2026", in UTC. */
export function dateIn(language: Language, date: Date): string {
  return dateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}

export function timeOf(date: Date): string {
  return `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')} UTC`
}

/** "el 23 de noviembre de 2026 a las 15:00 UTC", "am 23. November 2026 um 15:00 UTC". */
export function whenIn(language: Language, date: Date): string {
  const day = dateIn(language, date)
  const time = timeOf(date)
  return {
    es: `el ${day} a las ${time}`,
    pt: `em ${day} às ${time}`,
    fr: `le ${day} à ${time}`,
    de: `am ${day} um ${time}`,
  }[language]
}

function onDay(language: Language, date: Date): string {
  const day = dateIn(language, date)
  return { es: `el ${day}`, pt: `em ${day}`, fr: `le ${day}`, de: `am ${day}` }[language]
}

function inTournament(language: Language, match: MatchFactInput): string {
  const tournament = clean(match.tournamentName)
  if (!tournament) return ''
  return {
    es: `, en ${tournament}`,
    pt: `, pelo ${tournament}`,
    fr: `, en ${tournament}`,
    de: `, im Rahmen von ${tournament}`,
  }[language]
}

/** The opponent's name, or "an opponent still to be decided" in the language. */
export function opponentOf(language: Language, match: Pick<MatchFactInput, 'opponentName'>): string {
  return (
    clean(match.opponentName) ||
    {
      es: 'un rival por decidir',
      pt: 'um adversário a definir',
      fr: 'un adversaire à déterminer',
      de: 'einen noch offenen Gegner',
    }[language]
  )
}

function scoreOf(match: MatchFactInput): string {
  return match.scoreTeam === null || match.scoreOpponent === null
    ? ''
    : ` ${match.scoreTeam}-${match.scoreOpponent}`
}

/** "una victoria 2-1 sobre Vistula Owls"; German without an article ("Sieg 2-1 gegen …") so it fits any case. */
function outcomeIn(language: Language, match: MatchFactInput): string {
  const opponent = opponentOf(language, match)
  const score = scoreOf(match)
  const words: Record<Language, Record<string, string>> = {
    es: {
      win: `una victoria${score} sobre ${opponent}`,
      loss: `una derrota${score} ante ${opponent}`,
      draw: `un empate${score} con ${opponent}`,
      none: `un partido contra ${opponent} sin resultado registrado`,
    },
    pt: {
      win: `uma vitória por${score} sobre ${opponent}`,
      loss: `uma derrota por${score} para ${opponent}`,
      draw: `um empate por${score} com ${opponent}`,
      none: `uma partida contra ${opponent} sem resultado registrado`,
    },
    fr: {
      win: `une victoire${score} contre ${opponent}`,
      loss: `une défaite${score} contre ${opponent}`,
      draw: `un match nul${score} contre ${opponent}`,
      none: `un match contre ${opponent} sans résultat enregistré`,
    },
    de: {
      win: `Sieg${score} gegen ${opponent}`,
      loss: `Niederlage${score} gegen ${opponent}`,
      draw: `Unentschieden${score} gegen ${opponent}`,
      none: `Spiel gegen ${opponent} ohne erfasstes Ergebnis`,
    },
  }
  const table = words[language]
  return (match.result && table[match.result]) || table.none!
}

/** "una victoria 2-1 sobre A (2 de noviembre de 2026) y …": each match's outcome and day. */
function outcomesIn(l: Language, matches: readonly MatchFactInput[]): string {
  return joinList(
    matches.map((m) => `${outcomeIn(l, m)} (${dateIn(l, m.matchDate)})`),
    AND[l],
  )
}

/** nextMatchText's sentence. */
export function nextMatchTranslations(teamName: string, match: MatchFactInput): Translations {
  return each((l) => {
    const tail = `${whenIn(l, match.matchDate)}${inTournament(l, match)}`
    const opponent = opponentOf(l, match)
    return {
      es: `El próximo partido de ${teamName} es contra ${opponent}, ${tail}.`,
      pt: `O próximo jogo de ${teamName} é contra ${opponent}, ${tail}.`,
      fr: `Le prochain match de ${teamName} est contre ${opponent}, ${tail}.`,
      de: `Das nächste Spiel von ${teamName} ist gegen ${opponent}, ${tail}.`,
    }[l]
  })
}

/** laterMatchText's sentence. */
export function laterMatchTranslations(teamName: string, match: MatchFactInput): Translations {
  return each((l) => {
    const tail = `${whenIn(l, match.matchDate)}${inTournament(l, match)}`
    const opponent = opponentOf(l, match)
    return {
      es: `Después, ${teamName} se enfrenta a ${opponent} ${tail}.`,
      pt: `Depois, ${teamName} enfrenta ${opponent} ${tail}.`,
      fr: `Ensuite, ${teamName} affronte ${opponent} ${tail}.`,
      de: `Danach spielt ${teamName} gegen ${opponent}, ${tail}.`,
    }[l]
  })
}

/** noNextMatchText's sentence. */
export function noNextMatchTranslations(teamName: string): Translations {
  return {
    es: `${teamName} todavía no tiene partidos programados.`,
    pt: `${teamName} ainda não tem partidas marcadas.`,
    fr: `Aucun match à venir n'est encore prévu pour ${teamName}.`,
    de: `Für ${teamName} sind noch keine Spiele angesetzt.`,
  }
}

/** headToHeadNextText's sentence. */
export function headToHeadNextTranslations(teamName: string, match: MatchFactInput): Translations {
  return each((l) => {
    const tail = `${whenIn(l, match.matchDate)}${inTournament(l, match)}`
    const opponent = opponentOf(l, match)
    return {
      es: `El próximo partido de ${teamName} contra ${opponent} es ${tail}.`,
      pt: `O próximo jogo de ${teamName} contra ${opponent} é ${tail}.`,
      fr: `Le prochain match de ${teamName} contre ${opponent} a lieu ${tail}.`,
      de: `Das nächste Spiel von ${teamName} gegen ${opponent} ist ${tail}.`,
    }[l]
  })
}

/** lastMatchText's sentence. */
export function lastMatchTranslations(teamName: string, match: MatchFactInput): Translations {
  return each((l) => {
    const tail = `${onDay(l, match.matchDate)}${inTournament(l, match)}`
    const outcome = outcomeIn(l, match)
    return {
      es: `El último partido de ${teamName} fue ${outcome}, ${tail}.`,
      pt: `A última partida de ${teamName} foi ${outcome}, ${tail}.`,
      fr: `Le dernier match de ${teamName} a été ${outcome}, ${tail}.`,
      de: `Das letzte Spiel von ${teamName}: ${outcome}, ${tail}.`,
    }[l]
  })
}

/** headToHeadLastText's sentence. */
export function headToHeadLastTranslations(
  teamName: string,
  opponentName: string,
  match: MatchFactInput,
): Translations {
  return each((l) => {
    const tail = `${onDay(l, match.matchDate)}${inTournament(l, match)}`
    const outcome = outcomeIn(l, match)
    return {
      es: `El último partido de ${teamName} contra ${opponentName} fue ${outcome}, ${tail}.`,
      pt: `A última partida de ${teamName} contra ${opponentName} foi ${outcome}, ${tail}.`,
      fr: `Le dernier match de ${teamName} contre ${opponentName} a été ${outcome}, ${tail}.`,
      de: `Das letzte Spiel von ${teamName} gegen ${opponentName}: ${outcome}, ${tail}.`,
    }[l]
  })
}

/** earlierMatchesText's sentence. */
export function earlierMatchesTranslations(
  teamName: string,
  matches: readonly MatchFactInput[],
): Translations {
  return each((l) => {
    const items = outcomesIn(l, matches)
    return {
      es: `Antes de ese partido, ${teamName} tuvo ${items}.`,
      pt: `Antes dessa partida, ${teamName} teve ${items}.`,
      fr: `Avant ce match, ${teamName} a obtenu ${items}.`,
      de: `Davor (${teamName}): ${items}.`,
    }[l]
  })
}

function matchesWord(l: Language, n: number): string {
  return {
    es: n === 1 ? 'partido' : 'partidos',
    pt: n === 1 ? 'partida' : 'partidas',
    fr: n === 1 ? 'match' : 'matchs',
    de: n === 1 ? 'Spiel' : 'Spiele',
  }[l]
}

/** headToHeadRecordText's sentence. */
export function headToHeadRecordTranslations(
  teamName: string,
  opponentName: string,
  matches: readonly MatchFactInput[],
): Translations {
  const count = (result: string) => matches.filter((m) => m.result === result).length
  const [won, drawn, lost, n] = [count('win'), count('draw'), count('loss'), matches.length]
  return each(
    (l) =>
      ({
        es: `Contra ${opponentName}, ${teamName} ha ganado ${won}${drawn ? `, empatado ${drawn}` : ''} y perdido ${lost} de sus últimos ${n} ${matchesWord(l, n)}.`,
        pt: `Contra ${opponentName}, ${teamName} venceu ${won}${drawn ? `, empatou ${drawn}` : ''} e perdeu ${lost} das últimas ${n} ${matchesWord(l, n)}.`,
        fr: `Face à ${opponentName}, ${teamName} a gagné ${won}${drawn ? `, fait ${drawn} nul(s)` : ''} et perdu ${lost} de ses ${n} derniers ${matchesWord(l, n)}.`,
        de: `Gegen ${opponentName} hat ${teamName} von den letzten ${n} ${matchesWord(l, n)} ${won} gewonnen${drawn ? `, ${drawn} unentschieden gespielt` : ''} und ${lost} verloren.`,
      })[l],
  )
}

const FORM_WORDS: Record<Language, Record<string, string>> = {
  es: { win: 'victoria', loss: 'derrota', draw: 'empate', tbd: 'sin resultado' },
  pt: { win: 'vitória', loss: 'derrota', draw: 'empate', tbd: 'sem resultado' },
  fr: { win: 'victoire', loss: 'défaite', draw: 'nul', tbd: 'sans résultat' },
  de: { win: 'Sieg', loss: 'Niederlage', draw: 'Unentschieden', tbd: 'kein Ergebnis' },
}

/** formText's sentences; the form label ("Unstoppable") is the site's own word, quoted as on the team page. */
export function formTranslations(
  teamName: string,
  matches: readonly MatchFactInput[],
): Translations | undefined {
  if (!matches.length) return undefined
  const stats = computeTeamStats(matches.map((m) => ({ ...m, isFinished: true })))
  const { wins, draws, totalMatches: n, winRate } = stats
  const label = formLabel(winRate)
  const k = stats.recentForm.length
  return each((l) => {
    const recent = stats.recentForm.map((r) => FORM_WORDS[l][r] ?? r).join(', ')
    return {
      es: `${teamName} ha ganado ${wins}${draws ? ` (y empatado ${draws})` : ''} de sus últimos ${n} ${matchesWord(l, n)} (${winRate}%), con una forma reciente calificada como "${label}". Sus últimos ${k} resultados, del más reciente al más antiguo: ${recent}.`,
      pt: `${teamName} venceu ${wins}${draws ? ` (e empatou ${draws})` : ''} das últimas ${n} ${matchesWord(l, n)} (${winRate}%), com forma recente avaliada como "${label}". Os últimos ${k} resultados, do mais recente ao mais antigo: ${recent}.`,
      fr: `${teamName} a gagné ${wins}${draws ? ` (et fait ${draws} nul(s))` : ''} de ses ${n} derniers ${matchesWord(l, n)} (${winRate}%), une forme récente notée "${label}". Ses ${k} derniers résultats, du plus récent au plus ancien : ${recent}.`,
      de: `${teamName} hat ${wins}${draws ? ` (bei ${draws} Unentschieden)` : ''} der letzten ${n} ${matchesWord(l, n)} gewonnen (${winRate}%), eine aktuelle Form mit der Wertung "${label}". Die letzten ${k} Ergebnisse, neueste zuerst: ${recent}.`,
    }[l]
  })
}

/** tournamentResultsText's sentence: "En Longship Masters Autumn 2026: Playoffs, Cobalt Tide tuvo una victoria …". */
export function tournamentResultsTranslations(
  teamName: string,
  tournamentName: string,
  matches: readonly MatchFactInput[],
): Translations {
  return each((l) => {
    const items = outcomesIn(l, matches)
    return {
      es: `En ${tournamentName}, ${teamName} tuvo ${items}.`,
      pt: `No ${tournamentName}, ${teamName} teve ${items}.`,
      fr: `En ${tournamentName}, ${teamName} a obtenu ${items}.`,
      de: `In ${tournamentName} (${teamName}): ${items}.`,
    }[l]
  })
}

/** tournamentNextText's sentence. */
export function tournamentNextTranslations(
  teamName: string,
  tournamentName: string,
  match: MatchFactInput,
): Translations {
  return each(
    (l) =>
      ({
        es: `${teamName} juega contra ${opponentOf(l, match)} en ${tournamentName} ${whenIn(l, match.matchDate)}.`,
        pt: `${teamName} joga contra ${opponentOf(l, match)} no ${tournamentName} ${whenIn(l, match.matchDate)}.`,
        fr: `${teamName} affronte ${opponentOf(l, match)} en ${tournamentName} ${whenIn(l, match.matchDate)}.`,
        de: `${teamName} spielt gegen ${opponentOf(l, match)} in ${tournamentName} ${whenIn(l, match.matchDate)}.`,
      })[l],
  )
}
