/** What a phone app reports in one OsmAnd request. */
export interface OsmandReport {
  deviceId: string;
  fixTime: Date;
  lat: number;
  lon: number;
  /** km/h; sent in knots as Traccar Client does. */
  speed: number | null;
  course: number | null;
  altitude?: number | null;
  ignition?: boolean | null;
  battery?: number | null;
  /** An alarm as Traccar Client sends it (`sos`). */
  alarm?: string | null;
  /** Further numeric parameters (a sensor's `adc1`), kept by the server as attributes of the same name. */
  extra?: Record<string, number>;
}

const KNOTS_PER_KMH = 1 / 1.852;

/** The query-form request target (`/?id=…`) as Traccar Client sends it (docs/protocols/osmand.md#requests). */
export function osmandQuery(report: OsmandReport): string {
  const params = new URLSearchParams({
    id: report.deviceId,
    timestamp: String(Math.floor(report.fixTime.getTime() / 1000)),
    lat: report.lat.toFixed(6),
    lon: report.lon.toFixed(6),
  });
  if (report.speed !== null) params.set('speed', (report.speed * KNOTS_PER_KMH).toFixed(2));
  if (report.course !== null) params.set('bearing', report.course.toFixed(1));
  if (report.altitude != null) params.set('altitude', report.altitude.toFixed(0));
  if (report.ignition != null) params.set('ignition', String(report.ignition));
  if (report.battery != null) params.set('batt', report.battery.toFixed(0));
  if (report.alarm) params.set('alarm', report.alarm);
  for (const [key, value] of Object.entries(report.extra ?? {})) params.set(key, String(value));
  return `/?${params.toString()}`;
}
