import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { encodePng } from '../src/lib/png';
import { addDays } from '../src/lib/dates';
import { bearer } from './harness';
import { multipart } from './multipart';

export const EN = { 'accept-language': 'en' };
export const tinyPng = (shade = 200) => encodePng(2, 2, new Uint8Array(12).fill(shade));

let serial = 0;
/** Unique per call within a run: a 9-digit tail for identity numbers and an 8-digit one for phones. */
export function nextSerial(): number {
  serial += 1;
  return (Date.now() % 1_000_000) * 100 + serial;
}
export const identity = (first: 1 | 2, n = nextSerial()) => `${first}${String(n).padStart(9, '0').slice(-9)}`;
export const saudiMobile = (n = nextSerial()) => `5${String(n).padStart(8, '0').slice(-8)}`;

/** A valid body for `POST /api/dashboard/drivers`: a licence valid 400 days after `today` (yyyy-MM-dd). */
export function driverBody(today: string, overrides: Record<string, unknown> = {}) {
  const n = nextSerial();
  return {
    name: `Driver ${n}`,
    identity_number: identity(2, n),
    country_code: '+966',
    phone: saudiMobile(n),
    nationality: 'pk',
    licence_number: `L-${n}`,
    licence_expiry_date: addDays(today, 400),
    ...overrides,
  };
}

/** Uploads a PNG as `token`; `document` stores a private identity document. */
export async function uploadImage(
  app: FastifyInstance,
  token: string,
  purpose: 'media' | 'document' = 'media',
  content: Buffer = tinyPng(),
) {
  const form = multipart({ filename: 'photo.png', content });
  const response = await app.inject({
    method: 'POST',
    url: `/api/dashboard/media?purpose=${purpose}`,
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; url: string; mime_type: string };
}

/** A valid vehicle body with unique plate, VIN and device id (prefix `DRV` so it never meets other suites'). */
export function vehicleBody(overrides: Record<string, unknown> = {}) {
  const n = nextSerial();
  const tail = String(n).padStart(6, '0').slice(-6);
  return {
    name: `Driven vehicle ${tail}`,
    plate_number: `DRV ${tail}`,
    vin: `2HGCM82633A${tail}`,
    category: 'car',
    fuel_type: 'petrol',
    ...overrides,
  };
}
