import { describe, expect, it } from 'vitest';
import { details } from './details.ts';
import { createPassageCache } from './passage-cache.ts';
import { stemmedWords } from './passages.ts';

const HTML =
  '<section><h2>Vous êtes salarié</h2><p>Vous devez envoyer la lettre de contestation au conseil de prud’hommes.</p>' +
  '<p>Vous devez joindre votre contrat de travail à la demande.</p></section>' +
  '<section><h2>Vous êtes apprenti</h2><p>Vous devez envoyer la lettre de contestation au conseil de prud’hommes.</p>' +
  '<p>Vous devez envoyer la lettre de contestation au conseil de prud’hommes dans les 2 mois.</p></section>';

describe('the steps and costs part', () => {
  it('takes the steps the answering part did not quote, each once, not those it already says', async () => {
    const analysed = await createPassageCache()
      .get([{ id: 'doc', hash: 'h' }], async () => new Map([['doc', HTML]]))
      .then((all) => all.get('doc'));
    if (!analysed) throw new Error('not analysed');
    const letter = analysed.passages[0];
    if (!letter) throw new Error('no passage');
    const picked = details(analysed, new Set([letter]), stemmedWords('lettre contestation contrat'), 4);
    expect(picked.map((p) => p.text)).toEqual([
      'Vous devez joindre votre contrat de travail à la demande.',
      // A figure of its own: it says more than the letter quoted.
      'Vous devez envoyer la lettre de contestation au conseil de prud’hommes dans les 2 mois.',
    ]);
  });
});
