import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type LabelValues } from 'prom-client';
import { DEVICE_PROTOCOL_NAMES, type DeviceProtocolName } from '@fleet/shared/device-protocols';

export type MetricsProtocol = DeviceProtocolName;
const PROTOCOLS: readonly MetricsProtocol[] = DEVICE_PROTOCOL_NAMES;

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
    // The hot path adds to plain numbers; the metrics read them when Prometheus scrapes (a labelled child's inc or
    // observe hashes its labels at every call).
    const counts = new Map(
      PROTOCOLS.map((protocol) => [
        protocol,
        { received: 0, stored: 0, refused: 0, ack: new AckHistogram() },
      ]),
    );
    const counter = (name: string, help: string, read: (protocol: MetricsProtocol) => number) =>
      new Counter({
        name,
        help,
        labelNames: ['protocol'],
        registers,
        collect() {
          // Every protocol shows from the first scrape, at 0, so rates and alerts need no special case.
          this.reset();
          for (const protocol of PROTOCOLS) this.labels(protocol).inc(read(protocol));
        },
      });
    counter(
      'fleet_positions_received_total',
      'Positions decoded from devices, by protocol',
      (p) => counts.get(p)!.received,
    );
    counter(
      'fleet_positions_stored_total',
      'Positions committed and acknowledged, by protocol',
      (p) => counts.get(p)!.stored,
    );
    counter(
      'fleet_positions_refused_total',
      'Reports refused (unknown device, invalid fix, malformed frame), by protocol',
      (p) => counts.get(p)!.refused,
    );
    // The registry reads any object with `get()`; its type names only prom-client's own classes.
    this.registry.registerMetric(
      new AckHistogramMetric(
        'fleet_device_ack_latency_seconds',
        'From a device packet decoded to its acknowledgement, by protocol',
        PROTOCOLS.map((protocol) => [protocol, counts.get(protocol)!.ack]),
      ) as unknown as Histogram,
    );
    for (const protocol of PROTOCOLS) {
      const count = counts.get(protocol)!;
      this.devices.set(protocol, {
        received: (n) => {
          count.received += n;
        },
        stored: (n, ackSeconds) => {
          count.stored += n;
          count.ack.observe(ackSeconds);
        },
        refused: (n) => {
          count.refused += n;
        },
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

/** ACK latencies of one protocol: a count per bucket of ACK_BUCKETS (and one above), their sum and number. */
class AckHistogram {
  readonly buckets = new Array<number>(ACK_BUCKETS.length + 1).fill(0);
  sum = 0;
  count = 0;

  observe(seconds: number): void {
    let i = 0;
    while (i < ACK_BUCKETS.length && seconds > ACK_BUCKETS[i]!) i++;
    this.buckets[i]!++;
    this.sum += seconds;
    this.count++;
  }
}

/** The ACK histograms as a Prometheus histogram (cumulative buckets), built when the registry is read. */
class AckHistogramMetric {
  readonly type = 'histogram';
  readonly aggregator = 'sum';

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly histograms: [MetricsProtocol, AckHistogram][],
  ) {}

  get() {
    const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
    for (const [protocol, histogram] of this.histograms) {
      let cumulative = 0;
      for (let i = 0; i <= ACK_BUCKETS.length; i++) {
        cumulative += histogram.buckets[i]!;
        const le = i < ACK_BUCKETS.length ? ACK_BUCKETS[i]! : '+Inf';
        values.push({ labels: { le, protocol }, value: cumulative, metricName: `${this.name}_bucket` });
      }
      values.push({ labels: { protocol }, value: histogram.sum, metricName: `${this.name}_sum` });
      values.push({ labels: { protocol }, value: histogram.count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  reset(): void {
    for (const [, histogram] of this.histograms) {
      histogram.buckets.fill(0);
      histogram.sum = 0;
      histogram.count = 0;
    }
  }
}
