import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for the Stripe API (tests only): it answers the calls the Stripe provider makes with the JSON
// the Stripe API reference documents for them (https://docs.stripe.com/api), keeps what it created, and records
// every request so a test can assert what Stripe would have received. The engine's `stripe` client reaches it by
// host and port (STRIPE_API_URL). Requests come form-encoded (`line_items[0][price_data][unit_amount]=…`), as the
// client sends them; `params` holds them flat under those keys.

export interface StandInRequest {
  method: string;
  path: string;
  params: Record<string, string>;
}

type StripeObject = Record<string, unknown> & { id: string };

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
    });
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });

/** Form-encoded metadata (`metadata[plan]=…`) back as an object. */
const metadataOf = (params: Record<string, string>, prefix = 'metadata'): Record<string, string> =>
  Object.fromEntries(
    Object.entries(params)
      .filter(([key]) => key.startsWith(`${prefix}[`))
      .map(([key, value]) => [key.slice(prefix.length + 1, -1), value]),
  );

export const startStripeStandIn = async (options: { now: () => number }) => {
  const requests: StandInRequest[] = [];
  const customers = new Map<string, StripeObject>();
  const sessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const coupons = new Map<string, StripeObject>();
  const promotionCodes: StripeObject[] = [];
  const invoices: StripeObject[] = [];
  const taxRates: StripeObject[] = [];
  let seq = 0;
  const nextId = (prefix: string) => `${prefix}_test_${++seq}`;
  const created = () => Math.floor(options.now() / 1000);
  const list = (url: string, data: StripeObject[]) => ({ object: 'list', url, has_more: false, data });
  const missing = (kind: string, id: string) => ({
    status: 404,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'id',
        message: `No such ${kind}: '${id}'`,
      },
    },
  });

  /** Stripe's TaxRate object (https://docs.stripe.com/api/tax_rates/object). */
  const taxRateOf = (fields: {
    display_name: string;
    percentage: number;
    inclusive: boolean;
    country: string | null;
    tax_type?: string;
    description?: string;
    active?: boolean;
  }): StripeObject => ({
    id: nextId('txr'),
    object: 'tax_rate',
    active: fields.active ?? true,
    country: fields.country,
    created: created(),
    description: fields.description ?? null,
    display_name: fields.display_name,
    effective_percentage: fields.percentage,
    flat_amount: null,
    inclusive: fields.inclusive,
    jurisdiction: null,
    jurisdiction_level: null,
    livemode: false,
    metadata: {},
    percentage: fields.percentage,
    rate_type: 'percentage',
    state: null,
    tax_type: fields.tax_type ?? null,
  });

  const answer = (request: StandInRequest): { status: number; body: unknown } => {
    const { method, path, params } = request;
    const ok = (body: unknown) => ({ status: 200, body });
    const customerPath = path.match(/^\/v1\/customers\/([^/]+)$/);
    const subscriptionPath = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    const couponPath = path.match(/^\/v1\/coupons\/([^/]+)$/);
    if (method === 'GET' && path === '/v1/customers') {
      // customers.list({ email }): the email filter is exact and case-sensitive
      return ok(
        list(
          path,
          [...customers.values()].filter((c) => c.email === params.email),
        ),
      );
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: nextId('cus'),
        object: 'customer',
        created: created(),
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: metadataOf(params),
        tax_exempt: params.tax_exempt ?? 'none',
        livemode: false,
      };
      customers.set(customer.id, customer);
      return ok(customer);
    }
    if (customerPath && method === 'POST') {
      const id = decodeURIComponent(customerPath[1]!);
      const customer = customers.get(id);
      if (!customer) return missing('customer', id);
      Object.assign(
        customer,
        params.name ? { name: params.name } : {},
        params.tax_exempt ? { tax_exempt: params.tax_exempt } : {},
        { metadata: { ...(customer.metadata as object), ...metadataOf(params) } },
      );
      return ok(customer);
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = nextId('cs');
      const session = {
        id,
        object: 'checkout.session',
        created: created(),
        mode: params.mode,
        status: 'open',
        payment_status: 'unpaid',
        customer: params.customer ?? null,
        client_reference_id: params.client_reference_id ?? null,
        metadata: metadataOf(params),
        subscription: null,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        url: `https://checkout.stripe.com/c/pay/${id}`,
        livemode: false,
      };
      sessions.set(id, session);
      return ok(session);
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = nextId('bps');
      return ok({
        id,
        object: 'billing_portal.session',
        created: created(),
        customer: params.customer,
        return_url: params.return_url ?? null,
        locale: params.locale ?? null,
        url: `https://billing.stripe.com/p/session/${id}`,
        livemode: false,
      });
    }
    if (method === 'GET' && path === '/v1/invoices') {
      return ok(
        list(
          path,
          invoices.filter((i) => i.customer === params.customer),
        ),
      );
    }
    if (subscriptionPath) {
      const id = decodeURIComponent(subscriptionPath[1]!);
      const subscription = subscriptions.get(id);
      if (!subscription) return missing('subscription', id);
      if (method === 'DELETE') Object.assign(subscription, { status: 'canceled', ended_at: created() });
      if (method === 'POST' && params.cancel_at_period_end === 'true') {
        const item = (subscription.items as { data: Array<{ current_period_end: number }> }).data[0]!;
        Object.assign(subscription, { cancel_at_period_end: true, cancel_at: item.current_period_end });
      }
      return ok(subscription);
    }
    if (couponPath && method === 'GET') {
      const id = decodeURIComponent(couponPath[1]!);
      const coupon = coupons.get(id);
      return coupon ? ok(coupon) : missing('coupon', id);
    }
    if (method === 'GET' && path === '/v1/tax_rates') {
      // taxRates.list({ active, inclusive }): both filters optional, as booleans in the query
      return ok(
        list(
          path,
          taxRates.filter(
            (r) =>
              (params.active === undefined || String(r.active) === params.active) &&
              (params.inclusive === undefined || String(r.inclusive) === params.inclusive),
          ),
        ),
      );
    }
    if (method === 'POST' && path === '/v1/tax_rates') {
      const rate = taxRateOf({
        display_name: params.display_name ?? '',
        percentage: Number(params.percentage),
        inclusive: params.inclusive === 'true',
        country: params.country ?? null,
        ...(params.tax_type ? { tax_type: params.tax_type } : {}),
        ...(params.description ? { description: params.description } : {}),
        ...(params.active ? { active: params.active === 'true' } : {}),
      });
      taxRates.push(rate);
      return ok(rate);
    }
    if (method === 'GET' && path === '/v1/promotion_codes') {
      return ok(
        list(
          path,
          promotionCodes.filter(
            (p) =>
              p.code === params.code && (params.active === undefined || String(p.active) === params.active),
          ),
        ),
      );
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
      },
    };
  };

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const text = await readBody(req);
    const form =
      req.method === 'GET' || req.method === 'DELETE' ? url.searchParams : new URLSearchParams(text);
    const request = { method: req.method ?? 'GET', path: url.pathname, params: Object.fromEntries(form) };
    requests.push(request);
    const { status, body } = answer(request);
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${seq}` });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The requests to one method and path, oldest first. */
    received: (method: string, path: string) =>
      requests.filter((r) => r.method === method && r.path === path),
    sessions,
    customers,
    /** A coupon (Stripe's Coupon object) and, when `code` is given, a customer-facing promotion code for it. */
    addCoupon(
      coupon: {
        id: string;
        percent_off: number | null;
        amount_off: number | null;
        duration: string;
        duration_in_months: number | null;
      },
      code?: string,
    ) {
      const full = {
        object: 'coupon',
        currency: coupon.amount_off ? 'eur' : null,
        valid: true,
        created: created(),
        ...coupon,
      };
      coupons.set(coupon.id, full);
      if (code)
        promotionCodes.push({
          id: `promo_${coupon.id}`,
          object: 'promotion_code',
          code,
          active: true,
          created: created(),
          promotion: { type: 'coupon', coupon: full },
        });
    },
    /** What Stripe holds once a Checkout Session is paid: its subscription, the period ending at `periodEnd`. */
    completeCheckout(sessionId: string, periodEnd: number) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const subscription = {
        id: nextId('sub'),
        object: 'subscription',
        created: created(),
        customer: session.customer,
        status: 'active',
        cancel_at: null,
        cancel_at_period_end: false,
        trial_end: null,
        metadata: session.metadata,
        items: {
          object: 'list',
          data: [
            {
              id: nextId('si'),
              object: 'subscription_item',
              current_period_start: created(),
              current_period_end: periodEnd,
            },
          ],
        },
      };
      subscriptions.set(subscription.id, subscription);
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
      return { session, subscription };
    },
    taxRates,
    /** A Tax Rate the operator created in the Dashboard. */
    addTaxRate(fields: Parameters<typeof taxRateOf>[0]) {
      const rate = taxRateOf(fields);
      taxRates.push(rate);
      return rate;
    },
    addInvoice(invoice: StripeObject) {
      invoices.push(invoice);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
