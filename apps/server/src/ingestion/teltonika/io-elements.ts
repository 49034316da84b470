import type { Attributes } from '../position';

type IoMapper = (value: number) => [string, number | boolean];

const KNOWN_IO: Record<number, IoMapper> = {
  1: (v) => ['in1', v !== 0],
  2: (v) => ['in2', v !== 0],
  3: (v) => ['in3', v !== 0],
  4: (v) => ['in4', v !== 0],
  16: (v) => ['odometer', v],
  21: (v) => ['rssi', v],
  24: (v) => ['gnssSpeed', v],
  66: (v) => ['power', v / 1000],
  67: (v) => ['battery', v / 1000],
  179: (v) => ['out1', v !== 0],
  180: (v) => ['out2', v !== 0],
  181: (v) => ['pdop', v / 10],
  182: (v) => ['hdop', v / 10],
  199: (v) => ['tripOdometer', v],
  239: (v) => ['ignition', v !== 0],
  240: (v) => ['motion', v !== 0],
  241: (v) => ['operator', v],
};

/** Stores one fixed-size IO element (raw unsigned value) under its named or `io<ID>` key. */
export function setFixedIo(attributes: Attributes, id: number, raw: Buffer): void {
  const big = raw.length === 0 ? 0n : BigInt(`0x${raw.toString('hex')}`);
  if (big > BigInt(Number.MAX_SAFE_INTEGER)) {
    attributes[`io${id}`] = raw.toString('hex');
    return;
  }
  const value = Number(big);
  const mapper = KNOWN_IO[id];
  if (mapper) {
    const [key, mapped] = mapper(value);
    attributes[key] = mapped;
  } else {
    attributes[`io${id}`] = value;
  }
}

/** Variable-length (Codec 8 Extended NX) elements are opaque: kept as hex. */
export function setVariableIo(attributes: Attributes, id: number, raw: Buffer): void {
  attributes[`io${id}`] = raw.toString('hex');
}
