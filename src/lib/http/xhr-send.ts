// Sends a request that carries files with XMLHttpRequest, the one browser API that reports upload
// progress. There is no total time limit: the request is aborted only when no byte has moved (up
// or down) for `idleMs`, so a large file on a slow link finishes while a dead link is noticed.

export interface UploadProgress {
  /** Bytes of the body sent so far. */
  readonly loaded: number;
  /** Size of the whole body in bytes. */
  readonly total: number;
}

export interface XhrRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: FormData;
  readonly idleMs: number;
  readonly signal?: AbortSignal | undefined;
  readonly onProgress?: ((progress: UploadProgress) => void) | undefined;
  readonly xhr?: (() => XMLHttpRequest) | undefined;
}

export type XhrOutcome =
  | { readonly kind: 'answer'; readonly status: number; readonly text: string }
  | { readonly kind: 'network' | 'timeout' | 'aborted' };

export function sendWithXhr(request: XhrRequest): Promise<XhrOutcome> {
  return new Promise((resolve) => {
    const xhr = request.xhr ? request.xhr() : new XMLHttpRequest();
    let settled = false;
    let idleTimer: ReturnType<typeof setTimeout> | undefined;

    const finish = (outcome: XhrOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(idleTimer);
      request.signal?.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    const stop = (kind: 'timeout' | 'aborted') => {
      finish({ kind });
      xhr.abort();
    };
    const moved = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => stop('timeout'), request.idleMs);
    };
    function onAbort() {
      stop('aborted');
    }

    if (request.signal?.aborted) {
      finish({ kind: 'aborted' });
      return;
    }
    request.signal?.addEventListener('abort', onAbort);

    xhr.open(request.method, request.url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      moved();
      if (event.lengthComputable) request.onProgress?.({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener('progress', moved);
    xhr.addEventListener('load', () => finish({ kind: 'answer', status: xhr.status, text: xhr.responseText }));
    xhr.addEventListener('error', () => finish({ kind: 'network' }));
    xhr.addEventListener('timeout', () => finish({ kind: 'timeout' }));
    xhr.addEventListener('abort', () => finish({ kind: 'aborted' }));
    moved();
    xhr.send(request.body);
  });
}
