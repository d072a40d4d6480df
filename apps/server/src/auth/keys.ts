import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 of a bearer secret (API key, invitation token): only the hash is stored. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

export const API_KEY_PATTERN = /^[A-Za-z0-9_-]{32,256}$/;

/** A new API key: `inf_` + 43 random base64url characters (256 bits). */
export function newApiKey() {
  const key = `inf_${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashSecret(key), prefix: keyPrefix(key) };
}

/** Enough of a key to tell keys apart in a list, never enough to use it. */
export const keyPrefix = (key: string) => `${key.slice(0, 8)}…`;

export const newToken = () => randomBytes(32).toString('base64url');
