import type { ConnectionState } from '@/features/tracking/live/live-store';
import type { FleetBatch } from '@/features/tracking/live/fleet-batch';

export type ToLiveWorker = { type: 'open'; url: string } | { type: 'close' };

export type FromLiveWorker =
  { type: 'batch'; batch: FleetBatch } | { type: 'state'; state: ConnectionState } | { type: 'unauthorized' };
