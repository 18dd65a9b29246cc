import { describe, expect, it } from 'vitest';
import type { Field } from './bm25f.ts';
import { testBm25Index, testQuery } from './test-bm25.ts';
import { buildThemeModel, DEFAULT_THEMES, reorderByTheme, themeLikelihoods } from './themes.ts';

const sheet = (title: string, summary: string, body = ''): Record<Field, string> => ({
  title,
  summary,
  path: '',
  links: '',
  body,
});
const docs = [
  sheet('Prime à la conversion d’un véhicule', 'Aide pour remplacer une voiture ou un scooter.'),
  sheet('Scooter et cyclomoteur : permis', 'Conduire un scooter demande un permis.'),
  sheet('Accident de trajet', 'Un accident sur le trajet du travail est un accident du travail.'),
  sheet('Accident du travail : démarches', 'Déclarer un accident du travail à l’employeur.'),
  sheet('Arrêt de travail', 'Le salarié malade envoie son arrêt de travail.'),
];
const themes = ['Transports', 'Transports', 'Travail', 'Travail', 'Travail'];
const index = testBm25Index(docs);
const model = buildThemeModel(index, themes);
// Five sheets' themes are a few dozen words: smoothed as the library's would be, they hardly differ.
const params = { ...DEFAULT_THEMES, smoothing: 10, temperature: 1 };
const likelihoods = (text: string) => themeLikelihoods(model, testQuery(index, text), params);

describe('the themes’ prior', () => {
  it('gives each sheet its theme, those sharing a name sharing one', () => {
    expect([...model.themeOf]).toEqual([0, 0, 1, 1, 1]);
  });

  it('finds the theme the question’s words speak of together, the likeliest at 1', () => {
    const [transports, travail] = likelihoods('tombé en scooter en allant au travail, accident du travail ?');
    expect(travail).toBe(1);
    expect(transports).toBeLessThan(1);
    expect(likelihoods('permis pour conduire un scooter')[0]).toBe(1);
  });

  it('moves the sheets of the likeliest theme up the first places, the others kept in order', () => {
    // The lexical order put the scooter's sheets first: the question's rarest word.
    const likely = likelihoods('tombé en scooter en allant au travail, accident du travail ?');
    const order = reorderByTheme([0, 1, 2, 3, 4], model, likely, { ...params, weight: 5 });
    expect(order.slice(0, 3)).toEqual([2, 3, 4]);
    expect(order.slice(3)).toEqual([0, 1]);
  });

  it('leaves the order when its weight is 0, and the places past its depth', () => {
    const likely = likelihoods('accident du travail');
    expect(reorderByTheme([0, 1, 2, 3, 4], model, likely, { ...params, weight: 0 })).toEqual([0, 1, 2, 3, 4]);
    expect(reorderByTheme([0, 1, 2, 3, 4], model, likely, { ...params, weight: 5, depth: 2 })).toEqual([0, 1, 2, 3, 4]);
  });

  it('finds every theme equally likely for a question of words no theme uses', () => {
    expect([...themeLikelihoods(model, new Map(), params)]).toEqual([1, 1]);
  });
});
