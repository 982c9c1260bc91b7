import ipaddr from 'ipaddr.js';

/**
 * Whether an IP address is an ordinary public unicast address, the only kind a push service has.
 * Everything with a special purpose is refused, so a subscription cannot aim the server at its own network:
 * IPv4 loopback, private, link-local, CGNAT (100.64/10), benchmarking (198.18/15), documentation, 0/8,
 * 240/4, multicast and broadcast (ipaddr.js's special ranges); IPv6 outside global unicast 2000::/3, ULA,
 * link-local, multicast, documentation, and every form that carries an IPv4 address inside: IPv4-mapped
 * (::ffff:0:0/96), IPv4-compatible (::/96, e.g. [::127.0.0.1]), translated (::ffff:0:0:0/96), NAT64
 * (64:ff9b::/96, 64:ff9b:1::/48), 6to4 (2002::/16) and Teredo (2001::/32). Those are refused whatever the
 * IPv4 inside: push services publish native addresses, and the transition forms are how a private IPv4 is
 * smuggled past a check that only looks at the IPv6 prefix.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  const parts = v6.parts;
  // IPv4-compatible (deprecated) and anything else in ::/96 that ipaddr.js calls unicast.
  if (parts.slice(0, 6).every((p) => p === 0)) return false;
  const globalUnicast = (parts[0] & 0xe000) === 0x2000;
  return globalUnicast && v6.range() === 'unicast';
}
