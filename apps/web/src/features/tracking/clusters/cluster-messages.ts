import type { Cluster, ClusterColumns } from '@/features/tracking/clusters/cluster-index';

export type ToClusterWorker =
  | { type: 'load'; seq: number; columns: ClusterColumns; filter: number; zoom: number }
  | { type: 'zoom'; seq: number; zoom: number };

export type FromClusterWorker = {
  type: 'clusters';
  seq: number;
  zoom: number;
  clusters: Cluster[];
  hidden: Uint8Array;
};
