import { describe, expect, it } from 'vitest';
import { namedParty, PARTY_WORDS } from './parties.ts';

describe('namedParty', () => {
  it("reads the party the asker names as their own, by the library's word for it", () => {
    expect(namedParty('mon patron ne me paie plus')?.names[0]).toBe('employeur');
    expect(namedParty('Mon chef refuse mes congés')?.names[0]).toBe('employeur');
    expect(namedParty('my boss fired me on whatsapp')?.names[0]).toBe('employeur');
    expect(namedParty('mon proprio garde ma caution')?.names[0]).toBe('proprietaire');
    expect(namedParty('mes employés sont en grève')?.names[0]).toBe('salarie');
    expect(namedParty('mon locataire ne paie plus')?.names[0]).toBe('locataire');
    // The words of the workplace for one's boss.
    expect(namedParty('ma responsable me rabaisse devant les collègues')?.names[0]).toBe('employeur');
    expect(namedParty('mon supérieur refuse mes congés')?.names[0]).toBe('employeur');
    expect(namedParty('ma directrice veut me muter')?.names[0]).toBe('employeur');
    expect(namedParty('le gérant a dit à mon gérant')?.said).toBe('gerant');
  });

  it('gives the asker their own side: a tenant names the landlord', () => {
    expect(namedParty('mon propriétaire veut augmenter le loyer')).toEqual({
      asker: ['locatair'],
      other: ['proprietair', 'bailleur'],
      names: ['proprietaire', 'bailleur'],
      said: 'proprietaire',
    });
    expect(namedParty('mon chef refuse')?.said).toBe('chef');
  });

  it('reads no party where the question names none as its own', () => {
    expect(namedParty('le propriétaire peut-il augmenter le loyer ?')).toBeNull();
    expect(namedParty('combien de jours de congé paternité')).toBeNull();
    // With an article, the boss may be anybody's, or the asker (« je suis le patron »).
    expect(namedParty('le patron du bar m’a frappé')).toBeNull();
  });

  it('reads every word of PARTY_WORDS after a possessive (named-words.ts spells them)', () => {
    for (const word of PARTY_WORDS) expect(namedParty(`mon ${word}`)?.said, word).toBe(word);
  });
});
