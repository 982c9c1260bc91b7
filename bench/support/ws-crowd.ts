import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { SocketLog } from './delivery-latency';

export type CrowdRequest = { type: 'connect'; urls: string[]; base: string } | { type: 'progress' } | { type: 'collect' } | { type: 'close' };
export type CrowdReply =
  | { type: 'connected'; failed: number }
  | { type: 'progress'; lowestHead: number }
  | { type: 'logs'; logs: SocketLog[]; unexpectedCloses: number; resyncs: number };

/** The clock every process of a run reads: ms since `CLOCK_BASE` on the host's monotonic clock. */
export const CLOCK_BASE = process.hrtime.bigint();
export const benchNow = () => Number(process.hrtime.bigint() - CLOCK_BASE) / 1e6;

const CHILD = fileURLToPath(new URL('./ws-crowd.child.ts', import.meta.url));

function ask<T extends CrowdReply['type']>(child: ChildProcess, request: CrowdRequest, answer: T): Promise<Extract<CrowdReply, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: CrowdReply) => {
      if (message.type !== answer) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as Extract<CrowdReply, { type: T }>);
    };
    const onExit = (code: number | null) => reject(new Error(`websocket client process exited (${code}) before answering ${request.type}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send(request);
  });
}

/**
 * Websocket clients in `processes` child processes (so reading 1,000 sockets does not share the servers'
 * event loop), socket i in process i % processes. Logs come back in the order of `urls`.
 */
export async function startCrowd(urls: string[], processes: number) {
  const children = Array.from({ length: processes }, () => fork(CHILD, [], { execArgv: ['--import', 'tsx'], serialization: 'advanced' }));
  const share = (p: number) => urls.filter((_, i) => i % processes === p);
  const connected = await Promise.all(children.map((child, p) => ask(child, { type: 'connect', urls: share(p), base: CLOCK_BASE.toString() }, 'connected')));
  return {
    failed: connected.reduce((sum, c) => sum + c.failed, 0),
    /** The lowest newest position over every socket: everyone has heard of everything up to it. */
    async lowestHead(): Promise<number> {
      const heads = await Promise.all(children.map((child) => ask(child, { type: 'progress' }, 'progress')));
      return Math.min(...heads.map((h) => h.lowestHead));
    },
    async collect(): Promise<{ logs: SocketLog[]; unexpectedCloses: number; resyncs: number }> {
      const parts = await Promise.all(children.map((child) => ask(child, { type: 'collect' }, 'logs')));
      const logs = urls.map((_, i) => parts[i % processes]!.logs[Math.floor(i / processes)]!);
      return { logs, unexpectedCloses: parts.reduce((s, p) => s + p.unexpectedCloses, 0), resyncs: parts.reduce((s, p) => s + p.resyncs, 0) };
    },
    async close(): Promise<void> {
      await Promise.all(children.map((child) => new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.send({ type: 'close' } satisfies CrowdRequest);
      })));
    },
  };
}

export type Crowd = Awaited<ReturnType<typeof startCrowd>>;
