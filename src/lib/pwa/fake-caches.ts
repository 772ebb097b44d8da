// Test-only: a CacheStorage kept in memory, keyed by URL (enough for the offline cache's rules).
export class MemoryCache {
  readonly entries = new Map<string, { request: Request; response: Response }>();

  put(request: RequestInfo, response: Response): Promise<void> {
    // Relative addresses resolve against the origin, as they do in a page and in its worker.
    const key = typeof request === 'string' ? new Request(new URL(request, 'http://localhost/')) : request;
    this.entries.set(key.url, { request: key, response: response.clone() });
    return Promise.resolve();
  }

  match(request: RequestInfo): Promise<Response | undefined> {
    const url = typeof request === 'string' ? new URL(request, 'http://localhost/').href : request.url;
    return Promise.resolve(this.entries.get(url)?.response.clone());
  }
}

export class MemoryCaches {
  readonly stores = new Map<string, MemoryCache>();

  open(name: string): Promise<MemoryCache> {
    const store = this.stores.get(name) ?? new MemoryCache();
    this.stores.set(name, store);
    return Promise.resolve(store);
  }

  keys(): Promise<string[]> {
    return Promise.resolve([...this.stores.keys()]);
  }

  delete(name: string): Promise<boolean> {
    return Promise.resolve(this.stores.delete(name));
  }
}
