/**
 * Calls between the request thread and the retrieval thread over a message port: each side
 * calls the other's handlers by name and awaits the reply, or sends a note that needs none.
 * Values cross by structured clone (plain objects, arrays, Maps); an error crosses as its message.
 */
import type { MessagePort, Worker } from 'node:worker_threads';

type Handler = (args: never) => unknown;

type Message =
  | { kind: 'call'; id: number; op: string; args: unknown }
  | { kind: 'reply'; id: number; value?: unknown; error?: string }
  | { kind: 'note'; op: string; args: unknown };

export interface Rpc {
  call<T>(op: string, args?: unknown): Promise<T>;
  note(op: string, args?: unknown): void;
  /** Fails every call awaiting a reply: the other side is gone. */
  failPending(error: Error): void;
}

export function createRpc(port: MessagePort | Worker, handlers: Record<string, Handler>): Rpc {
  let nextId = 1;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const run = (op: string, args: unknown): Promise<unknown> => {
    const handler = handlers[op];
    if (!handler) return Promise.reject(new Error(`no handler for ${op}`));
    return Promise.resolve().then(() => handler(args as never));
  };
  port.on('message', (message: Message) => {
    if (message.kind === 'reply') {
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.error === undefined) waiting?.resolve(message.value);
      else waiting?.reject(new Error(message.error));
    } else if (message.kind === 'call') {
      run(message.op, message.args).then(
        (value) => port.postMessage({ kind: 'reply', id: message.id, value } satisfies Message),
        (error: unknown) =>
          port.postMessage({
            kind: 'reply',
            id: message.id,
            error: error instanceof Error ? error.message : String(error),
          } satisfies Message),
      );
    } else void run(message.op, message.args).catch(() => {});
  });
  return {
    call<T>(op: string, args?: unknown) {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        port.postMessage({ kind: 'call', id, op, args } satisfies Message);
      });
    },
    note(op, args) {
      port.postMessage({ kind: 'note', op, args } satisfies Message);
    },
    failPending(error) {
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    },
  };
}
