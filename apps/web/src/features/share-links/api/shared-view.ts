import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  sharedTripSchema,
  sharedVehicleSchema,
  sharedViewResponseSchema,
} from '@fleet/shared/schemas/commands';
import { z } from '@fleet/shared/validation';

export type SharedVehicle = z.infer<typeof sharedVehicleSchema>;
export type SharedTrip = z.infer<typeof sharedTripSchema>;

/** The public view of a share link; `null` once the link has ended (unknown, revoked or expired: 404). */
export function useSharedView(token: string) {
  return useQuery({
    queryKey: ['share', token],
    queryFn: async () => {
      // Plain fetch: no session, no sign-in redirect, no toast — this page is for people without an account.
      const response = await fetch(`/api/share/${encodeURIComponent(token)}`, {
        headers: { 'accept-language': document.documentElement.lang || 'ar' },
      });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(String(response.status));
      return sharedViewResponseSchema.parse(await response.json()).data;
    },
    retry: 1,
  });
}

const messageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.enum(['snapshot', 'changes']), vehicles: z.array(sharedVehicleSchema) }),
  z.object({ type: z.literal('trip'), trip: sharedTripSchema }),
]);

/** After a socket dropped (not ended by the server): the next attempt, which also learns if the link ended meanwhile. */
const RECONNECT_MS = 3_000;

/**
 * The shared vehicles, live: the socket's snapshot then its changes; the shared itinerary as it progresses (the
 * socket sends it again on each change); `ended` once the server closed it for good.
 */
export function useSharedStream(
  token: string,
  initial: { vehicles: SharedVehicle[]; trip: SharedTrip | null } | null | undefined,
) {
  // Null until the socket's snapshot (or its first itinerary): the page shows the view it fetched meanwhile.
  const [streamed, setStreamed] = useState<Map<number, SharedVehicle> | null>(null);
  const [trip, setTrip] = useState<SharedTrip | null>(null);
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const connect = () => {
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      socket = new WebSocket(
        `${scheme}://${window.location.host}/api/share/${encodeURIComponent(token)}/stream`,
      );
      socket.onmessage = (event: MessageEvent) => {
        const parsed = messageSchema.safeParse(JSON.parse(String(event.data)));
        if (!parsed.success) return;
        const message = parsed.data;
        if (message.type === 'trip') {
          setTrip(message.trip);
          return;
        }
        setStreamed((current) => {
          const next =
            message.type === 'snapshot' ? new Map<number, SharedVehicle>() : new Map(current ?? []);
          for (const vehicle of message.vehicles) next.set(vehicle.id, vehicle);
          return next;
        });
      };
      socket.onclose = (event: CloseEvent) => {
        if (event.code === 4404) setEnded(true);
        else if (!stopped) retry = setTimeout(connect, RECONNECT_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [token]);
  return {
    vehicles: streamed ? [...streamed.values()] : (initial?.vehicles ?? []),
    trip: trip ?? initial?.trip ?? null,
    ended,
  };
}
