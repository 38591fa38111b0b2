import { z } from 'zod';

/** A tariff plan (docs/spec.md §3 "Tariff"): the three limits are integers; `end` marks a special plan. */
export const tariffSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** How many users (the owner included) the company may have. */
  managers: z.number().int(),
  /** How many calculator templates. */
  template_calc: z.number().int(),
  /** How many calculations. */
  calc: z.number().int(),
  /** Monthly price in kopecks. */
  price: z.number().int(),
  /** The free plan every company starts on. */
  free: z.boolean(),
  /** YYYY-MM-DD; present only for a special (time-limited) plan. */
  end: z.string().optional(),
});
export type Tariff = z.infer<typeof tariffSchema>;

/** The company's plan as part of the company, with the date it is paid until when known. */
export const companyTariffSchema = tariffSchema.extend({
  /** YYYY-MM-DD the paid period ends; absent for the free plan. */
  paidUntil: z.string().optional(),
});
export type CompanyTariff = z.infer<typeof companyTariffSchema>;

export const tariffsResponse = z.object({
  /** The caller's company plan id. */
  current: z.number().int(),
  content: z.array(tariffSchema.extend({ current: z.boolean() })),
});
export type TariffsResponse = z.infer<typeof tariffsResponse>;
