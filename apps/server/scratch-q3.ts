import { openDatabase } from './src/db/client';
import { VehiclesRepo } from './src/modules/vehicles/vehicles.repo';
const h = await openDatabase({ driver: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/vprof' } as any);
const repo = new VehiclesRepo(h.db);
async function bench(name: string, f: () => Promise<unknown>, n = 6000) {
  for (let i = 0; i < 500; i++) await f();
  for (let r = 0; r < 2; r++) {
    const c = process.cpuUsage();
    let left = n; await Promise.all(Array.from({ length: 10 }, async () => { while (left-- > 0) await f(); }));
    const u = process.cpuUsage(c);
    console.log(name, ((u.user + u.system) / n).toFixed(1), 'µs cpu/call');
  }
}
//await bench('select1', () => h.ping());
await bench('list', () => repo.list({}, { limit: 15, offset: 0 }, 'Asia/Riyadh', '2026-11-24'));
//await bench('list hilux', () => repo.list({ name: 'hilux' }, { limit: 15, offset: 0 }, 'Asia/Riyadh', '2026-11-24'));
await h.close();
