import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export const WEBHOOK_TIMEOUT_MS = 10_000;

export class WebhookAddressError extends Error {}

/** Loopback, private, link-local, carrier-grade NAT, multicast, reserved…: anything but public unicast. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/**
 * Resolves the URL's host and checks every address it resolves to (SSRF guard). Returns the address to connect
 * to: the request then goes to that address, so a DNS answer that changes in between cannot redirect it.
 */
export async function checkedAddress(
  url: URL,
  allowPrivate: boolean,
): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch (error) {
    throw new WebhookAddressError(`cannot resolve ${host}: ${(error as Error).message}`);
  }
  if (addresses.length === 0) throw new WebhookAddressError(`cannot resolve ${host}`);
  if (!allowPrivate) {
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused)
      throw new WebhookAddressError(`${host} resolves to a non-public address (${refused.address})`);
  }
  return addresses[0]!;
}

/** `sha256=<hex HMAC-SHA256 of the raw body>`. */
export function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export interface WebhookRequest {
  url: string;
  deliveryId: string;
  eventType: string;
  /** The raw body, exactly as signed. */
  body: string;
  secret: string | null;
  allowPrivate: boolean;
  timeoutMs?: number;
}

/** POSTs once; resolves on a 2xx within the timeout, rejects with the reason otherwise. */
export async function postWebhook(request: WebhookRequest): Promise<void> {
  const url = new URL(request.url);
  const target = await checkedAddress(url, request.allowPrivate);
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
    } else {
      callback(null, target.address, target.family);
    }
  };
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(request.body)),
    'user-agent': 'fleet-webhook/1',
    'x-fleet-event': request.eventType,
    'x-fleet-delivery': request.deliveryId,
  };
  if (request.secret) headers['x-fleet-signature'] = webhookSignature(request.body, request.secret);
  const client = url.protocol === 'https:' ? https : http;
  const timeoutMs = request.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  await new Promise<void>((resolve, reject) => {
    const req = client.request(
      url,
      { method: 'POST', headers, lookup: pinned, agent: false, signal: AbortSignal.timeout(timeoutMs) },
      (res) => {
        res.resume();
        res.on('error', reject);
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve();
          else reject(new Error(`HTTP ${status}`));
        });
      },
    );
    req.on('error', (error: Error) =>
      reject(error.name === 'AbortError' ? new Error(`no answer within ${timeoutMs / 1000} s`) : error),
    );
    req.end(request.body);
  });
}
