/** What the provider tests share: a checkout to create and the way a call is expected to fail. */
import { expect } from 'vitest';
import type { CreateCheckoutInput } from '../billing.types.ts';

export function checkoutInput(over: Partial<CreateCheckoutInput> = {}): CreateCheckoutInput {
  return {
    checkoutId: `chk_${Math.random().toString(36).slice(2, 10)}`,
    amount: 2500,
    currency: 'XOF',
    description: 'Essentiel (mensuel)',
    customer: { email: 'awa@example.org', firstName: 'Awa', lastName: 'Dossou' },
    returnUrl: 'https://jurisia.test/checkout/return?checkout=1',
    cancelUrl: 'https://jurisia.test/checkout/cancel?checkout=1',
    locale: 'fr',
    ...over,
  };
}

/** The rejection of `promise`, checked to be a `kind` whose message names no secret. */
export async function rejection<T extends Error>(
  promise: Promise<unknown>,
  kind: abstract new (...args: never[]) => T,
  secrets: string[] = [],
): Promise<T> {
  const error = await promise.then(
    () => expect.unreachable('should have failed'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(kind);
  for (const secret of secrets) expect(String((error as Error).message)).not.toContain(secret);
  return error as T;
}
