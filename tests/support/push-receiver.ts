import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error http_ece ships no types
import ece from 'http_ece';

export type DeviceBehaviour = 'accept' | 'gone' | 'fail' | 'hang';

export interface ReceivedPush {
  deviceId: string;
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted JSON payload. */
  message: { title: string; body: string; url: string; tag?: string };
}

export interface PushDevice {
  id: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  behaviour: DeviceBehaviour;
}

/**
 * A local stand-in for a browser push service (FCM, Mozilla autopush) over HTTPS with a self-signed
 * certificate made at test time. Each device is a real subscription: its own P-256 key pair and auth
 * secret, so every payload is decrypted with http_ece (aes128gcm) exactly as a browser would.
 */
export async function startPushReceiver() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulso-push-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-keyout', keyFile, '-out', certFile, '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
  ], { stdio: 'ignore' });
  const cert = fs.readFileSync(certFile);
  const devices = new Map<string, PushDevice & { ecdh: ECDH; auth: Buffer }>();
  const received: ReceivedPush[] = [];
  const hanging = new Set<import('node:http').ServerResponse>();

  const server = https.createServer({ key: fs.readFileSync(keyFile), cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const device = devices.get(req.url?.split('/').pop() ?? '');
      if (!device) return void res.writeHead(404).end();
      if (device.behaviour === 'hang') return void hanging.add(res);
      if (device.behaviour === 'gone') return void res.writeHead(410).end();
      if (device.behaviour === 'fail') return void res.writeHead(503).end();
      const plain: Buffer = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth.toString('base64url') });
      received.push({ deviceId: device.id, headers: req.headers, message: JSON.parse(plain.toString('utf8')) });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    received,
    agent: new https.Agent({ ca: cert }),
    /** A new browser subscription on this push service. */
    device(behaviour: DeviceBehaviour = 'accept'): PushDevice {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      const device = {
        id,
        behaviour,
        ecdh,
        auth,
        subscription: { endpoint: `https://127.0.0.1:${port}/push/${id}`, keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') } },
      };
      devices.set(id, device);
      return device;
    },
    setBehaviour(id: string, behaviour: DeviceBehaviour) {
      devices.get(id)!.behaviour = behaviour;
    },
    messagesFor: (id: string) => received.filter((r) => r.deviceId === id),
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type PushReceiver = Awaited<ReturnType<typeof startPushReceiver>>;
