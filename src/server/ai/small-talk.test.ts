import { describe, expect, it } from 'vitest';
import { smallTalkOf } from './small-talk.ts';

describe('small talk', () => {
  it('reads greetings, thanks and goodbyes, as typed on a phone too', () => {
    expect(smallTalkOf('Bonjour')?.kind).toBe('greeting');
    expect(smallTalkOf('slt')?.kind).toBe('greeting');
    expect(smallTalkOf("j'ai besoin d'aide svp")?.kind).toBe('greeting');
    expect(smallTalkOf('merci beaucoup !')?.kind).toBe('thanks');
    expect(smallTalkOf('ok merci bcp')?.kind).toBe('thanks');
    expect(smallTalkOf('Au revoir, bonne soirée')?.kind).toBe('thanks');
    expect(smallTalkOf('bonjour, comment ça va ?')?.kind).toBe('greeting');
    expect(smallTalkOf('thank you so much')).toEqual({ kind: 'thanks', english: true });
    expect(smallTalkOf('merci beaucoup !')).toEqual({ kind: 'thanks', english: false });
    // Letters typed again for emphasis (retrieval/emphasis.ts).
    expect(smallTalkOf('merciiii')?.kind).toBe('thanks');
    expect(smallTalkOf('aidez moiiii svppp')?.kind).toBe('greeting');
  });

  it('reads a message of courtesy alone, however long, as small talk', () => {
    expect(smallTalkOf("Bonsoir maître, j'espère que vous allez bien")?.kind).toBe('greeting');
    expect(smallTalkOf("Merci beaucoup maître, merci d'avance pour votre aide, que Dieu vous bénisse")?.kind).toBe(
      'thanks',
    );
    expect(smallTalkOf('Thanks a lot, God bless you')).toEqual({ kind: 'thanks', english: true });
    expect(smallTalkOf('Bonsoir maître, mon patron ne me paie plus. Merci, que Dieu vous bénisse')).toBeNull();
  });

  it('reads a question about the assistant itself', () => {
    expect(smallTalkOf('tu es qui ?')?.kind).toBe('identity');
    expect(smallTalkOf("t'es un robot ou y a quelqu'un ?")?.kind).toBe('identity');
    expect(smallTalkOf('quel est ton nom ?')?.kind).toBe('identity');
    expect(smallTalkOf('are you a real person?')?.kind).toBe('identity');
    expect(smallTalkOf('vous êtes avocat ?')?.kind).toBe('identity');
  });

  it('leaves alone anything that says something of its own', () => {
    expect(smallTalkOf('bonjour, mon patron ne me paie plus')).toBeNull();
    expect(smallTalkOf('aide au logement')).toBeNull();
    expect(smallTalkOf('je cherche un avocat pour un divorce')).toBeNull();
    // Alone, a search for lawyers or for a change of name.
    expect(smallTalkOf('avocat')).toBeNull();
    expect(smallTalkOf('nom')).toBeNull();
    expect(smallTalkOf('qui ?')).toBeNull();
    expect(smallTalkOf('a')).toBeNull();
    expect(smallTalkOf('')).toBeNull();
  });
});
