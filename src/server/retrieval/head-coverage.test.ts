import { describe, expect, it } from 'vitest';
import type { Field } from './bm25f.ts';
import { headCoverage } from './head-coverage.ts';
import { testBm25Index, testQuery } from './test-bm25.ts';

const docs: Record<Field, string>[] = [
  {
    title: 'Passeport d’un majeur : première demande',
    summary: 'Le passeport est délivré en mairie.',
    path: 'Papiers',
    links: '',
    body: 'Au dos de la carte figure la taille ; la photo montre l’œil gauche et la jambe n’y est pas.',
  },
  {
    title: 'Arrêt maladie : démarches',
    summary: 'Envoyer l’arrêt de travail à la caisse.',
    path: 'Social - Santé',
    links: '',
    body: 'Le médecin remet l’avis d’arrêt de travail.',
  },
];
const index = testBm25Index(docs);
const query = (text: string) => testQuery(index, text);

describe('head coverage', () => {
  it('is low for a question a sheet holds in its body only', () => {
    expect(headCoverage(index, query('mal au dos et à la jambe gauche'), 0)).toBe(0);
  });

  it('counts the words a sheet names its subject with', () => {
    expect(headCoverage(index, query('arrêt de travail envoyé au médecin'), 1)).toBeGreaterThan(0.5);
    expect(headCoverage(index, query('première demande de passeport'), 0)).toBe(1);
  });

  it('is 0 for an empty query', () => {
    expect(headCoverage(index, new Map(), 0)).toBe(0);
  });
});
