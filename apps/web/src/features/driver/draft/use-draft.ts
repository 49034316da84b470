import { useCallback, useEffect, useState } from 'react';
import type { Draft } from './draft';
import { draftStore } from './draft-store';

export type DraftState = {
  /** False until the phone's storage answered. */
  loaded: boolean;
  draft: Draft | null;
  /** The current draft is written to the phone's storage (what a reload would bring back). */
  saved: boolean;
  /** The phone refused to store it (private mode, storage full): the driver must know. */
  storageFailed: boolean;
  update: (change: (draft: Draft) => Draft) => void;
  start: (draft: Draft) => void;
  clear: () => Promise<void>;
};

/** The driver's draft, read from the phone's storage and written back after every change. */
export function useDraft(driverId: number): DraftState {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [savedDraft, setSavedDraft] = useState<Draft | null>(null);
  const [storageFailed, setStorageFailed] = useState(false);

  useEffect(() => {
    let live = true;
    draftStore
      .get(driverId)
      .then((stored) => {
        if (!live) return;
        setDraft(stored);
        setSavedDraft(stored);
      })
      .catch(() => live && setStorageFailed(true))
      .finally(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [driverId]);

  useEffect(() => {
    if (!loaded || !draft) return;
    let live = true;
    draftStore
      .put(draft)
      .then(() => {
        if (!live) return;
        setSavedDraft(draft);
        setStorageFailed(false);
      })
      .catch(() => live && setStorageFailed(true));
    return () => {
      live = false;
    };
  }, [draft, loaded]);

  const update = useCallback((change: (current: Draft) => Draft) => {
    setDraft((current) => current && change(current));
  }, []);

  const clear = useCallback(async () => {
    setDraft(null);
    setSavedDraft(null);
    await draftStore.remove(driverId);
  }, [driverId]);

  return {
    loaded,
    draft,
    saved: draft !== null && savedDraft === draft,
    storageFailed,
    update,
    start: setDraft,
    clear,
  };
}
