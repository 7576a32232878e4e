import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

const withTrustProxy = (value: string) => parseConfig({ TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('trusts nobody when unset or false', () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(withTrustProxy('')).toBe(false);
    expect(withTrustProxy('false')).toBe(false);
    expect(withTrustProxy('0')).toBe(false);
  });

  it('takes a number of proxy hops', () => {
    expect(withTrustProxy('1')).toBe(1);
    expect(withTrustProxy('2')).toBe(2);
  });

  it('takes a comma-separated list of addresses and ranges', () => {
    expect(withTrustProxy('10.0.0.0/8, 192.168.1.7,::1, fd00::/8')).toBe(
      '10.0.0.0/8,192.168.1.7,::1,fd00::/8',
    );
    expect(withTrustProxy('loopback')).toBe('loopback');
  });

  it('refuses "true", which trusted every address, with a sentence saying what to set instead', () => {
    expect(() => withTrustProxy('true')).toThrow(/TRUST_PROXY=1/);
    expect(() => withTrustProxy('yes')).toThrow(/TRUST_PROXY=1/);
  });

  it('refuses something that is neither a number nor addresses', () => {
    expect(() => withTrustProxy('my proxy')).toThrow(/TRUST_PROXY/);
    expect(() => withTrustProxy('10.0.0.0/99')).toThrow(/TRUST_PROXY/);
    expect(() => withTrustProxy('-1')).toThrow(/TRUST_PROXY/);
  });
});
