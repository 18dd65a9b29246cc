import type { MessageKey } from '~/i18n/messages.ts';

/** A link under a text block: `to` is a locale-free app path (hidden when its feature is off), `url` an external address. */
export type ContentLink = { label: MessageKey } & ({ to: string; url?: never } | { url: string; to?: never });

/** A section of a long document: its message prefix and the links shown after its text. */
export interface DocSectionDef {
  prefix: string;
  links?: ContentLink[];
}
