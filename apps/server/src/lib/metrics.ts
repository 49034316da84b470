import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type LabelValues } from 'prom-client';

export type MetricsProtocol = 'osmand' | 'teltonika' | 'gt06';
const PROTOCOLS: MetricsProtocol[] = ['osmand', 'teltonika', 'gt06'];

/** Seconds: from a packet decoded to its ACK written (mostly the commit that must precede it). */
const ACK_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const HTTP_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * One protocol's ingestion counters, bound once to their label so the hot path adds to a number and does not
 * look labels up: a few additions per packet (never per record), beside a database commit.
 */
export interface DeviceMetrics {
  received(count: number): void;
  stored(count: number, ackSeconds: number): void;
  refused(count: number): void;
}

/** The instance's Prometheus registry (its own, so several apps in one process — tests — do not mix). */
type GaugeReading<L extends string> = number | Array<{ labels: LabelValues<L>; value: number }> | null;

export class Metrics {
  readonly registry = new Registry();
  private readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  private readonly httpDuration: Histogram<'method' | 'route'>;
  private readonly devices = new Map<MetricsProtocol, DeviceMetrics>();

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'fleet_' });
    const registers = [this.registry];
    this.httpRequests = new Counter({
      name: 'fleet_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.httpDuration = new Histogram({
      name: 'fleet_http_request_duration_seconds',
      help: 'HTTP request duration, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: HTTP_BUCKETS,
      registers,
    });
    const received = new Counter({
      name: 'fleet_positions_received_total',
      help: 'Positions decoded from devices, by protocol',
      labelNames: ['protocol'],
      registers,
    });
    const stored = new Counter({
      name: 'fleet_positions_stored_total',
      help: 'Positions committed and acknowledged, by protocol',
      labelNames: ['protocol'],
      registers,
    });
    const refused = new Counter({
      name: 'fleet_positions_refused_total',
      help: 'Reports refused (unknown device, invalid fix, malformed frame), by protocol',
      labelNames: ['protocol'],
      registers,
    });
    const ack = new Histogram({
      name: 'fleet_device_ack_latency_seconds',
      help: 'From a device packet decoded to its acknowledgement, by protocol',
      labelNames: ['protocol'],
      buckets: ACK_BUCKETS,
      registers,
    });
    for (const protocol of PROTOCOLS) {
      const r = received.labels(protocol);
      const s = stored.labels(protocol);
      const x = refused.labels(protocol);
      const a = ack.labels(protocol);
      // Every protocol shows from the first scrape, at 0, so rates and alerts need no special case.
      for (const counter of [r, s, x]) counter.inc(0);
      this.devices.set(protocol, {
        received: (count) => r.inc(count),
        stored: (count, ackSeconds) => {
          s.inc(count);
          a.observe(ackSeconds);
        },
        refused: (count) => x.inc(count),
      });
    }
  }

  device(protocol: MetricsProtocol): DeviceMetrics {
    return this.devices.get(protocol)!;
  }

  httpRequest(method: string, route: string, status: number, seconds: number): void {
    this.httpRequests.inc({ method, route, status: String(status) });
    this.httpDuration.observe({ method, route }, seconds);
  }

  /**
   * A gauge read when Prometheus scrapes (nothing on any hot path): `read` returns the value, or one value per
   * label set. The way other modules add theirs (an outbox's depth, a queue's age).
   */
  gauge<L extends string = never>(
    name: string,
    help: string,
    read: () => GaugeReading<L> | Promise<GaugeReading<L>>,
    labelNames: L[] = [],
  ): void {
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        const value = await read();
        if (value === null) return;
        if (typeof value === 'number') (this as Gauge<string>).set(value);
        else for (const item of value) this.set(item.labels, item.value);
      },
    });
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
