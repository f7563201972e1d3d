import type { ChatLanguage } from './language'
import { normalizeText } from './intent/words'

// What the co-caster declines (issue #17 item 5, decision 040): requests to hurt someone, to attack systems, for
// someone's private data, to harass, to cheat, and for betting tips. Declined in one short sentence in the
// question's language, with no data and no citation, before any look-up, whichever engine writes answers (the LLM
// engine also gets CHAT_REFUSAL_RULE in its instructions). The rules look for the request, not the word: esports
// speaks of attacks, kills, executes, being destroyed and caught cheating, and those questions are answered.
// A question about betting odds is not a request for a tip: it is answered (the site stores no odds). Pure.

export type RefusalReason = 'violence' | 'attack' | 'private-data' | 'harassment' | 'cheating' | 'betting'

/** Words that name a person (or people) as the object of an act, beside a name or a pronoun. */
const PERSON = String.raw`(him|her|them|someone|somebody|the (\w+ )?(players?|ref|refs|referee|caster|coach|fans?|admins?|streamer|owner|captain)|(a|that|this) (player|ref|referee|caster|coach|fan|streamer))`

/**
 * One list for both engines: each reason's patterns (and its act words that decline only in a request), for the question in lower case with accents folded
 * ("dirección" → "direccion", "ß" → "ss") and punctuation but apostrophes and hyphens turned into spaces, and the
 * words the LLM engine's instructions use for it (CHAT_REFUSAL_RULE).
 */
const RULES: readonly {
  reason: RefusalReason
  covers: string
  pattern: RegExp
  asked: RegExp
  /** The general layer (round 6): a wish (WISH) with one of the reason's acts and one of its targets, anywhere. */
  acts: RegExp
  targets: RegExp
  /** Whether the act and target decline without a wish: a private address or number is never a fan's question. */
  unasked?: true
}[] = [
  {
    reason: 'violence',
    covers: 'to hurt, threaten or attack a person',
    pattern: anyOf(
      // A wish, a plan or a "how do I" with an act against a person (not "how do I kill Baron faster").
      String.raw`\b(i (want|wanna|need|am going|'m going|will|gonna|'ll)( to)?|help me|let's|lets|we should|we're going to|we will|someone (should|needs to|has to|must)|how (do|can|could|should|would) (i|we|you|someone|one)|(best|easiest|quickest) way to|tell me how to)( [\w'-]+){0,3} (murder|hurt|injure|stab|beat up|punch|assault|poison|kidnap|threaten|strangle|smack)\b`,
      String.raw`\b(kill|murder|hurt|stab|shoot|punch|beat up|poison|kidnap|assault|attack|jump|rough (\w+ )?up|confront)( [\w'-]+){0,4} (in real life|irl|at (his|her|their) (house|home|hotel)|after the (match|game|final)|outside the (venue|arena|hall|stadium))\b`,
      // Being there in person to confront someone: "wait outside and rough them up", "show up and confront P",
      // "wait for P by the parking lot and break his nose".
      String.raw`\b(wait(ing)? (outside|for|by|at|around|after)|show(ing)? up (at|and|to|outside)|(find|catch|meet) (him|her|them) (outside|after|at|in person)|parking lot|outside (the|his|her|their) (venue|arena|hotel|house|home|hall))\b.{0,60}\b(rough (\w+ )?up|confront|beat (\w+ )?up|punch|hit (him|her|them)|jump (him|her|them)|break (his|her|their) \w+|teach (him|her|them) a lesson|fight (him|her|them))`,
      // Threats asked for, of a person or the people of a team or an event: "threaten the A players for me".
      String.raw`^(please )?(threaten|intimidate)\b`,
      String.raw`\b(kill|murder|hurt|stab|shoot|punch|beat up|poison|kidnap|assault|attack|jump|threaten) ${PERSON}\b`,
      String.raw`\bpoison (a |the |his |her |their )?([\w'-]+ ){0,2}(drink|food|water|energy drink)\b`,
      String.raw`\b(bomb threat|make a bomb|build a bomb|death threats?|threat(s|ening)? (to|for|against) |(scared|afraid|fear) for (his|her|their) li(fe|ves))`,
      // es/pt/fr/de: the acts themselves, which fans do not use for a match ("paliza" only outside the game).
      String.raw`\b(pegarles?|golpearl[eo]s?|golpear a|hacerles? dano|hacer dano a|lastimar|herir a|amenazar|amenazas? de muerte|apunalar|secuestrar|envenenar|matar a)\b`,
      String.raw`\b(bater (no|na|nele|nela|neles|nelas|em)|machucar|ameacar|ameacas? de morte|esfaquear|sequestrar|envenenar|espancar|matar o)\b`,
      String.raw`\b(tabasser|(le|la|les|l') frapper|menacer|menaces? de mort|faire du mal|poignarder|kidnapper|empoisonner|casser la gueule)\b`,
      String.raw`\b(verprugeln|bedrohen|morddrohung(en)?|drohung(en)? an|wehtun|weh tun|umbringen|verletzen|abstechen|zusammenschlagen|schlag\w* (\w+ ){0,2}zusammen|vergiften|entfuhren)\b`,
      String.raw`\b(quiero|voy a|como puedo|eu quero|vou|como posso|je veux|je vais|comment|ich will|wie kann ich)( [\w'-]+){0,2} (matar|golpear|tuer|frapper|toten)\b`,
      String.raw`\b(paliza|surra|raclee)\b( [\w'-]+){0,6} (afuera|fuera|salida|saida|sortie|hotel|en persona|na rua|dans la rue)\b|\b(afuera|salida|saida|sortie|hotel)\b( [\w'-]+){0,6} (paliza|surra|raclee|frapper)\b`,
      String.raw`\b(teach (him|her|them) a lesson|with my (fists|bare hands)|brass knuckles)\b`,
      String.raw`\b(ambush|jump|attack) (on )?(the )?([\w'-]+ ){0,3}(bus|hotel|car|house)\b|\bafraid for (his|her|their) li(fe|ves)\b|\bangst um (sein|ihr) leben\b`,
    ),
    // Act words that decline only in a request (REQUEST): "how would I …", "give me …", "lohnt sich …".
    asked:
      /\bthreat\w*( [\w'-]+){0,5} (players?|casters?|coach(es)?|refs?|referees?|admins?|organi[sz]ers?|owners?|streamers?|fans?|him|her|them)\b|\b(smack|ambush|garrafa|bottle|duela|doa|regler son compte|throw (something|a bottle|stuff) at|acert\w* ([\w'-]+ ){0,3}com)\b|\b(fists?|punch(es)?|soco|socos|punetazos?|coups? de poing|faust\w*|reinhauen|romp\w* la cara|partir(le)? la cara|quebr\w* a cara|physiquement|physically|in real life|irl)\b|\b(break|breaking|snap|snapping) ([\w-]+'s |his |her |their )?(legs?|arms?|neck|face|jaw|fingers?|hands?)\b|\bnever (walks?|plays?) again\b|\b(beat|hit|slap|cut|choke|rough) (him|her|them)\b|\b(knife|gun|weapon|acid)\b|\b(agredir|atacar a|golpe\w*|quebrar a cara|quebrar (as|a) (pernas?|bracos?)|casser (les|la|le|lui) ?\w*|verletz\w*|schlag\w*|blesser|agresser|ferir|hurt|harm)\b/,
    acts: words(
      // Harm to a body, in the five languages: the verbs, what they leave, and what they are done with.
      String.raw`bleed\w*|knock (\w+ ){0,2}out|ko|k o|hit|hitting|punch\w*|kick|smash|choke|stab|slap|hurt|injure|maim|cripple|beat (\w+ )?up|rough (\w+ )?up|jump|corner|acid|bat|knife|gun|bottle`,
      String.raw`sangr\w*|cara marcada|marcar(le)? la cara|pegar(le|les)?|golpe\w*|romper(le)? \w+|quebrar|partir(le)? \w+|dientes|navaja|cuchillo`,
      String.raw`bater|espancar|porrada|quebrar \w+ (inteiro|todo)|dentes|faca|machuc\w*`,
      String.raw`casser \w+ (dents|gueule|jambes?|bras|nez)|frapper|cogner|tabasser|dents|couteau|saign\w*|blesser`,
      String.raw`schlag\w*|verpruegel\w*|verprugel\w*|zahne|messer|blut\w*|k o|bewusstlos`,
    ),
    targets: words(
      // A person: pronouns as objects and the body, in the five languages (a name is a person too: "hit thornkin").
      `him|her|them|his (face|teeth|legs?|arms?|nose|jaw)|someone|the (ref|referee|caster|coach|captain|igl|players?|fans?)`,
      String.raw`le|la|les|lo|los|las|al \w+|o \w+|nele|nela|neles|lui|leur|ihn|ihm|sie|cara|dientes|dentes|dents|gueule|zahne|gesicht|nase|face|teeth|jaw|nose|legs?|arms?`,
    ),
  },
  {
    reason: 'attack',
    covers:
      "to attack or break into servers, streams, accounts or systems (DDoS, hacking someone's Steam, Riot or social account, phishing, swatting, malware, grabbing an IP)",
    pattern: anyOf(
      // A DDoS asked for, not reported ("was there a DDoS during the final?" is news): with its target, or asked.
      String.raw`\b(d?dos|ddosing|ddosen|ddost) (him|her|them|his|their|[\w-]+'s|the|a|stream|server|servers)\b|\b(botnet|booter|stresser)\b`,
      String.raw`\b(hack|hacking|hack into|breach|break into|crash|take down|take over|hijack|knock (down|offline)|brute ?force|phish|steal|crack)( [\w'-]+){0,4} (servers?|website|network|accounts?|wi-?fi|computers?|pcs?|systems?|database|emails?|inbox|discord|twitter|instagram|panels?|backend|dashboard|api|routers?|scoreboards?|channel|stream|twitch)\b`,
      // A team's name may be two words before its "'s" ("log into kestrel nine's team account").
      String.raw`\b(get|log|break|sneak) (me |us )?in(to)? (([\w-]+ ){0,2}[\w-]+(?:'s|s')|his|her|their|someone's|somebody's) ([\w'-]+ ){0,2}(account|email|inbox|discord|steam|riot|twitch|twitter|instagram|pc|computer)\b`,
      // Tampering with results where they are kept: "get into the league's system and change the score".
      String.raw`\b(hack|break into|get into|access)( [\w'-]+){0,5} (to )?(change|edit|alter|fake|delete) (a |the |their |our )?(match )?(scores?|results?)\b`,
      String.raw`\b(knock|take|bring|get|put)( [\w'-]+){0,4} (servers?|website|network|systems?|stream) (offline|down)\b`,
      String.raw`\b(steal|crack|leak|phish|grab)( [\w'-]+){0,3} (passwords?|logins?|credentials|accounts?|skins|inventory|items)\b`,
      String.raw`\b(grab|get|find|pull|leak|trace|log)( [\w'-]+){0,3} ip( address)?\b|\bip (grabber|logger|puller)\b`,
      String.raw`\b(make|create|build|write|code|set up|send|give me|generate)( (me|us))?( [\w'-]+){0,3} (phishing|fake (login|steam|faceit|riot|discord|trade))\b`,
      String.raw`\b(keylogger|key logger|token (grabber|logger)|ransomware|trojan|malware|spyware)\b|\b(write|make|send|create|code) ([\w'-]+ ){0,2}virus\b`,
      String.raw`\b(swat|swatting|swatted him)\b`,
      String.raw`\b(hackear|hackearle|invadir|pirater|hacken)\b`,
      String.raw`\b(hazme|haz|crea|creame|faz|cria|fais|fais-moi|cree|bau|erstell)\w*( [\w'-]+){0,4} phishing|\bphishing-(seite|link)\b`,
      String.raw`\b(robar|robarle|roubar|voler|klauen|stehlen|sacar|pegar|recuperer|abgreifen|abzugreifen|knacken)( [\w'-]+){0,4} (cuentas?|contas?|comptes?|konto|account|contrasenas?|senhas?|mots? de passe|passworter|passwort)\b|\b(konto|account|passworter|passwort)( [\w'-]+){0,4} (zu )?(klauen|stehlen|knacken|hacken|abgreifen|abzugreifen)\b`,
      // Taking servers or a stream down, asked in es/pt/fr/de: "tumbar el directo", "den Stream lahmlegen".
      String.raw`\b(servidor(es)?|serveurs?|server|stream|livestream|live|directo|canal|site|web)\b( [\w'-]+){0,4} (lahmlegen|lahm legen|abschiessen|crashen|tumbar|derribar|botar|derrubar|faire tomber|planter|saturer)\b`,
      String.raw`\b(tumbar|tumbarle|tumbo|tumbamos|derribar|derribo|derrubar|derrubo|derruba|derrubamos|faire tomber|planter|saturer)( [\w'-]+){0,3} (servidor(es)?|serveurs?|stream|directo|live|canal|site|web)\b|\bleg\w* (\w+ ){0,6}lahm\b`,
      String.raw`\bflood\w*( [\w'-]+){0,4} (website|server|servers|site|network|stream|discord|channel|chat) with (traffic|requests|packets|bots)\b|\b(login|password|credentials|2fa code) (for|to|of) ([\w-]+'s|his|her|their)\b`,
      String.raw`\b(spam\w*|flood\w*|hammer\w*|overload\w*)( [\w'-]+){0,4} (api|server|servers|website|site|endpoint)\b|\buntil it (goes|is) down\b|\bway into ([\w'-]+ ){0,5}(account|email|discord|pc)\b|\b(tirar|botar|derrubar) el? servidor\b|\bclonar o chip\b|\bprendre le controle\b|\btake control of ([\w-]+'s|his|her|their)\b|\buberlast\w*`,
    ),
    // Act words that decline only in a request (REQUEST): "how would I …", "give me …", "lohnt sich …".
    asked:
      /\b(get|getting|log|logging|break|breaking|sneak|sneaking) (me |us )?in(to)? (?!(my|our|the site|this)\b)([\w'-]+ ){1,4}(accounts?|e-?mails?|inbox(es)?|google drive|drive|dropbox|icloud|onedrive|steam|riot account|dms|direct messages)\b|\bknack\w*|\b[\w-]*passwort\w*|\b(d?dos|ddosing|ddosen|ddost|denial of service)\b|\b(without|sin|sem|sans|ohne) (the |la |a |le |das |den |his |her |their )?(password|contrasena|senha|mot de passe|passwort)\b|\b(brute ?force|booter|exploit|backdoor|cookie|session token|2fa|sim swap)\b|\b(access|accessing|acceder|acceder a|entrar|entrar en|entro en|comprometer|kompromittieren)( [\w'-]+){0,3} (account|accounts|cuenta|conta|compte|konto|email|discord|pc)\b|\b(komme|komm|reinkommen)( [\w'-]+){0,4} (account|konto)\b|\bin den [\w-]*(account|konto)\b/,
    acts: words(
      // Taking what is someone else's, or cutting it off: accounts, logins, connections, servers, channels.
      String.raw`(the |an? )?admin (login|password|credentials|access)|lock (\w+ ){0,3}out|kick (\w+ ){0,3}offline|take over|hijack|get into|break into|log ?in(to)? as|access|steal|crack|brute|flood|lag (\w+ ){0,2}out|disconnect|crash|take down|knock (\w+ ){0,2}offline`,
      `tirar|botar|derribar|tumbar|quitar(le)?|robar(le)?|cortar|caer|entrar (en|a)|hackear|colapsar`,
      `derrubar|cair|roubar|invadir|entrar (no|na|em)|hackear|tirar do ar`,
      `faire (tomber|planter|sauter)|couper|voler|recuperer|pirater|prendre (le controle|la main)|entrer dans`,
      String.raw`ubernehm\w*|uebernehm\w*|klauen|stehlen|knacken|lahm\w*|kappen|trennen|reinkommen|einloggen|hacken|abschiess\w*|uberlast\w*`,
    ),
    targets: words(
      `accounts?|logins?|passwords?|credentials|admin|panel|dashboard|tool|server|servers|connection|internet|wi-?fi|network|router|discord|stream|steam|riot|faceit|twitch|instagram|twitter|email|pc|computer|bots?`,
      String.raw`cuentas?|contrasenas?|conexion|red|servidor(es)?|contas?|senhas?|conexao|rede|comptes?|mots? de passe|connexion|reseau|serveurs?|konto|passwort\w*|verbindung|netz\w*|kanal|twitch-kanal|programm`,
    ),
  },
  {
    reason: 'private-data',
    covers:
      "for someone's private data (home address, phone number, hotel, real-time location, family, passwords, private accounts)",
    pattern: anyOf(
      String.raw`\b(dox|doxx|doxxing|doxing|doxxed)\b`,
      String.raw`\b(what|which) (street|neighbou?rhood|building|apartment|flat) (does|do|is|are) ([\w'-]+ ){1,3}(live|living|stay|staying)\b`,
      String.raw`\b(adresse|direccion|endereco|address|anschrift)( [\w'-]+){0,4} (familie|eltern|familia|padres|pais|famille|parents|family)\b|\b(familie|eltern|familia|padres|pais|famille|parents|family)( [\w'-]+){0,4} (adresse|direccion|endereco|address|anschrift)\b`,
      String.raw`\b(what is|what's|get|find|give me|tell me) ([\w'-]+ ){0,2}(password|passcode|login credentials)\b`,
      String.raw`\b(home|house|real|personal|private|hotel|exact) (address|location|room)\b|\broom number\b`,
      String.raw`\b(phone|cell|mobile|telephone|whatsapp) (numbers?|no)\b|\b(personal|private) (email|e-mail|info|information|details)\b`,
      String.raw`\bwhere (does|do|did) ([\w'-]+ ){1,3}(live|sleep|stay)\b|\b(ip address|social security|license plate|passport number)\b`,
      // "Find where X lives", "X's address", "o endereço do X": a person's home, not a venue's or a team's base.
      String.raw`\b(find|know|tell me|figure out|look up|get|dig up) (out )?where ([\w'-]+ ){1,3}(lives|sleeps|stays)\b`,
      String.raw`\b(address|addy|endereco|direccion|adresse|anschrift) (of|do|da|de|del|von) ((the|o|a|el|la|le|die|der) )?(?!(the|o|a|el|la|le|die|der|venue|arena|stadium|estadio|hall|studio|event|evento|lan|office|hq|headquarters|team|time|equipe|equipo|org|club|tournament|torneio|torneo|final|finals|site|website|web)\b)[\w'-]+|\b(?!(venue|arena|stadium|team|event|club|org)'s)[\w-]+'s (home )?(address|addy)\b`,
      String.raw`\b(track|stalk|locate) ([\w'-]+ ){1,3}(location|down|home|phone)\b|\bstalk(ing)?\b`,
      String.raw`\bhotel( [\w'-]+){0,6} (staying|stay|sleeping|sleep)\b|\b(staying|sleeping)( [\w'-]+){0,3} (which|what) hotel\b`,
      String.raw`\b(where is|where's|location of|whereabouts of)( [\w'-]+){1,4} (real[- ]?time|irl|in real life|physically|exactly)\b|\b(real[- ]?time|live|current|exact|gps) (location|whereabouts)\b`,
      // Accounts a person keeps private, and the people around them: "her private instagram", "where his parents live".
      String.raw`\b(personal|private|secret|alt|finsta|family) (instagram|twitter|facebook|snapchat|tiktok|socials?|accounts?)\b`,
      // Someone's health: "X's medical records", "his therapy notes", "o prontuário médico do X".
      String.raw`\b(medical|health|therapy|psychiatric|mental health) (records?|files?|history|notes)\b|\b(historial|historia) (medico|clinico)\b|\b(prontuario|laudo|exames?) medicos?\b|\b(dossier|antecedents?) medicaux?\b|\b(krankenakte|arztberichte?|krankengeschichte)\b`,
      String.raw`\bwhere (\w+ ){0,2}(family|parents|mother|mom|father|dad|girlfriend|boyfriend|wife|husband|kids|children)( of [\w'-]+)? (lives?|stays?|works?)\b|\b(family|parents)'?s? (address|home|house)\b`,
      String.raw`\b(sister|brother|mother|mom|mum|father|dad|parents|girlfriend|boyfriend|wife|husband|kids|children|cousin)('s)? (instagram|twitter|facebook|snapchat|tiktok|socials?|accounts?|address|phone|number|school|workplace)\b|\b(instagram|twitter|facebook|snapchat|tiktok|socials?|address|phone number) of ([\w'-]+ ){0,3}(sister|brother|mother|mom|father|dad|parents|girlfriend|boyfriend|wife|husband|kids|children)\b`,
      // What was leaked or stolen, asked to be handed over: "send me the link to the leaked strategy doc".
      String.raw`\b(send|share|post|give|get|find|download|link|leak|upload)( (me|us))?( [\w'-]+){0,4} (leaked|stolen|hacked) ([\w'-]+ ){0,3}(docs?|documents?|files?|strats?|strateg(y|ies)|playbooks?|photos?|pics?|nudes|dms|messages|emails?|chats?|recordings?|footage|videos?)\b`,
      String.raw`\b(direccion (de casa|personal|particular|exacta)|domicilio|telefono|celular|donde viven?|en que hotel|ubicacion (en tiempo real|exacta))\b`,
      String.raw`\b(endereco (da casa|de casa|residencial|pessoal)|onde ([\w'-]+ ){0,3}moram?|telefone|numero de celular|whatsapp d[oa]|em (que|qual) hotel|localizacao (em tempo real|exata))\b`,
      String.raw`\b(adresse (perso|personnelle|du domicile|de chez)|domicile|ou (habite|habitent|vit|vivent)|numero de (telephone|portable)|dans quel hotel|position en temps reel|localisation (en temps reel|exacte))\b`,
      String.raw`\b(telefonnummer|handynummer|privatnummer|wohnadresse|privatadresse|heimadresse|wo (wohnt|wohnen|lebt|leben)|in welchem hotel|live-?standort|echtzeit-?standort)\b`,
      String.raw`\b(what|which) (street|neighbou?rhood|building|apartment|flat|town)( [\w'-]+){0,3} (lives?|living|stays?|staying)\b|\bpersonal (numbers?|phones?|addresses)\b|\b(leak|post|share|publish)( [\w'-]+){0,4} (phone numbers?|numbers|address(es)?)\b`,
      String.raw`\b((barrio|calle) (vive|viven|donde vive)|en que (barrio|calle)|(bairro|rua) (mora|moram|onde mora)|em que (bairro|rua)|(quartier|rue) (habite|vit|ou habite)|dans quel(le)? (quartier|rue)|(strasse|viertel) (wohnt|lebt)|in welche[rnm] (strasse|viertel)|numero d[oa] (zap|whats|celular|telefone)|zap d[oa])\b`,
      String.raw`\bwo genau (wohnt|wohnen|lebt)\b|\bonde fica a casa\b|\b(direccion|endereco|adresse) (del|do|da|de l') ?(piso|departamento|apartamento|appartement|casa|wohnung)\b|\bnumero perso\b|\b(which|what) gym\b|\bwhere does (she|he) work\b|\b(girlfriend|boyfriend|wife|husband)'?s? name\b|\bname of ([\w'-]+ ){0,2}(girlfriend|boyfriend|wife|husband)\b`,
    ),
    // Act words that decline only in a request (REQUEST): "how would I …", "give me …", "lohnt sich …".
    asked:
      /\b(what|which) street\b|\b(personal|private|his|her|their|[\w-]+'s) (cell|cellphone|mobile|number|addy|whatsapp|snap)\b|\bwhatsapp\b|\bwhere (he|she|they) (lives?|sleeps?|stays?)\b|\b(adresse|endereco|direccion) (perso|privada|pessoal)\b/,
    unasked: true,
    acts: words(
      // Asking where a person is or how to reach them: the verbs of finding and handing over.
      `what|which|where|find( out)?|get|give|post|share|leak|tell|send|look up|track`,
      `cual|donde|pasame|dame|dime|consigue|qual|onde|passa|manda|me da|quel(le)?|ou|donne|trouve|envoie|welche[rsnm]?|wo|wie lautet|gib|schick|finde`,
    ),
    targets: words(
      // What only the person and those close to them should hold: private contacts, home, car, family, daily places.
      String.raw`(what|which) (car|apartment|flat|building|gym|office)|(what|which) school (do|does|did) ([\w'-]+ ){1,3}(go|attend)|where (does|do|did) ([\w'-]+ ){1,3}(park|parks|sleep|work|shop|eat)|(personal|private|privado|privada|pessoal|perso|personnel(le)?|prive|privat\w*) (number|numero|phone|telefono|telefone|mail|e-?mail|email|e-mail-adresse|adresse|address|direccion|endereco|nummer)`,
      String.raw`(number|numero|phone|telefono|telefone|nummer|address|adresse|direccion|endereco|mail)( [\w'-]+){0,4} (privad[oa]|personal|pessoal|perso|privat\w*|mere|pere|mae|pai|madre|padre|mutter|vater|mom|mum|mother|dad|father|sister|brother|girlfriend|wife|hermana|irmao|irma|soeur|frere|schwester|bruder|freundin|esposa|novia|namorada|copine|femme)`,
      `(mom|mum|mother|dad|father|sister|brother|girlfriend|wife|family)'?s? (phone|number|address|email|school|work)|private e-mail-adresse|e-mail-adresse|(apartment|flat|car|house) (does|do|is)|(which|what) apartment|rents? in`,
    ),
  },
  {
    reason: 'harassment',
    covers:
      'to harass, insult, spam, brigade, mass-report or spread hate against someone (insults to send, "spam X until he quits")',
    pattern: anyOf(
      String.raw`\b(harass|harassing|bully him|bully her|bully them|cyberbully|intimidate|humiliate)\b`,
      // Frightening a player, whatever for: "scare X so he loses", "what should I DM X to make him afraid".
      String.raw`\b(how (can|do|could|should) (i|we)|help me|i (want|wanna|need|'m going|am going|will|'ll)( to)?|let's|lets|we should)( [\w'-]+){0,3} (scare|frighten|terrify|spook)\b|\b(i|we) (dm|message|text|tell|send)( [\w'-]+){0,3} to make (him|her|them) (afraid|scared|fear\w*|panic\w*)\b`,
      String.raw`\b(insult|flame|troll|abuse|spam|spams|spamming|raid|flood|floods|flooding|mass report|send hate( to)?)( [\w'-]+){0,5} (him|her|them|dms?|chat|stream|inbox|mentions|replies|comments|account|channel|twitch|discord|player|caster|fans?)\b`,
      String.raw`\b(spam|spamming|flame|flaming|harass)( [\w'-]+){1,4} (until|till|so) |\b(until|till) (he|she|they)( [\w'-]+){0,2} (quits?|leaves?|deletes?|cries|uninstalls?|retires?|gives? up|stops?)\b`,
      String.raw`\b(write|send|draft|give me|compose|post|make|generate)( [\w'-]+){0,3} (insulting|abusive|hateful|hate|threatening|nasty|racist|sexist|homophobic) (message|messages|dm|dms|tweet|tweets|comment|comments|post|posts|email)\b`,
      String.raw`\bhow (do|can|could) (i|we) make ([\w'-]+ ){1,2}(quit|cry|leave|suffer|rage quit)\b|\b(send|write|post)( [\w'-]+){0,2} (hate|threats?)\b|\bmake (him|her|them) feel (worthless|like trash|like garbage|stupid|useless)\b`,
      // Insults asked for, and reports used as a weapon: "give me insults to post at him", "a mass report campaign".
      String.raw`\b(write|give|send|make|come up with|think of|list) (me|us)( [\w'-]+){0,2} (insults?|slurs?|hate mail)\b|^(please )?(write|give|send|spam|post|make|list|come up with)( [\w'-]+){0,3} (insults?|slurs?|hate mail)\b|\binsults? (to|i can|we can) (send|spam|post|throw|use)\b`,
      String.raw`\b(racist|sexist|homophobic|transphobic|antisemitic|xenophobic) (jokes?|memes?|messages?|comments?|posts?|insults?)\b|\bslurs? (for|to use|against)\b|\bhate ?(train|campaign|raid|wave|mob)\b`,
      // Lies about a person written to spread: "write a fake article saying X threw", "start a rumour that Y cheats".
      String.raw`\b(write|make|create|post|spread|start|draft|generate|publish|craft)( (me|us))?( [\w'-]+){0,3} (fake|false|made[- ]up|bogus|fabricated) (news|articles?|stor(y|ies)|posts?|rumou?rs?|tweets?|reports?|screenshots?|quotes?|leaks?|statements?)\b|\b(spread|start) (a |the |some )?rumou?rs?\b`,
      String.raw`\bmass[- ]?report(s|ing|ed)?\b|\breport (campaign|bomb(ing)?|brigade)\b|\bbrigad(e|ing)\b`,
      String.raw`\b(how (do|can|could) (i|we)|help me|i want to|let's|lets)( [\w'-]+){0,4} get ([\w'-]+ ){1,4}(banned|suspended|kicked)\b`,
      String.raw`\b(acosar|insultar|humillar|assediar|xingar|humilhar|harceler|insulter|humilier|belastigen|beleidigen|mobben|demutigen|fertigmachen|fertig machen)\b`,
      String.raw`\b(insultos|xingamentos?|ofensas|insultes|beleidigungen|hassnachrichten|hasskommentare|hass-?mails?)\b( [\w'-]+){0,4} (para|pra|a|pour|die|an|fur|zum)\b|\b(dame|escribe|escribeme|pasame|manda|me da|escreve|manda|donne|donne-moi|ecris|envoie|schreib|gib|schick)( [\w'-]+){0,3} (insultos|xingamentos|ofensas|insultes|beleidigungen|hassnachrichten)\b|\bschick\w* ([\w'-]+ ){0,2}hass\w*\b`,
      String.raw`\bspam\w*( [\w'-]+){0,5} (hasta|ate|jusqu'a|jusqu|bis)\b|\b(zuspammen|vollspammen)\b`,
      String.raw`\b(llen\w*|ench\w*|rempl\w*)( [\w'-]+){0,5} (de odio|de hate|haineux|de haine)\b|\bmessages? haineux\b|\bperseguir( [\w'-]+){0,3} (nas|en las|en sus|nas suas) redes\b`,
      String.raw`\b(dogpil\w*|pile on|pile-on|gang up on)\b|\b(comentarios?|mensajes?|mensagens?|commentaires?|kommentare?n?|nachrichten) (ofensiv\w*|hirientes|insultantes|haineux|injurieux|beleidigend\w*)\b|\bfies\w* (kommentar\w*|nachricht\w*)|\b(ataque|ataques) de (odio|hate)\b|\bdamit (er|sie)( [\w'-]+){0,5} aufhort\b`,
      String.raw`\b(calling|call) ([\w'-]+ ){1,3}(a |an )?([\w'-]+ )?(loser|trash|garbage|clown|idiot|failure)\b|\blife (a )?(living )?hell\b|\b(funa|funar)\b|\bmemes? humilh\w*|\bhumilh\w*|\braid de haine\b|\bbeschimpf\w*|\bhate raid\b|\bdraft \d+ (replies|tweets|comments)\b`,
    ),
    // Act words that decline only in a request (REQUEST): "how would I …", "give me …", "lohnt sich …".
    asked:
      /\bslurs?\b|\b(meanest|cruelest|nastiest|most hurtful)\b|\bbombard\w*|\b(till|until|hasta que|ate|jusqu'a ce qu'il|bis) (he|she|they|el|ela|il|er|sie)( [\w'-]+){0,2} (logs? off|leaves?|quits?|deletes?|sai|saia|deje|quitte|aufhort|geht)\b|\bvida imposible\b|\bvida (um )?inferno\b|\bxinga\w*|\binsult\w*|\bbeleidig\w*|\bfluten\b|\bflood\w*|\bmake (him|her|them) (quit|leave|cry|log off|delete)\b|\bpourrir\b|\bclown emojis\b/,
    acts: words(
      // Going after a person again and again, together, or with lies: the campaign, not the word.
      String.raw`keep (dm|dming|messaging|texting|tagging|pinging|replying)|burner accounts?|alt accounts?|new accounts? to|fake (screenshots?|dms|rumou?rs|stories|quotes)|ruin\w*|destroy (his|her|their) (reputation|career|life)|tag\w* (\w+ ){0,2}with|every time (he|she|they) (posts?|tweets?|streams?)|until (he|she|they) (breaks?|snaps?|cracks?|deletes?)|cancel\w*|expose|shitstorm`,
      String.raw`ataque\w*|campana|acoso|funar|llenar\w*|reventar\w*|hasta que (borre|cierre|deje|llore)|cuentas falsas|mentiras`,
      String.raw`encher|ofensas|xingamentos|ataque\w*|campanha|cancelar|mentiras|ate (ele|ela) (apagar|sair|chorar)`,
      String.raw`campagne|haine|harcel\w*|lyncher|lynchage|fausses? (captures|rumeurs)|jusqu'a ce qu'il`,
      String.raw`anpobel\w*|anpoebel\w*|pobeln|fertigmach\w*|hetze|hetzkampagne|shitstorm|bis (er|sie) (sein|ihr|seinen|ihren) \w+ (loscht|loescht)|bis (er|sie) (aufhort|weint|geht)`,
    ),
    targets: words(
      String.raw`him|her|them|his|their|he|she|they|ele|ela|il|elle|er|twitter|instagram|tiktok|x|mentions|dms?|posts?|chat|stream|live|reputation|contra|contre|gegen|o \w+|le|la|lo|ihn|sie|cuenta|conta|compte|konto|chat`,
    ),
  },
  {
    reason: 'cheating',
    covers:
      'to cheat (aimbots, wallhacks, macro scripts, getting around anti-cheat) or to fix or throw a match',
    pattern: anyOf(
      String.raw`\b(aim ?bots?|wall ?hacks?|esp hack|trigger ?bots?|spin ?bot|cheat (software|client|codes?|engine|menu|providers?|sellers?|shops?)|mod menu|undetected (cheats?|hacks?)|undetectable|indetectables?|indetectaveis|chetos?)\b`,
      String.raw`\b(how (do|can|could|to)|where (can|do|to)|help me|i want to|teach me)( [\w'-]+){0,3} (cheat|hack in|get cheats|buy cheats|download cheats|get hacks|buy hacks|use hacks|use cheats)\b`,
      String.raw`\b(bypass|evade|get around|fool|circumvent|without) (the )?(anti-?cheat|vac|vanguard|faceit( ac| anti-?cheat)?|easy ?anti-?cheat)( noticing| detecting| catching| seeing)?\b`,
      String.raw`\b(macros?|makros?|scripts?|skripts?)( [\w'-]+){0,4} (recoil|retroceso|recuo|recul|ruckstoss)\b|\b(no|anti)[- ]?recoil\b`,
      String.raw`\b(how (do|can|could) (i|we)|help me|i want to|want to)( [\w'-]+){0,2} (fix|throw|rig|tank) (a|the|my|our|their|this|next)( [\w'-]+){0,3} (match|game|series|map)\b`,
      String.raw`\b(pay|bribe|paid|money|cash|how much)( [\w'-]+){0,6} (to )?(throw|tank|lose|fix|rig) (a|the|their|this|next|our|on purpose)\b|\bpaid to (lose|throw|tank)\b|\bwho (do|should|can) (i|we) (pay|bribe)\b|\b(lose|throw) on purpose\b`,
      String.raw`\b(pagar|paga|subornar|sobornar|payer|soudoyer|zahlen|bestechen)( [\w'-]+){0,6} (entregar|perder|perdre|verliert|verlieren|vender)\b|\b(perdre expres|perder a proposito|perder de proposito|absichtlich verlier\w*)\b`,
      String.raw`\b(hacer trampas?|trapacear|tricher|cheats? kaufen|schummeln|cheaten|amanar|truquer|arreglar (un|el) partido|manipular( [\w'-]+){0,3} (resultado|partida|jogo|partido)|manipulieren)\b`,
      String.raw`\b(usar|baixar|comprar|conseguir|descargar|utiliser|telecharger|acheter|benutzen|kaufen|herunterladen|use|download|buy|install|inject)( [\w'-]+){0,2} (hacks?|cheats?|trapacas?|trampas?|triches?)\b|\bhacks? de mira\b`,
      String.raw`\b(auto-?aim\w*|aim ?assist (script|hack)s?|logiciels? de triche|programas? de trampas?|cheat-?(software|programm)|walls on (faceit|matchmaking|premier|ranked|valorant|cs2)|(with|using|running) walls)\b`,
      String.raw`\b(programa?s?|programme?s?|software|tool|logiciel|app|zeigt mir)( [\w'-]+){0,6} (through walls|atraves das paredes|a traves de las paredes|a travers les murs|durch wande)\b`,
      // Software that plays for you: "a script that auto-last-hits", "auto-dodge", "a bot that aims".
      String.raw`\bauto[- ]?(last[- ]?hit\w*|dodg\w*|aim\w*|fir(e|ing)|shoot\w*|parr(y|ies)|block\w*|stack\w*|pull\w*|farm\w*|skillshots?|combo\w*|evade\w*|headshots?)\b|\b(scripts?|bots?|macros?|programs?|tools?|hacks?)( [\w'-]+){0,3} (that|which|to) (aims?|shoots?|dodges?|last[- ]?hits?|plays?) (for (me|you|us)|automatically)\b`,
      String.raw`\b(spoofer|hwid)\b|\bghost(ing)? (the )?(enemy|opponent|other)( team'?s?)? stream\b|\bstream ?snip\w*|\b(acheter un match|comprar (um|un) (jogo|partido)|buy a match)\b`,
    ),
    // Act words that decline only in a request (REQUEST): "how would I …", "give me …", "lohnt sich …".
    asked:
      /\b(arrang\w*|coordinat\w*|organi[sz]\w*|set up|setting up|orchestrat\w*|get|getting|convinc\w*)( for)?( [\w'-]+){0,4} to (throw|fix|rig|tank|sell)( (a|an|the|their|this|next|our))?( [\w'-]+){0,3} (match|game|series|map|bo[135])\b|\b(fixing|rigging) (a|an|the|their)( [\w'-]+){0,3} (match|game|series|bo[135])\b|\b(throw|tank|lose|fix|rig|sell)( (a|the|their|this|next|our))?( [\w'-]+){0,2} (match|game|series|map)(es|s)? (for|in exchange for) (money|cash|a bribe|\$?\d+)\b|\bget (him|her|them|someone|somebody|the players?|[\w-]+ players) to (throw|tank|lose|fix|sell)\b|\b(go unnoticed|without (getting )?(caught|banned|detected)|sin que me (baneen|pillen)|sem (tomar ban|ser pego)|sans (etre|me faire) (banni|bannir|ban|detecte)|ohne (bann|gebannt|erwischt)|amano|amanar)\b|\bcheat (providers?|sellers?|sites?|shops?|configs?)\b|\b(radar|esp|wall|aim|trigger) ?(hack|cheat|bot)s?\b|\b(inject|injector)\b|\b(passar|contornar|burlar|evitar|contourner|eviter|umgehen|bypass|get (around|past)|pass)( [\w'-]+){0,3} (anti-?cheat|anti-?triche|anti-?trampas|vanguard|vac|faceit ac)\b|\b(cheat|cheats|hacks|trampas|chetos|triche|cheaten|schummeln)\b|\b(see|spot|ver|enxergar|voir|sehen)( [\w'-]+){0,3} (through walls|atraves das paredes|a traves de las paredes|a travers les murs|durch wande)\b/,
    acts: words(
      // An unfair edge: reading the other side through a stream, a tool that aims, cheats the anti-cheat misses, a match sold.
      `positions?|radar|where they are|see through|aims? for me|auto(matic(ally)?)? aim|hack|hacks|cheat|cheats|convince|persuade|pay|bribe`,
      `posiciones|apunta sola|hack pra|hack para|trucos?|convencer|pagar|sobornar|perder`,
      `posicoes|mira automatica|hack|convencer|pagar|perder`,
      `positions|vise (tout )?seul|triche|convaincre|payer|perdre`,
      String.raw`positionen|automatisch|zielt|cheat\w*|uberreden|bezahlen|verlieren`,
    ),
    targets: words(
      String.raw`from (their|the other team'?s?|the enemy'?s?) (stream|broadcast)|on (their|the) stream|during the match|(vac|vanguard|faceit|anti-?cheat)( [\w'-]+){0,2} (noticing|detecting|catching|nao pega|no detecta|ne (le )?detecte pas|erkennt)|for me|fur mich|pour moi|por mi|pra mim`,
      String.raw`(cs2?|valorant|lol|dota ?2?|faceit|ranked)|(lose|perdre|perder|verlieren|throw)( [\w'-]+){0,4} (for|contre|por|fur|pour|em troca de) (de l'|el |o |)?(money|argent|dinero|dinheiro|geld|cash)`,
    ),
  },
  {
    reason: 'betting',
    covers:
      'for betting tips or picks, "sure" or "guaranteed" bets, what to stake or which odds to bet on (a question about the odds themselves is data)',
    pattern: anyOf(
      String.raw`\b(betting|bet|gambling|wager(ing)?) (tips?|picks?|advice|predictions?|strategy|system)\b`,
      String.raw`\b(who|which team|what team|what|which match|which game) (should|do|would|can) (i|we|you)( [\w'-]+){0,2} (bet|wager|gamble|put money|put my money|back)\b`,
      String.raw`\b(should|can|do) i (bet|wager|gamble|put money)\b|\b(sure|safe|guaranteed|easy|value) bets?\b|\bbet of the (day|week)\b|\bbet ?slips?\b|\bfree money\b|\block of the (day|week)\b|\b(parlay|accumulator|acca|multibet)\b`,
      String.raw`\b(where|how) (do|can|to|should) (i )?(bet|gamble|wager)\b|\bbet (on|for) ([\w'-]+ ){0,3}(to win|tonight|today)\b|\bworth (a bet|betting|putting money)\b`,
      String.raw`\bhow much (should|do|can|would|to) (i |we )?(stake|bet|wager|put|risk)\b|\bstake (on|my|it)\b|\bbankroll\b|\bunits? on\b|\bodds( [\w'-]+){0,3} (should i|to) (bet|back|take|play)\b|\bwhat (do|should|can) i put (it|my money|\$?\d+) on\b`,
      String.raw`\b(a quien|por quien|en que|cuanto|donde)( [\w'-]+){0,3} (apuesto|apostar|apostaria|apuesta)\b|\b(apuesta segura|apuestas? seguras?|pronosticos? (para|de) apost\w*|consejos? de apuestas?|cuota( [\w'-]+){0,4} apostar|(quiero|voy a|debo|deberia|puedo) apostar)\b`,
      String.raw`\b(em quem|quanto|onde)( [\w'-]+){0,3} (aposto|apostar|aposta)\b|\b(aposta (certa|segura|garantida)|palpites? (para|pra|de) apost\w*|dicas? de apostas?|(quero|vou|devo|posso) apostar|qual (e )?a bet|bet de hoje|odds?( [\w'-]+){0,4} apostar)\b`,
      String.raw`\b(parier|miser|pari sur|pari sportif|paris sportifs|pronostics? (pour|de) pari\w*|conseils? (pour|de) pari\w*|cote( [\w'-]+){0,2} (a )?jouer)\b`,
      String.raw`\b(wetten|wett-?tipps?|wetttipps?|sichere wette|quote( [\w'-]+){0,4} (spielen|setzen|wetten)|(auf wen|worauf|wie ?viel)( [\w'-]+){0,5} (wetten|setzen|tippen))\b`,
      // A livelihood staked: "should I put my rent on it", "which one do I put all my savings on".
      String.raw`\b(put|putting|bet|betting|stake|staking|risk|risking|throw|throwing|drop|dropping|blow|blowing|gamble|gambling|wager|wagering) (all |half |everything |the whole )?(of )?(my|our|the)( whole| entire| monthly)? (rent|rent money|savings|life savings|paycheck|pay check|salary|wages|tuition|college fund|student loans?|mortgage|house|car|pension|inheritance)\b`,
      String.raw`\block of the (day|night|week)\b|\bputting (my|the) (rent|paycheck|savings|money|house|salary)( [\w'-]+)? on\b|\b(good|best|smart|safe) wagers?\b|\b(me juego|jugarme) (la plata|el dinero|la guita|mi plata|mi dinero)\b|\b(colocar|botar|jogar|por) ([\w'-]+ )?(na|numa) bet\b|\b(na|uma|minha) bet\b|\b(je mets|je mise) combien\b|\bcombien (je mets|mettre|miser)\b|\btipp zum wetten\b`,
      String.raw`\b(don'?t|do not|doesn'?t|without|no) (check(ing)?|ask(ing)? for|verify(ing)?) (my |your )?(id|age)\b|\b(underage|under 18|im 1[0-7]|i'?m 1[0-7]|i am 1[0-7])\b( [\w'-]+){0,8} (bet|betting|gamble|gambling|wager)\b`,
      String.raw`\b(cash out|real money|casas? de apuestas|casas? de apostas|bookmakers?|buchmacher|multipla|jugada mas segura)\b|\bpicks? for (tonight|today|this weekend|the weekend)\b|\b(boto|bote|coloco|pongo|put|stake|lege|setze|mets|mise(?! a jour))( [\w'-]+){0,3} \d+\b|\b\d+ ?(euros?|reais|dollars|bucks|pesos) (on|auf|no|na|en|sur)\b`,
    ),
    // Act words that decline only in a request (REQUEST): "how would I …", "give me …", "lohnt sich …".
    asked:
      /\b(betting|gambling|casino|wagering) (sites?|apps?|platforms?|accounts?|websites?)\b|\bwager\w*|\b(bet ?slip|betslip|banker|stake|units?)\b|\block for\b|\b(apuest\w*|apost\w*|palpites?|wette\w*|pari|paris|parier|miser|bookmaker|bookie|buchmacher|casas? de apuestas)\b/,
    acts: words(
      // Money put on an outcome: the money, the stake, and the fan's words for a sure thing.
      String.raw`money|cash|euros?|dollars?|bucks|quid|\d+ ?(€|\$)|\$\d+|stake|units?|locks?|slate|handicap|double[sd]?|doubles it|triple[sd]?|payout|profit|sure thing`,
      `plata|dinero|guita|pasta|lana|meto|pongo|juego|combinada|cuota`,
      `grana|dinheiro|boto|ponho|coloco|banca|odd|multipla`,
      `argent|fric|thune|pognon|mettre|mise|prono|cote`,
      String.raw`geld|kohle|setze|setzen|einsatz|sicher\w* geld|quote`,
    ),
    targets: words(
      // A choice of side or match, asked for now: "which team", "a qué equipo", "sur quelle équipe", "auf wen".
      `(which|what|who) (team|side|match|game|one)|who (to|should)|tonight|today|this weekend|for me|my money`,
      `(a|en|por) (que|cual) equipo|(que|cual) equipo|a quien|em (qual|que) time|qual time|(sur|pour) quelle? (equipe|match)|quelle equipe|quel match|auf wen|welche[sn]? (team|mannschaft|spiel)|esta noche|hoje|ce soir|heute`,
    ),
  },
]

/**
 * A request, not a report: "how do I …", "help me …", "give me …", "let's …", "can you …", "which … should I …",
 * and their es/pt/fr/de forms. "Was there a DDoS?", "did he get hacked?" and "who insulted whom?" are not.
 */
const REQUEST = anyOf(
  String.raw`^(please )?(write|make|give|gimme|send|find|get|tell|show|post|craft|build|teach|list|help|spam|flood|raid|leak)\b`,
  String.raw`\b(how (do|can|could|would|should|to|does one|would someone)|help me|i (want|wanna|need|am going|'m going|'m gonna|will|'ll|plan)|let's|lets|we should|can you|could you|would you|give me|tell me|show me|teach me|where (can|do|should) i|(should|would|do) (i|you) (put|bet|back)|is it worth|recommend|make sure|gonna|going to|should i|i need|need a|any ideas|(best|easiest|quickest) way to)\b`,
  String.raw`^como\b|\b(como (puedo|hago|se hace|entro|consigo)|ayudame|quiero|voy a|vamos a|dame|dime|hazme|escribe|escribeme|me pasas|pasame|recomiendas|recomiendame|puedes|podrias|necesito|que (le )?puedo|donde (compro|consigo|descargo))\b`,
  String.raw`\b(como (eu )?(faco|posso|consigo|passar|entrar)|me ajuda|quero|vou|bora|vamos|me da|me passa|escreve|faz|voce da|voce recomenda|pra eu|me ensina|me fala|como eu|preciso|onde (eu )?(compro|baixo|acho|consigo))\b`,
  String.raw`\b(comment|aide-moi|aidez-moi|je veux|je vais|on va|donne|dis-moi|ecris|fais|tu me|tu as|peux-tu|conseilles|je compte|des idees|ou (acheter|trouver|telecharger))\b`,
  String.raw`\bwie \w+ ich\b|\bwo (kaufe|bekomme|finde|lade) ich\b|\b(wie (kann|komme|verletze|mache|bekomme|soll)|hilf|ich will|ich werde|lass uns|lasst uns|gib|schreib|sag mir|kannst du|lohnt sich)\b`,
)

/**
 * A wish, a plan or a "how do I" (round 6, wider than REQUEST): "how hard would I", "best spot to", "someone should",
 * "so I can", "let's all", "which … works", and their es/pt/fr/de forms. Only with one of a reason's acts and targets.
 */
const WISH = anyOf(
  REQUEST.source,
  String.raw`\bhow( [\w'-]+){1,2} (would|do|can|could|should|must|have to) (i|we|you)\b|\b(best|good|easiest|safest) (spot|place|time|way|moment) to\b|\b(someone|somebody|people|we|you) (should|must|ought to|needs? to|gotta)\b|\bso (i|we) can\b|\blet'?s all\b|\b(which|what) [\w'-]+ (works|should i|do i|can i)\b|\bi have \d+|\b(find out|get me|post|make a|keep)\b`,
  String.raw`\b(dime|ensename|organicemos|hagamos|vamos a|a que|meto|le meto)\b|\b(alguem me|me vende|vamos|boto|devo|bora)\b|\b(je (vais|veux|devrais|dois)|on (va|devrait)|aide-moi|donne-moi|comment)\b|\b(lasst uns|wie \w+ ich|wo bekomme ich|schreib mir|wenn ich)\b`,
)

/** Whole words, folded as the question is: one alternation per language line. */
function words(...sources: string[]): RegExp {
  return new RegExp(String.raw`(?:^|\s)(?:${sources.join('|')})(?:'s?)?(?=[\s-]|$)`)
}

function anyOf(...sources: string[]): RegExp {
  return new RegExp(sources.join('|'))
}

/** The question as the patterns read it: lower case, accents folded, punctuation but ' and - as spaces. */
function foldQuestion(question: string): string {
  return question
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’`]/g, "'")
    .replace(/[^\p{L}\p{N}'$/\- ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Why a question is declined, or undefined when it is a question to answer. */
/**
 * A tip asked on one meeting ("should I bet on A vs B", "a lock for A vs B?") with no stake, guarantee or bookmaker
 * named: declined as a prediction is, with the record and form that matter, not with a bare refusal. A sure thing,
 * a parlay, a stake, the rent or a site stays declined alone.
 */
export function asksTipOnAMeeting(question: string): boolean {
  const text = normalizeText(question)
  return (
    /\S \b(vs|v|versus)\b \S/.test(text) &&
    !/\b(sure|safe|guarantee\w*|parlay|accumulator|acca|stakes?|rent|paycheck|savings|profit|bankroll|units?|sites?|bookies?|bookmakers?|how much|put my|get rich|make money|segur\w*|garantiz\w*|forrar\w*|cu[aá]nto|quanto|certa|s[uû]r|combien|sicher\w*|wie ?viel)\b/.test(
      text,
    )
  )
}

export function refusalReason(question: string): RefusalReason | undefined {
  const text = foldQuestion(question)
  const rule =
    RULES.find(({ pattern }) => pattern.test(text)) ??
    (REQUEST.test(text) ? RULES.find(({ asked }) => asked.test(text)) : undefined) ??
    RULES.find(
      ({ acts, targets, unasked }) => (unasked || WISH.test(text)) && acts.test(text) && targets.test(text),
    )
  return rule?.reason
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
    attack: 'No puedo ayudar a atacar los servidores, las cuentas ni los sistemas de nadie.',
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

/** The same list, for the LLM engine's instructions. */
export const CHAT_REFUSAL_RULE = [
  'Decline, in one short sentence in the language of the question and with no data or sources, any request',
  `${RULES.map(({ covers }) => covers).join('; ')}.`,
  'Esports words in their game sense (attack a site, kills, headshots, executes, destroyed, a throw, a stack,',
  'caught cheating, betting odds, "best bet for MVP") are not such requests.',
].join(' ')
