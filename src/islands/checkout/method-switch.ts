/**
 * The checkout form's methods (components/checkout/PlanCheckout.astro): a method that does not
 * take the plan's currency pays the same plan in one it does, so choosing it switches the
 * currency. Without JavaScript the server pays the chosen method's plan; with it, the plan, the
 * price shown and the pay button follow the choice in place.
 */
export function followMethodChoice(form: HTMLFormElement, price: HTMLElement | null): void {
  const plan = form.querySelector<HTMLInputElement>('input[name="plan"]');
  const pay = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const follow = () => {
    const chosen = form.querySelector<HTMLInputElement>('input[name="paymentMethod"]:checked');
    if (!chosen || !plan || !pay) return;
    const { plan: planId, price: amount, payLabel } = chosen.dataset;
    if (planId) plan.value = planId;
    if (amount && price) price.textContent = amount;
    if (payLabel) pay.textContent = payLabel;
  };
  form.addEventListener('change', follow);
  follow();
}
