// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { followMethodChoice } from './method-switch';

describe('followMethodChoice', () => {
  it('carries the chosen method’s plan, price and pay button, in place', () => {
    document.body.innerHTML = `
      <p data-checkout-price>2 500 F CFA</p>
      <form>
        <input type="hidden" name="plan" value="essentiel-month-xof">
        <input type="radio" name="paymentMethod" value="fedapay" checked data-plan="essentiel-month-xof" data-price="2 500 F CFA" data-pay-label="Payer 2 500 F CFA">
        <input type="radio" name="paymentMethod" value="paypal" data-plan="essentiel-month-eur" data-price="4,99 €" data-pay-label="Payer 4,99 €">
        <button type="submit">Payer 2 500 F CFA</button>
      </form>`;
    const form = document.querySelector('form') as HTMLFormElement;
    const price = document.querySelector<HTMLElement>('[data-checkout-price]');
    followMethodChoice(form, price);
    const [fedapay, paypal] = [...form.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    paypal?.click();
    expect((form.elements.namedItem('plan') as HTMLInputElement).value).toBe('essentiel-month-eur');
    expect(price?.textContent).toBe('4,99 €');
    expect(form.querySelector('button')?.textContent).toBe('Payer 4,99 €');
    fedapay?.click();
    expect((form.elements.namedItem('plan') as HTMLInputElement).value).toBe('essentiel-month-xof');
    expect(form.querySelector('button')?.textContent).toBe('Payer 2 500 F CFA');
  });
});
