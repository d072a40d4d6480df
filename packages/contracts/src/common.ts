import { z } from 'zod';

import { CAMPAIGN_STATUSES, CURRENCY_CODES, isSupportedCurrency, NICHES, OUTREACH_STATUSES, PLATFORMS } from './vocabulary.js';

export {
  CAMPAIGN_STATUSES,
  CURRENCY_CODES,
  FX_UNITS_PER_USD,
  isSupportedCurrency,
  NICHES,
  OUTREACH_STATUS_LABELS,
  OUTREACH_STATUSES,
  PLATFORMS,
} from './vocabulary.js';

export const ZPlatform = z.enum(PLATFORMS);
export const ZNiche = z.enum(NICHES);
export const ZCampaignStatus = z.enum(CAMPAIGN_STATUSES);
export const ZOutreachStatus = z.enum(OUTREACH_STATUSES);
export type TPlatform = z.infer<typeof ZPlatform>;
export type TNiche = z.infer<typeof ZNiche>;
export type TCampaignStatus = z.infer<typeof ZCampaignStatus>;
export type TOutreachStatus = z.infer<typeof ZOutreachStatus>;

export const ZId = z.uuid({ message: 'must be a valid id (UUID)' });
export const ZIdParams = z.object({ id: ZId });

/**
 * A currency Inflow accepts: an ISO 4217 code with a rate in FX_UNITS_PER_USD, so that budgets and rates in it can be
 * compared with others (an unknown code was once compared as if it were US dollars).
 */
export const ZCurrencyCode = z
  .string()
  .regex(/^[A-Z]{3}$/, 'must be a 3-letter ISO 4217 currency code, e.g. INR')
  .refine(isSupportedCurrency, { message: `is not a supported currency; supported: ${CURRENCY_CODES.join(', ')}` });

/** ISO 4217 currency code (INR when left out). */
export const ZCurrency = ZCurrencyCode.default('INR');

/** E.164 phone number: + then 8 to 15 digits. */
export const ZE164 = z
  .string()
  .regex(/^\+[1-9]\d{7,14}$/, 'must be an E.164 phone number like +919812345678');

export const ZErrorResponse = z.object({
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** Query-string helpers: query values arrive as strings. */
export const qInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
export const qNumber = (min: number, max?: number) =>
  max === undefined ? z.coerce.number().min(min) : z.coerce.number().min(min).max(max);
export const qBool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');
