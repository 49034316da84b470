// The decoding cost per record of every device protocol: one-record frames, each pushed as its own chunk (as TCP
// delivers a live device's packets) into one connection's framer or session, or one OsmAnd request decoded. Printed
// as µs per record and as a ratio to Teltonika's (Codec 8) in the same run. Target: none above 2.
// Frames come from each protocol's device-side encoder: the ones the conformance suite sends
// (apps/server/test/protocol-fixtures.ts), Teltonika's as the one-record ingestion benchmark sends them
// (`oneRecordPacket` of bench/teltonika-device.ts).
// Run alone: `npx tsx bench/protocol-decoding.ts`.
import { decodeOsmand } from '../apps/server/src/ingestion/osmand/decode';
import { osmandQuery } from '../apps/server/src/ingestion/osmand/encode';
import { gt06Location, gt06Login, gt06Time } from '../apps/server/src/ingestion/gt06/encode';
import { Gt06Framer } from '../apps/server/src/ingestion/gt06/framer';
import { SESSION_PROTOCOLS } from '../apps/server/src/ingestion/protocols/registry';
import { teltonikaImeiPacket } from '../apps/server/src/ingestion/teltonika/encode';
import { TeltonikaFramer } from '../apps/server/src/ingestion/teltonika/framer';
import { PROTOCOL_FIXTURES } from '../apps/server/test/protocol-fixtures';
import type { DeviceProtocolName } from '@fleet/shared/device-protocols';
import { percentile } from './stats';
import { oneRecordPacket } from './teltonika-device';
import { trackFix } from './track';

const FRAMES = 20_000;
const ROUNDS = 7;
/** Rounds not counted: until then the decoders are still being optimised (the first rounds cost 2–3× more). */
const WARMUP_ROUNDS = 3;
const TARGET_RATIO = 2;

interface Decoder {
  /** Decodes every frame once; returns how many records came out (checked against the frame count). */
  run(): number;
}

/** Fixes along a bench drive, a second apart, ending a minute ago (the sanity check wants them recent). */
function fixes(): {
  time: Date;
  lat: number;
  lon: number;
  speed: number;
  course: number;
  ignition: boolean;
}[] {
  const start = Date.now() - 60_000 - FRAMES * 1_000;
  return Array.from({ length: FRAMES }, (_, n) => {
    const fix = trackFix(0, n, 1);
    return { time: new Date(start + n * 1_000), ...fix };
  });
}

function teltonika(): Decoder {
  const frames = fixes().map((fix) => oneRecordPacket({ timestampMs: fix.time.getTime(), ...fix }));
  const framer = new TeltonikaFramer();
  framer.push(teltonikaImeiPacket('356307042441013'));
  framer.accept();
  return {
    run() {
      const now = new Date();
      let records = 0;
      for (const frame of frames) {
        for (const event of framer.push(frame, now))
          if (event.type === 'packet') records += event.recordCount;
      }
      return records;
    },
  };
}

function gt06(): Decoder {
  const frames = fixes().map((fix, n) =>
    gt06Location(
      {
        time: gt06Time(fix.time),
        lat: fix.lat,
        lon: fix.lon,
        speed: fix.speed,
        course: fix.course,
        satellites: 9,
        ignition: fix.ignition,
      },
      (n + 2) & 0xffff,
    ),
  );
  const framer = new Gt06Framer();
  framer.push(gt06Login('356307042441013', 1));
  return {
    run() {
      const now = new Date();
      let records = 0;
      for (const frame of frames) {
        for (const event of framer.push(frame, now)) if (event.type === 'location') records += 1;
      }
      return records;
    },
  };
}

function osmand(): Decoder {
  const queries = fixes().map((fix) =>
    osmandQuery({
      deviceId: '356307042441013',
      fixTime: fix.time,
      lat: fix.lat,
      lon: fix.lon,
      speed: fix.speed,
      course: fix.course,
      altitude: 610,
      ignition: fix.ignition,
      alarm: null,
    }).slice('/?'.length),
  );
  const body = Buffer.alloc(0);
  return {
    run() {
      const now = new Date();
      let records = 0;
      for (const query of queries) {
        const result = decodeOsmand({ method: 'POST', contentType: undefined, query, body }, now);
        if (result.ok) records += result.positions.length + result.skipped.length;
      }
      return records;
    },
  };
}

function session(name: DeviceProtocolName): Decoder {
  const fixture = PROTOCOL_FIXTURES[name]!;
  const definition = SESSION_PROTOCOLS.get(name)!;
  const frames = fixes().map((fix) => fixture.position(fixture.sampleId, fix));
  const connection = definition.createSession();
  const hello = fixture.hello(fixture.sampleId);
  if (hello) connection.push(hello, new Date());
  return {
    run() {
      const now = new Date();
      let records = 0;
      for (const frame of frames) {
        for (const event of connection.push(frame, now)) {
          if (event.type === 'positions') records += event.positions.length + (event.skipped ?? 0);
        }
      }
      return records;
    },
  };
}

export async function protocolDecodingBench(fmt: (n: number, digits?: number) => string, rounds = ROUNDS) {
  const decoders = new Map<string, Decoder>([
    ['teltonika', teltonika()],
    ['gt06', gt06()],
    ['osmand', osmand()],
    ...[...SESSION_PROTOCOLS.keys()].map((name): [string, Decoder] => [name, session(name)]),
  ]);
  const micros = new Map<string, number[]>([...decoders.keys()].map((name) => [name, []]));
  // Rounds go through every protocol in turn, so a busy moment of the machine weighs on all of them alike; the
  // first ones warm the code up and are not counted.
  for (let round = 0; round < WARMUP_ROUNDS + rounds; round++) {
    for (const [name, decoder] of decoders) {
      const started = performance.now();
      const records = decoder.run();
      const elapsed = performance.now() - started;
      if (records !== FRAMES) throw new Error(`${name}: ${records} records decoded of ${FRAMES}`);
      if (round >= WARMUP_ROUNDS) micros.get(name)!.push((elapsed * 1000) / FRAMES);
    }
  }
  const median = new Map([...micros].map(([name, values]) => [name, percentile(values, 50)]));
  const baseline = median.get('teltonika')!;
  const rows = [...median].map(([name, perRecord]) => ({ name, perRecord, ratio: perRecord / baseline }));
  console.log(
    `decoding one-record frames, ${FRAMES} per protocol, each pushed alone, median of ${rounds} rounds; µs per record and ratio to Teltonika (target ≤ ${TARGET_RATIO}):`,
  );
  for (const row of rows) {
    const flag = row.ratio > TARGET_RATIO ? '  ABOVE TARGET' : '';
    console.log(
      `  ${row.name.padEnd(10)} ${fmt(row.perRecord, 2).padStart(6)} µs  ratio ${fmt(row.ratio, 2)}${flag}`,
    );
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await protocolDecodingBench((n, digits = 1) => n.toFixed(digits));
}
