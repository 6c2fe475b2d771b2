import { vi } from 'vitest';

interface StoredResponse {
  body: ArrayBuffer;
  headers: [string, string][];
}

/** One named cache of {@link FakeCacheStorage}: what `match`, `put`, `delete` and `keys` need, bodies copied. */
class FakeCache {
  readonly entries = new Map<string, StoredResponse>();

  constructor(private readonly owner: FakeCacheStorage) {}

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    const stored = this.entries.get(urlOf(request));
    return stored && new Response(stored.body.slice(0), { headers: stored.headers });
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    const body = await response.arrayBuffer();
    const url = urlOf(request);
    const others = this.owner.usedBytes() - (this.entries.get(url)?.body.byteLength ?? 0);
    if (others + body.byteLength > this.owner.quotaBytes) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.entries.set(url, { body, headers: [...response.headers] });
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(urlOf(request));
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

const urlOf = (request: RequestInfo | URL) => (typeof request === 'string' ? new URL(request, location.origin).href : request instanceof URL ? request.href : request.url);

/** Cache Storage for tests (happy-dom has none), with a byte quota to provoke QuotaExceededError. */
export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();
  quotaBytes = Number.POSITIVE_INFINITY;

  usedBytes(): number {
    let used = 0;
    for (const cache of this.caches.values()) for (const entry of cache.entries.values()) used += entry.body.byteLength;
    return used;
  }

  /** Every stored body of every cache as text, to search for what must never be stored. */
  dump(): string {
    const decoder = new TextDecoder();
    return [...this.caches.values()].flatMap((cache) => [...cache.entries].map(([url, entry]) => `${url} ${decoder.decode(entry.body)}`)).join('\n');
  }

  async open(name: string): Promise<FakeCache> {
    let cache = this.caches.get(name);
    if (cache === undefined) {
      cache = new FakeCache(this);
      this.caches.set(name, cache);
    }
    return cache;
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }
}

/** Installs a fresh {@link FakeCacheStorage} as `caches`; `vi.unstubAllGlobals()` removes it. */
export function installFakeCaches(): FakeCacheStorage {
  const storage = new FakeCacheStorage();
  vi.stubGlobal('caches', storage);
  return storage;
}
