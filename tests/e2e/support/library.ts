/** The library a journey reads from: the first import runs in the background of a freshly started server. */
import { type APIRequestContext, expect } from '@playwright/test';
import { MAIN_URL } from './env.ts';

/** Waits until the server's library (the main server's unless told) holds more than `moreThan` documents. */
export async function waitForLibrary(request: APIRequestContext, moreThan = 0, serverUrl = MAIN_URL): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await request.get(`${serverUrl}/api/library?perPage=1`);
        return response.ok() ? ((await response.json()) as { totalItems: number }).totalItems : 0;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBeGreaterThan(moreThan);
}
