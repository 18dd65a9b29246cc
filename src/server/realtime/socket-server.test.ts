import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, get, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atom } from 'nanostores';
import type { ClientToServerEvents, LegalSearchPush, ServerToClientEvents } from '../../shared/events.ts';
import { createSocketClient } from '../../stores/socket-client.ts';
import { signAccessToken } from '../auth/access-tokens.ts';
import { createPostgresDatabase } from '../db/test-databases.ts';
import { createPlatform, type Platform } from '../platform.ts';
import { attachRealtime, type Realtime } from './socket-server.ts';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
const PUBLIC_URL = 'https://jurisia.example';
const env = (extra: Record<string, string> = {}) => ({
  DATA_DIR: 'memory://',
  LOG_LEVEL: 'silent',
  LIBRARY_SOURCE: 'none',
  PUBLIC_URL,
  ...extra,
});

async function serve(platform: Platform): Promise<{ realtime: Realtime; url: string }> {
  const httpServer = createServer();
  const realtime = await attachRealtime({ httpServer, platform });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  return { realtime, url: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}` };
}

async function newUser(platform: Platform): Promise<string> {
  const id = randomUUID();
  await platform.database.db
    .insertInto('users')
    .values({
      id,
      email: `${id}@example.bj`,
      first_name: 'Awa',
      last_name: 'Dossou',
      avatar_url: null,
      password_hash: null,
    })
    .execute();
  return id;
}

const opened: Client[] = [];
/** Resolves once connected; rejects with the server's connect_error message. */
function connect(
  url: string,
  options: { auth?: Record<string, string>; query?: Record<string, string> } = {},
): Promise<Client> {
  const socket: Client = connectClient(url, {
    ...options,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  opened.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}
const tokenFor = async (platform: Platform, userId: string, now?: Date) =>
  (await signAccessToken(platform, userId, now)).accessToken;
const nextPush = (socket: Client) =>
  new Promise<LegalSearchPush>((resolve) => socket.once('legal_search_ai_response', resolve));

function push(questionText: string): LegalSearchPush {
  const at = new Date().toISOString();
  const request = {
    _id: randomUUID(),
    localId: null,
    questionText,
    questionAudio: null,
    audioUrl: null,
    language: 'fr',
    answerAudio: null,
    answerStatus: 'completed' as const,
    answerText: 'Réponse',
    sources: [],
    thinkMode: 'instant' as const,
    err: null,
    createdAt: at,
    updatedAt: at,
  };
  return { request, status: 'completed' };
}

/** Status of the polling handshake, the request a browser makes before any socket exists. */
function handshakeStatus(url: string, origin?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(`${url}/socket.io/?EIO=4&transport=polling`, { headers: origin ? { origin } : {} }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', reject);
  });
}

/** The compression the server agrees to for a browser-like WebSocket offer. */
function negotiatedCompression(url: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const headers = {
      Connection: 'Upgrade',
      Upgrade: 'websocket',
      'Sec-WebSocket-Version': '13',
      'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
      'Sec-WebSocket-Extensions': 'permessage-deflate; client_max_window_bits',
    };
    const upgrade = request(`${url}/socket.io/?EIO=4&transport=websocket`, { headers });
    upgrade.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.headers['sec-websocket-extensions']);
    });
    upgrade.on('error', reject);
    upgrade.end();
  });
}

describe('realtime server on PGlite', () => {
  let platform: Platform;
  let server: { realtime: Realtime; url: string };
  beforeAll(async () => {
    platform = await createPlatform({ env: env() });
    server = await serve(platform);
  });
  afterAll(async () => {
    for (const socket of opened) socket.disconnect();
    await server.realtime.close();
    await platform.close();
  });

  it('lets a valid token in, delivers pushes to its user and answers ping with the server time', async () => {
    const userId = await newUser(platform);
    const socket = await connect(server.url, { auth: { useraccesstoken: await tokenFor(platform, userId) } });
    const received = nextPush(socket);
    server.realtime.pushToUser(userId, 'legal_search_ai_response', push('Quel préavis ?'));
    expect((await received).request.questionText).toBe('Quel préavis ?');
    const before = Date.now();
    const serverTime = await socket.timeout(5000).emitWithAck('ping');
    expect(serverTime).toBeGreaterThanOrEqual(before);
  });

  it('compresses only from 1024 bytes, with no zlib state kept per idle socket, and delivers large pushes', async () => {
    expect(await negotiatedCompression(server.url)).toBe(
      'permessage-deflate; server_no_context_takeover; server_max_window_bits=10',
    );
    const userId = await newUser(platform);
    const socket = await connect(server.url, { auth: { useraccesstoken: await tokenFor(platform, userId) } });
    const received = nextPush(socket);
    const long = 'Le préavis dépend de l’ancienneté. '.repeat(400);
    server.realtime.pushToUser(userId, 'legal_search_ai_response', push(long));
    expect((await received).request.questionText).toBe(long);
  });

  it('takes the token from the query when auth has none', async () => {
    const userId = await newUser(platform);
    const socket = await connect(server.url, { query: { useraccesstoken: await tokenFor(platform, userId) } });
    expect(socket.connected).toBe(true);
  });

  it("refuses a missing, forged or expired token with 'Unauthorized', 'Authentication failed', 'jwt expired'", async () => {
    const userId = await newUser(platform);
    const [header, payload] = (await tokenFor(platform, userId)).split('.');
    const expired = await tokenFor(platform, userId, new Date(Date.now() - 16 * 60_000));
    await expect(connect(server.url)).rejects.toThrow('Unauthorized');
    await expect(connect(server.url, { auth: { useraccesstoken: `${header}.${payload}.AAAA` } })).rejects.toThrow(
      'Authentication failed',
    );
    await expect(connect(server.url, { auth: { useraccesstoken: expired } })).rejects.toThrow('jwt expired');
  });

  it('refuses a handshake from a foreign page, accepts our host, PUBLIC_URL and non-browser clients', async () => {
    expect(await handshakeStatus(server.url, 'https://evil.example')).toBe(403);
    expect(await handshakeStatus(server.url, 'null')).toBe(403);
    expect(await handshakeStatus(server.url, server.url)).toBe(200);
    expect(await handshakeStatus(server.url, PUBLIC_URL)).toBe(200);
    expect(await handshakeStatus(server.url)).toBe(200);
    const userId = await newUser(platform);
    const foreign = connectClient(server.url, {
      auth: { useraccesstoken: await tokenFor(platform, userId) },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { origin: 'https://evil.example' },
    });
    opened.push(foreign);
    await new Promise((resolve) => foreign.once('connect_error', resolve));
    expect(foreign.connected).toBe(false);
  });

  it('lets the browser store cure an expired token by a refresh, then deliver pushes', async () => {
    const userId = await newUser(platform);
    const expired = await tokenFor(platform, userId, new Date(Date.now() - 16 * 60_000));
    const fresh = await signAccessToken(platform, userId);
    // The client believes its token is fresh (clocks differ): only the server's refusal tells.
    const fetchToken = async () => ({ accessToken: expired, accessTokenExpiresAt: fresh.accessTokenExpiresAt });
    const client = createSocketClient({
      io: (url, options) => {
        const socket: Client = connectClient(url, { ...options, forceNew: true });
        opened.push(socket);
        return socket;
      },
      url: async () => server.url,
      $loggedIn: atom(true),
      fetchToken,
      refreshSession: async () => fresh,
      now: () => Date.now(),
      timers: { setInterval, clearInterval },
      events: new EventTarget(),
      pathname: () => '/search',
      navigate: () => {},
      log: () => {},
    });
    const received = new Promise<LegalSearchPush>((resolve) => client.on('legal_search_ai_response', resolve));
    await expect.poll(() => client.$status.get(), { timeout: 5000 }).toBe('connected');
    server.realtime.pushToUser(userId, 'legal_search_ai_response', push('after refresh'));
    expect((await received).request.questionText).toBe('after refresh');
    client.disconnect();
    expect(client.$status.get()).toBe('disconnected');
  });

  it("never delivers one user's push to another user", async () => {
    const [awa, kofi] = [await newUser(platform), await newUser(platform)];
    const awaSocket = await connect(server.url, { auth: { useraccesstoken: await tokenFor(platform, awa) } });
    const kofiSocket = await connect(server.url, { auth: { useraccesstoken: await tokenFor(platform, kofi) } });
    const kofiGot: string[] = [];
    kofiSocket.on('legal_search_ai_response', (payload) => kofiGot.push(payload.request.questionText));
    const awaGot = nextPush(awaSocket);
    const kofiMarker = nextPush(kofiSocket);
    server.realtime.pushToUser(awa, 'legal_search_ai_response', push('for Awa'));
    server.realtime.pushToUser(kofi, 'legal_search_ai_response', push('for Kofi'));
    expect((await awaGot).request.questionText).toBe('for Awa');
    // One connection keeps the order of its packets: had Awa's push reached Kofi, it would be first.
    await kofiMarker;
    expect(kofiGot).toEqual(['for Kofi']);
  });
});

const adminUrl = process.env['TEST_DATABASE_URL'];

describe.skipIf(!adminUrl)('realtime servers sharing PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  let platforms: Platform[] = [];
  let servers: Array<{ realtime: Realtime; url: string }> = [];
  beforeAll(async () => {
    database = await createPostgresDatabase(adminUrl ?? '');
    // One after the other: both would otherwise run the migrations at once.
    for (let i = 0; i < 2; i++) platforms.push(await createPlatform({ env: env({ DATABASE_URL: database.url }) }));
    servers = await Promise.all(platforms.map(serve));
  });
  afterAll(async () => {
    for (const socket of opened) socket.disconnect();
    for (const { realtime } of servers) await realtime.close();
    for (const platform of platforms) await platform.close();
    platforms = [];
    await database?.drop();
  });

  it('delivers a push sent by process A to the user connected to process B', async () => {
    const [a, b] = servers as [{ realtime: Realtime; url: string }, { realtime: Realtime; url: string }];
    const platformA = platforms[0] as Platform;
    const userId = await newUser(platformA);
    const socket = await connect(b.url, { auth: { useraccesstoken: await tokenFor(platformA, userId) } });
    // B hears A's heartbeat once its LISTEN is in place; a push sent before would be lost.
    await expect.poll(() => b.realtime.io.of('/').adapter.serverCount(), { timeout: 15_000, interval: 100 }).toBe(2);
    const received = nextPush(socket);
    a.realtime.pushToUser(userId, 'legal_search_ai_response', push('across processes'));
    expect((await received).request.questionText).toBe('across processes');
  });
});
