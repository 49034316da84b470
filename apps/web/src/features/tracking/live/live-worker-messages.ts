import type { Command } from '@fleet/shared/schemas/commands';
import type { ConnectionState } from '@/features/tracking/live/live-store';
import type { FleetBatch } from '@/features/tracking/live/fleet-batch';
import type { FleetEvent } from '@fleet/shared/schemas/events';
import type { FleetNotification } from '@fleet/shared/schemas/notifications';

export type ToLiveWorker = { type: 'open'; url: string } | { type: 'close' };

export type FromLiveWorker =
  | { type: 'batch'; batch: FleetBatch }
  | { type: 'event'; event: FleetEvent }
  | { type: 'notification'; notification: FleetNotification }
  | { type: 'command'; command: Command }
  | { type: 'state'; state: ConnectionState }
  | { type: 'unauthorized' };
