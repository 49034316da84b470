import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import type { SensorValue } from '@fleet/shared/schemas/sensors';
import type { SensorRange } from '@/features/tracking/api/get-sensor-ranges';

/** Whether a temperature is outside its sensor's range: 'above', 'below' or null (in range, or no range known). */
export function excursion(sensor: SensorValue, range: SensorRange | undefined): 'above' | 'below' | null {
  if (sensor.type !== 'temperature' || sensor.value === null || !range) return null;
  if (range.max !== null && sensor.value > range.max) return 'above';
  if (range.min !== null && sensor.value < range.min) return 'below';
  return null;
}

/**
 * One sensor's value with its unit (litres, °C) in the user's language; a temperature outside its range says so in
 * words and with an icon besides the colour.
 */
export function SensorValueText({ sensor, range }: { sensor: SensorValue; range?: SensorRange }) {
  const { t, i18n } = useTranslation('tracking');
  if (sensor.value === null) return <span data-testid={`sensor-value-${sensor.id}`}>—</span>;
  const number = (value: number) => value.toLocaleString(i18n.language, { maximumFractionDigits: 1 });
  const text =
    sensor.type === 'temperature'
      ? t('units.celsius', { value: number(sensor.value) })
      : t('units.litres', { value: number(sensor.value) });
  const out = excursion(sensor, range);
  if (!out) return <span data-testid={`sensor-value-${sensor.id}`}>{text}</span>;
  const limit = out === 'above' ? range!.max! : range!.min!;
  return (
    <span
      className="inline-flex flex-wrap items-center gap-1 text-destructive"
      data-testid={`sensor-value-${sensor.id}`}
      data-out-of-range={out}
    >
      <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0" />
      <span>{text}</span>
      <span className="text-xs font-semibold">
        ({t(out === 'above' ? 'sensors.above' : 'sensors.below', { value: number(limit) })})
      </span>
    </span>
  );
}

/** The fuel and temperature sensors of a live vehicle, as label and value pairs (the popup's and the panel's). */
export function sensorFacts(sensors: readonly SensorValue[], ranges: Map<number, SensorRange> | undefined) {
  return sensors
    .filter((sensor) => sensor.type === 'fuel_level' || sensor.type === 'temperature')
    .map((sensor) => ({
      key: `sensor-${sensor.id}`,
      label: <bdi>{sensor.name}</bdi>,
      value: <SensorValueText sensor={sensor} range={ranges?.get(sensor.id)} />,
    }));
}
