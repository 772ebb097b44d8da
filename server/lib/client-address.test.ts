// The client behind a proxy: only a trusted proxy's X-Forwarded-For is believed, and the client
// is the rightmost hop that is not a trusted proxy; without trusted proxies, the socket's peer.
import { describe, expect, it } from 'vitest';
import { burst, expectHeld, requestFrom } from '../burst-test-support.ts';
import { CLIENT_FREE_FAILURES } from '../routes/auth/throttle.ts';
import { createTestContext } from '../test-support.ts';
import { isProxyEntry, resolveClient, trustedProxies } from './client-address.ts';

const proxies = trustedProxies(['10.0.0.2', '10.1.0.0/16', '::1']);

describe('resolveClient', () => {
  it('believes a trusted proxy, taking the rightmost hop that is not one', () => {
    expect(resolveClient('10.0.0.2', '203.0.113.9', proxies)).toBe('203.0.113.9');
    expect(resolveClient('10.0.0.2', '198.51.100.1, 203.0.113.9, 10.1.4.5', proxies)).toBe('203.0.113.9');
    expect(resolveClient('::ffff:10.0.0.2', ' 203.0.113.9 ', proxies)).toBe('203.0.113.9');
    expect(resolveClient('::1', '2001:db8::7', proxies)).toBe('2001:db8::7');
  });

  it('ignores the header from anyone else, or when nothing is trusted', () => {
    expect(resolveClient('198.51.100.20', '203.0.113.9', proxies)).toBe('198.51.100.20');
    expect(resolveClient('10.0.0.2', '203.0.113.9', null)).toBe('10.0.0.2');
    expect(resolveClient('10.0.0.2', undefined, proxies)).toBe('10.0.0.2');
  });

  it('believes nothing past a malformed hop, and takes the leftmost when every hop is a proxy', () => {
    expect(resolveClient('10.0.0.2', '203.0.113.9, no-es-ip', proxies)).toBe('10.0.0.2');
    expect(resolveClient('10.0.0.2', '10.1.0.9, 10.1.0.8', proxies)).toBe('10.1.0.9');
  });
});

describe('TRUSTED_PROXIES entries', () => {
  it('are addresses or ranges with a prefix their family allows', () => {
    for (const entry of ['10.0.0.2', '10.1.0.0/16', '::1', '2001:db8::/32'])
      expect(isProxyEntry(entry), entry).toBe(true);
    for (const entry of ['10.0.0', '10.0.0.0/33', '::1/129', 'proxy.local', '10.0.0.0/8/1', '10.0.0.0/x']) {
      expect(isProxyEntry(entry), entry).toBe(false);
    }
  });
});

describe('behind a trusted proxy', () => {
  it('throttles each forwarded client apart, and a client cannot buy turns by writing the header', async () => {
    const context = await createTestContext({ trustedProxies: ['10.0.0.2'] });
    try {
      const wrongLogin = (from: string, forwardedFor?: string) =>
        requestFrom(context.app, from, '/auth/login', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
          },
          body: JSON.stringify({ email: `nadie${Math.random()}@demo.cl`, password: 'Mala12345' }),
        });
      // One client through the proxy is held to the per-client limit…
      await expectHeld(await burst(() => wrongLogin('10.0.0.2', '203.0.113.9')), CLIENT_FREE_FAILURES, 'one client');
      // …while another client through the same proxy still has its own turns.
      expect((await wrongLogin('10.0.0.2', '203.0.113.10')).status).toBe(401);
      // A client that writes the header itself is still itself.
      const direct = await burst(() => wrongLogin('198.51.100.5', `203.0.113.${Math.floor(Math.random() * 200)}`));
      await expectHeld(direct, CLIENT_FREE_FAILURES, 'a client writing X-Forwarded-For');
    } finally {
      context.cleanup();
    }
  });
});
