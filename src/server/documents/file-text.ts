/**
 * What the PDF and the DOCX of a generated document share apart from drawing: the lines of a
 * run, the footer's wording, the language tag of the file.
 */
import { isLocale } from '../../i18n/locales.ts';
import { createTranslator } from '../../i18n/messages.ts';

export interface FileMeta {
  /** The product's name, in the footer and the file's metadata. */
  appName: string;
  /** The document's language (the template's): its footer and, in the DOCX, its proofing language. */
  language: string;
}

/** A run's text cut at its line breaks; '\r\n' and '\r' from a pasted text count as one break. */
export function runLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/** The discreet notice at the foot of every page, in the document's language (French by default). */
export function footerText({ appName, language }: FileMeta): string {
  const base = language.toLowerCase().split('-')[0];
  return createTranslator(isLocale(base) ? base : 'fr')('documents.file.footer', { appName });
}
