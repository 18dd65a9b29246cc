/**
 * schema.org data for a library document: an Article based on its official source (the
 * sheets explain the law, they are not the law's text, hence not `Legislation`) and the
 * page's BreadcrumbList. Serialized so no text can close the script element.
 */
import type { LibraryDocument } from '~/server/library/library.types.ts';

export interface Crumb {
  name: string;
  /** Absolute URL; the current page (last crumb) has none. */
  url?: string;
}

export interface DocumentJsonLdInput {
  doc: LibraryDocument;
  /** Absolute canonical URL of the page. */
  url: string;
  /** Language of the page, which may differ from the document's. */
  pageLocale: string;
  publisher: { name: string; url: string };
  crumbs: Crumb[];
}

export function documentJsonLd({ doc, url, pageLocale, publisher, crumbs }: DocumentJsonLdInput): object[] {
  const source = doc.source.url
    ? {
        '@type': 'WebPage',
        url: doc.source.url,
        name: doc.title,
        publisher: { '@type': 'Organization', name: doc.source.name },
        license: doc.source.license,
      }
    : { '@type': 'CreativeWork', name: doc.source.name, license: doc.source.license };
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      '@id': `${url}#document`,
      url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url, inLanguage: pageLocale },
      headline: doc.title,
      name: doc.title,
      description: doc.summary,
      inLanguage: doc.language,
      dateModified: doc.updatedAt.slice(0, 10),
      articleSection: doc.category,
      keywords: doc.tags.join(', '),
      isBasedOn: source,
      citation: source,
      sourceOrganization: { '@type': 'Organization', name: doc.source.name },
      publisher: { '@type': 'Organization', name: publisher.name, url: publisher.url },
      isAccessibleForFree: true,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: crumb.name,
        ...(crumb.url ? { item: crumb.url } : {}),
      })),
    },
  ];
}

/** JSON for a <script> element: `<` escaped, so `</script>` in a title stays text. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
