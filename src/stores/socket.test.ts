import { describe, expect, it } from 'vitest';
import { socketUrl } from './socket.ts';

describe('socket url', () => {
  it("is WEBSOCKET_URL, or the page's origin when empty or unreadable", async () => {
    const origin = 'https://jurisia.example';
    expect(await socketUrl(async () => ({ websocketUrl: 'wss://rt.jurisia.example' }), origin)).toBe(
      'wss://rt.jurisia.example',
    );
    expect(await socketUrl(async () => ({ websocketUrl: '' }), origin)).toBe(origin);
    expect(await socketUrl(() => Promise.reject(new Error('offline')), origin)).toBe(origin);
  });
});
