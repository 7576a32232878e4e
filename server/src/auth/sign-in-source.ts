import net from 'node:net';

/**
 * The "place" a sign-in attempt comes from, for counting wrong passwords: the
 * client's IPv4 address, or its IPv6 network (/64), since one household or
 * server usually gets a whole /64 and could otherwise rotate through it. The
 * shared rate limits group IPv6 the same way.
 */
export function signInSource(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  const mappedV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mappedV4) return mappedV4[1]!;
  if (net.isIP(address) !== 6) return address;
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 tail ("::ffff:1.2.3.4" aside) stands for two groups.
  const missing = 8 - headGroups.length - tailGroups.length - (tailGroups.at(-1)?.includes('.') ? 1 : 0);
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array(missing).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
