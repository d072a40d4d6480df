import { MERGE_FIELDS, type TMergeField } from '@inflow/contracts';

export type MergeValues = Partial<Record<TMergeField, string | null>>;

const FIELD = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** Fills {{field}} placeholders; a field without a value stays as written and is reported, never silently blanked. */
export function renderMerge(text: string, values: MergeValues): { text: string; missing: string[] } {
  const missing = new Set<string>();
  const out = text.replace(FIELD, (whole, name: string) => {
    const v = (MERGE_FIELDS as readonly string[]).includes(name) ? values[name as TMergeField] : undefined;
    if (v === undefined || v === null || v === '') {
      missing.add(name);
      return whole;
    }
    return v;
  });
  return { text: out, missing: [...missing] };
}

/** Templates every workspace has; a workspace adds its own (email_templates). */
export const BUILTIN_TEMPLATES = [
  {
    id: 'builtin:introduction',
    name: 'Introduction',
    subject: 'Collaboration with {{brand_name}}: {{product_name}}',
    body: [
      'Hi {{first_name}},',
      '',
      'We are {{brand_name}}, and we think your audience would love {{product_name}}.',
      'We would like to talk about a paid collaboration. Could you share your rates and a good time for a short call?',
      '',
      'Best regards,',
      '{{sender_name}}',
    ].join('\n'),
  },
  {
    id: 'builtin:call-recap',
    name: 'Recap of our call',
    subject: 'Following up on {{product_name}}',
    body: [
      'Hi {{first_name}},',
      '',
      'Thanks for taking our call about {{product_name}} by {{brand_name}}.',
      '',
      'Recap: {{call_summary}}',
      '',
      'Let us know a good time to continue the conversation.',
      '',
      'Best regards,',
      '{{sender_name}}',
    ].join('\n'),
  },
  {
    id: 'builtin:deal-confirmation',
    name: 'Deal confirmation',
    subject: 'Confirming our {{product_name}} collaboration',
    body: [
      'Hi {{first_name}},',
      '',
      'As agreed, {{brand_name}} will partner with you on {{product_name}} for {{agreed_rate}}.',
      'Deliverables: {{deliverables}}.',
      'Timeline: {{timeline}}.',
      '',
      'We will send the contract and the creative brief next. Reply to this email if anything needs changing.',
      '',
      'Best regards,',
      '{{sender_name}}',
    ].join('\n'),
  },
  {
    id: 'builtin:nudge',
    name: 'Gentle follow-up',
    subject: 'Re: {{brand_name}} x {{creator_name}}',
    body: ['Hi {{first_name}},', '', 'Just checking whether you had a chance to read my last note about {{product_name}}.', '', 'Best regards,', '{{sender_name}}'].join('\n'),
  },
] as const;
