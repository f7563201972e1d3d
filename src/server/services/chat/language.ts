// The language of a chat question (issue #17 item 6): a small stop-word scorer over the five languages the chat
// answers in. Only everyday function words count, so names ("Kestrel Nine", "Vantorr") and numbers weigh nothing;
// a word shared by several languages ("de", "a", "was") counts for each a share. English wins ties and empty
// evidence: it is the site's language and the answer's fallback. Pure.

import { statAsked } from './intent/asks'
import { SAYS_LIVE } from './intent/intents'

export const CHAT_LANGUAGES = ['en', 'es', 'pt', 'fr', 'de'] as const
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number]

const STOP_WORDS: Record<ChatLanguage, string> = {
  en: `the a an is are was were who whom whose what when where which why how did does do of in on for to and or
    their they them he she his her him it its this that these those next play plays played team won win beat last
    about with against best player players has have had tell me my i you your can could will would at from be been as
    any there right now today tonight latest news roster lineup score result time times`,
  es: `el la los las un una unos unas de del que qué quién quien quiénes quienes cuándo cuando dónde donde cómo como
    cuál cual cuáles juega juegan jugó jugaron partido partidos equipo equipos ganó ganaron contra es son fue en y
    por para con su sus próximo próxima proximo mejor jugador jugadores último ultimo ha han hay lo le les se al
    este esta sobre torneo dime puedes cuántos cuantos también tiene tienen ahora noticias resultado solo esto puedo
    no me cuánto cuanto debería deberia quiero dame hazme ayúdame ayudame pásame pasame escríbeme cuenta vamos hacer hacerle`,
  pt: `o os a as um uma de do da dos das que quem quando onde como qual quais joga jogam jogou jogaram partida
    partidas jogo jogos time times equipe ganhou venceu venceram contra é são foi em no na nos nas e por para com
    seu sua seus suas próximo próxima proximo melhor jogador jogadores último ultimo tem têm há isso esse essa
    sobre torneio não nao você voce quantos também agora notícias resultado enquanto só isto consigo
    me eu pra pro dá umas uns sem quero quanto devo faz escreve passa ajuda conta bora vamos ódio`,
  fr: `le la les un une de du des que qui quand où ou comment quel quelle quels quelles joue jouent joué match
    matchs équipe équipes a gagné gagne battu contre est sont été en et par pour avec son sa ses leur leurs
    prochain prochaine meilleur joueur joueurs dernier dernière il elle ils elles au aux ce cette sur tournoi pas
    ne qu est-ce combien aussi maintenant actualités résultat je peux cela à moi donne donne-moi mon ma mes
    me tu dis-moi aide-moi fais-moi écris envoie veux dois compte haineux quoi pourquoi ça lequel laquelle`,
  de: `der die das den dem des ein eine einen einer wer wen wem was wann wo wie welche welcher welches welchen spielt
    spielen spielte gespielt spiel spiele mannschaft gewonnen gewann gegen ist sind war waren in im und von vom
    für fuer mit sein seine ihr ihre ihren nächste nächstes nächsten naechste bester beste besten spieler letzte
    letzten er sie es hat haben auf über ueber turnier nicht kein keine wie viele auch jetzt heute nachrichten
    ergebnis zum zur ich kann nur darauf mir mich gib
    schreib schick hilf sag bau lasst uns soll will viel konto`,
}

const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '')

/** Each language's function words, accents folded as the chat's keywords are ("quien", "naechste"). */
const FOLDED_STOP_WORDS: Record<ChatLanguage, ReadonlySet<string>> = {
  en: foldedWords('en'),
  es: foldedWords('es'),
  pt: foldedWords('pt'),
  fr: foldedWords('fr'),
  de: foldedWords('de'),
}

function foldedWords(language: ChatLanguage): ReadonlySet<string> {
  return new Set(STOP_WORDS[language].split(/\s+/).filter(Boolean).map(fold))
}

/** Whether a folded, lower-case word is one of the language's function words ("quien", "hat", "qui"). */
export function isFunctionWord(word: string, language: ChatLanguage): boolean {
  return FOLDED_STOP_WORDS[language].has(word)
}

/** Letters only found in one or two of the languages: a little evidence on their own. */
const LETTER_HINTS: [RegExp, ChatLanguage[]][] = [
  [/[ñ¿¡]/u, ['es']],
  [/[ãõ]/u, ['pt']],
  [/[ß]/u, ['de']],
  [/[äöü]/u, ['de']],
  [/[èêëœ]/u, ['fr']],
  [/ç/u, ['fr', 'pt']],
]

/** Each word, and the languages it is a stop word of. */
const LANGUAGES_OF = new Map<string, ChatLanguage[]>()
for (const language of CHAT_LANGUAGES) {
  for (const word of STOP_WORDS[language].split(/\s+/).filter(Boolean)) {
    LANGUAGES_OF.set(word, [...(LANGUAGES_OF.get(word) ?? []), language])
  }
}

/** Each language's score for a text: the share of its words that are that language's stop words, and its letters. */
export function languageScores(written: string): Record<ChatLanguage, number> {
  const scores: Record<ChatLanguage, number> = { en: 0, es: 0, pt: 0, fr: 0, de: 0 }
  // Words in quotes are someone else's (a story's title and sentences, quoted as written): they weigh nothing.
  const text = written.replace(/"[^"]*"|“[^”]*”|«[^»]*»/g, ' ')
  const words = text.toLowerCase().match(/[\p{L}]+(?:-[\p{L}]+)*/gu) ?? []
  for (const word of words) {
    const languages = LANGUAGES_OF.get(word)
    if (!languages) continue
    for (const language of languages) scores[language] += 1 / languages.length
  }
  // French elisions ("l'équipe", "qu'est-ce", "d'Obsidian") and German/Spanish/Portuguese letters.
  scores.fr += (text.match(/\b(?:l|d|qu|j|n|s|c)['’]\p{L}/giu) ?? []).length * 0.5
  for (const [letters, languages] of LETTER_HINTS) {
    if (letters.test(text)) for (const language of languages) scores[language] += 0.5 / languages.length
  }
  return scores
}

/** The language a text is written in: the best-scoring one, English on a tie or with no evidence. */
export function detectLanguage(text: string): ChatLanguage {
  const scores = languageScores(text)
  let best: ChatLanguage = 'en'
  for (const language of CHAT_LANGUAGES) {
    if (scores[language] > scores[best]) best = language
  }
  return scores[best] >= 1 ? best : 'en'
}

/**
 * The chat's question rules are written in English; a question in another language gets the English words of what
 * it asks added after it ("¿Quiénes son los jugadores de Kestrel Nine?" → "… roster"), so the same rules read it.
 * Names are left as written. Patterns over the lower-case text with accents folded.
 */
const ASKING_WORDS: Record<Exclude<ChatLanguage, 'en'>, readonly [RegExp, string][]> = {
  es: [
    [
      /\b(quedo|quedaron|termino|terminaron|acabo|acabaron|fue|fueron) (segundos?|subcampeon(es)?)\b|\bsubcampeon(es)?\b/,
      'came second',
    ],
    [/\b(quedo|quedaron|termino|terminaron|acabo|acabaron|fue|fueron) terceros?\b/, 'came third'],
    [/\b(jugadores|plantilla|alineacion|integrantes|quien(es)? juegan? (en|para|con))\b/, 'roster'],
    [/\b(proximo partido|proximos partidos|cuando (\w+ )?juegan?|siguiente partido)\b/, 'next match'],
    [/\b(ultimo partido|ultimos partidos|resultados?|como les fue|como le fue)\b/, 'last match results'],
    [/\b(quien gano|quienes ganaron|ganador|campeon)\b/, 'who won'],
    [/\b((le )?(gano|ganaron|vencio|vencieron) (a|al)|derroto|derrotaron)\b/, 'beat'],
    [/\b(la|el) (gran )?final\b/, 'final'],
    [/\b(que (paso|ha pasado|sucedio))\b/, 'what happened'],
    [/\b(noticias|novedades)\b/, 'latest news'],
    [/\b(mejores equipos)\b/, 'best teams'],
    [/\b(mejor equipo)\b/, 'the best team'],
    [/\b(peor equipo|el peor)\b/, 'the worst team'],
    [/\b(numero (1|uno)|primer lugar|primero del ranking)\b/, 'ranked first'],
    [
      /\b(quien (va a ganar|ganara|gana|se lleva)|quienes (van a ganar|ganaran)|(va|van) a (ganar|vencer)|pronostico|prediccion)\b/,
      'who will win',
    ],
    [/\b(en vivo|en directo|ahora mismo)\b/, 'live now'],
    [/\b(otono)\b/, 'autumn'],
    [/\b(invierno)\b/, 'winter'],
    [/\b(primavera)\b/, 'spring'],
    [/\b(verano)\b/, 'summer'],
    [/\b(entrenador)\b/, 'coach'],
    [/\b(novia|novio|esposa|esposo|casad[oa]|sale con)\b/, 'girlfriend'],
    [/\b(capitan)\b/, 'captain'],
    [/\b(rol|posicion)\b/, 'role'],
    [/\b(estadisticas)\b/, 'stats'],
    [/\b(torneos?)\b/, 'tournaments'],
    [/\b(de donde (es|son)|donde (esta|estan))\b/, 'where based'],
    [/\b(forma|racha)\b/, 'form'],
    [/\b(historial|enfrentamientos|cara a cara)\b/, 'head to head'],
    [/\b(mejor jugador|jugador mas valioso)\b/, 'best player'],
    [/\b(ficho|fichado|fichajes?|contrato|contrataron|incorporo)\b/, 'signed'],
    [/\b(parche|actualizacion)\b/, 'patch'],
    [/\b(jungla)\b/, 'jungler'],
    [/\b(fase de grupos)\b/, 'group stage'],
    [/\b(soporte)\b/, 'support'],
    [/\b(perdio|perdieron)( \w+){0,3} (contra|ante|frente a)\b/, 'lost to'],
    [
      /\b(clasificacion|tabla|lider|lidera|lideran|va (primero|ultimo)|colista|(primer|segundo|tercer|cuarto|ultimo) (lugar|puesto)|(quien|que equipo) (es|esta|va|queda) (primero|segundo|tercero|cuarto|ultimo))\b/,
      'standings',
    ],
    [/\b(salario|sueldo|cuanto (gana|ganan|cobra|cobran))\b/, 'salary'],
    [/\b(clausula de rescision|clausula de salida)\b/, 'buyout'],
    [/\b(espectadores|audiencia|cuanta gente (vio|miro))\b/, 'viewership'],
    [/\b(entradas|boletos)\b/, 'tickets'],
    [/\b(cuantos anos|edad|cuando nacio)\b/, 'how old'],
  ],
  pt: [
    [
      /\b(ficou|ficaram|terminou|terminaram|foi|foram) (em )?(segundo|vice)\b|\bvice-?campeao\b/,
      'came second',
    ],
    [/\b(ficou|ficaram|terminou|terminaram|foi|foram) (em )?terceiro\b/, 'came third'],
    [/\b(jogadores|elenco|escalacao|line-?up|quem joga (no|na|pelo|pela|em))\b/, 'roster'],
    [/\b(proximo jogo|proxima partida|proximos jogos|quando (\w+ )?joga(m)?)\b/, 'next match'],
    [/\b(ultimo jogo|ultima partida|ultimos jogos|resultados?|como foi)\b/, 'last match results'],
    [/\b(quem ganhou|quem venceu|vencedor|campeao)\b/, 'who won'],
    [/\b((ganhou|ganharam|venceu|venceram) (do|da|de|o|a)|derrotou|derrotaram)\b/, 'beat'],
    [/\b(na|a|da) (grande )?final\b/, 'final'],
    [/\b(o que (aconteceu|houve|rolou))\b/, 'what happened'],
    [/\b(noticias|novidades)\b/, 'latest news'],
    [/\b(melhores (times|equipes))\b/, 'best teams'],
    [/\b(melhor (time|equipe))\b/, 'the best team'],
    [/\b(pior (time|equipe)|o pior)\b/, 'the worst team'],
    [/\b(numero (1|um)|primeiro lugar|primeiro do ranking)\b/, 'ranked first'],
    [
      /\b(quem (vai ganhar|vai vencer|ganha|vence|leva)|(vai|vao) (ganhar|vencer)|palpite|previsao)\b/,
      'who will win',
    ],
    [/\b(ao vivo|agora mesmo)\b/, 'live now'],
    [/\b(outono)\b/, 'autumn'],
    [/\b(inverno)\b/, 'winter'],
    [/\b(primavera)\b/, 'spring'],
    [/\b(verao)\b/, 'summer'],
    [/\b(tecnico|treinador)\b/, 'coach'],
    [/\b(namorada|namorado|esposa|marido|casad[oa])\b/, 'girlfriend'],
    [/\b(capitao)\b/, 'captain'],
    [/\b(funcao|posicao)\b/, 'role'],
    [/\b(estatisticas)\b/, 'stats'],
    [/\b(torneios?|campeonatos?)\b/, 'tournaments'],
    [/\b(de onde (e|sao))\b/, 'where based'],
    [/\b(fase|sequencia)\b/, 'form'],
    [/\b(historico|confrontos?|retrospecto)\b/, 'head to head'],
    [/\b(melhor jogador)\b/, 'best player'],
    [/\b(contratou|contratado|contratacoes?|anunciou)\b/, 'signed'],
    [/\b(patch|atualizacao)\b/, 'patch'],
    [/\b(selva|jungler)\b/, 'jungler'],
    [/\b(fase de grupos)\b/, 'group stage'],
    [/\b(suporte)\b/, 'support'],
    [/\b(perdeu|perderam)( \w+){0,3} (para|contra|pro|pra)\b/, 'lost to'],
    [
      /\b(classificacao|tabela|lider|lidera|lideram|lanterna|(primeiro|segundo|terceiro|quarto|ultimo) lugar|em que (posicao|lugar)|(quem|que time) (e|esta|ficou) (o )?(primeiro|segundo|terceiro|quarto|ultimo))\b/,
      'standings',
    ],
    [/\b(salario|quanto (ganha|ganham|recebe|recebem))\b/, 'salary'],
    [/\b(multa rescisoria|clausula de rescisao)\b/, 'buyout'],
    [/\b(espectadores|audiencia|quantas pessoas assistiram)\b/, 'viewership'],
    [/\b(ingressos?|bilhetes?)\b/, 'tickets'],
    [/\b(quantos anos|idade|quando nasceu)\b/, 'how old'],
  ],
  fr: [
    [
      /\b(a fini|ont fini|a termine|ont termine|est arrivee?s?|sont arrivee?s?) (deuxiemes?|seconde?s?)\b|\bvice-champions?\b/,
      'came second',
    ],
    [/\b(a fini|ont fini|a termine|ont termine|est arrivee?s?|sont arrivee?s?) troisiemes?\b/, 'came third'],
    [/\b(joueurs|effectif|composition|alignement|qui joue (chez|pour|dans))\b/, 'roster'],
    [/\b(prochain match|prochains matchs|quand (\w+ )?joue(nt)?)\b/, 'next match'],
    [/\b(dernier match|derniers matchs|resultats?)\b/, 'last match results'],
    [/\b(qui a gagne|qui a remporte|vainqueur|gagnant|champion)\b/, 'who won'],
    [/\b((a|ont) (battu|vaincu|elimine))\b/, 'beat'],
    [/\b(la|en) (grande )?finale\b/, 'final'],
    [/\b(que s'est-il passe|ce qui s'est passe|qu'est-ce qui s'est passe)\b/, 'what happened'],
    [/\b(actualites|nouvelles|infos)\b/, 'latest news'],
    [/\b(meilleures equipes)\b/, 'best teams'],
    [/\b(meilleure equipe)\b/, 'the best team'],
    [/\b(pire equipe|la pire|la plus faible)\b/, 'the worst team'],
    [/\b(numero (1|un)|premiere? (equipe )?du classement|premiere place)\b/, 'ranked first'],
    [
      /\b(qui (va gagner|gagnera|va remporter|remportera|va l'emporter|l'emportera|va passer)|(va|vont) (gagner|battre|remporter)|pronostic|prediction)\b/,
      'who will win',
    ],
    [/\b(en direct|en ce moment)\b/, 'live now'],
    [/\b(automne)\b/, 'autumn'],
    [/\b(hiver)\b/, 'winter'],
    [/\b(printemps)\b/, 'spring'],
    // "été" is also "been" ("a été"): only "l'été" and "d'été" are the season.
    [/\b(l'ete|d'ete|en ete)\b/, 'summer'],
    [/\b(entraineur|coach)\b/, 'coach'],
    [/\b(copine|petite amie|epouse|mariee?s?)\b/, 'girlfriend'],
    [/\b(capitaine)\b/, 'captain'],
    [/\b(role|poste)\b/, 'role'],
    [/\b(statistiques|stats)\b/, 'stats'],
    [/\b(tournois?)\b/, 'tournaments'],
    [/\b(d'ou vien(nen)?t|ou est basee?)\b/, 'where based'],
    [/\b(forme|serie)\b/, 'form'],
    [/\b(confrontations?|face-a-face|bilan des)\b|\bbilan\b.*\b(contre|entre)\b/, 'head to head'],
    [/\b(meilleur joueur)\b/, 'best player'],
    [/\b(recrute|a recrute|signe|a signe|recrues?)\b/, 'signed'],
    [/\b(patch|mise a jour)\b/, 'patch'],
    [/\b(jungler|jungle)\b/, 'jungler'],
    [/\b(phase de groupes?)\b/, 'group stage'],
    [/\b(a|ont) perdu( \w+){0,3} (contre|face a)\b/, 'lost to'],
    [
      /\b(classement|en tete|mene|menent|(premier|premiere|deuxieme|second|troisieme|quatrieme|dernier|derniere) (de|du|des|en|au)|quelle place|quelle position)\b/,
      'standings',
    ],
    [/\b(salaire|combien (gagne|gagnent|touche))\b/, 'salary'],
    [/\b(clause (de rachat|liberatoire)|indemnite de transfert)\b/, 'buyout'],
    [/\b(spectateurs|audience|combien de personnes ont regarde)\b/, 'viewership'],
    [/\b(billets?|billetterie)\b/, 'tickets'],
    [/\b(quel age|ne quand|date de naissance)\b/, 'how old'],
  ],
  de: [
    [
      /\b(wurde|wurden|ist|sind|war|waren)( \w+){0,3} (zweiter|zweite|vizemeister)\b|\bvizemeister\b/,
      'came second',
    ],
    [/\b(wurde|wurden|ist|sind|war|waren)( \w+){0,3} (dritter|dritte)\b/, 'came third'],
    [/\b(spieler|kader|aufstellung|line-?up|wer spielt (bei|fur))\b/, 'roster'],
    [/\b(nachste[snm]? spiel|nachsten spiele|wann spiel(t|en))\b/, 'next match'],
    [/\b(letzte[snm]? spiel|letzten spiele|ergebnis(se)?)\b/, 'last match results'],
    [/\b(wer hat gewonnen|wer gewann|sieger|gewinner|meister)\b|\bwer hat\b.*\bgewonnen\b/, 'who won'],
    [/\b(geschlagen|besiegt|bezwungen)\b/, 'beat'],
    [/\b(das|im) (grosse )?finale\b/, 'final'],
    [/\b(was ist passiert|was war los|was geschah)\b/, 'what happened'],
    [/\b(nachrichten|neuigkeiten|news)\b/, 'latest news'],
    [/\b(besten (teams|mannschaften))\b/, 'best teams'],
    [/\b(am schlechtesten|schlechteste[sn]?|schwachste[sn]?)\b/, 'the worst team'],
    [/\b(bestes? (team|mannschaft)|(team|mannschaft)( \w+){0,2} (das|die) beste)\b/, 'the best team'],
    [/\b(nummer (eins|1)|platz (eins|1)|erster der rangliste)\b/, 'ranked first'],
    [
      /\b(wer gewinnt|wer wird (gewinnen|siegen)|(wird|werden) (gewinnen|siegen|schlagen)|prognose|vorhersage)\b/,
      'who will win',
    ],
    [/\b(live|gerade jetzt)\b/, 'live now'],
    [/\b(herbst(es)?)\b/, 'autumn'],
    [/\b(fruhling|fruhjahr)\b/, 'spring'],
    [/\b(sommer)\b/, 'summer'],
    [/\b(trainer)\b/, 'coach'],
    [/\b(freundin|ehefrau|verheiratet)\b/, 'girlfriend'],
    [/\b(kapitan)\b/, 'captain'],
    [/\b(rolle|position)\b/, 'role'],
    [/\b(statistiken)\b/, 'stats'],
    [/\b(turniere?n?)\b/, 'tournaments'],
    [/\b(woher kommt|woher kommen|wo ist .* ansassig)\b/, 'where based'],
    [/\b(form|serie)\b/, 'form'],
    [
      /\b(direktvergleich|direkte(r|n)? vergleich|bilanz gegen|bilanz zwischen|duelle)\b|\bbilanz\b.*\bgegen\b/,
      'head to head',
    ],
    [/\b(beste[rn]? spieler)\b/, 'best player'],
    [/\b(verpflichtet|geholt|neuzugange?)\b/, 'signed'],
    [/\b(patch|update)\b/, 'patch'],
    [/\b(jungler)\b/, 'jungler'],
    [/\b(gruppenphase)\b/, 'group stage'],
    [/\bverloren gegen\b|\bgegen \w+( \w+)? verloren\b/, 'lost to'],
    [/\bwas ist (\w+ )?mit\b.*\bpassiert\b/, 'what happened'],
    [
      /\b(tabelle|rangliste|tabellenfuhrer|tabellenletzter|fuhrt|fuhren|an der spitze|(erster|zweiter|dritter|vierter|letzter) (in|im|der|bei)|welcher platz|auf welchem platz)\b/,
      'standings',
    ],
    [/\b(gehalt|verdient|verdienen)\b/, 'salary'],
    [/\b(ablose(summe)?|ausstiegsklausel)\b/, 'buyout'],
    [/\b(zuschauer(zahlen)?|einschaltquoten?)\b/, 'viewership'],
    [/\b(tickets?|eintrittskarten|ticketpreise)\b/, 'tickets'],
    [/\b(wie alt|geburtstag|geboren)\b/, 'how old'],
  ],
}

/**
 * The words of "the most" or "the best" in each language ("con más ACS", "o melhor KDA", "le meilleur GPM", "die
 * höchste ADR"): beside a statistic the question names (asks.ts statAsked, whose abbreviations every language
 * writes alike), it asks who leads that statistic, as "highest" does in English.
 */
const MOST: Record<Exclude<ChatLanguage, 'en'>, RegExp> = {
  es: /\b(mas|mejor|mejores|mayor|maximo|maxima)\b/,
  pt: /\b(mais|melhor|melhores|maior|maximo|maxima)\b/,
  fr: /\b(plus|meilleure?s?|maximum)\b/,
  de: /\b(meiste[nrs]?|beste[nrs]?|hochste[nrs]?|groesste[nrs]?|grosste[nrs]?)\b/,
}

/** The question with the English words of what it asks after it, for a question not in English. */
export function withEnglishCues(question: string, language: ChatLanguage): string {
  if (language === 'en') return question
  const folded = question.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
  const cues = ASKING_WORDS[language].filter(([pattern]) => pattern.test(folded)).map(([, words]) => words)
  if (MOST[language].test(folded) && statAsked(folded)) cues.push('highest')
  // "El mejor equipo ahora mismo", "qui est premier en ce moment": a ranking or a table as it stands now, not the
  // matches being played, unless the question says live.
  const ranks = cues.some((cue) => RANKING_CUES.has(cue))
  const kept = ranks && !SAYS_LIVE.test(folded) ? cues.filter((cue) => cue !== 'live now') : cues
  return kept.length ? `${question} (${kept.join(', ')})` : question
}

/** The cues of a ranking or a table's places. */
const RANKING_CUES = new Set([
  'best teams',
  'the best team',
  'the worst team',
  'ranked first',
  'standings',
  'highest',
])
