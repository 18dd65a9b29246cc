import { describe, expect, it } from 'vitest';
import { smallTalkOf } from './small-talk.ts';

describe('small talk', () => {
  it('reads greetings, thanks and goodbyes, as typed on a phone too', () => {
    expect(smallTalkOf('Bonjour')).toBe('greeting');
    expect(smallTalkOf('slt')).toBe('greeting');
    expect(smallTalkOf("j'ai besoin d'aide svp")).toBe('greeting');
    expect(smallTalkOf('merci beaucoup !')).toBe('thanks');
    expect(smallTalkOf('ok merci bcp')).toBe('thanks');
    expect(smallTalkOf('Au revoir, bonne soirée')).toBe('thanks');
    expect(smallTalkOf('bonjour, comment ça va ?')).toBe('greeting');
    expect(smallTalkOf('thank you so much')).toBe('thanks');
  });

  it('reads a question about the assistant itself', () => {
    expect(smallTalkOf('tu es qui ?')).toBe('identity');
    expect(smallTalkOf("t'es un robot ou y a quelqu'un ?")).toBe('identity');
    expect(smallTalkOf('quel est ton nom ?')).toBe('identity');
    expect(smallTalkOf('are you a real person?')).toBe('identity');
    expect(smallTalkOf('vous êtes avocat ?')).toBe('identity');
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
