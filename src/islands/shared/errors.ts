/** How the islands read a failed request (an HttpError of stores/http.ts, or anything thrown). */

/** The status of an HttpError (or of anything shaped like one); undefined otherwise. */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** What the user is told of a failed request: the server's message (the API's error body, docs/ARCHITECTURE.md). */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
