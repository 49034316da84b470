import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Examination } from '@fleet/shared/schemas/examinations';
import { driverProfileQuery } from '../api/get-profile';
import { driverKeys } from '../api/keys';
import { newClientId, newDraft } from './draft';
import { useDraft, type DraftState } from './use-draft';
import { useDraftSync } from './use-draft-sync';

type DriverDraft = DraftState &
  ReturnType<typeof useDraftSync> & {
    /** The report the server accepted last in this visit (the "sent" notice). */
    sent: Examination | null;
    /** Starts a new inspection of this vehicle. */
    startOn: (vehicleId: number) => void;
  };

const DraftContext = createContext<DriverDraft | null>(null);

/**
 * The driver's draft and its sending, for the whole signed-in app: a report waiting for the network
 * keeps trying whichever screen is open.
 */
export function DriverDraftProvider({ driverId, children }: { driverId: number; children: ReactNode }) {
  const queryClient = useQueryClient();
  const draft = useDraft(driverId);
  const [sent, setSent] = useState<Examination | null>(null);
  const { clear, start } = draft;
  const startOn = useCallback(
    (vehicleId: number) => start(newDraft({ clientId: newClientId(), driverId, vehicleId, now: new Date() })),
    [start, driverId],
  );
  // Asked again before a report goes: the vehicle may have been reassigned while it was filled in.
  const readVehicleId = useCallback(
    async () => (await queryClient.fetchQuery({ ...driverProfileQuery(), staleTime: 0 })).vehicle?.id ?? null,
    [queryClient],
  );
  const onSent = useCallback(
    (examination: Examination) => {
      setSent(examination);
      void clear();
      void queryClient.invalidateQueries({ queryKey: driverKeys.all });
    },
    [clear, queryClient],
  );
  const sync = useDraftSync({
    draft: draft.draft,
    update: draft.update,
    onSent,
    readVehicleId,
  });
  return (
    <DraftContext.Provider value={{ ...draft, ...sync, sent, startOn }}>{children}</DraftContext.Provider>
  );
}

export function useDriverDraft(): DriverDraft {
  const value = useContext(DraftContext);
  if (!value) throw new Error('useDriverDraft outside DriverDraftProvider');
  return value;
}
