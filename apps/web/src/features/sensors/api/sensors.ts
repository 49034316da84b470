import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@fleet/shared/common';
import { eventListResponseSchema } from '@fleet/shared/schemas/events';
import { temperatureReportResponseSchema } from '@fleet/shared/schemas/fuel';
import {
  sensorListResponseSchema,
  sensorReadingsResponseSchema,
  sensorResponseSchema,
  type SensorInput,
} from '@fleet/shared/schemas/sensors';
import { api } from '@/lib/api-client';

export const sensorKeys = {
  all: ['sensors'] as const,
  vehicle: (vehicleId: number) => [...sensorKeys.all, 'vehicle', vehicleId] as const,
  readings: (vehicleId: number, sensorId: number, from: string, to: string) =>
    [...sensorKeys.vehicle(vehicleId), 'readings', sensorId, from, to] as const,
  fuelEvents: (vehicleId: number, from: string, to: string) =>
    [...sensorKeys.vehicle(vehicleId), 'fuel-events', from, to] as const,
  excursions: (vehicleId: number, from: string, to: string) =>
    [...sensorKeys.vehicle(vehicleId), 'excursions', from, to] as const,
  temperatureDay: (vehicleId: number, day: string) =>
    [...sensorKeys.vehicle(vehicleId), 'temperature-day', day] as const,
};

const base = (vehicleId: number) => `/dashboard/vehicles/${vehicleId}/sensors`;

/** A vehicle's sensors (docs/api.md#sensors), each with what the user may do with it (`actions`). */
export function useSensors(vehicleId: number) {
  return useQuery({
    queryKey: sensorKeys.vehicle(vehicleId),
    queryFn: async () => sensorListResponseSchema.parse((await api.get(base(vehicleId))).data).data,
  });
}

/** A sensor's calibrated, smoothed readings over a period (at most 31 days). */
export function useSensorReadings(vehicleId: number, sensorId: number, from: string, to: string) {
  return useQuery({
    queryKey: sensorKeys.readings(vehicleId, sensorId, from, to),
    queryFn: async () => {
      const response = await api.get(`${base(vehicleId)}/${sensorId}/readings`, { params: { from, to } });
      return sensorReadingsResponseSchema.parse(response.data).data;
    },
  });
}

/** The vehicle's refuels and drains over a period (the events list, filtered; needs `show_events`). */
export function useFuelEvents(vehicleId: number, from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: sensorKeys.fuelEvents(vehicleId, from, to),
    queryFn: async () => {
      const response = await api.get('/dashboard/events', {
        params: { type: 'fuel_refuel,fuel_drain', vehicle_id: vehicleId, from, to, per_page: 100 },
      });
      return eventListResponseSchema.parse(response.data).data;
    },
    enabled,
  });
}

/** The vehicle's temperature excursions that began in a period (the events list, filtered; needs `show_events`). */
export function useTemperatureExcursions(vehicleId: number, from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: sensorKeys.excursions(vehicleId, from, to),
    queryFn: async () => {
      const response = await api.get('/dashboard/events', {
        params: { type: 'temperature_out_of_range', vehicle_id: vehicleId, from, to, per_page: 100 },
      });
      return eventListResponseSchema.parse(response.data).data;
    },
    enabled,
  });
}

/** The temperature report's row of each of the vehicle's sensors for one day (needs `show_reports`). */
export function useTemperatureDay(vehicleId: number, day: string, enabled: boolean) {
  return useQuery({
    queryKey: sensorKeys.temperatureDay(vehicleId, day),
    queryFn: async () => {
      const response = await api.get('/dashboard/reports/temperature', {
        params: { vehicle_ids: String(vehicleId), start_date: day, end_date: day, per_page: 100 },
      });
      return temperatureReportResponseSchema.parse(response.data).data;
    },
    enabled,
  });
}

export function useSaveSensor(vehicleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: number; input: SensorInput }) => {
      const response =
        id === undefined
          ? await api.post(base(vehicleId), input)
          : await api.put(`${base(vehicleId)}/${id}`, input);
      return sensorResponseSchema.parse(response.data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sensorKeys.vehicle(vehicleId) }),
  });
}

export function useDeleteSensor(vehicleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      messageSchema.parse((await api.delete(`${base(vehicleId)}/${id}`)).data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sensorKeys.vehicle(vehicleId) }),
  });
}
