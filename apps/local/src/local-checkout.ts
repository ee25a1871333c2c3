import type { IncomingMessage, ServerResponse } from 'node:http';
import { formatPrice } from '@scout/shared/domain';
import { localCheckoutView, payLocalCheckout, type LocalCheckoutView } from '@scout/lambdas/local';

/**
 * The local stack's checkout page, standing in for Stripe's hosted Checkout page (Stripe has no local twin).
 * The API's payments function opens sessions on it (its local payment provider); paying behaves like Stripe's
 * test mode and delivers Stripe's `checkout.session.completed` event, signed with the webhook secret, to the
 * API's own webhook route over HTTP, then sends the coach back to Scout as Stripe would.
 */

export const LOCAL_CHECKOUT_PATH = '/local-checkout';

const MAX_FORM_BYTES = 4096;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1f36;background:#f6f8fa}
main{max-width:920px;margin:0 auto;padding:32px 20px;display:grid;grid-template-columns:1fr 1fr;gap:48px}
@media (max-width:760px){main{grid-template-columns:1fr;gap:24px;padding:20px 16px}}
.badge{display:inline-block;margin-left:8px;padding:1px 8px;border-radius:4px;background:#ffde92;color:#7a4d05;font-size:12px;font-weight:700;text-transform:uppercase;letter-spacing:.04em}
.merchant{font-weight:600;color:#3c4257;display:flex;align-items:center;gap:8px}.merchant a{color:#3c4257;text-decoration:none}
.price{font-size:36px;font-weight:700;margin:12px 0 4px}.product{font-weight:600}.muted{color:#697386;font-size:14px}
form{background:#fff;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.08);padding:24px}
label{display:block;font-size:14px;font-weight:500;color:#3c4257;margin:14px 0 6px}
input{width:100%;padding:10px 12px;font:inherit;border:1px solid #d5dbe1;border-radius:6px}input:focus{outline:2px solid #635bff;border-color:#635bff}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
button{margin-top:22px;width:100%;padding:12px;font:inherit;font-weight:600;color:#fff;background:#635bff;border:0;border-radius:6px;cursor:pointer}
button:hover{background:#5148e8}
.error{margin-top:14px;padding:10px 12px;border-radius:6px;background:#fde8e8;color:#a41c1c;font-size:14px}
.hint{margin-top:16px;font-size:13px;color:#697386}.hint code{background:#eef1f5;padding:1px 4px;border-radius:3px}
.closed{grid-column:1/-1;background:#fff;border-radius:8px;padding:32px;text-align:center;box-shadow:0 2px 8px rgba(0,0,0,.08)}
a.button{display:inline-block;margin-top:12px;color:#635bff;font-weight:600}
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function checkoutPage(session: LocalCheckoutView, form: { email?: string; name?: string; error?: string } = {}): string {
  const price = formatPrice(session.amountCents, session.currency);
  const email = form.email ?? session.customerEmail ?? '';
  return page(
    `Pay ${price} · Scout`,
    `<section aria-label="Order summary">
  <div class="merchant"><a href="${escapeHtml(session.cancelUrl)}" aria-label="Back to Scout">← Scout</a><span class="badge">Test mode</span></div>
  <div class="muted" style="margin-top:24px">Pay Scout</div>
  <div class="price">${escapeHtml(price)}</div>
  <div class="product">${escapeHtml(session.productName)}</div>
  <p class="muted">${escapeHtml(session.description)}</p>
  <p class="muted">This checkout closes at ${escapeHtml(session.expiresAt.slice(11, 16))} UTC.</p>
</section>
<form method="post" aria-label="Pay with card" novalidate>
  <h1 style="font-size:20px;margin:0">Pay with card</h1>
  <label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" value="${escapeHtml(email)}">
  <label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required>
  <div class="row"><div><label for="expiry">Expiry (MM / YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM / YY" required></div>
  <div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" required></div></div>
  <label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name" value="${escapeHtml(form.name ?? '')}">
  ${form.error ? `<div class="error" role="alert">${escapeHtml(form.error)}</div>` : ''}
  <button type="submit">Pay ${escapeHtml(price)}</button>
  <p class="hint">Local test checkout: no money moves. <code>4242 4242 4242 4242</code> succeeds; <code>4000 0000 0000 0002</code> is declined. Any future expiry and any CVC.</p>
</form>`,
  );
}

function closedPage(message: string, backUrl: string | null): string {
  return page(
    'Checkout closed · Scout',
    `<div class="closed" role="alert"><h1 style="font-size:20px">${escapeHtml(message)}</h1>${
      backUrl ? `<a class="button" href="${escapeHtml(backUrl)}">Return to Scout</a>` : ''
    }</div>`,
  );
}

function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  });
  res.end(html);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Delivers the signed event to the API's webhook route, as Stripe would (a few tries). */
async function deliver(apiUrl: string, payload: string, signature: string): Promise<number> {
  let status = 0;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const response = await fetch(`${apiUrl}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    }).catch(() => null);
    status = response?.status ?? 0;
    if (response?.ok) return status;
    await new Promise((resolve) => setTimeout(resolve, 200 * (attempt + 1)));
  }
  return status;
}

/**
 * The page's requests (`/local-checkout/{sessionId}`): true when it answered. GET shows the session; POST pays
 * it with the card in the form.
 */
export function localCheckoutPages(settings: { apiUrl: string; webhookSecret: string }) {
  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> => {
    const match = new RegExp(`^${LOCAL_CHECKOUT_PATH}/([A-Za-z0-9_]+)/?$`).exec(pathname);
    if (!match) return false;
    const sessionId = match[1] as string;
    const session = localCheckoutView(sessionId);
    if (!session) {
      send(res, 404, closedPage('This checkout session does not exist.', null));
      return true;
    }
    if (req.method === 'GET') {
      if (session.state === 'open') send(res, 200, checkoutPage(session));
      else
        send(
          res,
          410,
          closedPage(
            session.state === 'complete' ? 'This checkout session has already been paid.' : 'This checkout session has expired.',
            session.cancelUrl,
          ),
        );
      return true;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'GET, POST' }).end();
      return true;
    }
    const form = await readForm(req);
    if (!form) {
      send(res, 413, closedPage('The form was too large.', session.cancelUrl));
      return true;
    }
    const entered = { email: form.get('email') ?? '', name: form.get('name') ?? '' };
    const result = payLocalCheckout(
      sessionId,
      { number: form.get('number') ?? '', expiry: form.get('expiry') ?? '', cvc: form.get('cvc') ?? '', name: entered.name },
      settings.webhookSecret,
    );
    if (result.outcome === 'declined') {
      send(res, 402, checkoutPage(session, { ...entered, error: result.message }));
      return true;
    }
    if (result.outcome === 'closed') {
      send(res, 410, closedPage(result.message, session.cancelUrl));
      return true;
    }
    const status = await deliver(settings.apiUrl, result.payload, result.signature);
    if (status < 200 || status >= 300) {
      send(
        res,
        502,
        closedPage(`Your payment went through, but Scout did not confirm it (webhook answered ${status || 'nothing'}).`, session.cancelUrl),
      );
      return true;
    }
    res.writeHead(303, { location: result.successUrl, 'cache-control': 'no-store' }).end();
    return true;
  };
}
