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

describe('SMTP_URL and MAIL_FROM', () => {
  it('leaves e-mail unset when SMTP_URL is empty or missing', () => {
    expect(parseConfig({}).mail).toBeUndefined();
    expect(parseConfig({ SMTP_URL: '', MAIL_FROM: '' }).mail).toBeUndefined();
  });

  it('takes an smtp:// or smtps:// address with its sender', () => {
    expect(
      parseConfig({
        SMTP_URL: 'smtps://me:secret@mail.example.org:465',
        MAIL_FROM: 'Heirloom <h@example.org>',
        PUBLIC_URL: 'https://stories.example.org',
      }).mail,
    ).toEqual({ smtpUrl: 'smtps://me:secret@mail.example.org:465', from: 'Heirloom <h@example.org>' });
  });

  it('refuses SMTP_URL without MAIL_FROM, saying what to set', () => {
    expect(() => parseConfig({ SMTP_URL: 'smtp://mail.example.org:587' })).toThrow(/MAIL_FROM must say/);
  });

  it('G-01: refuses SMTP_URL without PUBLIC_URL, saying what to set (mailed links never come from a request)', () => {
    expect(() =>
      parseConfig({ SMTP_URL: 'smtp://mail.example.org:587', MAIL_FROM: 'h@example.org' }),
    ).toThrow(/SMTP_URL is set, so PUBLIC_URL must be the address people open Heirloom at/);
  });

  it('refuses an address that is not smtp:// or smtps://', () => {
    expect(() => parseConfig({ SMTP_URL: 'https://mail.example.org', MAIL_FROM: 'h@example.org' })).toThrow(
      /SMTP_URL: must be an smtp/,
    );
  });
});

describe('S3 storage', () => {
  const s3 = {
    S3_BUCKET: 'heirloom-files',
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('keeps files on local disk when S3_BUCKET is unset or empty', () => {
    expect(parseConfig({}).s3).toBeUndefined();
    expect(parseConfig({ S3_BUCKET: '' }).s3).toBeUndefined();
  });

  it('reads the bucket, endpoint, region, keys and path style', () => {
    expect(parseConfig({ ...s3, S3_FORCE_PATH_STYLE: 'true' }).s3).toEqual({
      bucket: 'heirloom-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(parseConfig({ S3_BUCKET: 'heirloom-files', S3_REGION: 'eu-west-2' }).s3).toMatchObject({
      region: 'eu-west-2',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('refuses S3 settings without a bucket, saying what to set', () => {
    expect(() => parseConfig({ ...s3, S3_BUCKET: '' })).toThrow(
      'S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set, so S3_BUCKET must name the bucket',
    );
  });

  it('refuses one half of the access key', () => {
    expect(() => parseConfig({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
  });

  it('refuses a bucket name S3 would refuse, in the list of problems', () => {
    expect(() => parseConfig({ S3_BUCKET: 'My Files' })).toThrow(/S3_BUCKET: must be a bucket name/);
  });
});

describe('AGENT_PHONE_NUMBER', () => {
  it('has no default: unset or empty means no number (decision 809)', () => {
    expect(parseConfig({}).agentPhoneNumber).toBeUndefined();
    expect(parseConfig({ AGENT_PHONE_NUMBER: '' }).agentPhoneNumber).toBeUndefined();
  });

  it("takes the operator's number, and refuses what is not one", () => {
    expect(parseConfig({ AGENT_PHONE_NUMBER: '+1 (555) 010-0100' }).agentPhoneNumber).toBe(
      '+1 (555) 010-0100',
    );
    expect(() => parseConfig({ AGENT_PHONE_NUMBER: 'call me' })).toThrow(/AGENT_PHONE_NUMBER/);
  });
});
