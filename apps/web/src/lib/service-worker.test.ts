import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
}

function setup(status: number, registrations = 1) {
  const unregister = vi.fn(async () => true);
  const container = {
    register: vi.fn(async () => ({}) as ServiceWorkerRegistration),
    getRegistrations: vi.fn(async () => Array.from({ length: registrations }, () => ({ unregister }) as unknown as ServiceWorkerRegistration)),
  };
  const reload = vi.fn();
  const fetchFn = vi.fn(async () => new Response('', { status }));
  return { container, reload, fetchFn, unregister, storage: memoryStorage() };
}

describe('service worker registration', () => {
  it('registers the worker when its file is there', async () => {
    const s = setup(200);
    await expect(registerServiceWorker(s)).resolves.toBe('registered');
    expect(s.container.register).toHaveBeenCalledWith('/sw.js');
    expect(s.reload).not.toHaveBeenCalled();
  });

  it('unregisters every worker and reloads once when the file is missing', async () => {
    const s = setup(404, 2);
    await expect(registerServiceWorker(s)).resolves.toBe('reloaded');
    expect(s.unregister).toHaveBeenCalledTimes(2);
    expect(s.reload).toHaveBeenCalledTimes(1);

    // After the reload the file is still missing: no second reload.
    await expect(registerServiceWorker(s)).resolves.toBe('missing');
    expect(s.reload).toHaveBeenCalledTimes(1);
    expect(s.container.register).not.toHaveBeenCalled();
  });

  it('leaves things alone when offline', async () => {
    const s = setup(200);
    s.fetchFn.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(registerServiceWorker(s)).resolves.toBe('offline');
    expect(s.container.register).not.toHaveBeenCalled();
  });
});
