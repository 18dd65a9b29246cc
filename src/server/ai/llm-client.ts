/**
 * Any OpenAI-compatible chat-completions endpoint (Ollama, vLLM, llama.cpp server, Mistral,
 * OpenAI): one POST, no streaming. Every way it can fail becomes an LlmError of a known
 * kind; the detail in its message is for the logs, never for the user.
 */
import { z } from 'zod';
import type { FailureCode } from './frame.ts';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface LlmClient {
  /** The model's reply text; throws an LlmError. */
  complete(messages: ChatMessage[], options?: { signal?: AbortSignal | undefined }): Promise<string>;
}

export class LlmError extends Error {
  override name = 'LlmError';
  readonly kind: FailureCode;
  constructor(kind: FailureCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.kind = kind;
  }
}

export interface ChatCompletionsOptions {
  /** Up to the version segment, e.g. http://localhost:11434/v1. */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
}

const choice = z.object({ message: z.object({ content: z.string().trim().min(1) }) });
/** Only the first choice is read; a reply without one, or with an empty text, is unusable. */
const completion = z.object({ choices: z.tuple([choice], choice) });

export function createChatCompletionsClient({ baseUrl, apiKey, model, timeoutMs }: ChatCompletionsOptions): LlmClient {
  const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (apiKey) headers['authorization'] = `Bearer ${apiKey}`;
  return {
    async complete(messages, options = {}) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
      // Which signal fired decides the kind: our time limit, or the caller giving up.
      const stopped = (error: unknown, what: string) =>
        timeout.aborted
          ? new LlmError('timeout', `no reply within ${timeoutMs} ms`, { cause: error })
          : options.signal?.aborted
            ? new LlmError('cancelled', 'cancelled by the caller', { cause: error })
            : new LlmError('unavailable', `${what}: ${error instanceof Error ? error.message : String(error)}`, {
                cause: error,
              });
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ model, messages, stream: false }),
          signal,
        });
      } catch (error) {
        throw stopped(error, 'request failed');
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new LlmError('unavailable', `HTTP ${response.status} from ${url}`);
      }
      let raw: string;
      try {
        raw = await response.text();
      } catch (error) {
        throw stopped(error, 'reading the reply');
      }
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch (error) {
        throw new LlmError('invalid-reply', 'the reply is not JSON', { cause: error });
      }
      const parsed = completion.safeParse(body);
      if (!parsed.success) throw new LlmError('invalid-reply', `unexpected reply: ${z.prettifyError(parsed.error)}`);
      return parsed.data.choices[0].message.content;
    },
  };
}
