// Micro-bench of the sensor step alone (not part of `npm run bench`): the bench's 1,000 vehicles, each a fuel level
// and a temperature sensor, 200 fixes 10 s apart, through `SensorStates.step`; the state saved as JSON every 5
// fixes (as the engine's 5 s saves under the ingestion bench's load). Prints the CPU µs per fix and the saved state's size
// (CPU time rather than wall time: the machine is shared).
// Run: `npx tsx bench/sensor-step-micro.ts [fixes per vehicle]` (add `--cpu-prof` to node to profile).
import { type SensorDefinition } from '../apps/server/src/lib/sensors/calibrate';
import { type SensorOutcome, SensorStates } from '../apps/server/src/lib/sensors/sensor-events';
import { BENCH_SENSORS, sensorRaw } from './ingestion';

const VEHICLES = 1_000;
const FIXES = Number(process.argv[2] ?? 200);

const definitions = (vehicle: number): SensorDefinition[] =>
  BENCH_SENSORS.map((sensor, i) => ({
    id: vehicle * 2 + i,
    name: sensor.name,
    type: sensor.type as SensorDefinition['type'],
    attribute: sensor.attribute,
    calibration: (sensor.calibration ?? []) as [number, number][],
    multiplier: sensor.multiplier ?? 1,
    capacity: sensor.capacity ?? null,
    min: sensor.min ?? null,
    max: sensor.max ?? null,
    refuelMinLitres: 20,
    drainMinLitres: 20,
  }));

const sensors = Array.from({ length: VEHICLES }, (_, v) => definitions(v));
const states = Array.from({ length: VEHICLES }, () => new SensorStates());
const out: SensorOutcome[] = [];
let bytes = 0;
let saves = 0;
const base = Date.now() - 86_400_000;
const started = process.cpuUsage();
for (let n = 0; n < FIXES; n++) {
  for (let v = 0; v < VEHICLES; v++) {
    const attributes = { io201: sensorRaw.fuel(v, n), io72: sensorRaw.temperature(v, n), ignition: true };
    states[v]!.step(
      sensors[v]!,
      { t: base + n * 10_000 + v, speed: 40, ignition: true, attributes },
      120,
      out,
    );
    if (n % 5 === 4) {
      bytes += JSON.stringify(states[v]).length;
      saves += 1;
    }
  }
}
const cpu = process.cpuUsage(started);
// The saves alone: every state's JSON, as many times as the run saved each.
const savesStarted = process.cpuUsage();
for (let round = 0; round < FIXES / 5; round++) for (const state of states) JSON.stringify(state);
const savesCpu = process.cpuUsage(savesStarted);
const saveCpu = savesCpu.user + savesCpu.system;
const fixes = VEHICLES * FIXES;
console.log(
  `sensor step: ${((cpu.user + cpu.system) / fixes).toFixed(2)} µs CPU per fix, of which ${(saveCpu / fixes).toFixed(2)} ` +
    `the JSON of the saves (${(saveCpu / saves).toFixed(2)} µs each); state ${Math.round(bytes / saves)} B; ${out.length} outcomes`,
);
