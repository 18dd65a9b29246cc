import { describe, expect, it } from 'vitest';
import { socketOptions } from './socket-options.ts';

describe('socketOptions', () => {
  it('carries the token both ways the server reads it, and connects only when asked', () => {
    const options = socketOptions('tok');
    expect([options.auth, options.query]).toEqual([{ useraccesstoken: 'tok' }, { useraccesstoken: 'tok' }]);
    expect(options.autoConnect).toBe(false);
    // A fresh copy each time: socket.io may change what it was given.
    expect(socketOptions('tok').transports).not.toBe(options.transports);
  });
});
