import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { portalApi } from '@/lib/api/portal-api';
import { useAppDispatch, useSharedSelector } from '@/lib/store/hooks';

type CachedQuery = { endpointName?: string; originalArgs?: unknown; status: string };
type Refetch = { initiate: (args: unknown, options: { subscribe: boolean; forceRefetch: boolean }) => never };

/**
 * Names the server makes (lesson types, packages, reasons, …) come in the request's language:
 * when the player switches language, every portal answer held in the cache is asked for again in
 * the new one (the answer on screen stays until its replacement comes), so no screen keeps the old
 * language's server texts beside the new labels.
 */
export function useServerTextsInLanguage() {
  const dispatch = useAppDispatch();
  const store = useStore();
  const language = useSharedSelector((state) => state.language.current);
  const shown = useRef(language);
  useEffect(() => {
    if (language === shown.current) return;
    shown.current = language;
    const { queries } = (store.getState() as { portalApi: { queries: Record<string, CachedQuery | undefined> } }).portalApi;
    const endpoints = portalApi.endpoints as unknown as Record<string, Refetch | undefined>;
    for (const query of Object.values(queries)) {
      const endpoint = query?.endpointName ? endpoints[query.endpointName] : undefined;
      if (!endpoint || query!.status === 'uninitialized') continue;
      void dispatch(endpoint.initiate(query!.originalArgs, { subscribe: false, forceRefetch: true }));
    }
  }, [language, dispatch, store]);
}
