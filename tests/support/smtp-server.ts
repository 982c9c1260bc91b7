import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Every mail accepted so far, parsed, in arrival order. */
  mails: ParsedMail[];
  /** Resolves with the first mail (already here or still to come) that matches; rejects after `timeoutMs`. */
  waitForMail(pred?: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  /** The next `count` mails are refused with a temporary error (451), as a relay that is down for a while. */
  refuseNext(count: number): void;
  /** How many mails were refused so far. */
  refused(): number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free port of 127.0.0.1 (the smtp-server package, no TLS, any login accepted), whose mails
 * are parsed with mailparser: what a relay would receive, headers and both parts included.
 */
export async function startTestSmtp(): Promise<TestSmtp> {
  const mails: ParsedMail[] = [];
  const waiters: { pred: (mail: ParsedMail) => boolean; resolve: (mail: ParsedMail) => void }[] = [];
  let toRefuse = 0;
  let refusedCount = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (toRefuse > 0) {
            toRefuse--;
            refusedCount++;
            return callback(Object.assign(new Error('Servicio no disponible por ahora'), { responseCode: 451 }));
          }
          mails.push(mail);
          for (const w of waiters.filter((w) => w.pred(mail))) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(mail);
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail(pred = () => true, timeoutMs = 10_000) {
      const found = mails.find(pred);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { pred, resolve: (mail: ParsedMail) => (clearTimeout(timer), resolve(mail)) };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${mails.length} received: ${mails.map((m) => m.subject).join(', ')})`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    refuseNext(count) {
      toRefuse = count;
    },
    refused: () => refusedCount,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
