/**
 * The shape of a plan list (the defaults of default-plans.ts or the JSON of PLANS_FILE),
 * checked once at start: a bad file stops the start with the reason instead of selling a
 * plan at a wrong price.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { CURRENCIES, FREE_PLAN_ID, INTERVALS, type PlanDefinition } from './billing.types.ts';

const text = z.object({ fr: z.string().min(1).max(300) }).catchall(z.string().min(1).max(300));
const limit = z.number().int().positive().nullable();

const plan = z
  .object({
    _id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'lower-case letters, digits and dashes'),
    tier: z.string().regex(/^[a-z0-9-]{1,40}$/),
    name: text,
    description: text,
    price: z.number().int().nonnegative().max(1_000_000_000),
    currency: z.enum(CURRENCIES),
    interval: z.enum(INTERVALS),
    durationDays: z.number().int().min(1).max(3660).optional(),
    features: z.array(text).max(12),
    quotas: z.object({ chatMessagesPerDay: limit, searchesPerDay: limit, documentsPerMonth: limit }),
    recommended: z.boolean().optional(),
  })
  .superRefine((p, ctx) => {
    if (p.interval === 'once' && p.durationDays === undefined)
      ctx.addIssue({ code: 'custom', path: ['durationDays'], message: 'required for a once plan' });
    if (p.interval !== 'once' && p.durationDays !== undefined)
      ctx.addIssue({ code: 'custom', path: ['durationDays'], message: 'only for a once plan' });
    if ((p._id === FREE_PLAN_ID) !== (p.price === 0))
      ctx.addIssue({ code: 'custom', path: ['price'], message: `0 exactly for the "${FREE_PLAN_ID}" plan` });
  });

export const planListSchema = z
  .array(plan)
  .min(1)
  .superRefine((plans, ctx) => {
    const ids = plans.map((p) => p._id);
    for (const [i, id] of ids.entries()) {
      if (ids.indexOf(id) !== i)
        ctx.addIssue({ code: 'custom', path: [i, '_id'], message: `duplicate plan id "${id}"` });
    }
    if (!ids.includes(FREE_PLAN_ID))
      ctx.addIssue({ code: 'custom', message: `a plan "${FREE_PLAN_ID}" (price 0) must exist` });
  });

/** Reads and checks PLANS_FILE; a string is the reason it cannot be used. */
export function readPlansFile(path: string): PlanDefinition[] | string {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return `cannot read a JSON plan list: ${(error as Error).message}`;
  }
  const parsed = planListSchema.safeParse(json);
  if (parsed.success) return parsed.data as PlanDefinition[];
  return parsed.error.issues.map((issue) => `${issue.path.join('.') || '(list)'}: ${issue.message}`).join('; ');
}
