const RELOADED_KEY = 'sw-missing-reloaded';

export type ServiceWorkerOutcome = 'unsupported' | 'registered' | 'offline' | 'missing' | 'reloaded';

interface Deps {
  url?: string;
  container?: Pick<ServiceWorkerContainer, 'register' | 'getRegistrations'> | undefined;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload?: () => void;
  fetchFn?: typeof fetch;
}

/**
 * Registers the service worker at load (spec §2). When its file is missing (404) every
 * registration is removed and the page reloads once, so a worker of an older deployment cannot
 * keep serving its shell; a sessionStorage flag stops a reload loop.
 */
export async function registerServiceWorker({
  url = '/sw.js',
  container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
  storage = sessionStorage,
  reload = () => location.reload(),
  fetchFn = (...args) => fetch(...args),
}: Deps = {}): Promise<ServiceWorkerOutcome> {
  if (!container) return 'unsupported';
  let response: Response;
  try {
    response = await fetchFn(url, { cache: 'no-store' });
  } catch {
    return 'offline';
  }
  if (response.status === 404) {
    const registrations = await container.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
    if (registrations.length > 0 && !storage.getItem(RELOADED_KEY)) {
      storage.setItem(RELOADED_KEY, '1');
      reload();
      return 'reloaded';
    }
    return 'missing';
  }
  storage.removeItem(RELOADED_KEY);
  await container.register(url);
  return 'registered';
}
