/**
 * The Fon (Fɔngbè) frame (frame.ts), in the words the interface's Fon messages use (locales/fon.json:
 * sɛ́n for the law, wěma for a sheet, wěmaxɔ́ sɛ́n tɔn for the legal library, avɔkà for a lawyer).
 * Written by the team; a native speaker's review is welcome (docs/RETRIEVAL.md).
 */
import type { Frame } from '../frame.ts';
import { COUNTRY_NAMES } from '../jurisdiction-places.ts';
import { datedSentence, list, numericDate } from './text.ts';

const LAWS: Record<string, string> = {
  FR: 'Flansé sín sɛ́n',
  BJ: 'Benɛ sín sɛ́n',
  TG: 'Togo sín sɛ́n',
  CI: 'Kɔ́tdivúa sín sɛ́n',
  SN: 'Senegal sín sɛ́n',
  NG: 'Nijeria sín sɛ́n',
  GH: 'Gana sín sɛ́n',
  OHADA: 'OHADA sín sɛ́n',
  LAND: 'Afrika tò ɖé sín ayikúngban sɛ́n',
};
const DIRECTORY = 'avɔkà lɛ́ sín wěmá';

export const fon: Frame = {
  lead: (cited, others) =>
    cited.length === 1 && others === 0
      ? `Nǔ e wěmá ${cited[0]} ɖɔ ɖò wěmaxɔ́ sɛ́n tɔn ɔ́ mɛ é ɖíè.`
      : `Nǔ e wěmá ${list(others > 0 ? [...cited, `wěmá ${others} ɖěvo`] : cited, 'kpo')} ɖɔ ɖò wěmaxɔ́ sɛ́n tɔn ɔ́ mɛ é ɖíè.`,
  headings: {
    keyPoints: 'Nǔ taji lɛ́',
    steps: 'Nǔ e a ɖó na bló lɛ́',
    stepByStep: 'Afɔ ɖokpo ɖokpo',
    practical: 'Akwɛ́, hwenu kpo fí e a na yì é kpo',
  },
  section: (title, cited) => `Wěmá ${cited} ɖò wěmaxɔ́ sɛ́n tɔn ɔ́ mɛ ɖɔ${title ? ` ɖò akpá « ${title} » mɛ` : ''} :`,
  overview:
    'Nǔkanbyɔ́ mitɔn kan nǔ gègě, bɔ wěmá ɖokpo ɖokpo ɖò wěmaxɔ́ sɛ́n tɔn ɔ́ mɛ nɔ tínmɛ ɖokpo ɖokpo. Wěmá e sɛkpɔ́ nǔkanbyɔ́ mitɔn hugǎn é lɛ́ ɖíè ; mi ɖɔ nǔ e jɛ nú mi é gbɔn xó mitɔn lɛ́ jí bo ná mɔ xósin e sɔgbe é :',
  seeAlso: (cited) => `Xà wěmá elɔ́ lɛ́ lɔ : ${list(cited, 'kpo')}.`,
  law: (code) => LAWS[code] ?? `tò ${COUNTRY_NAMES[code] ?? code} sín sɛ́n`,
  dated: datedSentence(
    'kpo',
    (law, day) => `${law}, wěmá ɔ́ sín azǎn : ${numericDate(day)}.`,
    (law, first, last) => `${law}, wěmá lɛ́ sín azǎn : sín ${numericDate(first)} jɛ ${numericDate(last)}.`,
  ),
  stale: 'Sɛ́n ɖé sixu ko trɔ́ sín azǎn enɛ́ gbè : mi kpɔ́n sɛ́n e ɖò te dìn lɛ́.',
  sampleLawyers: `Dìn ɔ́, kpɔ́ndéwú sín nùɖé lɛ́ kɛ́ɖɛ́ wɛ ɖò ${DIRECTORY} mɛ : avɔkà nugbǒ wɛ yě nyí ǎ, bɔ mi sixu kàn wlɛ̀n dó yě ǎ.`,
  reminder: (lawyers) =>
    `Nǔ e è ɖɔ dó sɛ́n wú ɖò gbɛ̀ mɛ wɛ; yě ɖó tɛn nú avɔkà sín ayihamɛɖɔ ǎ. Bo ná mɔ ayihamɛɖɔ e sɔgbe xá nǔ e jɛ nú mi é ɔ́, mi yì kpé avɔkà ɖé : [${DIRECTORY}](${lawyers}).`,
  smallTalk: {
    greeting: `A fɔ̀n ganji ! Un nyí Jurisia sín azɔ̌wàtɔ́ sɛ́n tɔn. Mi ɖɔ nǔ e jɛ nú mi é gbɔn xó mitɔn lɛ́ jí : un na xósin mi gbɔn wěmá e ɖò wěmaxɔ́ sɛ́n tɔn ɔ́ mɛ lɛ́ jí.`,
    thanks: `Enyí mi ɖó nǔkanbyɔ́ ɖěvo ɔ́, mi ɖɔ nǔ e jɛ nú mi é, bɔ un na ba ɖò wěmaxɔ́ sɛ́n tɔn ɔ́ mɛ. Bo ná mɔ ayihamɛɖɔ e sɔgbe xá nǔ e jɛ nú mi é ɔ́, mi yì kpé avɔkà ɖé : [${DIRECTORY}](/lawyers).`,
    identity: `Un nyí Jurisia sín azɔ̌wàtɔ́ sɛ́n tɔn ; ɔ̌dinatɔ̀ wɛ, un nyí gbɛtɔ́ ǎ : un nɔ xósin gbɔn wěmá e ɖò wěmaxɔ́ sɛ́n tɔn ɔ́ mɛ lɛ́ jí, bɔ un ma nɔ ɖɔ nǔ e un ma tuùn ǎ. Bo ná mɔ ayihamɛɖɔ ɔ́, mi yì kpé avɔkà ɖé : [${DIRECTORY}](/lawyers).`,
  },
  notFound: (lawyers) =>
    `Un mɔ wěmá ɖě ɖò wěmaxɔ́ sɛ́n tɔn ɔ́ mɛ bo ná xósin nǔkanbyɔ́ mitɔn ǎ, bɔ un ma jló ná ɖɔ nǔ e un ma tuùn ǎ. Mi lɛ́ kàn nǔ ɔ́ byɔ́ gbɔn xó e ɖɔ nǔ e jɛ nú mi é lɛ́ jí, alǒ mi yì kpé avɔkà ɖé : [${DIRECTORY}](${lawyers}).`,
  foreignLaw: (code, lawyers, city) =>
    `Nǔkanbyɔ́ mitɔn kan ${LAWS[code] ?? `tò ${code} sín sɛ́n`}. Wěmaxɔ́ sɛ́n tɔn Jurisia tɔn nɔ tínmɛ Flansé sín sɛ́n, bɔ é ma nɔ zɔ́n ɖò nǔ e jɛ nú mi é mɛ ǎ : un na ná xósin mi gbɔn wěmá tɔn lɛ́ jí ǎ, bɔ mi ma ná bú. Avɔkà ɖé ${city ? `ɖò ${city}` : 'ɖò tò mitɔn mɛ'} sixu kɔn ayi nú mi : [${DIRECTORY}](${lawyers}). [Wěmá lɛ́ sín kpɔ́ndéwú](/documents) ɖé lɛ́ ɖò te nú Benɛ kpo OHADA kpo.`,
  otherCountry: (code, lawyers) =>
    `Mi ɖɔ ɖɔ mi nɔ nɔ tò ɖěvo mɛ, é nyí Flansé ǎ : nǔ e jɛ nú mi é kan ${LAWS[code] ?? `tò ${code} sín sɛ́n`} mɔ̌, bɔ wěmaxɔ́ sɛ́n tɔn ɔ́ nɔ tínmɛ ǎ. Nǔ e ɖò gudo é nyí Flansé sín sɛ́n, bɔ é ma nɔ zɔ́n ɖò fínɛ́ ǎ ; mi yì kpé [avɔkà ɖé ɖò tò mitɔn mɛ](${lawyers}).`,
  failures: {
    timeout: 'Xósin ɔ́ gbò hwenu dín. Mi lɛ́ tɛ́n kpɔ́n ɖò hwenu kpɛ́ɖé gudo.',
    cancelled: 'È jó nǔkanbyɔ́ ɔ́ dó.',
    unavailable: 'Azɔ̌ xósin tɔn ɔ́ ma ɖò te dìn ǎ. Mi nɔte kpɛ́ɖé bo lɛ́ tɛ́n kpɔ́n.',
    'invalid-reply': 'Xósin e azɔ̌ ɔ́ sɛ́ wá é sɔgbe ǎ. Mi lɛ́ tɛ́n kpɔ́n.',
  },
};
