import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { sharedViewResponseSchema, sharedVehicleSchema } from '@fleet/shared/schemas/commands';
import { z } from '@fleet/shared/validation';

export type SharedVehicle = z.infer<typeof sharedVehicleSchema>;

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

const messageSchema = z.object({
  type: z.enum(['snapshot', 'changes']),
  vehicles: z.array(sharedVehicleSchema),
});

/** The shared vehicles, live: the socket's snapshot then its changes; `ended` once the server closed it. */
export function useSharedStream(token: string, initial: SharedVehicle[] | undefined) {
  // Null until the socket's snapshot: the page shows the view it fetched meanwhile.
  const [streamed, setStreamed] = useState<Map<number, SharedVehicle> | null>(null);
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const socket = new WebSocket(
      `${scheme}://${window.location.host}/api/share/${encodeURIComponent(token)}/stream`,
    );
    socket.onmessage = (event: MessageEvent) => {
      const parsed = messageSchema.safeParse(JSON.parse(String(event.data)));
      if (!parsed.success) return;
      setStreamed((current) => {
        const next =
          parsed.data.type === 'snapshot' ? new Map<number, SharedVehicle>() : new Map(current ?? []);
        for (const vehicle of parsed.data.vehicles) next.set(vehicle.id, vehicle);
        return next;
      });
    };
    socket.onclose = (event: CloseEvent) => {
      if (event.code === 4404) setEnded(true);
    };
    return () => socket.close();
  }, [token]);
  return { vehicles: streamed ? [...streamed.values()] : (initial ?? []), ended };
}
