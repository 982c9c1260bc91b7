import { EventEmitter } from 'node:events';
import { CHANGES_CHANNEL } from '../../../projections/changefeed/changefeed';
import { RealtimeHub, type HubSocket, type RealtimeHubOptions } from './realtime-hub';
import type { RealtimeMessage } from './realtime.messages';

/** A socket for hub unit tests: keeps the exact frames it was sent, and counts how often the hub looked at it. */
export class FakeSocket extends EventEmitter implements HubSocket {
  frames: Buffer[] = [];
  textFrames = true;
  bufferedAmount = 0;
  pings = 0;
  closedWith: number | undefined;
  terminated = false;
  looks = 0;
  private state = 1;
  get readyState() {
    this.looks += 1;
    return this.state;
  }
  get sent(): RealtimeMessage[] {
    return this.frames.map((frame) => JSON.parse(String(frame)) as RealtimeMessage);
  }
  send(data: Buffer, options: { binary: boolean }) {
    this.frames.push(data);
    if (options.binary) this.textFrames = false;
  }
  ping() {
    this.pings += 1;
  }
  close(code?: number) {
    this.closedWith = code;
    this.state = 3;
    this.emit('close');
  }
  terminate() {
    this.terminated = true;
    this.state = 3;
  }
}

/** A hub whose LISTEN is in the test's hands: `notify` and `reconnect` play the database. */
export function hubWithFakeListen(options: RealtimeHubOptions = {}) {
  let onNotify: (payload: string) => void = () => undefined;
  let onResubscribed: () => void = () => undefined;
  let onControl: (payload: string) => void = () => undefined;
  const hub = new RealtimeHub({
    listen: async (channel, notify, resubscribed) => {
      if (channel !== CHANGES_CHANNEL) {
        onControl = notify;
        return async () => undefined;
      }
      onNotify = notify;
      onResubscribed = resubscribed ?? onResubscribed;
      return async () => undefined;
    },
  }, options);
  return { hub, notify: (payload: unknown) => onNotify(typeof payload === 'string' ? payload : JSON.stringify(payload)), reconnect: () => onResubscribed(), control: (payload: unknown) => onControl(JSON.stringify(payload)) };
}
