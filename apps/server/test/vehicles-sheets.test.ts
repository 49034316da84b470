import { deflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_ROWS, VEHICLE_SHEET_COLUMNS } from '@fleet/shared/schemas/vehicles';
import { lieAboutSizes } from './zip-lies';
import { bearer, DEMO, forEachDatabase, login, userWithPermissions } from './harness';
import { multipart } from './multipart';

const EN = { 'accept-language': 'en' };

let serial = 0;
const unique = () => {
  serial += 1;
  return String(serial).padStart(5, '0');
};

function workbook(rows: unknown[][], bookType: 'xlsx' | 'xls' = 'xlsx', compression = false): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType, compression }) as Buffer;
}

/** A zip whose one entry inflates to `size` bytes of zeros (a classic zip bomb, kept small here). */
function zipBomb(size: number): Buffer {
  const data = deflateRawSync(Buffer.alloc(size));
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(name.length, 28);
  const localPart = Buffer.concat([local, name, data]);
  const centralPart = Buffer.concat([central, name]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralPart.length, 12);
  end.writeUInt32LE(localPart.length, 16);
  return Buffer.concat([localPart, centralPart, end]);
}

forEachDatabase((db) => {
  let app: FastifyInstance;
  let admin: string;
  beforeAll(async () => {
    app = await db.buildApp();
    admin = await login(app, DEMO.admin);
  });

  const importFile = (
    content: Buffer | string,
    filename: string,
    mode?: string,
    token = admin,
    lang: Record<string, string> = EN,
  ) => {
    const form = multipart({ filename, content }, mode ? { mode } : {});
    return app.inject({
      method: 'POST',
      url: '/api/dashboard/vehicles/import',
      headers: { ...bearer(token), ...form.headers, ...lang },
      payload: form.payload,
    });
  };
  const countVehicles = async () =>
    (await app.inject({ url: '/api/dashboard/vehicles?per_page=1', headers: bearer(admin) })).json().meta
      .total as number;

  describe('import', () => {
    it('previews by default: reports what would be created and per-row errors, writes nothing', async () => {
      const before = await countVehicles();
      const a = unique();
      const csv = [
        'name,plate_number,category,fuel_type,manufacture_year,form_start_date,form_end_date,status,vin',
        `Preview ${a},PV ${a},car,petrol,2020,2024-01-01,31/12/2026,active,1hgcm82633a1${a}`,
        `x,PV2 ${a},plane,petrol,1800,2024-01-01,2023-01-01,maybe,BAD`,
      ].join('\n');
      const response = await importFile(csv, 'vehicles.csv');
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json().data;
      expect(result).toMatchObject({ mode: 'preview', total: 2, created: 0, updated: 0 });
      expect(result.preview).toEqual([
        {
          row: 2,
          values: expect.objectContaining({
            name: `Preview ${a}`,
            plate_number: `PV ${a}`,
            vin: `1HGCM82633A1${a}`,
            form_end_date: '2026-12-31',
            status: true,
          }),
        },
      ]);
      expect(result.failed).toHaveLength(1);
      expect(result.failed[0].row).toBe(3);
      expect(Object.keys(result.failed[0].errors).sort()).toEqual(
        ['category', 'form_end_date', 'manufacture_year', 'name', 'status', 'vin'].sort(),
      );
      expect(result.failed[0].errors.vin).toEqual(['The VIN has 17 letters and digits, without I, O and Q']);
      expect(await countVehicles()).toBe(before);
    });

    it('all: one bad row means nothing is written and a 422 with the failed rows', async () => {
      const before = await countVehicles();
      const [a, b] = [unique(), unique()];
      const file = workbook([
        ['Name', 'Plate number', 'Category', 'Fuel type'],
        [`All ${a}`, `AL ${a}`, 'car', 'diesel'],
        [`All ${b}`, `AL ${b}`, 'car', 'nuclear'],
      ]);
      const response = await importFile(file, 'vehicles.xlsx', 'all');
      expect(response.statusCode).toBe(422);
      const body = response.json();
      expect(body.message).toBe('Some rows are not valid; nothing was imported');
      expect(body.errors.file).toBeDefined();
      expect(body.data.failed).toEqual([
        { row: 3, errors: { fuel_type: ['The selected option is not valid'] } },
      ]);
      expect(body.data.created).toBe(0);
      expect(await countVehicles()).toBe(before);
      const good = workbook([
        ['Name', 'Plate number', 'Category', 'Fuel type'],
        [`All ${a}`, `AL ${a}`, 'car', 'diesel'],
      ]);
      const ok = await importFile(good, 'vehicles.xlsx', 'all');
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({
        message: 'Vehicles imported successfully',
        data: { created: 1, failed: [] },
      });
      expect(await countVehicles()).toBe(before + 1);
    });

    it('valid_only: writes the good rows and reports duplicates in the file and against the database', async () => {
      const existing = (
        await app.inject({ url: '/api/dashboard/vehicles?per_page=1', headers: bearer(admin) })
      ).json().data[0] as { plate_number: string; device_id: string | null };
      const [a, b, c] = [unique(), unique(), unique()];
      const file = workbook([
        ['name', 'plate_number', 'category', 'fuel_type', 'device_id'],
        [`Only ${a}`, `VO ${a}`, 'van', 'gas', `dev-${a}`],
        [`Only ${b}`, `vo ${a}`, 'van', 'gas', null],
        [`Only ${c}`, existing.plate_number.toLowerCase(), 'van', 'gas', `DEV-${a}`],
      ]);
      const before = await countVehicles();
      const response = await importFile(file, 'v.xlsx', 'valid_only');
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json().data;
      expect(result.created).toBe(1);
      expect(result.failed).toEqual([
        { row: 3, errors: { plate_number: ['This value appears more than once in the file'] } },
        {
          row: 4,
          errors: {
            plate_number: ['This value is already taken'],
            device_id: ['This value appears more than once in the file'],
          },
        },
      ]);
      expect(await countVehicles()).toBe(before + 1);
    });

    it('reads .xls, Excel dates and numbers, labels in Arabic, and status words', async () => {
      const [a, b] = [unique(), unique()];
      const file = workbook(
        [
          [
            'الاسم',
            'رقم اللوحة',
            'الفئة',
            'نوع الوقود',
            'الحالة',
            'تاريخ نهاية الاستمارة',
            'سنة الصنع',
            'معرّف الجهاز',
            'Unknown column',
          ],
          [`إكس ${a}`, `ا ب ح ${a}`, 'حافلة', 'ديزل', 'غير نشط', 46022, 2019, 356307042999990, 'ignored'],
          [`إكس ${b}`, `ا ب ح ${b}`, 'Pickup', 'Diesel', 0, '2026-01-01', '2018', null, null],
        ],
        'xls',
      );
      expect(file.subarray(0, 4).toString('hex')).toBe('d0cf11e0');
      const response = await importFile(file, 'legacy.xls', 'preview');
      expect(response.statusCode, response.body).toBe(200);
      const { preview, failed } = response.json().data;
      expect(failed).toEqual([]);
      expect(preview[0].values).toMatchObject({
        category: 'bus',
        fuel_type: 'diesel',
        status: false,
        form_end_date: '2025-12-31',
        manufacture_year: 2019,
        device_id: '356307042999990',
      });
      expect(preview[1].values).toMatchObject({ category: 'pickup', status: false, manufacture_year: 2018 });
    });

    it('reads CSV with ; delimiters, a UTF-8 BOM and Arabic headers and values', async () => {
      const a = unique();
      const csv = `\uFEFFالاسم;رقم اللوحة;الفئة;نوع الوقود;اللون\r\n"شاحنة ${a}";"ر س ع ${a}";شاحنة;بنزين;"أبيض; لامع"\r\n`;
      const response = await importFile(Buffer.from(csv, 'utf8'), 'عربي.csv', 'all', admin, {});
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().message).toBe('تم استيراد المركبات بنجاح');
      const found = (
        await app.inject({
          url: `/api/dashboard/vehicles?name=${encodeURIComponent(`ر س ع ${a}`)}`,
          headers: bearer(admin),
        })
      ).json().data;
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({
        name: `شاحنة ${a}`,
        category: 'truck',
        fuel_type: 'petrol',
        color: 'أبيض; لامع',
      });
    });

    it('names the missing required columns', async () => {
      const response = await importFile('name,model\nA,B\n', 'v.csv');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.file).toEqual([
        'Required columns are missing: Plate number, Category, Fuel type',
      ]);
    });

    it('refuses formula cells for that row, with a clear error', async () => {
      const [a, b] = [unique(), unique()];
      const csv = `name,plate_number,category,fuel_type,model\n"=HYPERLINK(""http://evil"",""x"")",FM ${a},car,petrol,ok\nFine ${b},FM ${b},car,petrol,@SUM(1)\n`;
      const response = await importFile(csv, 'f.csv', 'preview');
      expect(response.statusCode).toBe(200);
      expect(response.json().data.failed).toEqual([
        { row: 2, errors: { name: ['Formulas are not accepted; enter the value itself'] } },
        { row: 3, errors: { model: ['Formulas are not accepted; enter the value itself'] } },
      ]);
    });

    it('uses cached values of real formula cells in .xlsx, never evaluating them', async () => {
      const a = unique();
      const sheet = XLSX.utils.aoa_to_sheet([
        ['name', 'plate_number', 'category', 'fuel_type', 'capacity'],
        [`Formula ${a}`, `FX ${a}`, 'car', 'petrol', 0],
      ]);
      sheet.E2 = { t: 'n', f: 'WEBSERVICE("http://evil")', v: 4 };
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, sheet, 'S');
      const file = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
      const response = await importFile(file, 'f.xlsx', 'preview');
      expect(response.json().data.preview[0].values.capacity).toBe(4);
    });

    it('refuses hostile files: no file, a renamed .exe, a zip bomb, too many rows, too many bytes', async () => {
      const none = multipart(null, { mode: 'all' });
      const missing = await app.inject({
        method: 'POST',
        url: '/api/dashboard/vehicles/import',
        headers: { ...bearer(admin), ...none.headers, ...EN },
        payload: none.payload,
      });
      expect(missing.statusCode).toBe(422);
      expect(missing.json()).toEqual({ message: 'File is required', errors: { file: ['File is required'] } });

      const exe = await importFile(
        Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(500, 1)]),
        'vehicles.xlsx',
      );
      expect(exe.statusCode).toBe(422);
      expect(exe.json()).toEqual({ message: 'Invalid file type', errors: { file: ['Invalid file type'] } });
      const exeCsv = await importFile(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]), 'vehicles.csv');
      expect(exeCsv.json().errors.file).toEqual(['Invalid file type']);

      const bomb = await importFile(zipBomb(60 * 1024 * 1024), 'bomb.xlsx');
      expect(bomb.statusCode).toBe(422);
      expect(bomb.json().errors.file).toEqual(['The file expands to too much data']);

      const corrupt = await importFile(
        Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(300, 3)]),
        'c.xlsx',
      );
      expect(corrupt.statusCode).toBe(422);
      expect(corrupt.json().errors.file).toEqual(['The file could not be read']);
      // A quote that never closes: the CSV parser cannot read it, and says so (never a 500).
      const unclosed = await importFile(
        'name,plate_number,category,fuel_type\n"Open,UQ 1,car,petrol\n',
        'q.csv',
      );
      expect(unclosed.statusCode).toBe(422);
      expect(unclosed.json().errors.file).toEqual(['The file could not be read']);

      const lines = ['name,plate_number,category,fuel_type'];
      for (let i = 0; i <= IMPORT_MAX_ROWS; i++) lines.push(`Row ${i},RC ${i},car,petrol`);
      const tooMany = await importFile(lines.join('\n'), 'many.csv');
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json().errors.file).toEqual([`The file has more than ${IMPORT_MAX_ROWS} rows`]);

      const huge = await importFile(Buffer.alloc(5 * 1024 * 1024 + 10, 0x41), 'huge.csv');
      expect(huge.statusCode).toBe(413);

      const badMode = await importFile(
        'name,plate_number,category,fuel_type\nA1,B1,car,petrol\n',
        'v.csv',
        'everything',
      );
      expect(badMode.statusCode).toBe(422);
      expect(Object.keys(badMode.json().errors)).toEqual(['mode']);
    });

    // (An entry declaring less than it inflates to is stopped at the limit: see zip-guard.test.ts.)
    it('refuses a complete workbook whose zip entries lie about their sizes, and imports nothing', async () => {
      const before = await countVehicles();
      const plate = `LIE ${unique()}`;
      const honest = workbook(
        [
          ['name', 'plate_number', 'category', 'fuel_type'],
          ['Liar', plate, 'car', 'petrol'],
        ],
        'xlsx',
        true,
      );
      for (const declare of [() => 0, (size: number) => Math.max(0, size - 7)]) {
        const response = await importFile(lieAboutSizes(honest, declare), 'liar.xlsx', 'all');
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json().errors.file).toEqual(['The file could not be read']);
      }
      expect(await countVehicles()).toBe(before);
      const fine = await importFile(honest, 'honest.xlsx', 'all');
      expect(fine.statusCode, fine.body).toBe(200);
      expect(fine.json().data.created).toBe(1);
    }, 30_000);

    // Speed is the benchmark's job (bench/vehicles.ts, target under 5 s); a timed test fails on a busy machine.
    it(`imports the maximum of ${IMPORT_MAX_ROWS} rows in one request`, async () => {
      const rows: unknown[][] = [
        ['name', 'plate_number', 'category', 'fuel_type', 'vin', 'device_id', 'manufacture_year'],
      ];
      for (let i = 0; i < IMPORT_MAX_ROWS; i++) {
        const n = String(i).padStart(6, '0');
        rows.push([`Bulk ${n}`, `BK ${n}`, 'truck', 'diesel', `2FTRX18W1XCA${n.slice(1)}`, `7700${n}`, 2020]);
      }
      const before = await countVehicles();
      const response = await importFile(workbook(rows), 'bulk.xlsx', 'all');
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      expect(response.json().data.created).toBe(IMPORT_MAX_ROWS);
      expect(await countVehicles()).toBe(before + IMPORT_MAX_ROWS);
      // The import merged its rows into the search index: nothing is left in the pending list.
      const [merged] = await app.db
        .select({ pages: sql<number>`gin_clean_pending_list('vehicles_search_trgm_idx'::regclass)::int` })
        .from(sql`(select 1) as one`);
      expect(merged?.pages).toBe(0);
    }, 30_000);

    it('needs create_vehicles', async () => {
      const viewer = await userWithPermissions(app, ['show_vehicles', 'update_vehicles']);
      expect((await importFile('a', 'a.csv', 'preview', viewer.token)).statusCode).toBe(403);
    });
  });

  describe('export and template', () => {
    it('exports the whole filtered list with translated headers and values, escaping formulas', async () => {
      const a = unique();
      const created = await app.inject({
        method: 'POST',
        url: '/api/dashboard/vehicles',
        headers: bearer(admin),
        payload: {
          name: '=HYPERLINK("http://evil","x")',
          plate_number: `EX ${a}`,
          category: 'minibus',
          fuel_type: 'electric',
          model: '+cmd',
          color: '@x',
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const csv = await app.inject({
        url: `/api/dashboard/vehicles/export?format=csv&name=${encodeURIComponent(`EX ${a}`)}`,
        headers: { ...bearer(admin), ...EN },
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toMatch(
        /^attachment; filename="vehicles-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const text = csv.rawPayload.toString('utf8');
      expect(text.startsWith('\uFEFF')).toBe(true); // so Excel reads UTF-8
      const parsed = XLSX.read(text.slice(1), { type: 'string', raw: true });
      const rows = XLSX.utils.sheet_to_json<string[]>(parsed.Sheets[parsed.SheetNames[0]!]!, {
        header: 1,
        raw: true,
      });
      expect(rows[0]).toEqual([
        'Name',
        'Model',
        'Tag',
        'Manufacture year',
        'Plate number',
        'Licence plate number',
        'VIN',
        'Category',
        'Capacity',
        'Fuel type',
        'Meter reading',
        'Color',
        'Form number',
        'Form start date',
        'Form end date',
        'Status',
        'Device ID',
      ]);
      expect(rows).toHaveLength(2);
      const row = rows[1]!;
      expect(row[0]).toBe(`'=HYPERLINK("http://evil","x")`);
      expect(row[1]).toBe(`'+cmd`);
      expect(row[11]).toBe(`'@x`);
      expect(row[7]).toBe('Minibus');
      expect(row[9]).toBe('Electric');
      expect(row[15]).toBe('Active');

      const xlsx = await app.inject({
        url: `/api/dashboard/vehicles/export?name=${encodeURIComponent(`EX ${a}`)}`,
        headers: bearer(admin),
      });
      expect(xlsx.headers['content-disposition']).toMatch(/\.xlsx"$/);
      const book = XLSX.read(xlsx.rawPayload, { type: 'buffer', cellFormula: true });
      const sheet = book.Sheets[book.SheetNames[0]!]!;
      expect(sheet.A1?.v).toBe('الاسم');
      expect(sheet.A2?.f).toBeUndefined();
      expect(sheet.A2?.t).toBe('s');
      expect(sheet.A2?.v).toBe(`'=HYPERLINK("http://evil","x")`);
      expect(sheet.H2?.v).toBe('حافلة صغيرة');
    });

    it('exports every matching row, not one page, and applies the filters', async () => {
      const all = await app.inject({
        url: '/api/dashboard/vehicles/export?format=csv',
        headers: bearer(admin),
      });
      const total = await countVehicles();
      const lines = all.rawPayload.toString('utf8').trim().split('\r\n');
      expect(lines).toHaveLength(total + 1);
      const inactive = await app.inject({
        url: '/api/dashboard/vehicles/export?format=csv&status=false',
        headers: bearer(admin),
      });
      const inactiveTotal = (
        await app.inject({ url: '/api/dashboard/vehicles?status=false', headers: bearer(admin) })
      ).json().meta.total;
      expect(inactive.rawPayload.toString('utf8').trim().split('\r\n')).toHaveLength(inactiveTotal + 1);
      expect(
        (await app.inject({ url: '/api/dashboard/vehicles/export?format=pdf', headers: bearer(admin) }))
          .statusCode,
      ).toBe(422);
    });

    it('offers a template with the columns and one example row that imports cleanly', async () => {
      for (const format of ['xlsx', 'csv'] as const) {
        const template = await app.inject({
          url: `/api/dashboard/vehicles/import/template?format=${format}`,
          headers: { ...bearer(admin), ...EN },
        });
        expect(template.statusCode).toBe(200);
        expect(template.headers['content-disposition']).toBe(
          `attachment; filename="vehicles-template.${format}"`,
        );
        const preview = await importFile(template.rawPayload, `template.${format}`, 'preview');
        const result = preview.json().data;
        expect(result.total).toBe(1);
        expect(result.failed).toEqual([]);
        expect(Object.keys(result.preview[0].values)).toEqual(
          expect.arrayContaining([...VEHICLE_SHEET_COLUMNS]),
        );
      }
    });
  });
});
