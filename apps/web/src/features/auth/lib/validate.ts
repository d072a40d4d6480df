/** The checks a browser can make before asking the server; the server checks again and names its own problems. */
export const PASSWORD_MIN = 10;

export function checkEmail(email: string): string | null {
  if (!email.trim()) return 'Email is required';
  if (!/^[^\s@]+@[^\s@]+$/.test(email.trim())) return 'Email must be an email address';
  return null;
}

export function checkNewPassword(password: string): string | null {
  if (password.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters`;
  if (password.length > 128) return 'Password must be at most 128 characters';
  return null;
}

export function checkName(name: string): string | null {
  return name.trim() ? null : 'Name is required';
}

/** Only the errors that are set; empty when the form may be sent. */
export function onlyErrors(fields: Record<string, string | null>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== null));
}
