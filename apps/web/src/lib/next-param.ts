/**
 * Where to go after signing in. `next` comes from the URL, so anyone can craft it: only a path on this site is
 * followed, never an absolute URL, a protocol-relative `//host` or a backslash trick a browser would read as one.
 */
const PLACEHOLDER_ORIGIN = 'http://inflow.invalid';
/** Pages that make no sense to return to after signing in (they would loop or sign the user in again). */
const NOT_A_DESTINATION = /^\/(sign-in|sign-up|setup|forgot-password|reset-password)(\/|$)/;

export function safeNext(raw: string | null | undefined, fallback = '/dashboard'): string {
  if (!raw || raw.length > 2048) return fallback;
  // Only a single leading slash: '//evil.example' and '/\evil.example' leave the site.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return fallback;
  // Control characters (tabs, newlines) are stripped by URL parsers and can turn '/\t/evil' into '//evil'.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
  if (NOT_A_DESTINATION.test(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/sign-in?next=...` (or another auth page) that comes back to `next` afterwards. */
export function withNext(page: string, next: string | null | undefined): string {
  const safe = safeNext(next, '');
  return safe ? `${page}?next=${encodeURIComponent(safe)}` : page;
}
