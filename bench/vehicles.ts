// Vehicles at fleet scale on PostgreSQL: list requests/s with 100,000 vehicles (page 1, with and
// without a search term) as a ratio of GET /api/health in the same run (target ≥ 0.3), and the
// import of a 10,000-row .xlsx (target < 5 s).
import pg from 'pg';
import * as XLSX from '@e965/xlsx';
import { rps } from './api-throughput';
import { scratchDatabase } from './postgres';
import { startServer } from './server';

const VEHICLES = 100_000;
const IMPORT_ROWS = 10_000;
const CATEGORIES = ['car', 'pickup', 'van', 'minibus', 'bus', 'truck'];
const FUELS = ['petrol', 'diesel', 'hybrid'];
const MODELS = ['Hilux', 'Land Cruiser', 'Camry', 'Coaster', 'H1', 'County', 'NPR', 'Transit'];

async function seedVehicles(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // Plain SQL on purpose: seeding is not what is measured.
  await client.query(
    `INSERT INTO vehicles (name, model, manufacture_year, plate_number, category, fuel_type, capacity,
                           meter_reading, device_id, form_end_date, status, created_at, updated_at)
     SELECT 'Vehicle ' || g, ($2::text[])[1 + g % 8], 2016 + g % 10, 'BEN ' || g,
            ($3::text[])[1 + g % 6], ($4::text[])[1 + g % 3], 4 + g % 40, g * 13 % 400000,
            (860000000000000 + g)::text, current_date + (g % 700 - 100), g % 10 <> 0,
            now() - (g % 365) * interval '1 day', now()
     FROM generate_series(1, $1::int) AS g`,
    [VEHICLES, MODELS, CATEGORIES, FUELS],
  );
  await client.query('ANALYZE vehicles');
  await client.end();
}

function importWorkbook(): Buffer {
  const rows = Array.from({ length: IMPORT_ROWS }, (_, i) => ({
    name: `Imported ${i + 1}`,
    model: MODELS[i % MODELS.length],
    manufacture_year: 2018 + (i % 7),
    plate_number: `IMP ${i + 1}`,
    category: CATEGORIES[i % CATEGORIES.length],
    fuel_type: FUELS[i % FUELS.length],
    capacity: 4 + (i % 30),
    meter_reading: i * 17,
    device_id: `35${String(i).padStart(13, '0')}`,
    status: 'true',
  }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.json_to_sheet(rows), 'vehicles');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

export async function vehiclesBench(fmt: (n: number, digits?: number) => string) {
  const database = await scratchDatabase();
  const server = await startServer(8283, { DATABASE_URL: database.url, DEMO: '1' });
  try {
    await seedVehicles(database.url);
    const auth = { authorization: `Bearer ${server.token}` };
    await rps(`${server.url}/api/health`); // warm-up
    const health = await rps(`${server.url}/api/health`);
    const list = await rps(`${server.url}/api/dashboard/vehicles`, auth);
    const search = await rps(`${server.url}/api/dashboard/vehicles?name=hilux%2012`, auth);
    console.log(
      `vehicles list, ${VEHICLES} vehicles on PostgreSQL: ${fmt(list, 0)} req/s, ratio to health (${fmt(health, 0)} req/s) ${fmt(list / health, 2)}; with a search term ${fmt(search, 0)} req/s, ratio ${fmt(search / health, 2)} (target ≥ 0.3)`,
    );

    const file = importWorkbook();
    const form = new FormData();
    form.append('mode', 'all');
    form.append('file', new Blob([new Uint8Array(file)]), 'vehicles.xlsx');
    const started = performance.now();
    const response = await fetch(`${server.url}/api/dashboard/vehicles/import`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    const seconds = (performance.now() - started) / 1000;
    const body = (await response.json()) as { data?: { created: number } };
    if (!response.ok || body.data?.created !== IMPORT_ROWS) {
      throw new Error(`import answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
    }
    console.log(
      `import of a ${IMPORT_ROWS}-row .xlsx: ${fmt(seconds, 2)} s, ${fmt(IMPORT_ROWS / seconds, 0)} rows/s (target < 5 s)`,
    );
  } finally {
    await server.stop();
    await database.drop();
  }
}
