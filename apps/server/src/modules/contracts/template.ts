/** The workspace contract template: Markdown with {{merge_fields}}, filled from a deal. */

export const MERGE_FIELDS = [
  'brand',
  'creator',
  'campaign',
  'date',
  'price',
  'currency',
  'deliverables',
  'milestones',
  'usage_rights',
  'exclusivity',
  'disclosure',
  'promo_code',
  'utm_url',
  'contract_version',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

export const DEFAULT_TEMPLATE_NAME = 'Standard creator agreement';
export const DEFAULT_TEMPLATE = `# Creator Collaboration Agreement

This agreement is made on {{date}} between **{{brand}}** ("the Brand") and **{{creator}}** ("the Creator") for the campaign **{{campaign}}**.

## 1. Deliverables
The Creator will create and publish:

{{deliverables}}

Drafts are shared with the Brand for approval before publishing. The Brand reviews each draft and either approves it or requests changes.

## 2. Fee and payment
The Brand will pay the Creator a total fee of **{{price}}**, in these milestones:

{{milestones}}

## 3. Usage rights
{{usage_rights}}

## 4. Exclusivity
{{exclusivity}}

## 5. Disclosure
{{disclosure}}

## 6. Tracking
The Creator will share the promo code {{promo_code}} and the link {{utm_url}} with their audience where the format allows.

## 7. General
Either party may end this agreement in writing if the other materially breaches it and does not fix the breach within 7 days. Payments already earned remain due. This agreement is signed electronically; each signature records the signer's name, time, IP address and the SHA-256 of this document.
`;

const FIELD = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** Merge fields a template uses that we do not know (a typo would print as-is in every contract). */
export function unknownFields(body: string): string[] {
  const known = new Set<string>(MERGE_FIELDS);
  return [...new Set([...body.matchAll(FIELD)].map((m) => m[1]!).filter((f) => !known.has(f)))];
}

export function renderTemplate(body: string, values: Record<MergeField, string>): string {
  return body.replace(FIELD, (whole, name: string) => (name in values ? values[name as MergeField] : whole));
}
