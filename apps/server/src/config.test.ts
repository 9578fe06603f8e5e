import { describe, expect, it } from 'vitest';
import { limitsOf, loadConfig, paymentProviderOf } from './config';

describe('SEED_SITE_ENTRY_POPUP_COUNTRIES', () => {
  it('is unset by default (the demo site shows the popup in every country)', () => {
    expect(loadConfig({}).SEED_SITE_ENTRY_POPUP_COUNTRIES).toBeUndefined();
  });
  it('reads a comma-separated list of country codes, upper case', () => {
    expect(loadConfig({ SEED_SITE_ENTRY_POPUP_COUNTRIES: 'nl,DE' }).SEED_SITE_ENTRY_POPUP_COUNTRIES).toEqual([
      'NL',
      'DE',
    ]);
  });
  it('refuses anything else', () => {
    expect(() => loadConfig({ SEED_SITE_ENTRY_POPUP_COUNTRIES: 'NL;DE' })).toThrow(/SEED_SITE_ENTRY/);
  });
});

describe('request timeout', () => {
  it('cuts a stalled request within 30 s by default (checked every 5 s at most)', () => {
    expect(loadConfig({}).REQUEST_TIMEOUT_MS + 5_000).toBeLessThanOrEqual(30_000);
  });
});

describe('PUSH_ALLOWED_HOSTS', () => {
  it('is empty unless set', () => {
    expect(loadConfig({}).PUSH_ALLOWED_HOSTS).toEqual([]);
  });
  it('takes hosts of test push services outside production', () => {
    expect(loadConfig({ PUSH_ALLOWED_HOSTS: '127.0.0.1:4431, [::1]:4432' }).PUSH_ALLOWED_HOSTS).toEqual([
      '127.0.0.1:4431',
      '[::1]:4432',
    ]);
  });
  it('refuses loopback or private hosts in a production start, and takes public ones', () => {
    for (const host of [
      '127.0.0.1:4431',
      'localhost:9000',
      '[::1]:443',
      '10.0.0.5',
      '169.254.169.254:80',
      // Loopback in IPv4-compatible and IPv4-translated form: spellings a naive check lets through.
      '[::127.0.0.1]:443',
      '[::ffff:0:7f00:1]:443',
    ]) {
      expect(() => loadConfig({ NODE_ENV: 'production', PUSH_ALLOWED_HOSTS: host })).toThrow(
        /PUSH_ALLOWED_HOSTS/,
      );
    }
    expect(
      loadConfig({ NODE_ENV: 'production', PUSH_ALLOWED_HOSTS: 'push.example.com' }).PUSH_ALLOWED_HOSTS,
    ).toEqual(['push.example.com']);
  });
});

describe('RATE_RESET_PER_HOUR_EMAIL', () => {
  it('limits password-reset requests for one e-mail address to 10 an hour unless set', () => {
    expect(limitsOf(loadConfig({})).passwordResetPerEmail).toEqual({ max: 10, windowMs: 3_600_000 });
    expect(limitsOf(loadConfig({ RATE_RESET_PER_HOUR_EMAIL: '4' })).passwordResetPerEmail).toEqual({
      max: 4,
      windowMs: 3_600_000,
    });
  });
});

describe('PAYMENT_PROVIDER', () => {
  it('is the sandbox for a demo in development, and in production only with ALLOW_SANDBOX_PAYMENTS=1', () => {
    expect(paymentProviderOf(loadConfig({}))).toBe('sandbox');
    expect(
      paymentProviderOf(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1', ALLOW_SANDBOX_PAYMENTS: '1' })),
    ).toBe('sandbox');
    expect(() => paymentProviderOf(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }))).toThrow(
      /ALLOW_SANDBOX_PAYMENTS=1/,
    );
  });
  it('refuses a production start without a provider named, and the sandbox named without its switch', () => {
    expect(() => paymentProviderOf(loadConfig({ NODE_ENV: 'production' }))).toThrow(/PAYMENT_PROVIDER/);
    expect(() =>
      paymentProviderOf(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' })),
    ).toThrow(/PAYMENT_PROVIDER=sandbox with NODE_ENV=production.*ALLOW_SANDBOX_PAYMENTS=1/);
    expect(
      paymentProviderOf(
        loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: '1' }),
      ),
    ).toBe('sandbox');
    // Outside production, a sandbox named is a test or a staging site's choice.
    expect(
      paymentProviderOf(loadConfig({ NODE_ENV: 'test', SEED_DEMO: '0', PAYMENT_PROVIDER: 'sandbox' })),
    ).toBe('sandbox');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'cash' })).toThrow(/PAYMENT_PROVIDER/);
  });
  it('takes Mollie with its API key, and refuses Mollie without one', () => {
    const key = 'live_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
    const config = loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: key });
    expect(paymentProviderOf(config)).toBe('mollie');
    expect(config.MOLLIE_API_KEY).toBe(key);
    expect(() => paymentProviderOf(loadConfig({ PAYMENT_PROVIDER: 'mollie' }))).toThrow(/MOLLIE_API_KEY/);
    expect(() => loadConfig({ MOLLIE_API_ENDPOINT: 'http://api.mollie.test/v2/' })).toThrow(
      /MOLLIE_API_ENDPOINT/,
    );
  });
  it('never repeats a malformed Mollie key in its error', () => {
    const key = 'tset_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
    let message = '';
    try {
      loadConfig({ PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: key });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/MOLLIE_API_KEY/);
    expect(message).not.toContain('dHar4XY7');
  });
});
