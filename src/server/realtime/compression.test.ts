/**
 * SPEC-COVERAGE §9: socket messages are compressed from 1024 bytes. socket-server.test.ts checks the
 * negotiated extension; this checks the threshold the server is given, over WebSocket and
 * over HTTP long-polling alike.
 */
import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { Platform } from '../platform.ts';
import { attachRealtime, COMPRESSION_THRESHOLD_BYTES } from './socket-server.ts';

describe('socket compression', () => {
  it('compresses from 1024 bytes, over WebSocket and polling', async () => {
    expect(COMPRESSION_THRESHOLD_BYTES).toBe(1024);
    // No database URL: the in-memory adapter, no connection is made.
    const platform = {
      config: { databaseUrl: undefined, publicUrl: undefined },
      logger: console,
    } as unknown as Platform;
    const realtime = await attachRealtime({ httpServer: createServer(), platform });
    try {
      const opts = (
        realtime.io.engine as unknown as {
          opts: { perMessageDeflate: { threshold: number }; httpCompression: { threshold: number } };
        }
      ).opts;
      expect(opts.perMessageDeflate.threshold).toBe(1024);
      expect(opts.httpCompression.threshold).toBe(1024);
    } finally {
      await realtime.close();
    }
  });
});
