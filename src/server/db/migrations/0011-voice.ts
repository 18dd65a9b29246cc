import { type Kysely, sql } from 'kysely';

/**
 * Answers read aloud (src/shared/audio.ts "SpeechStatus"): a bot message keeps its spoken
 * version in `audio_file`, a legal search in `answer_audio`; `speech_status` says whether one
 * is being made, so asking twice starts one synthesis, and `speech_err` why one failed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['messages', 'legal_searches']) {
    await db.schema
      .alterTable(table)
      .addColumn('speech_status', 'text', (c) =>
        c.notNull().defaultTo('none').check(sql`speech_status in ('none', 'pending', 'ready', 'failed')`),
      )
      .execute();
    await db.schema.alterTable(table).addColumn('speech_err', 'text').execute();
  }
  await db.schema.alterTable('legal_searches').addColumn('answer_audio', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('legal_searches').dropColumn('answer_audio').execute();
  for (const table of ['messages', 'legal_searches']) {
    await db.schema.alterTable(table).dropColumn('speech_err').execute();
    await db.schema.alterTable(table).dropColumn('speech_status').execute();
  }
}
