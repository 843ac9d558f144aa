import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form-encoded body as Stripe's SDK sends it: 'metadata[itemId]' → value. */
  form: Record<string, string>;
  /** The Idempotency-Key header, when the call sent one. */
  idempotencyKey?: string;
}

/** A Connect Express account, as much of it as the server reads. */
export interface FakeAccount {
  id: string;
  object: 'account';
  type: 'express';
  email: string | null;
  payouts_enabled: boolean;
  details_submitted: boolean;
  metadata: Record<string, string>;
}

export interface FakeTransfer {
  id: string;
  object: 'transfer';
  amount: number;
  currency: string;
  destination: string;
  metadata: Record<string, string>;
}

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_capture' | 'succeeded' | 'canceled';
  capture_method: 'automatic' | 'manual';
  customer: string | null;
  payment_method: string | null;
  metadata: Record<string, string>;
  /** Cents refunded so far, summed over the refunds. */
  amount_refunded: number;
}

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  /** Unix seconds, on the fake's clock. */
  expires_at: number;
  client_reference_id: string | null;
  metadata: Record<string, string>;
}

function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('error', reject);
    request.on('end', () =>
      resolve(Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()))),
    );
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function metadataOf(form: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

const SESSION_LIFETIME_S = 24 * 60 * 60;

const missing = (response: ServerResponse) =>
  send(response, 404, {
    error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such session' },
  });

const unexpectedState = (response: ServerResponse, intent: FakePaymentIntent) =>
  send(response, 400, {
    error: {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: `This PaymentIntent's status is ${intent.status}.`,
    },
  });

export interface FakeStripeOptions {
  beforeCreatingSession?: (form: Record<string, string>) => Promise<void>;
  /** The fake's clock, for sessions' expiry (default: the real one); tests share the app's. */
  now?: () => Date;
}

/**
 * The Stripe endpoints the server uses, on 127.0.0.1 at a random port, recording every
 * request. Tests move sessions along with `complete` as Stripe's hosted page would, and may
 * look at the server's state while a session is being created (`beforeCreatingSession`).
 * `failWith(500)` makes every call fail as Stripe's own outage would; `stop` refuses
 * connections and `hang` accepts them but never answers, each until `resume`.
 */
export async function startFakeStripe(options: FakeStripeOptions = {}) {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, FakeCheckoutSession>();
  const accounts = new Map<string, FakeAccount>();
  /** Transfers by idempotency key: a retried call gets the first transfer back, as on Stripe. */
  const transfers = new Map<string, FakeTransfer>();
  const intents = new Map<string, FakePaymentIntent>();
  /** Sessions created to keep the card (customer_creation=always) for a later PaymentIntent. */
  const keepsCard = new Set<string>();
  /** Stripe answers a repeated idempotency key with the first answer, doing nothing again. */
  const answered = new Map<string, { status: number; body: unknown }>();
  let counter = 0;
  let failureStatus: number | undefined;
  let refundRefusal: string | undefined;
  /** A decline code every new off-session PaymentIntent is refused with, as a card would. */
  let offSessionDecline: string | undefined;
  /** A status every new off-session PaymentIntent fails with, as in an outage at Stripe. */
  let offSessionFailure: number | undefined;
  /** Requests left unanswered while hanging; `resume` drops them. */
  const unanswered = new Set<ServerResponse>();
  let hanging = false;
  const nowSeconds = () => Math.floor((options.now?.() ?? new Date()).getTime() / 1000);

  const server = createServer(async (request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    const form = request.method === 'POST' ? await readForm(request) : {};
    const keyHeader = request.headers['idempotency-key'];
    const idempotencyKey = typeof keyHeader === 'string' ? keyHeader : undefined;
    requests.push({ method: request.method ?? '', path, form, idempotencyKey });
    if (hanging) {
      unanswered.add(response);
      return;
    }
    if (failureStatus !== undefined) {
      return send(response, failureStatus, {
        error: { type: 'api_error', message: 'Stripe is having a bad day' },
      });
    }

    const remembered = idempotencyKey && request.method === 'POST' && answered.get(idempotencyKey);
    if (remembered) return send(response, remembered.status, remembered.body);
    const answer = (status: number, body: unknown) => {
      if (idempotencyKey && request.method === 'POST')
        answered.set(idempotencyKey, { status, body });
      return send(response, status, body);
    };

    const intentMatch = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path);
    if (request.method === 'POST' && path === '/v1/payment_intents') {
      if (offSessionFailure !== undefined && form.off_session === 'true') {
        return send(response, offSessionFailure, {
          error: { type: 'api_error', message: 'Stripe is having a bad day' },
        });
      }
      if (offSessionDecline && form.off_session === 'true') {
        return answer(402, {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: offSessionDecline,
            message: 'Your card was declined.',
          },
        });
      }
      counter += 1;
      const manual = form.capture_method === 'manual';
      const intent: FakePaymentIntent = {
        id: `pi_test_deposit_${counter}`,
        object: 'payment_intent',
        amount: Number(form.amount),
        amount_received: manual ? 0 : Number(form.amount),
        currency: form.currency ?? 'usd',
        status: manual ? 'requires_capture' : 'succeeded',
        capture_method: manual ? 'manual' : 'automatic',
        customer: form.customer ?? null,
        payment_method: form.payment_method ?? null,
        metadata: metadataOf(form),
        amount_refunded: 0,
      };
      intents.set(intent.id, intent);
      return answer(200, intent);
    }
    if (intentMatch?.[1]) {
      const intent = intents.get(intentMatch[1]);
      if (!intent) return missing(response);
      const action = intentMatch[2];
      if (request.method === 'GET' && !action) return send(response, 200, intent);
      if (request.method === 'POST' && action === 'capture') {
        if (intent.status !== 'requires_capture') return unexpectedState(response, intent);
        intent.status = 'succeeded';
        intent.amount_received = Number(form.amount_to_capture ?? intent.amount);
        return answer(200, intent);
      }
      if (request.method === 'POST' && action === 'cancel') {
        if (intent.status !== 'requires_capture') return unexpectedState(response, intent);
        intent.status = 'canceled';
        return answer(200, intent);
      }
    }

    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      await options.beforeCreatingSession?.(form);
      counter += 1;
      const session: FakeCheckoutSession = {
        id: `cs_test_${counter}`,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/cs_test_${counter}`,
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        amount_total: Number(form['line_items[0][price_data][unit_amount]']),
        currency: form['line_items[0][price_data][currency]'] ?? 'usd',
        expires_at: nowSeconds() + SESSION_LIFETIME_S,
        client_reference_id: form.client_reference_id ?? null,
        metadata: metadataOf(form),
      };
      sessions.set(session.id, session);
      if (form.customer_creation === 'always') keepsCard.add(session.id);
      return send(response, 200, session);
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && sessionMatch?.[1]) {
      const session = sessions.get(sessionMatch[1]);
      return session ? send(response, 200, session) : missing(response);
    }
    const expireMatch = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (request.method === 'POST' && expireMatch?.[1]) {
      const session = sessions.get(expireMatch[1]);
      if (!session) return missing(response);
      if (session.status !== 'open') {
        return send(response, 400, {
          error: {
            type: 'invalid_request_error',
            message: `Only Checkout Sessions with a status in ["open"] can be expired.`,
          },
        });
      }
      session.status = 'expired';
      return send(response, 200, session);
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      if (refundRefusal !== undefined) {
        return send(response, 400, {
          error: { type: 'invalid_request_error', message: refundRefusal },
        });
      }
      const intent = intents.get(form.payment_intent ?? '');
      const amount =
        form.amount === undefined
          ? (intent?.amount_received ?? 0) - (intent?.amount_refunded ?? 0)
          : Number(form.amount);
      if (intent) intent.amount_refunded += amount;
      return answer(200, {
        id: `re_test_${requests.length}`,
        object: 'refund',
        payment_intent: form.payment_intent,
        amount,
        status: 'succeeded',
      });
    }
    if (request.method === 'POST' && path === '/v1/accounts') {
      const account: FakeAccount = {
        id: `acct_test_${accounts.size + 1}`,
        object: 'account',
        type: 'express',
        email: form.email ?? null,
        payouts_enabled: false,
        details_submitted: false,
        metadata: metadataOf(form),
      };
      accounts.set(account.id, account);
      return send(response, 200, account);
    }
    const accountMatch = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && accountMatch?.[1]) {
      const account = accounts.get(accountMatch[1]);
      return account ? send(response, 200, account) : missing(response);
    }
    if (request.method === 'POST' && path === '/v1/account_links') {
      if (!accounts.has(form.account ?? '')) return missing(response);
      return send(response, 200, {
        object: 'account_link',
        url: `https://connect.stripe.test/setup/e/${form.account}`,
        expires_at: nowSeconds() + 300,
      });
    }
    if (request.method === 'POST' && path === '/v1/transfers') {
      const key = typeof idempotencyKey === 'string' ? idempotencyKey : `none-${requests.length}`;
      const earlier = transfers.get(key);
      if (earlier) return send(response, 200, earlier);
      const transfer: FakeTransfer = {
        id: `tr_test_${transfers.size + 1}`,
        object: 'transfer',
        amount: Number(form.amount),
        currency: form.currency ?? 'usd',
        destination: form.destination ?? '',
        metadata: metadataOf(form),
      };
      transfers.set(key, transfer);
      return send(response, 200, transfer);
    }
    return send(response, 404, { error: { type: 'invalid_request_error', message: 'unknown' } });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  function stopListening() {
    return new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  return {
    port,
    requests,
    sessions,
    intents,
    /** The payer finished Stripe's hosted page: paid now, or (delayed methods) later. */
    complete(id: string, paid = true): FakeCheckoutSession {
      const session = sessions.get(id);
      if (!session) throw new Error(`no fake session ${id}`);
      session.status = 'complete';
      session.payment_status = paid ? 'paid' : 'unpaid';
      const number = id.replace('cs_test_', '');
      session.payment_intent = `pi_test_${number}`;
      const keeps = keepsCard.has(id);
      intents.set(session.payment_intent, {
        id: session.payment_intent,
        object: 'payment_intent',
        amount: session.amount_total,
        amount_received: paid ? session.amount_total : 0,
        currency: session.currency,
        status: 'succeeded',
        capture_method: 'automatic',
        customer: keeps ? `cus_test_${number}` : null,
        payment_method: `pm_test_${number}`,
        metadata: session.metadata,
        amount_refunded: 0,
      });
      return session;
    },
    accounts,
    /** The transfers made, one per idempotency key however often it was asked for. */
    transfers: () => [...transfers.values()],
    /** The owner finished Stripe's onboarding: the account may receive transfers. */
    enablePayouts(id: string) {
      const account = accounts.get(id);
      if (!account) throw new Error(`no fake account ${id}`);
      account.payouts_enabled = true;
      account.details_submitted = true;
    },
    /** Every call answers this status, as during an outage at Stripe; undefined ends it. */
    failWith(status: number | undefined) {
      failureStatus = status;
    },
    /** Refunds are refused as invalid requests with this message; undefined ends it. */
    refuseRefunds(message: string | undefined) {
      refundRefusal = message;
    },
    /** Cards refuse every off-session PaymentIntent with this decline code; undefined ends it. */
    declineOffSession(code: string | undefined) {
      offSessionDecline = code;
    },
    /** New off-session PaymentIntents fail with this status; undefined ends it. */
    failOffSession(status: number | undefined) {
      offSessionFailure = status;
    },
    /** Nothing listens on the port any more: connections are refused. */
    stop: () => stopListening(),
    /** Connections are accepted, but no request is ever answered. */
    hang() {
      hanging = true;
    },
    /** Listens again, on the same port, and answers every request again. */
    resume() {
      hanging = false;
      for (const response of unanswered) response.destroy();
      unanswered.clear();
      if (server.listening) return Promise.resolve();
      return new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
    },
    close: () => stopListening(),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
