/*
 * The home map's clustering off the main thread: the supercluster index of 10,000 vehicles takes tens of
 * milliseconds to build. The main thread sends the fleet's columns at most a few times a second and
 * asks for the clusters at a zoom; it gets the clusters and the slots they hide.
 */
import { buildClusterIndex, clustersAt, type ClusterIndex } from '@/features/tracking/clusters/cluster-index';
import type { FromClusterWorker, ToClusterWorker } from '@/features/tracking/clusters/cluster-messages';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToClusterWorker>) => void) | null;
  postMessage: (message: FromClusterWorker, transfer?: Transferable[]) => void;
};

let index: ClusterIndex | null = null;
let slotCount = 0;

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'load') {
    index = buildClusterIndex(message.columns, message.filter);
    slotCount = message.columns.slotCount;
  }
  if (!index) return;
  const { clusters, hidden } = clustersAt(index, message.zoom, slotCount);
  scope.postMessage({ type: 'clusters', seq: message.seq, zoom: message.zoom, clusters, hidden }, [
    hidden.buffer,
  ]);
};
