// The network address of the request's client, for throttles. Read from the socket the Node server
// hands over (never from a header a client could write); '' when there is none (in-process calls).
import type { Context } from 'hono';

interface NodeBindings {
  readonly incoming?: { readonly socket?: { readonly remoteAddress?: string } };
  readonly server?: NodeBindings;
}

export function clientAddress(c: Context): string {
  const env = c.env as NodeBindings | undefined;
  const bindings = env?.server ?? env;
  return bindings?.incoming?.socket?.remoteAddress ?? '';
}
