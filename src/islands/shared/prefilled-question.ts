/**
 * A question brought by the address (`/chat?q=…`, `/search?q=…`: the home page's topics, a
 * sheet's « Poser une question sur cette fiche », the library's "ask the assistant"). The page
 * renders it in the question field; once the island has taken it as its draft, `q` leaves the
 * address, so a reload shows the draft the reader has been editing, not the question again.
 */
const QUESTION_PARAM = 'q';

/** The question of a page's URL, capped at `max` characters; undefined when absent or blank. */
export function questionOf(url: URL, max: number): string | undefined {
  const question = url.searchParams.get(QUESTION_PARAM)?.trim().slice(0, max);
  return question ? question : undefined;
}

/** Takes `q` out of the address bar, keeping the rest, without a new history entry. */
export function forgetQuestionInAddress(win: Pick<Window, 'location' | 'history'> = globalThis.window): void {
  const url = new URL(win.location.href);
  if (!url.searchParams.has(QUESTION_PARAM)) return;
  url.searchParams.delete(QUESTION_PARAM);
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
