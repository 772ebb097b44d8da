// The network address of the request's client, for throttles and signature records: the socket's
// peer, unless that peer is a proxy the deployment trusts (TRUSTED_PROXIES, docs/deploying.md),
// whose X-Forwarded-For is then believed: the client is the rightmost entry that is not itself a
// trusted proxy (entries further left were written by the client and prove nothing). '' when
// there is no socket (in-process calls). The address is worked out once per request
// (`clientAddressMiddleware`) and read anywhere after it.
import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

interface NodeBindings {
  readonly incoming?: { readonly socket?: { readonly remoteAddress?: string } };
  readonly server?: NodeBindings;
}

/** Where the middleware leaves the request's client for the routes (a context variable). */
const CLIENT_VARIABLE = 'clientAddress';

function socketAddress(c: Context): string {
  const env = c.env as NodeBindings | undefined;
  const bindings = env?.server ?? env;
  return bindings?.incoming?.socket?.remoteAddress ?? '';
}

/** An IPv4 peer seen through an IPv6 socket ('::ffff:10.0.0.2') as the address it is. */
function plain(address: string): string {
  const trimmed = address.trim();
  return trimmed.toLowerCase().startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

function trusts(proxies: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && proxies.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The client behind `peer`, given the X-Forwarded-For it sent and the proxies trusted. */
export function resolveClient(peer: string, forwardedFor: string | undefined, proxies: BlockList | null): string {
  const from = plain(peer);
  if (!proxies || !forwardedFor || !trusts(proxies, from)) return from;
  const chain = forwardedFor.split(',').map(plain).filter(Boolean);
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    const hop = chain[index] ?? '';
    if (isIP(hop) === 0) return from; // A malformed hop: believe nothing past it.
    if (!trusts(proxies, hop)) return hop;
  }
  return chain[0] ?? from;
}

/** TRUSTED_PROXIES ('10.0.0.2, 10.1.0.0/16, ::1') as a list to check addresses against. */
export function trustedProxies(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

/** One entry of TRUSTED_PROXIES: an address, or a range with its prefix length. */
export function isProxyEntry(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Works out the request's client once, before any route reads it. */
export function clientAddressMiddleware(proxies: BlockList | null) {
  return createMiddleware<{ Variables: { [CLIENT_VARIABLE]: string } }>(async (c, next) => {
    c.set(CLIENT_VARIABLE, resolveClient(socketAddress(c), c.req.header('x-forwarded-for'), proxies));
    await next();
  });
}

export function clientAddress(c: Context): string {
  const resolved: unknown = c.get(CLIENT_VARIABLE);
  return typeof resolved === 'string' ? resolved : plain(socketAddress(c));
}
