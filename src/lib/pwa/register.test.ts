// Service worker registration on the plain Service Worker API, against a fake container: when it
// registers, how a waiting version is announced, and how accepting it reloads the page once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class FakeWorker extends EventTarget {
  readonly postMessage = vi.fn<(message: unknown) => void>();
  state: ServiceWorkerState;
  constructor(state: ServiceWorkerState) {
    super();
    this.state = state;
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  /** A new version arrives from the server and starts installing. */
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = new FakeWorker('activated');
  readonly registration = new FakeRegistration();
  readonly register = vi.fn<(url: string, options: RegistrationOptions) => Promise<FakeRegistration>>(() =>
    Promise.resolve(this.registration),
  );
  /** The accepted worker activates and takes control of the page. */
  takeControl(worker: FakeWorker) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

let container: FakeContainer;
let reload: ReturnType<typeof vi.fn<() => void>>;
let pageWindow: EventTarget & { location: { reload: () => void } };
let page: { readyState: DocumentReadyState };

/** A fresh copy of the module (its once-per-page state included), on a production build. */
async function load(production = true) {
  vi.stubEnv('PROD', production);
  vi.resetModules();
  return import('./register.ts');
}

/** Lets the registration's promise settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  container = new FakeContainer();
  reload = vi.fn<() => void>();
  pageWindow = Object.assign(new EventTarget(), { location: { reload } });
  page = { readyState: 'complete' };
  vi.stubGlobal('navigator', { serviceWorker: container });
  vi.stubGlobal('window', pageWindow);
  vi.stubGlobal('document', page);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('registerServiceWorkerAfterLoad', () => {
  it('registers /sw.js for the whole site, always asking the server for the script', async () => {
    const { registerServiceWorkerAfterLoad, SERVICE_WORKER_URL } = await load();
    registerServiceWorkerAfterLoad();
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
    expect(SERVICE_WORKER_URL).toBe('/sw.js');
  });

  it("waits for the page's load event, and registers once per page", async () => {
    page.readyState = 'interactive';
    const { registerServiceWorkerAfterLoad } = await load();
    registerServiceWorkerAfterLoad();
    registerServiceWorkerAfterLoad();
    expect(container.register).not.toHaveBeenCalled();
    pageWindow.dispatchEvent(new Event('load'));
    registerServiceWorkerAfterLoad();
    expect(container.register).toHaveBeenCalledTimes(1);
  });

  it('registers nothing outside a production build', async () => {
    const { registerServiceWorkerAfterLoad } = await load(false);
    registerServiceWorkerAfterLoad();
    pageWindow.dispatchEvent(new Event('load'));
    expect(container.register).not.toHaveBeenCalled();
  });

  it('does nothing in a browser without service workers', async () => {
    vi.stubGlobal('navigator', {});
    const { registerServiceWorkerAfterLoad } = await load();
    expect(() => registerServiceWorkerAfterLoad()).not.toThrow();
    expect(container.register).not.toHaveBeenCalled();
  });

  it('stays silent when the registration fails', async () => {
    container.register.mockRejectedValue(new DOMException('blocked', 'SecurityError'));
    const { $updateReady, registerServiceWorkerAfterLoad } = await load();
    registerServiceWorkerAfterLoad();
    await settle();
    expect($updateReady.get()).toBe(false);
  });
});

describe('a new version', () => {
  it('is announced when it was already waiting at registration', async () => {
    container.registration.waiting = new FakeWorker('installed');
    const { $updateReady, registerServiceWorkerAfterLoad } = await load();
    registerServiceWorkerAfterLoad();
    await settle();
    expect($updateReady.get()).toBe(true);
  });

  it('is announced once an update found later has installed', async () => {
    const { $updateReady, registerServiceWorkerAfterLoad } = await load();
    registerServiceWorkerAfterLoad();
    await settle();
    const next = new FakeWorker('installing');
    container.registration.found(next);
    expect($updateReady.get()).toBe(false);
    container.registration.installing = null;
    container.registration.waiting = next;
    next.moveTo('installed');
    expect($updateReady.get()).toBe(true);
  });

  it('is announced when it was still installing at registration', async () => {
    const next = new FakeWorker('installing');
    container.registration.installing = next;
    const { $updateReady, registerServiceWorkerAfterLoad } = await load();
    registerServiceWorkerAfterLoad();
    await settle();
    next.moveTo('installed');
    expect($updateReady.get()).toBe(true);
  });

  it('is not announced on the first install, when no worker controls the page yet', async () => {
    container.controller = null;
    const { $updateReady, registerServiceWorkerAfterLoad } = await load();
    registerServiceWorkerAfterLoad();
    await settle();
    const first = new FakeWorker('installing');
    container.registration.found(first);
    first.moveTo('installed');
    first.moveTo('activated');
    expect($updateReady.get()).toBe(false);
  });
});

describe('applyUpdate', () => {
  async function waitingVersion() {
    const next = new FakeWorker('installed');
    container.registration.waiting = next;
    const module = await load();
    module.registerServiceWorkerAfterLoad();
    await settle();
    return { ...module, next };
  }

  it('asks the waiting worker to skip waiting, and reloads once it controls the page', async () => {
    const { applyUpdate, next } = await waitingVersion();
    applyUpdate();
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.takeControl(next);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads only once, however many times control changes or the button is pressed', async () => {
    const { applyUpdate, next } = await waitingVersion();
    applyUpdate();
    applyUpdate();
    container.takeControl(next);
    container.takeControl(new FakeWorker('activated'));
    applyUpdate();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when control changes before the person accepts', async () => {
    const { next } = await waitingVersion();
    container.takeControl(next);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads straight away when the waiting worker was already activated from another tab', async () => {
    const { applyUpdate, next } = await waitingVersion();
    container.registration.waiting = null;
    applyUpdate();
    expect(next.postMessage).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing while no new version is waiting', async () => {
    const { applyUpdate, registerServiceWorkerAfterLoad } = await load();
    registerServiceWorkerAfterLoad();
    await settle();
    applyUpdate();
    expect(reload).not.toHaveBeenCalled();
  });
});
