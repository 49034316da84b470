import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeInputText, toLatinDigits } from '@fleet/shared/validation';
import { apiRequest, type ApiRequestArgs, bearer, DEMO, forEachDatabase, login } from './harness';
import { multipart } from './multipart';
import { EN, nextSerial } from './people-helpers';

const ARABIC = '٠١٢٣٤٥٦٧٨٩';
const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const arabic = (digits: string) => digits.replace(/\d/g, (d) => ARABIC[Number(d)]!);
const persian = (digits: string) => digits.replace(/\d/g, (d) => PERSIAN[Number(d)]!);

describe('normalizeInputText', () => {
  it('reads both Arabic digit sets as ASCII in numbers, phones, dates and times, and keeps text as typed', () => {
    expect(toLatinDigits(ARABIC)).toBe('0123456789');
    expect(toLatinDigits(PERSIAN)).toBe('0123456789');
    expect(normalizeInputText('٠٥٠ ١٢٣ ٤٥٦٧')).toBe('050 123 4567');
    expect(normalizeInputText('٢٠٢٦-٠١-٣١')).toBe('2026-01-31');
    expect(normalizeInputText('۰۸:۳۰')).toBe('08:30');
    expect(normalizeInputText('١٢٫٥')).toBe('12.5');
    expect(normalizeInputText('ABD ١٢٣٤')).toBe('ABD 1234');
    // Text written in Arabic keeps the digits it was written with.
    expect(normalizeInputText('حافلة ٣')).toBe('حافلة ٣');
    expect(normalizeInputText('a\u0000b')).toBe('ab');
  });
});

forEachDatabase((db) => {
  let app: FastifyInstance;
  let admin: string;
  beforeAll(async () => {
    app = await db.buildApp({
      demo: false,
      admin: { email: DEMO.admin.email, password: DEMO.admin.password },
    });
    admin = await login(app, DEMO.admin);
  });
  const api = (...args: ApiRequestArgs) => apiRequest(app, ...args);

  it('reads a driver typed with Arabic-Indic and Eastern Arabic digits, nationality in any case', async () => {
    const serial = String(nextSerial()).padStart(8, '0').slice(-8);
    const identityNumber = `2${serial}0`;
    const phone = `5${serial}`;
    const response = await api(
      'POST',
      '/api/dashboard/drivers',
      admin,
      {
        name: 'سائق الأرقام',
        identity_number: arabic(identityNumber),
        country_code: '+966',
        phone: persian(`0${phone}`),
        nationality: 'PK',
        address: 'الرياض ٣',
        licence_number: 'L-١',
        licence_expiry_date: arabic('2030-05-01'),
      },
      EN,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      identity_number: identityNumber,
      phone,
      nationality: 'pk',
      licence_expiry_date: '2030-05-01',
      // Latin text reads its digits as ASCII too; Arabic text keeps them (the address).
      licence_number: 'L-1',
      address: 'الرياض ٣',
    });
    const update = await api(
      'PUT',
      `/api/dashboard/drivers/${response.json().data.id}`,
      admin,
      { ...response.json().data, nationality: 'Sa', identity_number: `1${serial}0`, image: null },
      EN,
    );
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json().data.nationality).toBe('sa');

    // Search and paging queries too.
    const found = await api(
      'GET',
      `/api/dashboard/drivers?name=${encodeURIComponent(arabic(phone))}&page=${encodeURIComponent('١')}`,
      admin,
    );
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.map((row: { id: number }) => row.id)).toContain(response.json().data.id);
    const bad = await api('POST', '/api/dashboard/drivers', admin, { nationality: 'zz' }, EN);
    expect(bad.json().errors.nationality).toEqual(['The selected option is not valid']);
  });

  it('imports spreadsheet cells typed with Arabic digits as numbers and dates', async () => {
    const tail = String(nextSerial()).padStart(6, '0').slice(-6);
    const csv = [
      'name,plate_number,category,fuel_type,manufacture_year,capacity,form_start_date',
      `Arabic ${tail},AR ${tail},bus,diesel,${arabic('2021')},${persian('45')},${arabic('2024-02-01')}`,
    ].join('\n');
    const form = multipart({ filename: 'arabic.csv', content: csv }, { mode: 'all' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/dashboard/vehicles/import',
      headers: { ...bearer(admin), ...form.headers, ...EN },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ created: 1, failed: [] });
    const list = await api('GET', `/api/dashboard/vehicles?name=${encodeURIComponent(`AR ${tail}`)}`, admin);
    expect(list.json().data[0]).toMatchObject({
      manufacture_year: 2021,
      capacity: 45,
      form_start_date: '2024-02-01',
    });
  });
});
