import type { BackendModule, ReadCallback } from 'i18next';

type Bundle = Record<string, Record<string, unknown>>;

/** Bundles asked for before i18next started, each handed to the first backend that reads it. */
const prefetched = new Map<string, Promise<Bundle>>();

/**
 * Starts loading a language's strings now, as the app starts with a language already known:
 * i18next would ask only once the first screen has rendered down to it, a round trip later.
 */
export function prefetchTranslations(language: string): void {
  if (!prefetched.has(language)) prefetched.set(language, fetchBundle(language));
}

/**
 * i18next backend of the portal's translation call: one GET per language answers every
 * namespace, so namespaces of one language share one request. Unlike every other call it carries
 * no accept-language header of the app (spec §7): the language is in the query.
 */
export class TranslationBackend implements BackendModule {
  static readonly type = 'backend' as const;
  readonly type = 'backend' as const;
  private readonly bundles = new Map<string, Promise<Bundle>>();

  init(): void {}

  read(language: string, namespace: string, callback: ReadCallback): void {
    this.bundleOf(language).then(
      (bundle) => callback(null, (bundle[namespace] as never) ?? {}),
      (error: unknown) => {
        this.bundles.delete(language);
        // `true` asks i18next to retry: a dropped connection is worth another try.
        callback(error instanceof Error ? error.message : String(error), true as never);
      },
    );
  }

  private bundleOf(language: string): Promise<Bundle> {
    let bundle = this.bundles.get(language);
    if (!bundle) {
      bundle = prefetched.get(language) ?? fetchBundle(language);
      prefetched.delete(language);
      this.bundles.set(language, bundle);
    }
    return bundle;
  }
}

async function fetchBundle(language: string): Promise<Bundle> {
  const response = await fetch(`/api/translation?channel=web3&lang=${encodeURIComponent(language)}`, {
    headers: { accept: 'application/json' },
  });
  const body = (await response.json().catch(() => null)) as { code?: number | string; data?: Bundle } | null;
  // Only the code is kept on failure (spec §8).
  if (!response.ok || !body || body.code !== 0 || !body.data) throw new Error(`translation ${body?.code ?? response.status}`);
  return body.data;
}
