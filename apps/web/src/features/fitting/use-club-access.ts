import { useEffect, useState } from 'react';
import { useGetMeQuery } from '@/lib/session/session-api';
import { useSharedSelector } from '@/lib/store/hooks';
import { useClubTokenMutation, type ClubCall } from './api';

/** The store of the player's region (club orders are made in the main shop). */
export const storeOfRegion = (region: string | null | undefined) => (region === 'JP' ? 'JP' : region === 'CA' ? 'CA' : 'US');

/**
 * The customer token club orders use: generated for the player's own e-mail (spec 001 §6) once per
 * page, in the player's main-shop store.
 */
export function useClubAccess(): { access: ClubCall | null; failed: boolean } {
  // The profile is not kept across page loads: read it (cached once loaded) for the e-mail.
  const me = useGetMeQuery();
  const email = me.data?.email ?? null;
  const store = useSharedSelector((state) => state.user.eStoreCode) ?? storeOfRegion(me.data?.region);
  const [generate, result] = useClubTokenMutation();
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    if (!email || !store) return;
    let live = true;
    generate({ store, email })
      .unwrap()
      .then((t) => live && setToken(t))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [email, store, generate]);
  return { access: token && store ? { store, token } : null, failed: result.isError || me.isError };
}
