import { ZErrorResponse } from '@inflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.js';
import type { PayoutsService } from './payouts.service.js';
import { parseRazorpayWebhook, RAZORPAY_SIGNATURE_HEADER, verifyRazorpaySignature } from './providers/razorpayx.js';
import { parseStripeWebhook, WebhookSignatureError } from './providers/stripe.js';

export interface PaymentWebhookSecrets {
  /** STRIPE_WEBHOOK_SECRET (whsec_...): without it the Stripe webhook answers 503. */
  stripe?: string;
  /** Seconds a Stripe signature stays valid (default 300, Stripe's own default). */
  stripeToleranceSeconds?: number;
  /** RAZORPAYX_WEBHOOK_SECRET: without it the RazorpayX webhook answers 503. */
  razorpayx?: string;
}

const ZReceived = z.object({ received: z.boolean(), duplicate: z.boolean(), matched: z.boolean() });

/**
 * Payment state webhooks. No session or key: each delivery is signed by the provider; a delivery seen before (its
 * event id, in webhook_events) is acknowledged and not applied again.
 */
export const paymentWebhooksRoutes: FastifyPluginAsyncZod<{ payouts: PayoutsService; secrets: PaymentWebhookSecrets }> = async (app, { payouts, secrets }) => {
  // The signatures cover the exact bytes: this plugin keeps JSON bodies raw.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  const raw = (b: unknown) => (Buffer.isBuffer(b) ? b : Buffer.from(''));

  app.post(
    '/webhooks/stripe',
    {
      config: { auth: 'public', consumes: ['application/json'] },
      schema: {
        operationId: 'stripeWebhook',
        tags: ['payouts'],
        security: [],
        description: 'Stripe events for Connect transfers (transfer.created, transfer.reversed), verified with the Stripe-Signature header and STRIPE_WEBHOOK_SECRET (timestamp within 5 minutes).',
        response: { 200: ZReceived, 400: ZErrorResponse, 503: ZErrorResponse },
      },
    },
    async (req) => {
      if (!secrets.stripe) throw new AppError(503, 'webhook_not_configured', 'STRIPE_WEBHOOK_SECRET is not set, so Stripe webhooks cannot be verified');
      let update;
      try {
        update = parseStripeWebhook(raw(req.body), req.headers['stripe-signature'], secrets.stripe, secrets.stripeToleranceSeconds);
      } catch (err) {
        if (err instanceof WebhookSignatureError) throw new AppError(400, 'bad_signature', `Webhook signature rejected: ${err.message}`);
        throw new AppError(400, 'bad_request', `Not a Stripe event this app understands: ${(err as Error).message}`);
      }
      return payouts.applyUpdate(update, 'stripe');
    },
  );

  app.post(
    '/webhooks/razorpayx',
    {
      config: { auth: 'public', consumes: ['application/json'] },
      schema: {
        operationId: 'razorpayxWebhook',
        tags: ['payouts'],
        security: [],
        description: 'RazorpayX payout.* events, verified with X-Razorpay-Signature (HMAC-SHA256 of the raw body with RAZORPAYX_WEBHOOK_SECRET); a delivery id (X-Razorpay-Event-Id) seen before has no effect.',
        response: { 200: ZReceived, 400: ZErrorResponse, 401: ZErrorResponse, 503: ZErrorResponse },
      },
    },
    async (req) => {
      if (!secrets.razorpayx) throw new AppError(503, 'webhook_not_configured', 'RAZORPAYX_WEBHOOK_SECRET is not set, so RazorpayX webhooks cannot be verified');
      const body = raw(req.body);
      if (!verifyRazorpaySignature(body, req.headers[RAZORPAY_SIGNATURE_HEADER], secrets.razorpayx)) throw new AppError(401, 'bad_signature', 'Webhook signature rejected');
      let update;
      try {
        update = parseRazorpayWebhook(body, req.headers['x-razorpay-event-id']);
      } catch (err) {
        throw new AppError(400, 'bad_request', `Not a RazorpayX event this app understands: ${(err as Error).message}`);
      }
      return payouts.applyUpdate(update, 'razorpayx');
    },
  );
};
