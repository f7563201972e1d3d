import type { ChatLanguage } from './language'

// What the co-caster declines (issue #17 item 5, decision 040): requests to hurt someone, to attack systems, for
// someone's private data, to harass, to cheat, and for betting tips. Declined in one short sentence in the
// question's language, with no data and no citation, before any look-up, whichever engine writes answers (the LLM
// engine also gets CHAT_REFUSAL_RULE in its instructions). The rules look for the request, not the word: esports
// speaks of attacks, kills, executes, being destroyed and caught cheating, and those questions are answered.
// A question about betting odds is not a request for a tip: it is answered (the site stores no odds). Pure.

export type RefusalReason = 'violence' | 'attack' | 'private-data' | 'harassment' | 'cheating' | 'betting'

/** Patterns over the question in lower case with accents folded ("dirección" → "direccion"). */
const RULES: readonly { reason: RefusalReason; pattern: RegExp }[] = [
  {
    reason: 'violence',
    pattern: anyOf(
      // "I want to hurt …", "help me poison …" (not "how do I kill Baron faster": no person, no wish).
      String.raw`\b(i (want|wanna|need|am going|'m going|will|gonna)( to)?|help me|let's|lets|we should|we're going to) (\w+ ){0,2}(kill|murder|hurt|injure|stab|shoot|beat up|punch|assault|poison|kidnap|attack)\b`,
      String.raw`\bhow (do|can|could|should|would) (i|we|you|someone) (\w+ ){0,2}(murder|hurt|injure|stab|beat up|punch|assault|poison|kidnap)\b`,
      String.raw`\b(kill|murder|hurt|stab|shoot|punch|beat up|poison|kidnap|assault|attack)( \w+){0,3} (in real life|irl|at (his|her|their) (house|home|hotel)|after the match|outside the venue)\b`,
      String.raw`\b(kill|murder|hurt|stab|shoot|punch|poison|kidnap|assault|attack) (him|her|them|someone|somebody|the (player|caster|coach|fan|referee|admin)s?)\b`,
      String.raw`\b(bomb threat|make a bomb|build a bomb|death threats?|threaten (him|her|them|the|a)\b)`,
      String.raw`\b(quiero|voy a|como puedo|eu quero|vou|como posso|je veux|je vais|comment|ich will|wie kann ich)( \w+){0,2} (matar|lastimar|golpear|herir|machucar|bater|tuer|frapper|blesser|umbringen|toten|verletzen|verprugeln)\b`,
    ),
  },
  {
    reason: 'attack',
    pattern: anyOf(
      String.raw`\b(d?dos|ddosing|denial of service|botnet|booter|stresser)\b`,
      String.raw`\b(hack|hacking|hack into|breach|break into|crash|take down|knock (down|offline)|brute ?force|phish)( [\w']+){0,4} (servers?|website|network|accounts?|wi-?fi|computers?|pcs?|systems?|database|emails?|discord|twitter)\b`,
      String.raw`\b(knock|take|bring|get|put)( [\w']+){0,4} (servers?|website|network|systems?) (offline|down)\b`,
      String.raw`\b(steal|crack|leak|phish)( \w+){0,3} (passwords?|logins?|credentials|accounts?)\b`,
      String.raw`\b(what is|what's|get|find|give me) (\w+'?s? ){0,2}(password|login credentials)\b`,
      String.raw`\b(swat|swatting)\b`,
      String.raw`\b(hackear|invadir|pirater|hacken)\b`,
    ),
  },
  {
    reason: 'private-data',
    pattern: anyOf(
      String.raw`\b(dox|doxx|doxxing|doxing)\b`,
      String.raw`\b(home|house|real|personal|private|hotel|exact) (address|location|room)\b`,
      String.raw`\b(phone|cell|mobile|telephone) (number|no)\b|\b(personal|private) (email|e-mail|info|information|details)\b`,
      String.raw`\bwhere (does|do|did) ([\w'-]+ ){1,3}(live|sleep|stay)\b|\b(ip address|social security|license plate|passport number)\b`,
      String.raw`\b(track|stalk) (\w+ ){1,3}(location|down|home)\b|\bstalk(ing)?\b`,
      String.raw`\b(direccion (de casa|personal|particular|exacta)|domicilio|telefono|endereco|onde (ele|ela) mora|adresse|numero de telephone|ou habite|telefonnummer|wohnadresse|wo wohnt)\b`,
    ),
  },
  {
    reason: 'harassment',
    pattern: anyOf(
      String.raw`\b(harass|harassing|bully|bullying|cyberbully|intimidate|humiliate)\b`,
      String.raw`\b(insult|flame|troll|abuse|spam|raid|mass report|send hate( to)?)( [\w']+){0,3} (him|her|them|dms?|chat|stream|inbox|mentions|account|player|caster|fans?)\b`,
      String.raw`\b(write|send|draft|give me|compose|post|make|generate)( \w+){0,3} (insulting|abusive|hateful|hate|threatening|nasty|racist|sexist) (message|messages|dm|dms|tweet|tweets|comment|comments|post|email)\b`,
      String.raw`\bhow (do|can|could) (i|we) make (\w+ ){1,2}(quit|cry|leave|suffer)\b|\b(send|write|post)( \w+){0,2} (hate|threats?)\b`,
      String.raw`\b(acosar|insultar|assediar|xingar|harceler|insulter|belastigen|beleidigen|mobben)\b`,
    ),
  },
  {
    reason: 'cheating',
    pattern: anyOf(
      String.raw`\b(aim ?bot|aimbots|wall ?hacks?|esp hack|trigger ?bot|spin ?bot|cheat (software|client|codes?|engine)|undetected (cheats?|hacks?))\b`,
      String.raw`\b(how (do|can|could|to)|where (can|do|to)|help me|i want to|teach me)( \w+){0,3} (cheat|hack in|get cheats|buy cheats|download cheats|get hacks|buy hacks|use hacks|use cheats)\b`,
      String.raw`\b(bypass|evade|get around|fool|circumvent) (the )?(anti-?cheat|vac|vanguard|faceit( ac| anti-?cheat)?|easy ?anti-?cheat)\b`,
      String.raw`\b(how (do|can|could) (i|we)|help me|i want to) (\w+ ){0,2}(fix|throw|rig) (a|the|my|our|their|this|next) (match|game|series)\b`,
      String.raw`\b(hacer trampas?|trapacear|tricher|cheats? kaufen|schummeln)\b`,
    ),
  },
  {
    reason: 'betting',
    pattern: anyOf(
      String.raw`\b(betting|bet|gambling|wager(ing)?) (tips?|picks?|advice|predictions?|strategy|system)\b`,
      String.raw`\b(who|which team|what team|what) (should|do|would|can) (i|we|you)( \w+){0,2} (bet|wager|gamble|put money|put my money)\b`,
      String.raw`\b(should|can|do) i (bet|wager|gamble|put money)\b|\b(sure|safe|best|easy) bets?\b|\bfree money\b|\block of the (day|week)\b|\bparlay\b`,
      String.raw`\b(where|how) (do|can|to|should) (i )?(bet|gamble|wager)\b|\bbet (on|for) (\w+ ){0,3}(to win|tonight|today)\b|\bworth (a bet|betting|putting money)\b`,
      String.raw`\b(apuesta|apostar|apuestas|aposta|apostas|apostar|parier|pari sportif|wetten|wett-?tipps?|wetttipps?)\b`,
    ),
  },
]

function anyOf(...sources: string[]): RegExp {
  return new RegExp(sources.join('|'))
}

/** Why a question is declined, or undefined when it is a question to answer. */
export function refusalReason(question: string): RefusalReason | undefined {
  const text = question
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’`]/g, "'")
    .replace(/\s+/g, ' ')
  return RULES.find(({ pattern }) => pattern.test(text))?.reason
}

/** The one sentence that declines, per reason and language: no data, nothing to cite. */
const REFUSALS: Record<ChatLanguage, Record<RefusalReason, string>> = {
  en: {
    violence: "I can't help with hurting anyone.",
    attack: "I can't help with attacking anyone's servers, accounts or systems.",
    'private-data': "I can't help with anyone's private information, such as a home address or phone number.",
    harassment: "I can't help with harassing or targeting anyone.",
    cheating: "I can't help with cheats or getting around anti-cheat.",
    betting: "I can't help with betting tips or picks.",
  },
  es: {
    violence: 'No puedo ayudar a hacer daño a nadie.',
    attack: 'No puedo ayudar a atacar servidores, cuentas o sistemas de nadie.',
    'private-data': 'No puedo ayudar con datos privados de nadie, como una dirección o un teléfono.',
    harassment: 'No puedo ayudar a acosar ni a señalar a nadie.',
    cheating: 'No puedo ayudar con trampas ni a burlar el antitrampas.',
    betting: 'No puedo ayudar con consejos ni pronósticos de apuestas.',
  },
  pt: {
    violence: 'Não posso ajudar a machucar ninguém.',
    attack: 'Não posso ajudar a atacar servidores, contas ou sistemas de ninguém.',
    'private-data': 'Não posso ajudar com dados privados de ninguém, como endereço ou telefone.',
    harassment: 'Não posso ajudar a assediar ou perseguir ninguém.',
    cheating: 'Não posso ajudar com trapaças nem a burlar o anti-cheat.',
    betting: 'Não posso ajudar com dicas ou palpites de apostas.',
  },
  fr: {
    violence: 'Je ne peux pas aider à faire du mal à qui que ce soit.',
    attack: 'Je ne peux pas aider à attaquer les serveurs, comptes ou systèmes de qui que ce soit.',
    'private-data':
      'Je ne peux pas aider à obtenir les données privées de quelqu’un, comme une adresse ou un téléphone.',
    harassment: 'Je ne peux pas aider à harceler ou cibler qui que ce soit.',
    cheating: "Je ne peux pas aider à tricher ni à contourner l'anti-triche.",
    betting: 'Je ne peux pas aider avec des conseils ou pronostics de paris.',
  },
  de: {
    violence: 'Bei Gewalt gegen andere kann ich nicht helfen.',
    attack: 'Bei Angriffen auf Server, Konten oder Systeme kann ich nicht helfen.',
    'private-data': 'Bei privaten Daten wie Wohnadresse oder Telefonnummer kann ich nicht helfen.',
    harassment: 'Beim Belästigen oder Anfeinden anderer kann ich nicht helfen.',
    cheating: 'Bei Cheats oder dem Umgehen von Anti-Cheat kann ich nicht helfen.',
    betting: 'Bei Wetttipps kann ich nicht helfen.',
  },
}

export function refusalSentence(reason: RefusalReason, language: ChatLanguage): string {
  return REFUSALS[language][reason]
}

/** The same rule, for the LLM engine's instructions. */
export const CHAT_REFUSAL_RULE = [
  'Decline, in one short sentence and with no data or sources, any request to hurt someone, to attack or break',
  "into servers, accounts or systems (DDoS, hacking), for someone's private data (home address, phone number,",
  'whereabouts), to harass or target someone, to cheat or get around anti-cheat, or for betting tips or picks.',
  'Esports words in their game sense (attack, kills, destroyed, caught cheating, betting odds) are not such requests.',
].join(' ')
