/** The LLM_* keys of src/server/config.ts. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

describe('LLM configuration', () => {
  it('is off by default: answers are extractive', () => {
    expect(loadConfig({}).llm).toBeNull();
    expect(loadConfig({ LLM_BASE_URL: '', LLM_MODEL: '' }).llm).toBeNull();
  });

  it('reads the endpoint, key, model and time limit', () => {
    expect(loadConfig({ LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'mistral' }).llm).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: null,
      model: 'mistral',
      timeoutMs: 60_000,
    });
    expect(
      loadConfig({
        LLM_BASE_URL: 'https://api.example.com/v1',
        LLM_API_KEY: 'sk-1',
        LLM_MODEL: 'm',
        LLM_TIMEOUT_MS: '5000',
      }).llm,
    ).toMatchObject({ apiKey: 'sk-1', timeoutMs: 5000 });
  });

  it('refuses half a configuration and bad values, naming the variable', () => {
    expect(() => loadConfig({ LLM_BASE_URL: 'http://localhost:11434/v1' })).toThrow(
      /LLM_MODEL="": required with LLM_BASE_URL/,
    );
    expect(() => loadConfig({ LLM_MODEL: 'mistral' })).toThrow(/LLM_MODEL="mistral": requires LLM_BASE_URL/);
    expect(() => loadConfig({ LLM_API_KEY: 'sk-1' })).toThrow(/LLM_API_KEY/);
    expect(() => loadConfig({ LLM_BASE_URL: 'localhost', LLM_MODEL: 'm' })).toThrow(/LLM_BASE_URL/);
    expect(() => loadConfig({ LLM_BASE_URL: 'http://x/v1', LLM_MODEL: 'm', LLM_TIMEOUT_MS: '0' })).toThrow(
      /LLM_TIMEOUT_MS/,
    );
  });
});
