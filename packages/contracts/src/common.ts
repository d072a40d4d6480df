import { z } from 'zod';

import { CAMPAIGN_STATUSES, NICHES, OUTREACH_STATUSES, PLATFORMS } from './vocabulary.js';

export { CAMPAIGN_STATUSES, NICHES, OUTREACH_STATUS_LABELS, OUTREACH_STATUSES, PLATFORMS } from './vocabulary.js';

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

/** ISO 4217 currency code. */
export const ZCurrency = z
  .string()
  .regex(/^[A-Z]{3}$/, 'must be a 3-letter ISO 4217 currency code, e.g. INR')
  .default('INR');

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
