// Dashboards for bench/live-latency.ts, in a process of their own: parsing what 1,500 dashboards receive takes
// a core, which would otherwise delay the devices' sends and ACKs measured in the bench's own process.
// Over IPC: `{type:'open', url, token, count}` → `{type:'open'}` once every socket is open; then
// `{type:'result', sentAt, measured}` (when each measured fix left its device, epoch ms) → its deliveries,
// latencies as a histogram of 1 ms buckets, and the messages received.
import { WebSocket } from 'ws';

type Command =
  | { type: 'open'; url: string; token: string; count: number }
  | { type: 'result'; sentAt: Record<string, number> };

/** Receive times (epoch ms) per `device|fix time ms`, one per client that received that fix. */
const received = new Map<string, number[]>();
const sockets: WebSocket[] = [];
let messages = 0;
const now = () => performance.timeOrigin + performance.now();

async function open(url: string, token: string, count: number) {
  for (let c = 0; c < count; c++) {
    const socket = new WebSocket(url, ['bearer', token]);
    socket.on('message', (data) => {
      const at = now();
      const message = JSON.parse(String(data)) as {
        type: string;
        vehicles: { device_id: string | null; position: { fix_time: string } | null }[];
      };
      if (message.type !== 'changes') return;
      messages += 1;
      for (const vehicle of message.vehicles) {
        if (!vehicle.position || !vehicle.device_id) continue;
        const key = `${vehicle.device_id}|${Date.parse(vehicle.position.fix_time)}`;
        const times = received.get(key);
        if (times) times.push(at);
        else received.set(key, [at]);
      }
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    sockets.push(socket);
  }
}

function result(sentAt: Record<string, number>) {
  const histogram = new Array<number>(60_000).fill(0);
  let deliveries = 0;
  for (const [key, sent] of Object.entries(sentAt)) {
    for (const at of received.get(key) ?? []) {
      deliveries += 1;
      histogram[Math.min(histogram.length - 1, Math.max(0, Math.floor(at - sent)))]! += 1;
    }
  }
  for (const socket of sockets) socket.close();
  return { type: 'result', deliveries, histogram, messages };
}

process.on('message', (command: Command) => {
  if (command.type === 'open') {
    void open(command.url, command.token, command.count).then(
      () => process.send!({ type: 'open' }),
      (error: unknown) => process.send!({ type: 'error', message: String(error) }),
    );
  } else {
    process.send!(result(command.sentAt), () => process.exit(0));
  }
});
