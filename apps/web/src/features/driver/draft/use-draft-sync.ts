import { useEffect, useRef, useState } from 'react';
import type { Examination } from '@fleet/shared/schemas/examinations';
import { isApiRequestError } from '@/lib/api-error';
import { useOnline } from '@/lib/use-online';
import { isNetworkFailure } from '../api/driver-client';
import { submitExamination } from '../api/submit-examination';
import { uploadDraftFile } from '../api/upload-file';
import { fileUploaded, pendingFiles, toSubmission, type Draft } from './draft';

/**
 * What the phone is doing with the draft: `idle` (nothing to send), `offline` (files or the report wait
 * for the network), `uploading` / `sending`, `retrying` (the last attempt got no answer; tries again).
 */
export type SyncActivity = 'idle' | 'offline' | 'uploading' | 'sending' | 'retrying';

const RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 30_000];

type SubmitError = { message: string; fields: Record<string, string[]> };

type Options = {
  draft: Draft | null;
  update: (change: (draft: Draft) => Draft) => void;
  /** The server stored the report: forget the draft. */
  onSent: (examination: Examination) => void;
  /** The driver's vehicle now, read from the server. */
  readVehicleId: () => Promise<number | null>;
};

/**
 * Sends the draft's photos as soon as they are taken (one at a time) and, once the driver pressed submit
 * and every file is on the server, the report (once the profile, read again, still gives the draft's
 * vehicle). Without network it waits for the `online` event; an
 * attempt without an answer is retried with a growing delay. A refusal (4xx) is not retried: a refused
 * file is reported on the file, a refused report goes back to the driver with the server's errors.
 */
export function useDraftSync({ draft, update, onSent, readVehicleId }: Options) {
  const online = useOnline();
  const busy = useRef(false);
  const failures = useRef(0);
  const sent = useRef(onSent);
  const vehicleNow = useRef(readVehicleId);
  const [retrying, setRetrying] = useState(false);
  const [retryTick, setRetryTick] = useState(0);
  const [refusedFiles, setRefusedFiles] = useState<Record<string, string>>({});
  const [submitError, setSubmitError] = useState<SubmitError | null>(null);

  useEffect(() => {
    sent.current = onSent;
    vehicleNow.current = readVehicleId;
  }, [onSent, readVehicleId]);

  const pending = draft ? pendingFiles(draft).filter((file) => !refusedFiles[file.key]) : [];
  const queued = !!draft?.submitted_at;
  const waiting = pending.length > 0 || queued;

  useEffect(() => {
    if (!draft || busy.current || !online) return;
    const succeeded = () => {
      busy.current = false;
      failures.current = 0;
      setRetrying(false);
    };
    const gotNoAnswer = () => {
      busy.current = false;
      setRetrying(true);
      const delay = RETRY_DELAYS_MS[Math.min(failures.current, RETRY_DELAYS_MS.length - 1)]!;
      failures.current += 1;
      window.setTimeout(() => setRetryTick((tick) => tick + 1), delay);
    };

    const file = pendingFiles(draft).find((candidate) => !refusedFiles[candidate.key]);
    if (file) {
      busy.current = true;
      uploadDraftFile(file)
        .then((mediaId) => {
          succeeded();
          update((current) => fileUploaded(current, file.key, mediaId));
        })
        .catch((error: unknown) => {
          if (isNetworkFailure(error)) return gotNoAnswer();
          succeeded();
          const message = isApiRequestError(error) ? error.message : String(error);
          setRefusedFiles((current) => ({ ...current, [file.key]: message }));
          // The driver must remove or replace the refused photo before the report can go.
          update((current) => ({ ...current, submitted_at: null }));
        });
      return;
    }

    if (draft.submitted_at && pendingFiles(draft).length === 0) {
      busy.current = true;
      vehicleNow
        .current()
        .then(async (vehicleId) => {
          // Reassigned while it was filled in: the report waits for the driver's choice (the notice says it).
          if (vehicleId !== draft.vehicle_id) {
            succeeded();
            return update((current) => ({ ...current, submitted_at: null }));
          }
          const examination = await submitExamination(toSubmission(draft));
          succeeded();
          setSubmitError(null);
          sent.current(examination);
        })
        .catch((error: unknown) => {
          if (isNetworkFailure(error)) return gotNoAnswer();
          succeeded();
          setSubmitError({
            message: isApiRequestError(error) ? error.message : String(error),
            fields: isApiRequestError(error) ? error.fieldErrors : {},
          });
          update((current) => ({ ...current, submitted_at: null }));
        });
    }
  }, [draft, online, retryTick, refusedFiles, update]);

  const activity: SyncActivity = !waiting
    ? 'idle'
    : !online
      ? 'offline'
      : retrying
        ? 'retrying'
        : pending.length > 0
          ? 'uploading'
          : 'sending';

  return {
    online,
    activity,
    pendingCount: pending.length,
    refusedFiles,
    submitError,
  };
}
