/** The library a journey reads from: the first import runs in the background of a freshly started server. */
import { type APIRequestContext, expect } from '@playwright/test';
import { MAIN_URL } from './env.ts';

/** Waits until the server's library holds more than `moreThan` documents. */
export async function waitForLibrary(request: APIRequestContext, moreThan = 0): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await request.get(`${MAIN_URL}/api/library?perPage=1`);
        return response.ok() ? ((await response.json()) as { totalItems: number }).totalItems : 0;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBeGreaterThan(moreThan);
}
