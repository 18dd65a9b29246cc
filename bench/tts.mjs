// Cost of reading answers aloud with the embedded eSpeak NG (`node_modules/.bin/node bench/tts.mjs`):
// French answers of several lengths go through speakableText and the real synthesizer (child
// process, WAV → MP3 32 kbit/s). For each: seconds of speech, CPU of the child (reported by the
// child itself), wall time, and seconds of speech per CPU second against the goal "≥ 10× real
// time on one core". The first call (fork, wasm compile, first job) is shown apart. Baseline
// from the same run: eSpeak NG alone to WAV in this process, no MP3, so the encoding's share shows.
import { readFileSync } from 'node:fs';
import ESpeakNg from 'espeak-ng';

if (!process.features.typescript) {
  console.error(`Node ${process.version} cannot run the TypeScript modules: use node_modules/.bin/node bench/tts.mjs`);
  process.exit(1);
}
const { createEspeakSynthesizer } = await import('../src/server/speech/espeak-synthesizer.ts');
const { speakableText } = await import('../src/server/speech/speakable-text.ts');

const GOAL = 10;

const ANSWERS = {
  divorce: `## Divorce par consentement mutuel

Depuis 2017, les époux d'accord sur la rupture et sur toutes ses conséquences peuvent divorcer sans passer devant le juge [1]. Chacun doit être assisté de son propre avocat. La convention est signée par les époux et leurs avocats, puis déposée chez un notaire, ce qui lui donne date certaine et force exécutoire [2].`,

  bail: `## Fin du bail d'habitation

Le locataire peut quitter le logement à tout moment en envoyant un congé au bailleur par lettre recommandée avec avis de réception, par acte de commissaire de justice ou par remise en main propre contre signature [1]. Le préavis est de trois mois pour un logement vide, et d'un mois pour un logement meublé.

Le préavis est réduit à un mois, même pour un logement vide, dans plusieurs cas :
- le logement se trouve dans une zone tendue ;
- le locataire obtient un premier emploi, une mutation, ou perd son emploi ;
- son état de santé justifie un changement de domicile ;
- il est bénéficiaire du revenu de solidarité active ou de l'allocation aux adultes handicapés.

Le locataire doit préciser le motif invoqué et le justifier au moment de l'envoi du congé, faute de quoi le préavis de trois mois s'applique [2]. Le dépôt de garantie est restitué dans un délai d'un mois si l'état des lieux de sortie est conforme à l'état des lieux d'entrée, et de deux mois dans le cas contraire. Voir la fiche [Préavis du locataire](/library/documents/fiche-f1168).`,

  succession: `## Régler une succession

Au décès d'une personne, ses biens, ses droits et ses dettes sont transmis à ses héritiers. En l'absence de testament, la loi désigne les héritiers selon un ordre précis : d'abord les enfants et leurs descendants, puis les parents, frères et sœurs, puis les ascendants, enfin les oncles, tantes et cousins [1]. Le conjoint survivant a des droits particuliers, qui varient selon la présence d'enfants.

Les étapes principales sont les suivantes :
1. Déclarer le décès à la mairie dans les vingt-quatre heures.
2. Rechercher l'existence d'un testament, notamment auprès du fichier central des dispositions de dernières volontés.
3. Faire établir un acte de notoriété par un notaire, qui prouve la qualité d'héritier.
4. Choisir entre accepter la succession, l'accepter à concurrence de l'actif net, ou y renoncer.
5. Déposer la déclaration de succession et payer les droits dans les six mois suivant le décès.

Chaque héritier dispose d'un délai de quatre mois avant de pouvoir être sommé de prendre parti [2]. Passé ce délai, un créancier ou un cohéritier peut l'obliger à se prononcer dans les deux mois. Le recours à un notaire est obligatoire lorsque la succession comprend un bien immobilier, ou lorsque son montant dépasse cinq mille euros.

Les droits de succession dépendent du lien de parenté avec le défunt. Le conjoint marié et le partenaire de pacte civil de solidarité en sont exonérés. Les enfants bénéficient chacun d'un abattement de cent mille euros, renouvelable tous les quinze ans, puis d'un barème progressif [3]. Les frères et sœurs, les neveux et nièces, et les personnes sans lien de parenté sont taxés bien plus lourdement.`,

  licenciement: `## Contester un licenciement

Un licenciement doit reposer sur une cause réelle et sérieuse, qu'il soit prononcé pour un motif personnel ou pour un motif économique [1]. L'employeur doit convoquer le salarié à un entretien préalable par lettre recommandée ou remise en main propre, au moins cinq jours ouvrables avant l'entretien. Le salarié peut s'y faire assister par une personne de son choix appartenant à l'entreprise, ou, en l'absence de représentants du personnel, par un conseiller du salarié inscrit sur une liste préfectorale.

La lettre de licenciement ne peut être envoyée que deux jours ouvrables au moins après l'entretien. Elle doit énoncer précisément les motifs, car ce sont eux qui fixent les limites du litige devant le juge [2]. Dans les quinze jours suivant sa notification, le salarié peut demander à l'employeur de préciser ces motifs.

## Saisir le conseil de prud'hommes

Le salarié qui estime son licenciement injustifié dispose d'un délai de douze mois à compter de la notification pour saisir le conseil de prud'hommes [3]. La procédure commence par une audience de conciliation et d'orientation, au cours de laquelle les parties peuvent trouver un accord. À défaut, l'affaire est renvoyée devant le bureau de jugement.

Si le juge retient l'absence de cause réelle et sérieuse, il peut proposer la réintégration du salarié. En cas de refus de l'une des parties, il accorde une indemnité dont le montant est encadré par un barème, entre un minimum et un maximum qui dépendent de l'ancienneté et de la taille de l'entreprise [4]. Ce barème est écarté lorsque le licenciement est nul, par exemple s'il est discriminatoire, s'il sanctionne l'exercice d'une liberté fondamentale, ou s'il fait suite à une dénonciation de harcèlement.

Les points à vérifier sont les suivants :
- le respect des délais de convocation et d'envoi de la lettre ;
- la précision et la réalité des motifs énoncés ;
- le versement de l'indemnité légale ou conventionnelle de licenciement, dès huit mois d'ancienneté ;
- la remise des documents de fin de contrat, dont l'attestation destinée à France Travail.

Il est recommandé de réunir rapidement les pièces utiles, comme le contrat de travail, les bulletins de paie, les échanges écrits avec l'employeur et les attestations de collègues, puis de consulter un avocat ou un défenseur syndical avant l'expiration du délai.`,
};
// The longest answer a reading can hold (speakableText caps it at 6000 characters).
ANSWERS['réponse complète'] = Object.values(ANSWERS).join('\n\n');

const texts = Object.entries(ANSWERS).map(([name, markdown]) => ({ name, text: speakableText(markdown) }));

const jobs = [];
const speech = createEspeakSynthesizer({ timeoutMs: 120_000, onJob: (stats) => jobs.push(stats) });

const cold = texts[0];
await speech.synthesize({ text: cold.text, language: 'fr' });
const first = jobs.pop();

const rows = [];
for (const { name, text } of texts) {
  const started = performance.now();
  const spoken = await speech.synthesize({ text, language: 'fr' });
  const stats = jobs.pop();
  rows.push({
    name,
    chars: text.length,
    speechS: spoken.durationMs / 1000,
    cpuMs: stats.cpuMs,
    encodeMs: stats.encodeCpuMs,
    wallMs: performance.now() - started,
    kb: spoken.bytes.length / 1024,
  });
}
await speech.close();

// Baseline: the same program to WAV, here, without the child nor the MP3 encoder.
const wasm = await WebAssembly.compile(readFileSync(new URL('espeak-ng.wasm', import.meta.resolve('espeak-ng'))));
async function wav(text) {
  const program = await ESpeakNg({
    arguments: ['-v', 'fr', '-w', 'out.wav', '-f', 'in.txt'],
    preRun: [(m) => m.FS.writeFile('in.txt', text)],
    print() {},
    printErr() {},
    instantiateWasm(imports, done) {
      WebAssembly.instantiate(wasm, imports).then(done);
      return {};
    },
  });
  return program.FS.readFile('out.wav');
}
await wav(cold.text);
const baseline = [];
for (const { text } of texts) {
  const since = process.cpuUsage();
  const bytes = await wav(text);
  const used = process.cpuUsage(since);
  baseline.push({ cpuMs: (used.user + used.system) / 1000, speechS: (bytes.length - 44) / 2 / 22050 });
}

const sum = (list, key) => list.reduce((total, row) => total + row[key], 0);
const ratio = (speechS, cpuMs) => `${(speechS / (cpuMs / 1000)).toFixed(0)}×`;
const pad = (value, width) => String(value).padStart(width);
const line = (name, ...cells) =>
  console.log(name.padEnd(18) + cells.map(([value, width]) => pad(value, width)).join(''));

console.log(`eSpeak NG → MP3 32 kbit/s mono, child process, Node ${process.version}`);
console.log(
  `first call (fork, wasm compile, ${cold.text.length} chars): ${(first.wallMs).toFixed(0)} ms wall, child CPU ${first.cpuMs.toFixed(0)} ms`,
);
console.log('');
line(
  'text',
  ['chars', 7],
  ['speech s', 10],
  ['CPU ms', 9],
  ['of which MP3', 14],
  ['wall ms', 9],
  ['KB', 7],
  ['speech/CPU', 12],
);
for (const row of rows) {
  line(
    row.name,
    [row.chars, 7],
    [row.speechS.toFixed(1), 10],
    [row.cpuMs.toFixed(0), 9],
    [row.encodeMs.toFixed(0), 14],
    [row.wallMs.toFixed(0), 9],
    [row.kb.toFixed(0), 7],
    [ratio(row.speechS, row.cpuMs), 12],
  );
}
const totalSpeech = sum(rows, 'speechS');
const totalCpu = sum(rows, 'cpuMs');
const total = totalSpeech / (totalCpu / 1000);
line(
  'total',
  [sum(rows, 'chars'), 7],
  [totalSpeech.toFixed(1), 10],
  [totalCpu.toFixed(0), 9],
  [sum(rows, 'encodeMs').toFixed(0), 14],
  [sum(rows, 'wallMs').toFixed(0), 9],
  [sum(rows, 'kb').toFixed(0), 7],
  [ratio(totalSpeech, totalCpu), 12],
);
console.log(`goal ≥ ${GOAL}× real time on one core: ${total >= GOAL ? 'met' : 'MISSED'} (${total.toFixed(0)}×)`);
console.log('');
console.log('baseline, eSpeak NG alone to WAV (this process, no MP3):');
line('text', ['chars', 7], ['speech s', 10], ['CPU ms', 9], ['', 14], ['', 9], ['', 7], ['speech/CPU', 12]);
texts.forEach(({ name, text }, i) => {
  const row = baseline[i];
  line(
    name,
    [text.length, 7],
    [row.speechS.toFixed(1), 10],
    [row.cpuMs.toFixed(0), 9],
    ['', 14],
    ['', 9],
    ['', 7],
    [ratio(row.speechS, row.cpuMs), 12],
  );
});
const baseCpu = sum(baseline, 'cpuMs');
line(
  'total',
  [sum(rows, 'chars'), 7],
  [sum(baseline, 'speechS').toFixed(1), 10],
  [baseCpu.toFixed(0), 9],
  ['', 14],
  ['', 9],
  ['', 7],
  [ratio(sum(baseline, 'speechS'), baseCpu), 12],
);
console.log(`MP3 encoding: ${((100 * sum(rows, 'encodeMs')) / totalCpu).toFixed(0)} % of the child's CPU`);
