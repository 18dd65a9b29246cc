/**
 * Answers that may have been pushed before the socket listened (docs/ARCHITECTURE.md "Real
 * time"). When the socket (re)connects, the questions awaiting their answer are read once, but a
 * question sent and not yet acknowledged has no id to read by: the server may answer it, and push
 * the answer, before the socket has joined again, and the push is then lost for good. The keys of
 * such questions are noted at the (re)connection, and each is to be read once acknowledged.
 */
export type QuestionState = 'unacknowledged' | 'awaiting' | 'settled';

export function createUnheardAnswers() {
  let noted = new Set<string>();
  return {
    /** At a (re)connection: the questions sent and not acknowledged yet. */
    connected(unacknowledged: Iterable<string>): void {
      noted = new Set(unacknowledged);
    },
    /**
     * Forgets the noted questions acknowledged or settled since (`stateOf`); true when one of
     * them, acknowledged, still awaits its answer: it is to be read now.
     */
    acknowledged(stateOf: (key: string) => QuestionState): boolean {
      let read = false;
      for (const key of [...noted]) {
        const state = stateOf(key);
        if (state === 'unacknowledged') continue;
        noted.delete(key);
        if (state === 'awaiting') read = true;
      }
      return read;
    },
  };
}
