import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  commandListResponseSchema,
  commandResponseSchema,
  type CommandType,
} from '@fleet/shared/schemas/commands';
import { api } from '@/lib/api-client';
import { liveCommands } from '@/lib/live-commands';

export const commandKeys = {
  all: ['commands'] as const,
  vehicle: (vehicleId: number) => [...commandKeys.all, 'vehicle', vehicleId] as const,
};

/** The vehicle's latest commands (newest first), refreshed when the live stream says one changed. */
export function useVehicleCommands(vehicleId: number) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      liveCommands.subscribe((command) => {
        if (command.vehicle.id === vehicleId)
          void queryClient.invalidateQueries({ queryKey: commandKeys.vehicle(vehicleId) });
      }),
    [queryClient, vehicleId],
  );
  return useQuery({
    queryKey: commandKeys.vehicle(vehicleId),
    queryFn: async () => {
      const response = await api.get(`/dashboard/vehicles/${vehicleId}/commands`, {
        params: { per_page: 10 },
      });
      return commandListResponseSchema.parse(response.data);
    },
  });
}

export type SendCommandInput = {
  type: CommandType;
  text?: string;
  password?: string;
};

export function useSendCommand(vehicleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SendCommandInput) => {
      const response = await api.post(`/dashboard/vehicles/${vehicleId}/commands`, input);
      return commandResponseSchema.parse(response.data).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commandKeys.vehicle(vehicleId) }),
  });
}

export function useCancelCommand(vehicleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const response = await api.post(`/dashboard/commands/${id}/cancel`);
      return commandResponseSchema.parse(response.data).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commandKeys.vehicle(vehicleId) }),
  });
}
