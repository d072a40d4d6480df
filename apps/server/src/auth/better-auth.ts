import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '../db/client.js';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema.js';

export interface AccountMail {
  kind: 'password_reset' | 'email_verification' | 'invitation';
  to: string;
  subject: string;
  text: string;
}

export interface BetterAuthOptions {
  db: Database;
  secret: string;
  /** Where people reach the app (links in emails, cookie security). */
  publicUrl: string;
  sendMail: (mail: AccountMail) => Promise<void>;
}

const DAY = 24 * 60 * 60;

/**
 * better-auth owns identities: users, password hashes (scrypt), sessions in an httpOnly SameSite=Lax cookie,
 * password reset and email verification tokens. Its HTTP handler is not mounted: our /api/v1/auth routes call its
 * server API, so every request passes our host, origin, content-type and rate-limit checks first (auth/identity.ts).
 */
export function createBetterAuth(opts: BetterAuthOptions) {
  const secure = opts.publicUrl.startsWith('https://');
  const link = (pathAndQuery: string) => `${opts.publicUrl.replace(/\/$/, '')}${pathAndQuery}`;
  return betterAuth({
    appName: 'Inflow',
    baseURL: opts.publicUrl,
    basePath: '/api/auth',
    secret: opts.secret,
    database: drizzleAdapter(opts.db.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 10,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        await opts.sendMail({
          kind: 'password_reset',
          to: user.email,
          subject: 'Reset your Inflow password',
          text:
            `Hi ${user.name},\n\nSomeone asked to reset the password of your Inflow account. ` +
            `Open this link within an hour to choose a new one:\n\n${link(`/reset-password?token=${encodeURIComponent(token)}`)}\n\n` +
            'If it was not you, ignore this email: your password stays as it is.',
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: 2 * DAY,
      sendVerificationEmail: async ({ user, token }) => {
        await opts.sendMail({
          kind: 'email_verification',
          to: user.email,
          subject: 'Confirm your email address for Inflow',
          text: `Hi ${user.name},\n\nConfirm that this is your email address:\n\n${link(`/verify-email?token=${encodeURIComponent(token)}`)}\n`,
        });
      },
    },
    session: { expiresIn: 7 * DAY, updateAge: DAY },
    // Our own limiter (rate-limiter-flexible) guards sign-in per account and per IP; the server API bypasses this one.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { disabled: true },
    advanced: {
      cookiePrefix: 'inflow',
      useSecureCookies: secure,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true, secure },
      // Origin checks happen once for every route in auth/identity.ts.
      disableCSRFCheck: true,
      disableOriginCheck: true,
    },
  });
}

export type BetterAuth = ReturnType<typeof createBetterAuth>;
