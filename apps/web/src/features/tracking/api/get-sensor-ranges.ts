import { useQuery } from '@tanstack/react-query';
import type { Sensor } from '@fleet/shared/schemas/sensors';
import { api } from '@/lib/api-client';
import { usePermission } from '@/lib/permissions';
import { trackingKeys } from '@/features/tracking/api/get-positions';

/** A temperature sensor's allowed range (docs/api.md#sensors): outside it is an excursion. */
export type SensorRange = { min: number | null; max: number | null };

/** The vehicle's sensors' ranges by sensor id, read from its sensors (those who may see vehicles). */
async function getSensorRanges(vehicleId: number): Promise<Map<number, SensorRange>> {
  const response = await api.get<{ data: Sensor[] }>(`/dashboard/vehicles/${vehicleId}/sensors`);
  return new Map(response.data.data.map((sensor) => [sensor.id, { min: sensor.min, max: sensor.max }]));
}

/**
 * The ranges of the vehicle's sensors, when it has sensors and the user may read them (`show_vehicles`): live
 * values carry none, and a temperature out of its range is marked in words, not colour alone.
 */
export function useSensorRanges(vehicleId: number, hasSensors: boolean) {
  const allowed = usePermission('show_vehicles');
  return useQuery({
    queryKey: [...trackingKeys.all, 'sensor-ranges', vehicleId] as const,
    queryFn: () => getSensorRanges(vehicleId),
    enabled: allowed && hasSensors,
    staleTime: 60_000,
  }).data;
}
