import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client.ts';
import { testEngines } from '../db/test-databases.ts';
import { foldWord, stemFrench } from './french-stem.ts';

/** Every rule of the stemmer at least once, accents and capitals included. */
const WORDS = `locataire location logement loyers loyer impayés chevaux nationalité apprentissage divorcer
  licenciement licenciés indicateur activement couramment évidemment heureuse heureusement paresseuse
  établissement crayons pacsé yeux jouer ennuyeux appelle nettoyer tranquillement prévisions ministère
  dernière premier eaux générations illogique sociologie conclusion solution urgence positivement abusive
  rationalisation voyager payées finissons réfléchissant enrichissement bienfaisance définitivement mutuel
  agréées œuvre Ça parlions mangeassiez finiraient aimerions communication qualificatif intensification
  rayonnement Paris colonne tapisserie aérien oiseaux créatrices identité majestueuse acquisition pension
  amende contraventions épanouissement gentiment baie emploi fuyons`.split(/\s+/);

describe.each(testEngines())('French stemming on $name', (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await engine.open();
  });
  afterAll(() => handle.close());

  it('gives the lexeme the jurisia_fr configuration gives', async () => {
    const { rows } = await sql<{ word: string; lexeme: string }>`
      select w as word, (select string_agg(lexeme, ' ') from unnest(to_tsvector('jurisia_fr'::regconfig, w))) as lexeme
      from unnest(${WORDS}::text[]) as w`.execute(handle.db);
    for (const { word, lexeme } of rows) expect([word, stemFrench(foldWord(word))]).toEqual([word, lexeme]);
  });
});
