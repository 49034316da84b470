// `npm run bench`: every benchmark, each printed as a ratio against a baseline measured in this run.
import { execSync } from 'node:child_process';
import { apiThroughput } from './api-throughput';
import { firstPaint } from './first-paint';
import { TARGET_KB, loginBundle } from './login-bundle';
import { root, startServer } from './server';
import { embeddedDurabilityBench, forwardingBench, ingestionBench } from './ingestion';
import { ingestionOneRecordBench } from './ingestion-one-record';
import { sensorsIngestionBench } from './ingestion-sensors';
import { jt808OneRecordBench } from './ingestion-jt808';
import { protocolDecodingBench } from './protocol-decoding';
import { movementRecordBench } from './movement-record';
import { vehiclesBench } from './vehicles';
import { liveLatencyBench, MANY_DASHBOARDS } from './live-latency';
import { homeScaleBench } from './home-scale';
import { mapUpdateBench } from './map-update';
import { eventsListBench } from './events-list';
import { eventLatencyBench } from './event-latency';
import { startBench } from './start';
import { demoHistoryBench } from './demo-history';
import { reportsBench } from './reports';
import { commandsBench } from './commands';
import { liveViewportBench } from './live-viewport';

const fmt = (n: number, digits = 1) => n.toFixed(digits);

execSync('npm run --silent build -w apps/web', { cwd: root, stdio: 'inherit' });

const server = await startServer();
try {
  const bundle = await loginBundle(server.url);
  for (const f of bundle.files) console.log(`  ${f.url}: ${fmt(f.gzipKb)} KB gzip`);
  console.log(
    `login page eager JS+CSS (index.html): ${fmt(bundle.eagerKb)} KB gzip; ratio to the ${TARGET_KB} KB target: ${fmt(bundle.eagerKb / TARGET_KB, 2)} (≤ 1 passes)`,
  );
  console.log(
    `login page JS+CSS loaded until the form shows (${bundle.files.length} files): ${fmt(bundle.totalKb)} KB gzip; ratio ${fmt(bundle.totalKb / TARGET_KB, 2)}`,
  );
  const paint = await firstPaint(server.url);
  console.log(
    `login first contentful paint (median of 5): ${fmt(paint.loginMs)} ms; minimal page ${fmt(paint.baselineMs)} ms; ratio ${fmt(paint.loginMs / paint.baselineMs, 2)}`,
  );
  if (paint.formReadyMs !== null) {
    console.log(
      `login form rendered (median of 5): ${fmt(paint.formReadyMs)} ms; ratio to the minimal page's paint ${fmt(paint.formReadyMs / paint.baselineMs, 2)}`,
    );
  }
  const api = await apiThroughput(server.url, server.token);
  console.log(
    `GET /api/dashboard/roles: ${fmt(api.rolesRps, 0)} req/s; GET /api/health: ${fmt(api.healthRps, 0)} req/s; ratio ${fmt(api.rolesRps / api.healthRps, 2)}`,
  );
} finally {
  await server.stop();
}

await vehiclesBench(fmt);
await ingestionBench('postgres', fmt);
await embeddedDurabilityBench(fmt);
await forwardingBench('postgres', fmt);
await sensorsIngestionBench('postgres', fmt);
await ingestionOneRecordBench(fmt);
await jt808OneRecordBench(fmt);
await protocolDecodingBench(fmt);
for (const kind of ['postgres', 'pglite'] as const) await movementRecordBench(kind, fmt);
await liveLatencyBench('postgres', fmt);
await liveLatencyBench('postgres', fmt, MANY_DASHBOARDS);
await liveViewportBench(fmt);
await homeScaleBench(fmt);
await eventLatencyBench('postgres', fmt);
await commandsBench('postgres', fmt);
await mapUpdateBench(fmt);
await eventsListBench(fmt);
await reportsBench(fmt);
await startBench(fmt);
await demoHistoryBench(fmt);
