import { isApiError } from './api-client';

export interface FormErrors {
  /** Per field, ready to show under it ("Password must be at least 10 characters"). */
  fields: Record<string, string>;
  /** Anything not about one field of the form. */
  form: string | null;
}

export const NO_ERRORS: FormErrors = { fields: {}, form: null };

/**
 * Splits the server's error into field errors and a form error. The server names fields in its validation message
 * ("body field 'email': must be an email address; body field 'password': ..."); `labels` maps the form's field
 * names to the words shown in front of that message.
 */
export function serverFormErrors(e: unknown, labels: Record<string, string>): FormErrors {
  if (!isApiError(e)) return { fields: {}, form: e instanceof Error ? e.message : 'Something went wrong. Please try again.' };
  if (!e.serverMessage) return { fields: {}, form: e.status === 0 ? e.message : `${e.message}` };
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const part of e.serverMessage.split('; ')) {
    const m = /^body field '([^']+)': (.+)$/.exec(part);
    const label = m ? labels[m[1]!] : undefined;
    if (m && label) fields[m[1]!] ??= `${label} ${m[2]}`;
    else rest.push(part);
  }
  return { fields, form: rest.length ? rest.join('; ') : null };
}
