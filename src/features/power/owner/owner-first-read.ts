// The owner's page asks for the power while its HTML is parsed (the inline early-read script, or
// else the page's own script, owner-first-view.ts), not after the island and its libraries have
// arrived: on a phone line that is seconds. One request serves everyone: the page's script draws the
// power's content from a copy of the answer, and the island's API client (owner-api.ts) takes the
// same answer through `fetchSharingFirstRead` instead of asking again, with its own error handling.
// This module imports nothing, so that the page's script stays small: where to ask comes from the
// page (`FirstReadRequest`, written into it when it is built).

/** The link's token, from `?t=`: three base64url parts, or null. */
export function readOwnerToken(search: string): string | null {
  const token = new URLSearchParams(search).get('t')?.trim() ?? '';
  return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token) ? token : null;
}

/** Where the power is asked for: its full address, the header that carries the link's token and
 * the query parameter the token comes in (the inline early-read script reads the same). */
export interface FirstReadRequest {
  readonly url: string;
  readonly header: string;
  readonly param: string;
}

interface FirstRead extends FirstReadRequest {
  readonly token: string;
  readonly response: Promise<Response>;
  /** The answer's body once read by the page's script (a successful answer only). */
  body?: unknown;
  /** The island's client took the answer: a later read is a new request. */
  taken: boolean;
}

let first: FirstRead | null = null;

/**
 * Asks for the power of `token` (once per page) and resolves with the body of a successful answer
 * for the page's script to draw, or null: a refusal or a dropped connection (the island explains
 * it), or an answer the island's client has already taken (the island draws it itself, and a
 * drawing from here could be replaced by its 'Abriendo el poder…' for a moment).
 */
export function startFirstRead(
  { url, header, param }: FirstReadRequest,
  token: string,
  started?: Promise<Response>,
): Promise<unknown> {
  const read: FirstRead = {
    url,
    header,
    param,
    token,
    // The same request the island's client would make: credentials, JSON, the link's token. The
    // inline early-read script may have sent it already, while the page was parsed.
    response:
      started ?? fetch(url, { credentials: 'include', headers: { accept: 'application/json', [header]: token } }),
    taken: false,
  };
  first = read;
  return read.response
    .then(async (response) => {
      if (!response.ok) return null;
      read.body = (await response.clone().json()) as unknown;
      return read.taken ? null : read.body;
    })
    .catch(() => null);
}

/** The body of the successful first answer for `token`, when the page's script already has it. */
export function firstAnswerInHand(token: string): unknown {
  return first?.token === token ? first.body : undefined;
}

/**
 * A fetch for the island's API client: the first request for the power of the link's token gets
 * the answer the page's script already asked for (a copy, so both can read it); every other
 * request goes to the network. The caller's signal (its time limit) still applies.
 */
export function fetchSharingFirstRead(fetcher: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const read = first;
    const method = (init?.method ?? 'GET').toUpperCase();
    const sameRead = read && !read.taken && method === 'GET' && url === read.url;
    if (!sameRead || new Headers(init?.headers).get(read.header) !== read.token) {
      return fetcher(input, init);
    }
    read.taken = true;
    const answer = read.response.then((response) => response.clone());
    const signal = init?.signal;
    if (!signal) return answer;
    return new Promise<Response>((resolve, reject) => {
      if (signal.aborted) {
        reject(signal.reason as Error);
        return;
      }
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
      answer.then(resolve, reject);
    });
  };
}
