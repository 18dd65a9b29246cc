/**
 * What a message says around its matter (docs/RETRIEVAL.md "What surrounds the matter"), as
 * general French and English letter-writing says it, not any question: the greeting and the
 * address that open it (« Bonsoir maître, », « Madame, Monsieur, »), wishes, thanks, blessings and
 * the closing (« j'espère que vous allez bien », « merci d'avance », « que Dieu vous bénisse »,
 * « cordialement »), a postscript's mark and a doubt, where the asker comes from and lives, what
 * the message says of itself (« voici ma situation », « bref, »), who sent the asker, whom it asks
 * for, an excuse for its language, a cry for help, who the asker is in general, when the story
 * happened, how they feel (`withoutAsides`; the law and what to do asked in general are
 * asked-in-general.ts's). Their words are no matter's (« maître » is the library's « maître
 * d'ouvrage », « avance » its « avance sur salaire »), and a closing line typed last, without a
 * question mark, was read as the sentence that asks. Each formula is a whole phrase, so that the
 * same words elsewhere stay.
 */

/** Who a message is addressed to, after its greeting or alone before a comma. */
const ADDRESS = String.raw`(?:(?:à|a)\s+(?:tous|toutes|vous)|(?:dear\s+)?(?:sir|madam|sirs)(?:\s+or\s+madam)?|(?:to\s+)?all|everyone|tout\s+le\s+monde|(?:cher|chère|chere|chers|chères)\s+(?:maîtres?|maitres?|madame|monsieur|messieurs|mesdames|amis?)|maîtres?|maitres?|madame|monsieur|mesdames|messieurs|mme|mr|m\.|docteur|l['’]équipe|l['’]equipe|la\s+team)(?!\p{L})`;

const GREETING = String.raw`(?:bonjour|bonsoir|salut|salam|hello|hi|hey|good\s+(?:morning|afternoon|evening|day)|coucou|bjr|bsr|slt|cc)(?!\p{L})`;

/** « merci », « je vous remercie », « nous vous remercions »: the thanks a formula opens on. */
const THANK = String.raw`(?:(?:je|nous)\s+vous\s+remerci(?:e|ons)|merci)`;

/** « désolée », « pardon », « excusez-moi »: the apologies a formula opens on. */
const SORRY = String.raw`(?:d[ée]sol[ée]e?s?|pardon|excusez[-\s]moi)`;

/** « me lire », « avoir lu mon message », and « me répondre (vite) », « m'aider », « m'éclairer »: what thanks ask for. */
const READ = String.raw`(?:me\s+|m['’]\s*)?(?:lire|avoir\s+lu)(?:\s+(?:mon|ce)\s+(?:message|texte))?`;
const ANSWER = String.raw`(?:(?:me|nous)\s+|m['’]\s*)?(?:r[ée]pondre|aider|[ée]clairer|conseiller|orienter)(?:\s+(?:rapidement|vite|au\s+plus\s+vite|svp))?`;

/**
 * Contact details and what announces a link (« Mon numéro : 06 12 34 56 78 », « mon mail :
 * aminata@gmail.com », « voici le lien : »): their words (« gmail », « numéro ») are nobody's matter,
 * and a phone number's digits are no figure of the story (ai/question-cues.ts reads the figures
 * without them only).
 */
const CONTACT_DETAILS: readonly RegExp[] = [
  /(?<![\p{L}])(?:(?:mon|ma|notre)\s+(?:num[ée]ro(?:\s+de\s+(?:t[ée]l[ée]phone|portable|t[ée]l))?|t[ée]l[ée]phone|t[ée]l|portable|mail|e-?mail|adresse\s+(?:e-?)?mail|courriel|contact|whatsapp)|my\s+(?:phone(?:\s+number)?|number|e-?mail(?:\s+address)?|whatsapp)|voici\s+(?:le|un|mon)\s+lien|(?:le|un)\s+lien|here\s+is\s+the\s+link|the\s+link)(?:\s+(?:c['’]?\s*est|est|is))?\s*:?\s*(?=https?:|www\.|[\w.+-]+@|\+?\d|[a-z0-9-]+\.[a-z]{2,3}(?![\p{L}\d]))/giu,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gu,
  /(?<![\p{L}\d])(?:\+\d{2,3}[\s.-]?)?(?:\(?0\)?\d(?:[\s.-]?\d{2}){4}|\d{2}(?:[\s.-]?\d{2}){3,4})(?!\d)/gu,
];

/** Each formula, matched in the question as typed (its case and accents). */
const FORMULAS: readonly RegExp[] = [
  // « Bonsoir maître, », « Bonjour Madame, Monsieur, », « Cher maître, »
  new RegExp(
    String.raw`(?:^|(?<=[\n.!?]))\s*(?:${GREETING}(?:\s*,?\s*${ADDRESS})*|${ADDRESS}(?:\s*,?\s*${ADDRESS})*\s*,)\s*[,.!]*`,
    'giu',
  ),
  // « j'espère que vous allez bien », « comment allez-vous ? »
  /(?<![\p{L}])j['’]?\s*esp[eè]re\s+que\s+(?:vous\s+(?:vous\s+)?(?:allez|portez)|tu\s+(?:vas|te\s+portes)|tout\s+va)\s+(?:très\s+|tres\s+)?bien\b[^.!?\n]*[.!]?/giu,
  /(?<![\p{L}])comment\s+(?:allez[-\s]vous|vous\s+allez|vas[-\s]tu|tu\s+vas)\s*\??/giu,
  // « je vous remercie de me répondre rapidement », « merci de lire mon message et de me répondre »
  new RegExp(
    String.raw`(?<![\p{L}])${THANK}\s+(?:de|d['’])\s*(?:bien\s+vouloir\s+)?(?:${READ}(?:\s+(?:et|puis)\s+(?:de|d['’])\s*${ANSWER})?|${ANSWER})(?![\p{L}])[.!]*`,
    'giu',
  ),
  // « que Dieu vous bénisse », « Dieu vous garde », « soyez bénis », « amen »
  /(?<![\p{L}])(?:que\s+)?(?:le\s+bon\s+)?dieu\s+vous\s+(?:b[ée]nisse|garde|prot[eè]ge|r[ée]compense|le\s+rende|aide)(?![\p{L}])[.!]*/giu,
  /(?<![\p{L}])soy(?:ez|es)\s+b[ée]ni(?:e|s|es)?(?![\p{L}])[.!]*/giu,
  /(?<![\p{L}])(?:amen|inch['’]?\s*allah|incha['’]?\s*allah)(?![\p{L}])[.!]*/giu,
  // « merci d'avance pour votre aide », « je vous remercie par avance », « d'avance merci »
  new RegExp(
    String.raw`(?<![\p{L}])${THANK}(?:\s+(?:beaucoup|bcp|infiniment|encore|bien))?(?:\s+(?:d['’]\s*avance|par\s+avance|à\s+vous|a\s+vous))?(?:\s+(?:pour|de)\s+(?:votre|vos|ta|tes|ton|l['’]|la|le|les)\s*(?:aide|réponse|reponse|retour|temps|attention|conseils?|éclairage|eclairage|lecture))?(?![\p{L}])[.!]*`,
    'giu',
  ),
  /(?<![\p{L}])d['’]\s*avance\s+merci(?![\p{L}])[.!]*/giu,
  // A postscript's mark (« PS : »), a doubt (« mais je ne suis pas sûre »)
  /(?:^|(?<=[\s.!?]))p\.?\s?s\.?\s*:/giu,
  /(?<![\p{L}])(?:mais\s+)?je\s+(?:ne\s+|n['’])?(?:suis|sais)\s+pas\s+(?:s[ûu]re?|si\s+c['’]?\s*est\s+vrai)(?![\p{L}])[.!]*/giu,
  // Where the asker comes from (« je viens du Cameroun », "I'm from Nigeria"): the story's, not the
  // matter's, whose place ai/jurisdiction.ts reads from the question as typed.
  /(?<![\p{L}])[Jj]e\s+(?:viens|suis\s+originaire)\s+(?:du|de\s+la|des|de|d['’])\s*\p{Lu}[\p{L}'’-]*(?:\s*(?:d['’]|de\s|du\s)?\s*\p{Lu}[\p{L}'’-]*)*[.!]?/gu,
  // (no i flag: under it \p{Lu} is any letter, and "i am from ghana my visa ends" lost "my visa")
  /(?<![\p{L}])[Ii]\s*['’]?\s*[Aa]?[Mm][ \t]+(?:[Oo]riginally[ \t]+)?[Ff][Rr][Oo][Mm][ \t]+\p{L}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*){0,2}[.!]?/gu,
  // Where the asker lives (« j'habite à Lyon », « moi j'habite en France depuis 5 ans », "I live in
  // Dakar"): a place the story is set in, read by ai/jurisdiction.ts from the question as typed.
  /(?<![\p{L}])(?:[Mm]oi\s+)?(?:[Jj]['’]?\s*(?:habite|hab)|[Jj]e\s+(?:r[ée]side|demeure|vis|suis\s+install[ée]e?)|[Nn]ous\s+(?:habitons|r[ée]sidons|vivons)|[Oo]n\s+(?:habite|vit))\s+(?:(?:à|a|en|au|aux|sur|dans\s+la\s+r[ée]gion\s+de)\s+)?\p{Lu}[\p{L}'’-]*(?:\s*(?:d['’]|de\s|du\s|-)?\s*\p{Lu}[\p{L}'’-]*)*(?:\s+depuis\s+(?:\d+|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quelques|plusieurs)\s+(?:ans?|années?|annees?|mois|semaines?|jours?))?[.!]?/gu,
  /(?<![\p{L}])(?:[Ii]|[Ww]e)\s+(?:live|stay|reside)\s+in\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2}[.!]?/gu,
  // What the message says of itself: « voici ma situation », « je vous explique ma situation : »,
  // « je me permets de vous écrire car j'ai besoin de conseils », « désolée pour le long message »
  /(?<![\p{L}])(?:voici|voil[àa])\s+(?:ma|notre|la)\s+situation\s*[:.!]?/giu,
  /(?<![\p{L}])je\s+vous\s+(?:explique|expose|r[ée]sume|raconte)\s+(?:ma|notre|la)\s+situation\s*[:.!]?/giu,
  /(?<![\p{L}])(?:ma|notre)\s+(?:situation|probl[èe]me|question)\s+est\s+la\s+suivante\s*[:.!]?/giu,
  /(?<![\p{L}])mon\s+probl[èe]me\s+est\s+le\s+suivant\s*[:.!]?/giu,
  /(?<![\p{L}])(?:je\s+suis|nous\s+sommes|on\s+est)\s+dans\s+une\s+(?:(?:tr[èe]s|vraiment)\s+)?(?:situation|passe)\s+(?:tr[èe]s\s+)?(?:compliqu[ée]e|difficile|d[ée]licate|critique|grave)(?![\p{L}])[.!]*/giu,
  // A cry for help (« Au secours ! », « je vous en prie, aidez-moi »): « à l'aide de » is a means.
  /(?<![\p{L}])(?:au\s+secours|(?:à|a)\s+l['’]\s*aide)\s*(?=[!.?,\n]|$)[!.,]*/giu,
  /(?<![\p{L}])je\s+vous\s+(?:en\s+)?(?:prie|supplie)(?:\s+de\s+(?:bien\s+vouloir\s+)?m['’]\s*aider)?(?![\p{L}])[.!,]*/giu,
  /(?<![\p{L}])je\s+(?:me\s+permets\s+de\s+vous\s+(?:[ée]crire|contacter)|vous\s+(?:[ée]cris|contacte))(?:\s+(?:car|parce\s+que|pour|afin\s+d['’]?\s*avoir)\s+(?:j['’]?\s*ai\s+besoin\s+(?:de\s+|d['’]\s*)(?:un\s+|vos\s+|des\s+)?(?:conseils?|aide|avis|[ée]clairage)|(?:un|des|vos)\s+(?:conseils?|avis|renseignements?|informations?)|une\s+question))?(?![\p{L}])[.!:,]?/giu,
  /(?<![\p{L}])j['’]?\s*ai\s+besoin\s+(?:de\s+|d['’]\s*)(?:un\s+|vos\s+|des\s+|votre\s+)?(?:conseils?|aide|avis|[ée]clairage)(?:\s+juridiques?)?(?:\s+(?:svp|stp|s['’]il\s+vous\s+pla[îi]t))?(?=\s*(?:[.!?,:;\n]|$))[.!]*/giu,
  // An apology for the message (« désolée pour le long message », « excusez-moi pour les fautes »)
  new RegExp(
    String.raw`(?<![\p{L}])${SORRY}\s+(?:pour|de)\s+(?:(?:le|ce|mon)\s+longs?\s+(?:message|texte|pav[ée])|(?:les|mes)\s+fautes(?:\s+d['’]?\s*orthographe)?)(?![\p{L}])[.!]*`,
    'giu',
  ),
  // The asker's excuse for their language (« excusez mon français », "sorry for my bad English"); a
  // level stated (« mon français n'est pas bon ») may be the matter: naturalisation asks one.
  /(?<![\p{L}])(?:excusez|pardonnez)(?:[-\s]moi)?\s+(?:pour\s+)?mon\s+(?:mauvais\s+)?fran[çc]ais(?![\p{L}])[.!]*/giu,
  new RegExp(String.raw`(?<![\p{L}])${SORRY}\s+(?:pour|de)\s+mon\s+(?:mauvais\s+)?fran[çc]ais(?![\p{L}])[.!]*`, 'giu'),
  /(?<![\p{L}])(?:(?:i\s*['’]?\s*a?m\s+)?sorry|excuse|pardon)(?:\s+(?:for|about))?\s+my\s+(?:bad\s+|poor\s+)?(?:english|french)(?![\p{L}])[.!,]*/giu,
  // « J'ai une petite question juridique », « voilà mon problème », « j'espère que j'ai bien
  // expliqué », « votre avis m'aiderait beaucoup », « répondez-moi vite svp »
  /(?<![\p{L}])j['’]?\s*ai\s+une\s+(?:petite\s+|simple\s+|autre\s+|seule\s+)?question(?:\s+(?:juridique|de\s+droit|l[ée]gale|svp|stp))?(?=\s*(?:[:.!?,;\n]|$))[:.!,]*/giu,
  /(?<![\p{L}])(?:voil[àa]|c['’]?\s*est)\s+(?:mon|notre|le)\s+(?:probl[èe]me|souci|histoire|situation|cas)(?=\s*(?:[:.!?,;\n]|$))[:.!,]*/giu,
  /(?<![\p{L}])j['’]?\s*esp[èe]re\s+(?:que\s+)?(?:j['’]?\s*ai\s+(?:bien\s+)?(?:[ée]t[ée]\s+(?:assez\s+)?clair(?:e)?|expliqu[ée])|avoir\s+[ée]t[ée]\s+(?:assez\s+)?clair(?:e)?|vous\s+(?:avez|allez)\s+(?:bien\s+)?compris?(?:dre)?|c['’]?\s*est\s+clair)(?![\p{L}])[.!]*/giu,
  /(?<![\p{L}])(?:votre|vos)\s+(?:avis|conseils?|r[ée]ponse)\s+(?:m['’]\s*aiderai(?:t|ent)|me\s+serai(?:t|ent)\s+(?:tr[èe]s\s+)?(?:utiles?|pr[ée]cieux|pr[ée]cieuse))(?:\s+(?:beaucoup|[ée]norm[ée]ment|vraiment))?(?![\p{L}])[.!]*/giu,
  /(?<![\p{L}])r[ée]pond(?:ez|s)[-\s]moi(?:\s+(?:vite|rapidement|svp|stp|s['’]il\s+vous\s+pla[îi]t|s['’]il\s+te\s+pla[îi]t))*(?![\p{L}])[.!]*/giu,
  // What a sentence opens on to sum up or go on (« Bref, », « En résumé : », « Du coup, »)
  /(?:^|(?<=[\n.!?]))\s*(?:bref|en\s+bref|en\s+r[ée]sum[ée]|pour\s+r[ée]sumer|en\s+gros|en\s+fait|du\s+coup|en\s+tout\s+cas|au\s+final|voil[àa])\s*[,:]/giu,
  // The asking frame (« tu peux me dire », « pouvez-vous me dire si… »): the kind of question reads what follows.
  /(?<![\p{L}])(?:tu\s+peux|peux[-\s]tu|pouvez[-\s]vous|vous\s+pouvez|pourriez[-\s]vous|pourrais[-\s]tu|tu\s+pourrais|vous\s+pourriez)\s+me\s+(?:dire|expliquer|renseigner)(?:\s+(?:une\s+chose|quelque\s+chose|svp|stp|s['’]il\s+vous\s+pla[îi]t))?(?![\p{L}])[.!,:]?/giu,
  // What the asker did or offers to do with this message (« je vous ai écrit sur WhatsApp aussi »,
  // « je peux vous envoyer les photos »)
  /(?<![\p{L}])je\s+vous\s+ai\s+(?:d[ée]j[àa]\s+)?(?:[ée]crit|envoy[ée]\s+un\s+(?:message|mail|courriel|sms)|contact[ée]e?)(?:\s+(?:sur|par|via)\s+[\p{L}-]+)?(?:\s+(?:aussi|hier|d[ée]j[àa]))?(?![\p{L}])[.!,]?/giu,
  /(?<![\p{L}])je\s+(?:peux|pourrai|pourrais|vais)\s+vous\s+(?:envoyer|transmettre|montrer)\s+(?:les|des|mes|la|une|le)\s+(?:photos?|documents?|papiers|preuves?|captures?(?:\s+d['’]\s*[ée]cran)?|copies?|scans?|messages)(?:\s+si\s+(?:besoin|n[ée]cessaire|vous\s+voulez))?(?![\p{L}])[.!,]?/giu,
  /(?<![\p{L}])i\s+(?:can|could|will)\s+send\s+you\s+(?:the|some|my)\s+(?:photos?|pictures?|documents?|papers|proofs?|screenshots?|copies)(?:\s+if\s+(?:needed|necessary|you\s+want))?(?![\p{L}])[.!,]?/giu,
  // A person named by their title and name (« mon proprio M. Dupont », « Mme Diallo »): nobody the
  // library names; « Monsieur le maire » stays.
  /(?<![\p{L}])(?:M\.|Mr\.?|Mme\.?|Mlle\.?|Monsieur|Madame|Mademoiselle)[ \t]+\p{Lu}[\p{Ll}'’-]+(?:[ \t]+\p{Lu}[\p{Ll}'’-]+)?/gu,
  ...CONTACT_DETAILS,
  // Who the asker says they are by name (« Je m'appelle Aminata Diallo », "my name is Kofi")
  /(?<![\p{L}])(?:[Jj]e\s+m['’]\s*appelle|[Mm]oi\s+c['’]\s*est|[Mm]on\s+nom\s+(?:c['’]\s*est|est)|[Mm]y\s+name\s+is|[Ii]\s*['’]?\s*a?m\s+called)\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2}[.!,]?/gu,
  // Who sent the asker here (« mon frère m'a dit de vous écrire », « on m'a conseillé votre site »)
  /(?<![\p{L}])(?:on|(?:mon|ma|mes|un|une|des)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?)\s+m['’]?\s*(?:a|ont)\s+(?:dit|conseill[ée]e?s?|recommand[ée]e?s?|sugg[ée]r[ée]e?s?|parl[ée]e?s?)\s+(?:de\s+vous\s+(?:[ée]crire|contacter|[ée]crire\s+ici|poser\s+(?:la|ma)\s+question)|(?:votre|cette|ce)\s+(?:site|application|appli|app|plateforme|service))(?![\p{L}])[.!,]?/giu,
  /(?<![\p{L}])j['’]?\s*ai\s+(?:trouv[ée]|d[ée]couvert|vu)\s+(?:votre|cette|ce)\s+(?:site|application|appli|app|plateforme|service)(?:\s+(?:sur|par|gr[âa]ce\s+[àa])\s+[\p{L}-]+)?(?![\p{L}])[.!,]?/giu,
  // The same in English: "here is my situation:", "I am writing to ask for some advice", "sorry for
  // the long message", "I am asking for a friend", "I am a 30 year old woman", "URGENT please!!"
  /(?<![\p{L}])(?:here\s+is|this\s+is)\s+my\s+(?:situation|problem|story)\s*[:.!]?/giu,
  /(?<![\p{L}])my\s+(?:situation|problem)\s+is\s+(?:as\s+follows|this)\s*[:.!]?/giu,
  /(?<![\p{L}])let\s+me\s+explain(?:\s+my\s+(?:situation|problem))?\s*[:.!]?/giu,
  /(?<![\p{L}])(?:(?:i\s*['’]?\s*(?:ha(?:ve|d)|['’]?ve|got)\s+)?an?\s+)?(?:quick|small|simple|little|short|legal)(?:\s+legal)?\s+question(?=\s*(?:[:.!?,;\n]|$))[:.!,?]*/giu,
  /(?<![\p{L}])i\s*(?:was|am|['’]m)\s+wondering\s+(?:if|whether)\s+(?:you|someone|anyone)\s+(?:could|can|would)\s+help(?:\s+me)?(?:\s+(?:with\s+this|please))?(?=\s*(?:[:.!?,;\n]|$))[:.!,?]*/giu,
  /(?<![\p{L}])i\s*['’]?\s*(?:am|m)\s+writing(?:\s+to\s+you)?(?:\s+(?:to\s+ask\s+for|for)\s+(?:some\s+|your\s+)?(?:advice|help|guidance))?(?![\p{L}])[.!:,]?/giu,
  /(?<![\p{L}])(?:i\s*['’]?\s*a?m\s+)?sorry\s+for\s+(?:the|my|this)\s+long\s+(?:message|text|post|story)(?![\p{L}])[.!,]*/giu,
  /(?<![\p{L}])i\s*['’]?\s*(?:am|m)\s+asking\s+for\s+(?:a|my)\s+(?:friend|sister|brother|mother|mom|mum|father|dad|cousin|neighbou?r|colleague)(?![\p{L}])[.!,]?/giu,
  /(?<![\p{L}])[Ii]\s*['’]?\s*[Aa]?[Mm]\s+an?\s+(?:\d+[-\s]years?[-\s]old\s+|young\s+)?(?:woman|man|lady|girl|guy|boy)(?=\s*[,.!;\n])[.!,]*/gu,
  /(?<![\p{L}])(?:please\s+)?i\s+(?:really\s+)?need\s+(?:your|some)\s+(?:help|advice|assistance|guidance)(?:\s+please)?(?=\s*(?:[.!?,:;\n]|$))[.!]*/giu,
  /(?:^|(?<=[\n.!?]))\s*(?:urgent|help|please)(?:\s+(?:please|help|me))*\s*[!.:,]+/giu,
  /(?:^|(?<=[\n.!?]))\s*(?:yesterday|last\s+(?:night|week|month|year|weekend)|this\s+(?:morning|afternoon|evening|week))\s*,/giu,
  // Whom the asker asks for (« je demande pour une amie », « je pose la question pour ma mère »): the
  // story names them again where they matter.
  /(?<![\p{L}])je\s+(?:demande|pose\s+(?:la|cette|une)\s+question|vous\s+[ée]cris|[ée]cris)\s+pour\s+(?:un|une|mon|ma|mes)\s+(?:ami|amie|copine|copain|proche|connaissance|coll[èe]gue|voisin|voisine|cousin|cousine|s[œo]e?ur|fr[èe]re|m[èe]re|p[èe]re|tante|oncle|maman|papa)s?(?![\p{L}])[.!]?/giu,
  /(?<![\p{L}])c['’]?\s*est\s+pour\s+(?:un|une|mon|ma)\s+(?:ami|amie|copine|copain|proche|connaissance|coll[èe]gue|voisin|voisine|cousin|cousine|s[œo]e?ur|fr[èe]re|tante|oncle)\s*[.!]/giu,
  // When the story happened, at a sentence's opening (« Hier soir, », « La semaine dernière, »)
  /(?:^|(?<=[\n.!?]))\s*(?:hier(?:\s+(?:soir|matin|apr[èe]s[-\s]midi))?|avant[-\s]hier|ce\s+(?:soir|matin)|cet\s+apr[èe]s[-\s]midi|cette\s+(?:nuit|semaine|ann[ée]e)|la\s+semaine\s+(?:derni[èe]re|pass[ée]e)|le\s+mois\s+(?:dernier|pass[ée])|l['’]\s*ann[ée]e\s+(?:derni[èe]re|pass[ée]e)|le\s+week[-\s]?end\s+(?:dernier|pass[ée]))\s*,/giu,
  // Who the asker is, in general (« je suis une femme de 35 ans »): « femme » is the wife's word.
  /(?<![\p{L}])[Jj]e\s+suis\s+(?:un|une)\s+(?:jeune\s+)?(?:homme|femme|dame|fille|gar[çc]on|monsieur)(?:\s+de\s+\d+\s+ans)?(?=\s*[,.!;\n])[.!,]*/gu,
  // How the asker feels: « je suis perdue », « je suis vraiment stressée », « je n'en dors plus », « j'ai peur »
  /(?<![\p{L}])je\s+suis\s+(?:(?:vraiment|tr[èe]s|trop|compl[èe]tement|totalement|tellement|si|un\s+peu)\s+)?(?:perdue?s?|stress[ée]e?s?|d[ée]sesp[ée]r[ée]e?s?|inqui[èe]te?s?|angoiss[ée]e?s?|[ée]puis[ée]e?s?|d[ée]pass[ée]e?s?|paniqu[ée]e?s?|d[ée]courag[ée]e?s?|d[ée]prim[ée]e?s?|[àa]\s+bout|en\s+d[ée]tresse)(?![\p{L}])[.!]*/giu,
  /(?<![\p{L}])(?:je\s+n['’]?\s*en\s+dors\s+plus|je\s+ne\s+dors\s+plus|j['’]?\s*en\s+dors\s+plus|j['’]?\s*ai\s+(?:tr[èe]s\s+|trop\s+|tellement\s+)?peur|[çc]a\s+me\s+stresse)(?![\p{L}])[.!]*/giu,
  // The same in English: "I hope you are well", "thanks in advance", "God bless you", "best regards"
  /(?<![\p{L}])i\s+hope\s+(?:you\s+are|you['’]re|this\s+finds\s+you)\s+(?:well|doing\s+well|fine)(?![\p{L}])[.!]*/giu,
  /(?<![\p{L}])(?:thanks?(?:\s+you)?|thx|ty)(?:\s+(?:so|very)\s+much|\s+a\s+lot)?(?:\s+in\s+advance)?(?:\s+for\s+(?:(?:your|the)\s+(?:help|answer|time|reply|advice)|reading|listening|your\s+attention))?(?![\p{L}])[.!]*/giu,
  /(?<![\p{L}])(?:may\s+)?god\s+bless(?:\s+(?:you|u))?(?![\p{L}])[.!]*/giu,
  /(?<![\p{L}])(?:best|kind|warm)?\s*regards(?![\p{L}])[.!]*/giu,
  // « Cordialement », « bien à vous », « bonne journée », « dans l'attente de votre réponse »
  /(?<![\p{L}])(?:bien\s+)?cordialement(?![\p{L}])[.!]*/giu,
  /(?<![\p{L}])bien\s+(?:à|a)\s+vous(?![\p{L}])[.!]*/giu,
  /(?<![\p{L}])(?:mes\s+|sinc[èe]res\s+)?salutations(?:\s+distingu[ée]es)?(?![\p{L}])[.!]*/giu,
  /(?<![\p{L}])bonne\s+(?:journ[ée]e|soir[ée]e|fin\s+de\s+journ[ée]e|nuit)(?![\p{L}])[.!]*/giu,
  /(?<![\p{L}])(?:dans|en)\s+l['’]\s*attente\s+de\s+(?:votre|vos|ta)\s+(?:r[ée]ponse|retour)s?(?![\p{L}])[.!]*/giu,
];

/**
 * A web address (« https://www.leboncoin.fr/annonce/123 », « service-public.fr »): its path's words
 * (« annonce », « ad », numbers) are nobody's matter, the site's name may be (« leboncoin »).
 */
const WEB_ADDRESS =
  /(?:https?:\/\/)?((?:[a-z0-9-]+\.)+)(?:fr|com|org|net|info|io|eu|be|ch|ca|bj|sn|ci|tg|cm|ml|bf|ne|ga|cd|cg|gn|mg|ma|dz|tn)(?![\p{L}\d])(?:\/[^\s]*)?/giu;

/** The name of a web address's site: its last label before the domain, « www » aside. */
const siteName = (_: string, labels: string) =>
  ` ${
    labels
      .split('.')
      .filter((label) => label && label !== 'www' && label !== 'm')
      .at(-1) ?? ''
  } `;

/** The text with what each formula matches blanked out (a space, so the words around stay apart). */
function blanked(text: string, formulas: readonly RegExp[]): string {
  let out = text;
  for (const formula of formulas) out = out.replace(formula, ' ');
  return out;
}

/** The question without its contact details (CONTACT_DETAILS): where the story's figures are read. */
export const withoutContactDetails = (question: string): string => blanked(question, CONTACT_DETAILS);

/** The question without its asides (FORMULAS), web addresses read as their site's name; the words between them as they were. */
export function withoutAsides(question: string): string {
  const text = blanked(question, FORMULAS).replace(WEB_ADDRESS, siteName);
  // What a formula leaves of its sentence's punctuation (« …, que Dieu vous bénisse. ») is no sentence.
  return text
    .replace(/(^|[.!?\n])[\s,;:.!]+/g, '$1 ')
    .replace(/[\s,;:]+$/, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
}
