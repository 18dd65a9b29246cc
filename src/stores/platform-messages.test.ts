// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { readPlatformMessages } from './platform-messages.ts';

describe('readPlatformMessages', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reads the JSON the toast host renders', () => {
    const host = document.createElement('div');
    host.id = 'toast-host';
    host.dataset.platformMessages = JSON.stringify({ 'platform.init.title': "Erreur d'initialisation" });
    document.body.append(host);
    expect(readPlatformMessages(document)).toEqual({ 'platform.init.title': "Erreur d'initialisation" });
  });

  it('gives no texts when the host is missing or its data is broken', () => {
    expect(readPlatformMessages(document)).toEqual({});
    expect(readPlatformMessages(undefined)).toEqual({});
    document.body.innerHTML = '<div id="toast-host" data-platform-messages="{oops"></div>';
    expect(readPlatformMessages(document)).toEqual({});
  });
});
