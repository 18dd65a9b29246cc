/**
 * Versioned migrations, applied in name order at start. Listed here (not globbed) so the
 * same set runs from Node directly and from the bundled Astro server. Never edit a shipped
 * migration: add the next one.
 */
import type { Migration } from 'kysely/migration';
import * as m0001 from './0001-users-sessions.ts';
import * as m0002 from './0002-contact-rate-limits.ts';
import * as m0003 from './0003-accounts.ts';
import * as m0004 from './0004-library.ts';
import * as m0005 from './0005-library-imports.ts';
import * as m0006 from './0006-personal-library.ts';
import * as m0007 from './0007-jobs.ts';
import * as m0008 from './0008-legal-searches.ts';
import * as m0009 from './0009-library-ranking.ts';
import * as m0010 from './0010-chat.ts';
import * as m0011 from './0011-voice.ts';
import * as m0012 from './0012-lawyers.ts';
import * as m0013 from './0013-lawyer-accounts.ts';
import * as m0014 from './0014-document-drafts.ts';
import * as m0015 from './0015-billing.ts';
import * as m0016 from './0016-user-country.ts';
import * as m0017 from './0017-generated-once.ts';

export const migrations: Record<string, Migration> = {
  '0001-users-sessions': m0001,
  '0002-contact-rate-limits': m0002,
  '0003-accounts': m0003,
  '0004-library': m0004,
  '0005-library-imports': m0005,
  '0006-personal-library': m0006,
  '0007-jobs': m0007,
  '0008-legal-searches': m0008,
  '0009-library-ranking': m0009,
  '0010-chat': m0010,
  '0011-voice': m0011,
  '0012-lawyers': m0012,
  '0013-lawyer-accounts': m0013,
  '0014-document-drafts': m0014,
  '0015-billing': m0015,
  '0016-user-country': m0016,
  '0017-generated-once': m0017,
};
