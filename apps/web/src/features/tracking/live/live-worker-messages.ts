import type { Command } from '@fleet/shared/schemas/commands';
import type { ClustersMessage, SummaryMessage } from '@fleet/shared/schemas/tracking';
import type { ConnectionState } from '@/features/tracking/live/live-store';
import type { FleetBatch } from '@/features/tracking/live/fleet-batch';
import type { LiveViewport } from '@/features/tracking/live/live-viewport';
import type { FleetEvent } from '@fleet/shared/schemas/events';
import type { FleetNotification } from '@fleet/shared/schemas/notifications';

export type ToLiveWorker =
  /** `fleet: false`: a user without show_tracking, whose stream carries only notifications and commands. */
  | { type: 'open'; url: string; viewport: LiveViewport; fleet: boolean }
  | { type: 'viewport'; viewport: LiveViewport }
  | { type: 'close' };

export type FromLiveWorker =
  | { type: 'batch'; batch: FleetBatch }
  /** Null: the server sends vehicles again (a zoom above the cluster zoom, or no viewport). */
  | { type: 'clusters'; clusters: ClustersMessage | null }
  /** Null: no viewport, the counters come from the whole fleet again. */
  | { type: 'summary'; counts: SummaryMessage['counts'] | null }
  /** The stream starts over without a viewport: the fleet is partial until the next snapshot. */
  | { type: 'resync' }
  | { type: 'event'; event: FleetEvent }
  | { type: 'notification'; notification: FleetNotification }
  | { type: 'command'; command: Command }
  | { type: 'state'; state: ConnectionState }
  | { type: 'unauthorized' };
