import { tierLabel } from '#shared/domain/tiers'
import { joinList } from '#server/ai/local/plain-text'
import type { ChatLanguage } from '../language'
import { isGameSlug } from '#shared/domain/games'
import { recordOf, type StandingInput } from './insights'
import { dateIn, eachLanguage, opponentOf, whenIn } from './match-translations'
import { playerGame } from './player'
import { roleWord } from '#shared/domain/roles'
import { type RosterPlayer, realName, rosterEntries } from './team'
import { clean, gameName } from './words'

// The chat's fact sentences in its other languages (issue #17 item 6, decisions 040 and 042): a team's profile and
// roster, a player's profile, a tournament and its teams, a stage's standings (the stories' sentences are in
// article.ts). Names, numbers, places and role words are the data's, unchanged; only the words
// around them are translated. A fact without a translation is answered in English, saying so (local/chat.ts).

type Translations = Partial<Record<Exclude<ChatLanguage, 'en'>, string>>

const AND: Record<Exclude<ChatLanguage, 'en'>, string> = { es: 'y', pt: 'e', fr: 'et', de: 'und' }

/** teamProfileText's sentence: "Northwind Wolves (NWW) es un equipo de Counter-Strike 2 con sede en Sweden, Tier 1." */
export function teamProfileTranslations(team: {
  name: string
  acronym: string | null
  location: string | null
  currentVideogame: string
  tier: string
}): Translations {
  const acronym = clean(team.acronym)
  const name = `${team.name}${acronym && acronym !== team.name ? ` (${acronym})` : ''}`
  const location = clean(team.location)
  const tier = tierLabel(team.tier)?.replace('TIER', 'Tier')
  const game = gameName(team.currentVideogame)
  const at = (words: string) => (location ? ` ${words} ${location}` : '')
  const rated = tier ? `, ${tier}` : ''
  return {
    es: `${name} es un equipo de ${game}${at('con sede en')}${rated}.`,
    pt: `${name} é um time de ${game}${at('sediado em')}${rated}.`,
    fr: `${name} est une équipe de ${game}${at('basée en')}${rated}.`,
    de: `${name} ist ein ${game}-Team${at('aus')}${rated}.`,
  }
}

/** rosterText's sentence: "La plantilla activa de Northwind Wolves (5 jugadores): Vantorr (Linus Nyström), …". */
export function rosterTranslations(teamName: string, roster: readonly RosterPlayer[]): Translations {
  if (!roster.length) return {}
  const entries = rosterEntries(roster)
  const n = roster.length
  return {
    es: `La plantilla activa de ${teamName} (${n} ${n === 1 ? 'jugador' : 'jugadores'}): ${joinList(entries, AND.es)}.`,
    pt: `O elenco ativo de ${teamName} (${n} ${n === 1 ? 'jogador' : 'jogadores'}): ${joinList(entries, AND.pt)}.`,
    fr: `L'effectif actif de ${teamName} (${n} ${n === 1 ? 'joueur' : 'joueurs'}) : ${joinList(entries, AND.fr)}.`,
    de: `Der aktive Kader von ${teamName} (${n} Spieler): ${joinList(entries, AND.de)}.`,
  }
}

/** playerProfileText's sentence: "Fennowl (Ji-hoon Choi) es un jugador de League of Legends de South Korea que …". */
export function playerProfileTranslations(player: {
  name: string
  firstName: string | null
  lastName: string | null
  role: string | null
  nationality: string | null
  currentVideogame: string | null
  team: { name: string; currentVideogame: string } | null
}): Translations {
  const real = realName(player)
  const who = `${player.name}${real ? ` (${real})` : ''}`
  const game = playerGame(player)
  const known = isGameSlug(game)
  const from = clean(player.nationality)
  const role = roleWord(player.role)
  const team = player.team?.name
  return {
    es: `${who} es un jugador${known ? ` de ${gameName(game)}` : ''}${from ? ` de ${from}` : ''}${team ? ` que juega${role ? ` de ${role}` : ''} en ${team}` : `${role ? ` que juega de ${role}` : ''}, sin equipo`}.`,
    pt: `${who} é um jogador${known ? ` de ${gameName(game)}` : ''}${from ? ` de ${from}` : ''}${team ? ` que joga${role ? ` de ${role}` : ''} pelo ${team}` : `${role ? ` que joga de ${role}` : ''}, sem time`}.`,
    fr: `${who} est un joueur${known ? ` de ${gameName(game)}` : ''}${from ? ` originaire de ${from}` : ''}${team ? ` qui joue${role ? ` ${role}` : ''} chez ${team}` : `${role ? ` qui joue ${role}` : ''}, sans équipe`}.`,
    de: `${who} ist ein${known ? ` ${gameName(game)}-Spieler` : ' Spieler'}${from ? ` aus ${from}` : ''}${team ? `, der${role ? ` als ${role}` : ''} für ${team} spielt` : `${role ? ` auf der Position ${role}` : ''}, ohne Team`}.`,
  }
}

/** tournamentText's sentence: what and when a tournament is, the dates written the language's way. */
export function tournamentTranslations(
  t: { name: string; tier: string; game: string; beginAt: Date | null; endAt: Date | null },
  now: Date,
): Translations {
  const tier = tierLabel(t.tier)?.replace('TIER', 'Tier')
  const game = gameName(t.game)
  const valid = (d: Date | null) => (d && !Number.isNaN(d.getTime()) ? d : null)
  const begin = valid(t.beginAt)
  const end = valid(t.endAt)
  return eachLanguage((language) => {
    const d = (date: Date) => dateIn(language, date)
    const what = {
      es: `${t.name} es un torneo${tier ? ` ${tier}` : ''} de ${game}`,
      pt: `${t.name} é um torneio${tier ? ` ${tier}` : ''} de ${game}`,
      fr: `${t.name} est un tournoi${tier ? ` ${tier}` : ''} de ${game}`,
      de: `${t.name} ist ein ${game}-Turnier${tier ? ` (${tier})` : ''}`,
    }[language]
    if (begin && end) {
      const when =
        begin > now
          ? {
              es: ` que empieza el ${d(begin)} y dura hasta el ${d(end)}`,
              pt: ` que começa em ${d(begin)} e vai até ${d(end)}`,
              fr: ` qui commence le ${d(begin)} et se termine le ${d(end)}`,
              de: `, das am ${d(begin)} beginnt und bis zum ${d(end)} läuft`,
            }
          : end < now
            ? {
                es: ` que se jugó del ${d(begin)} al ${d(end)}`,
                pt: ` disputado de ${d(begin)} a ${d(end)}`,
                fr: ` qui s'est joué du ${d(begin)} au ${d(end)}`,
                de: `, das vom ${d(begin)} bis zum ${d(end)} lief`,
              }
            : {
                es: ` en curso desde el ${d(begin)}, hasta el ${d(end)}`,
                pt: ` em andamento desde ${d(begin)}, até ${d(end)}`,
                fr: ` en cours depuis le ${d(begin)}, jusqu'au ${d(end)}`,
                de: `, das seit dem ${d(begin)} läuft, bis zum ${d(end)}`,
              }
      return `${what}${when[language]}.`
    }
    if (begin) {
      const future = begin > now
      const when = {
        es: ` que ${future ? 'empieza' : 'empezó'} el ${d(begin)}`,
        pt: ` que ${future ? 'começa' : 'começou'} em ${d(begin)}`,
        fr: ` qui ${future ? 'commence' : 'a commencé'} le ${d(begin)}`,
        de: `, das am ${d(begin)} ${future ? 'beginnt' : 'begann'}`,
      }
      return `${what}${when[language]}.`
    }
    return `${what}.`
  })
}

/** tournamentTeamsText's sentence: "Equipos que juegan en X: A, B y C." */
export function tournamentTeamsTranslations(
  tournamentName: string,
  teamNames: readonly string[],
): Translations {
  return {
    es: `Equipos que juegan en ${tournamentName}: ${joinList(teamNames, AND.es)}.`,
    pt: `Times que jogam no ${tournamentName}: ${joinList(teamNames, AND.pt)}.`,
    fr: `Équipes en lice dans ${tournamentName} : ${joinList(teamNames, AND.fr)}.`,
    de: `Teams in ${tournamentName}: ${joinList(teamNames, AND.de)}.`,
  }
}

/** standingsText's sentences: who leads, the table, who is bottom. */
export function standingsTranslations(tournamentName: string, rows: readonly StandingInput[]): Translations {
  const top = rows[0]
  const last = rows[rows.length - 1]
  if (!top || !last) {
    return {
      es: `Todavía no hay clasificación de ${tournamentName}.`,
      pt: `Ainda não há classificação do ${tournamentName}.`,
      fr: `Aucun classement n'est encore enregistré pour ${tournamentName}.`,
      de: `Für ${tournamentName} ist noch keine Tabelle erfasst.`,
    }
  }
  const table = rows.map((r) => `${r.rank}. ${r.teamName}${recordOf(r)}`).join(', ')
  const more = rows.length > 1
  return {
    es: `${top.teamName} lidera la clasificación de ${tournamentName}${recordOf(top)}. La tabla: ${table}.${more ? ` ${last.teamName} es último, ${last.rank}.º.` : ''}`,
    pt: `${top.teamName} lidera a classificação do ${tournamentName}${recordOf(top)}. A tabela: ${table}.${more ? ` ${last.teamName} está em último, ${last.rank}º.` : ''}`,
    fr: `${top.teamName} mène le classement de ${tournamentName}${recordOf(top)}. Le tableau : ${table}.${more ? ` ${last.teamName} est dernier, ${last.rank}e.` : ''}`,
    de: `${top.teamName} führt die Tabelle von ${tournamentName} an${recordOf(top)}. Die Tabelle: ${table}.${more ? ` ${last.teamName} ist Letzter, Platz ${last.rank}.` : ''}`,
  }
}

/** teamStandingText's sentence: "Vistula Owls es 5.º de 5 en X (3-14)." */
export function teamStandingTranslations(
  tournamentName: string,
  row: StandingInput,
  of: number,
): Translations {
  const record = recordOf(row)
  return {
    es: `${row.teamName} es ${row.rank}.º de ${of} en ${tournamentName}${record}.`,
    pt: `${row.teamName} está em ${row.rank}º de ${of} no ${tournamentName}${record}.`,
    fr: `${row.teamName} est ${row.rank}e sur ${of} dans ${tournamentName}${record}.`,
    de: `${row.teamName} ist auf Platz ${row.rank} von ${of} in ${tournamentName}${record}.`,
  }
}

/**
 * noPredictionText's sentence (decision 040, round 6): the decline first, in the question's language, then the
 * match it asks about when one is scheduled. Names unchanged; the date the language's way, in UTC.
 */
export function noPredictionTranslations(
  teamName: string,
  opponentName: string | undefined,
  next: { opponentName: string | null; matchDate: Date; tournamentName: string | null } | undefined,
): Translations {
  const what = opponentName ? `${teamName} vs ${opponentName}` : teamName
  return eachLanguage((l) => {
    const decline = {
      es: 'No pronostico resultados',
      pt: 'Não faço previsões de resultados',
      fr: 'Je ne fais pas de pronostics',
      de: 'Ich sage keine Ergebnisse voraus',
    }[l]
    if (!next) {
      return {
        es: `${decline}; esto es lo que importa para ${what}.`,
        pt: `${decline}; eis o que importa para ${what}.`,
        fr: `${decline} ; voici ce qui compte pour ${what}.`,
        de: `${decline}; das ist für ${what} wichtig.`,
      }[l]
    }
    const against = opponentOf(l, next)
    const when = whenIn(l, next.matchDate)
    const event = clean(next.tournamentName)
    return {
      es: `${decline}. ${teamName} juega contra ${against} ${when}${event ? `, en ${event}` : ''}; esto es lo que importa.`,
      pt: `${decline}. ${teamName} enfrenta ${against} ${when}${event ? `, pelo ${event}` : ''}; eis o que importa.`,
      fr: `${decline}. ${teamName} affronte ${against} ${when}${event ? `, en ${event}` : ''} ; voici ce qui compte.`,
      de: `${decline}. ${teamName} spielt ${when} gegen ${against}${event ? ` (${event})` : ''}; das ist wichtig.`,
    }[l]
  })
}

/**
 * headToHeadText's record (decision 040, round 6): "Obsidian Heron lideran el historial contra Coral Monsoon 5-2 en
 * 7 enfrentamientos terminados." The leader's wins first, as in English; the last meeting is the match sentence's.
 */
export function headToHeadTranslations(
  teamName: string,
  opponentName: string,
  meetings: readonly {
    result: string | null
    scoreTeam: number | null
    scoreOpponent: number | null
    matchDate: Date
    tournamentName: string | null
  }[],
): Translations | undefined {
  const [last] = meetings
  if (!last) return undefined
  const count = (result: string) => meetings.filter((m) => m.result === result).length
  const [wins, losses, draws, n] = [count('win'), count('loss'), count('draw'), meetings.length]
  const [leader, trailer, a, b] =
    wins >= losses ? [teamName, opponentName, wins, losses] : [opponentName, teamName, losses, wins]
  const level = wins === losses
  const lastScore =
    last.scoreTeam === null || last.scoreOpponent === null
      ? ''
      : last.result === 'loss'
        ? `${last.scoreOpponent}-${last.scoreTeam} `
        : `${last.scoreTeam}-${last.scoreOpponent} `
  const winner = last.result === 'win' ? teamName : last.result === 'loss' ? opponentName : undefined
  const event = clean(last.tournamentName)
  const lastIn = (l: Exclude<ChatLanguage, 'en'>): string => {
    const day = dateIn(l, last.matchDate)
    return {
      es: ` El último, el ${day}, fue ${winner ? `una victoria ${lastScore}de ${winner}` : `un empate ${lastScore}`}${event ? ` en ${event}` : ''}.`,
      pt: ` O último, em ${day}, foi ${winner ? `uma vitória por ${lastScore}do ${winner}` : `um empate por ${lastScore}`}${event ? ` no ${event}` : ''}.`,
      fr: ` La dernière, le ${day}, a été ${winner ? `une victoire ${lastScore}de ${winner}` : `un nul ${lastScore}`}${event ? ` en ${event}` : ''}.`,
      de: ` Das letzte am ${day}: ${winner ? `Sieg ${lastScore}für ${winner}` : `Unentschieden ${lastScore}`}${event ? ` (${event})` : ''}.`,
    }[l]
      .replace(/ +/g, ' ')
      .replace(' .', '.')
  }
  return eachLanguage(
    (l) =>
      ({
        es: level
          ? `${teamName} y ${opponentName} están igualados ${a}-${b} en ${n} enfrentamientos terminados${draws ? ` (${draws} empates)` : ''}.`
          : `${leader} domina el historial contra ${trailer} ${a}-${b} en ${n} enfrentamientos terminados${draws ? ` (${draws} empates)` : ''}.`,
        pt: level
          ? `${teamName} e ${opponentName} estão empatados em ${a}-${b} em ${n} confrontos encerrados${draws ? ` (${draws} empates)` : ''}.`
          : `${leader} lidera o retrospecto contra ${trailer} por ${a}-${b} em ${n} confrontos encerrados${draws ? ` (${draws} empates)` : ''}.`,
        fr: level
          ? `${teamName} et ${opponentName} sont à égalité ${a}-${b} sur ${n} confrontations terminées${draws ? ` (${draws} nuls)` : ''}.`
          : `${leader} mène ses confrontations avec ${trailer} ${a}-${b} sur ${n} rencontres terminées${draws ? ` (${draws} nuls)` : ''}.`,
        de: level
          ? `${teamName} und ${opponentName} stehen im Direktvergleich bei ${a}-${b} aus ${n} beendeten Duellen${draws ? ` (${draws} Unentschieden)` : ''}.`
          : `${leader} führt im Direktvergleich gegen ${trailer} mit ${a}-${b} aus ${n} beendeten Duellen${draws ? ` (${draws} Unentschieden)` : ''}.`,
      })[l] + lastIn(l),
  )
}

/**
 * nextMeetingsText's sentence: "Cobalt Tide y Northwind Wolves se enfrentan de nuevo el 15 de diciembre de 2026 en
 * Harbor Pro Series, luego el 27 de diciembre de 2026 en Frontier Open." An answer in another language keeps the
 * meetings, whose pages show the record, rather than leaving them out for want of a translation.
 */
export function nextMeetingsTranslations(
  teamName: string,
  opponentName: string,
  next: readonly { matchDate: Date; tournamentName: string | null }[],
): Translations | undefined {
  if (!next.length) return undefined
  const words = {
    es: { verb: 'se enfrentan de nuevo', on: 'el', in: 'en', after: 'luego' },
    pt: { verb: 'se enfrentam de novo', on: 'em', in: 'no', after: 'depois' },
    fr: { verb: 'joueront leur prochain match', on: 'le', in: 'en', after: 'puis' },
    de: { verb: 'treffen als Nächstes aufeinander:', on: 'am', in: 'in', after: 'dann' },
  } as const
  return eachLanguage((l) => {
    const w = words[l]
    const at = (m: { matchDate: Date; tournamentName: string | null }) =>
      `${w.on} ${dateIn(l, m.matchDate)}${clean(m.tournamentName) ? ` ${w.in} ${clean(m.tournamentName)}` : ''}`
    return `${teamName} ${AND[l]} ${opponentName} ${w.verb} ${next.map(at).join(`, ${w.after} `)}.`
  })
}

/** rolePlayersText's sentence: "El jungler de Jade Meridian es Glimmerdusk." (the role word is the data's). */
export function rolePlayersTranslations(
  teamName: string,
  label: string,
  players: readonly { name: string; role: string | null }[],
): Translations {
  const [one] = players
  if (players.length === 1 && one) {
    return {
      es: `El ${label} de ${teamName} es ${one.name}.`,
      pt: `O ${label} da ${teamName} é ${one.name}.`,
      fr: `Le ${label} de ${teamName} est ${one.name}.`,
      de: `Der ${label} von ${teamName} ist ${one.name}.`,
    }
  }
  const list = players.map((p) => `${p.name}${p.role ? ` (${p.role})` : ''}`)
  return {
    es: `Los jugadores de ${label} de ${teamName} son ${joinList(list, AND.es)}.`,
    pt: `Os jogadores de ${label} da ${teamName} são ${joinList(list, AND.pt)}.`,
    fr: `Les joueurs ${label} de ${teamName} sont ${joinList(list, AND.fr)}.`,
    de: `Die ${label}-Spieler von ${teamName} sind ${joinList(list, AND.de)}.`,
  }
}

/** topTeamsText's sentence: "Los equipos de Counter-Strike 2 mejor valorados aquí son Northwind Wolves (Tier 1), …". */
export function topTeamsTranslations(
  game: string,
  teams: readonly { name: string; tier: string }[],
): Translations {
  if (!teams.length) return {}
  const entries = teams.map((t) => {
    const tier = tierLabel(t.tier)?.replace('TIER', 'Tier')
    return tier ? `${t.name} (${tier})` : t.name
  })
  const name = gameName(game)
  return {
    es: `Los equipos de ${name} mejor valorados aquí son ${joinList(entries, AND.es)}.`,
    pt: `Os times de ${name} mais bem avaliados aqui são ${joinList(entries, AND.pt)}.`,
    fr: `Les équipes de ${name} les mieux classées ici sont ${joinList(entries, AND.fr)}.`,
    de: `Die am besten bewerteten ${name}-Teams hier sind ${joinList(entries, AND.de)}.`,
  }
}

/** teamRankText's sentence: "Northwind Wolves es el n.º 1 de los 6 equipos de Counter-Strike 2 aquí (Tier 1)." */
export function teamRankTranslations(
  team: { name: string; tier: string; currentVideogame: string },
  rank: { position: number; of: number },
): Translations {
  const tier = tierLabel(team.tier)?.replace('TIER', 'Tier')
  const rated = tier ? ` (${tier})` : ''
  const name = gameName(team.currentVideogame)
  const last = rank.of > 1 && rank.position === rank.of
  const { position: n, of } = rank
  return {
    es: `${team.name} es ${last ? 'el último, ' : ''}el n.º ${n} de los ${of} equipos de ${name} aquí${rated}.`,
    pt: `${team.name} é ${last ? 'o último, ' : ''}o nº ${n} dos ${of} times de ${name} aqui${rated}.`,
    fr: `${team.name} est ${last ? 'dernier, ' : ''}n° ${n} des ${of} équipes de ${name} ici${rated}.`,
    de: `${team.name} ist ${last ? 'Letzter, ' : ''}Nr. ${n} der ${of} ${name}-Teams hier${rated}.`,
  }
}

/** teamTournamentsText's sentence: "Cobalt Tide ha jugado en A (2 partidos) y B (6 partidos), …". */
export function teamTournamentsTranslations(
  teamName: string,
  rows: readonly { name: string; played: number; upcoming: number }[],
): Translations {
  if (!rows.length) return {}
  const played = rows.filter((r) => r.played > 0)
  const scheduled = rows.filter((r) => r.upcoming > 0 && r.played === 0)
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  return eachLanguage((language) => {
    const words = {
      es: ['ha jugado en', 'tiene partidos programados en', 'partido', 'partidos', 'por jugar'],
      pt: ['jogou em', 'tem jogos marcados em', 'jogo', 'jogos', 'a jogar'],
      fr: ['a joué dans', 'est programmée dans', 'match', 'matchs', 'à jouer'],
      de: ['hat gespielt in', 'hat angesetzte Spiele in', 'Spiel', 'Spiele', 'ausstehend'],
    }[language]
    const [playedIn, scheduledIn, one, many, toPlay] = words as [string, string, string, string, string]
    const parts: string[] = []
    if (played.length)
      parts.push(
        `${playedIn} ${joinList(
          played.map((r) => `${r.name} (${count(r.played, one, many)})`),
          AND[language],
        )}`,
      )
    if (scheduled.length)
      parts.push(
        `${scheduledIn} ${joinList(
          scheduled.map((r) => `${r.name} (${count(r.upcoming, one, many)} ${toPlay})`),
          AND[language],
        )}`,
      )
    return `${teamName} ${parts.join(`, ${AND[language]} `)}.`
  })
}

/**
 * placeVerdictText's sentence for a place claimed by its number: "No — Northwind Wolves es 2.º en …; Steppe Comets
 * es 3.º de 4 en …".
 */
export function placeVerdictTranslations(
  tournamentName: string,
  own: StandingInput,
  rows: readonly StandingInput[],
  claimed: number,
): Translations {
  const of = rows.length
  const mine = teamStandingTranslations(tournamentName, own, of)
  if (own.rank === claimed) {
    return { es: `Sí — ${mine.es}`, pt: `Sim — ${mine.pt}`, fr: `Oui — ${mine.fr}`, de: `Ja — ${mine.de}` }
  }
  const holders = rows.filter((r) => r.rank === claimed)
  const theirs = holders.map((r) => teamStandingTranslations(tournamentName, r, of))
  const first = (language: 'es' | 'pt' | 'fr' | 'de') =>
    theirs.map((t) => t[language]!.replace(/\.$/, '')).join('; ')
  const lead = (language: 'es' | 'pt' | 'fr' | 'de', no: string) =>
    `${no} — ${holders.length ? `${first(language)}; ` : ''}${mine[language]}`
  return { es: lead('es', 'No'), pt: lead('pt', 'Não'), fr: lead('fr', 'Non'), de: lead('de', 'Nein') }
}

/** A team's titles: "Kestrel Nine ganó Skyline Masters Autumn 2026.", or that none is recorded. */
export function titlesTranslations(teamName: string, events: readonly string[]): Translations {
  if (!events.length) {
    return {
      es: `No consta aquí ningún título de ${teamName}.`,
      pt: `Nenhum título de ${teamName} está registrado aqui.`,
      fr: `Aucun titre de ${teamName} n'est enregistré ici.`,
      de: `Hier ist kein Turniersieg von ${teamName} verzeichnet.`,
    }
  }
  return {
    es: `${teamName} ganó ${joinList(events, AND.es)}.`,
    pt: `${teamName} venceu ${joinList(events, AND.pt)}.`,
    fr: `${teamName} a remporté ${joinList(events, AND.fr)}.`,
    de: `${teamName} hat ${joinList(events, AND.de)} gewonnen.`,
  }
}
