import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSharedSelector } from '@/lib/store/hooks';

const FAMILY_PATH = '/sign-in/family';

/** Signed-in screens: a parent still choosing goes to the family choice, anyone else to sign-in. */
export function RequireSession({ children }: { children: ReactNode }) {
  const user = useSharedSelector((state) => state.user);
  const location = useLocation();
  if (user.isAuthenticated) return children;
  const from = `${location.pathname}${location.search}`;
  if (user.familyLoginCheck === 'pending' && user.token) return <Navigate to={FAMILY_PATH} replace state={{ from }} />;
  return <Navigate to="/sign-in" replace state={{ from }} />;
}

/** The family choice exists only between a parent's credentials and their choice. */
export function RequireFamilyChoice({ children }: { children: ReactNode }) {
  const user = useSharedSelector((state) => state.user);
  const location = useLocation();
  if (user.familyLoginCheck === 'pending' && user.token) return children;
  return <Navigate to={user.isAuthenticated ? '/' : '/sign-in'} replace state={location.state} />;
}
