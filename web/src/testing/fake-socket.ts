/** A browser WebSocket as far as the change feed uses it: events the test fires, as a server or the network would. */
export class FakeSocket extends EventTarget {
  static instances: FakeSocket[] = [];
  readyState = 0;
  binaryType = 'blob';
  constructor(readonly url: string) {
    super();
    FakeSocket.instances.push(this);
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  receive(message: unknown) {
    this.dispatchEvent(Object.assign(new Event('message'), { data: typeof message === 'string' ? message : JSON.stringify(message) }));
  }
  /** The server or the network closed it. */
  drop(code: number) {
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event('close'), { code, reason: '', wasClean: code !== 1006 }));
  }
  /** The client closed it (a real socket's close event comes later; the library no longer listens by then). */
  close() {
    this.readyState = 3;
  }
  send() {}
}

export const latestSocket = () => FakeSocket.instances.at(-1)!;
