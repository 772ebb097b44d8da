// One answer of the API as the contract checks read it: recorded by the local API during the
// end-to-end run, or read from another deployment by `npm run contract`.

export interface RecordedAnswer {
  readonly method: string;
  /** The path as requested (no query string). */
  readonly path: string;
  readonly status: number;
  readonly contentType: string;
  /** The parsed JSON body, the text of another textual body, or null for a binary or empty one. */
  readonly body: unknown;
  /** Whether the body was empty. */
  readonly empty?: boolean;
}

/** Reads an answer of fetch() into the shape the checker takes (the body is consumed). */
export async function recordAnswer(method: string, url: URL, response: Response): Promise<RecordedAnswer> {
  const contentType = response.headers.get('content-type') ?? '';
  const bytes = new Uint8Array(await response.arrayBuffer());
  const base = { method, path: url.pathname, status: response.status, contentType, empty: bytes.length === 0 };
  if (!contentType.includes('json')) return { ...base, body: null };
  try {
    return { ...base, body: JSON.parse(new TextDecoder().decode(bytes)) as unknown };
  } catch {
    return { ...base, body: new TextDecoder().decode(bytes) };
  }
}
