import WebSocket from 'ws';
import type { CrowdReply, CrowdRequest } from './ws-crowd';
import type { SocketLog } from './delivery-latency';

// A process of websocket clients for bench:realtime, driven over IPC by ws-crowd.ts. It records when each
// `changed` message arrived, on the clock the parent shares (process.hrtime is one monotonic clock per host).

const CONNECTS_IN_FLIGHT = 25;

let base = 0n;
const sockets: WebSocket[] = [];
const logs: SocketLog[] = [];
let unexpectedCloses = 0;
let resyncs = 0;
let closing = false;

const now = () => Number(process.hrtime.bigint() - base) / 1e6;
const reply = (message: CrowdReply) => process.send!(message);

function open(url: string, log: SocketLog): Promise<boolean> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    ws.on('message', (data) => {
      const at = now();
      const message = JSON.parse(String(data)) as { type: string; position?: number };
      if (message.type === 'changed') {
        log.positions.push(message.position!);
        log.times.push(at);
      } else if (message.type === 'resync') resyncs += 1;
    });
    let opened = false;
    ws.once('open', () => {
      opened = true;
      resolve(true);
    });
    ws.once('error', () => resolve(false));
    ws.once('close', () => {
      if (opened && !closing) unexpectedCloses += 1;
    });
    sockets.push(ws);
  });
}

async function connectAll(urls: string[]): Promise<number> {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < urls.length) {
      const i = next++;
      logs[i] = { positions: [], times: [] };
      if (!(await open(urls[i]!, logs[i]))) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTS_IN_FLIGHT }, worker));
  return failed;
}

process.on('message', async (request: CrowdRequest) => {
  if (request.type === 'connect') {
    base = BigInt(request.base);
    reply({ type: 'connected', failed: await connectAll(request.urls) });
  } else if (request.type === 'progress') {
    let lowestHead = Infinity;
    for (const log of logs) lowestHead = Math.min(lowestHead, log.positions.at(-1) ?? -1);
    reply({ type: 'progress', lowestHead: Number.isFinite(lowestHead) ? lowestHead : -1 });
  } else if (request.type === 'collect') {
    reply({ type: 'logs', logs, unexpectedCloses, resyncs });
  } else if (request.type === 'close') {
    closing = true;
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
// Never outlive the benchmark.
process.on('disconnect', () => process.exit(0));
