import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy, trustProxyOption } from '../../services/config';

describe('TRUST_PROXY', () => {
  it('is off by default and when set to 0, off or false', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const off of ['0', 'off', 'false', 'OFF']) expect(loadConfig({ TRUST_PROXY: off }).trustProxy).toBe(false);
  });

  it('takes a hop count or proxy addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 172.18.0.0/16,fd00::/8, loopback' }).trustProxy).toEqual(['10.0.0.5', '172.18.0.0/16', 'fd00::/8', 'loopback']);
  });

  it('refuses "true" (trust every hop) and anything that is not an address, naming the variable', () => {
    for (const bad of ['true', '1e3', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/9']) {
      expect(parseTrustProxy(bad), bad).toBeUndefined();
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
      try {
        loadConfig({ TRUST_PROXY: bad });
      } catch (error) {
        expect((error as ConfigError).problems[0]).toMatch(/^TRUST_PROXY=/);
      }
    }
  });

  it('turns a hop count into a function trusting exactly that many nearest peers', () => {
    const trust = trustProxyOption(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('203.0.113.9', hop))).toEqual([true, true, false]);
    expect(trustProxyOption(false)).toBe(false);
    expect(trustProxyOption(['10.0.0.5'])).toEqual(['10.0.0.5']);
  });
});
