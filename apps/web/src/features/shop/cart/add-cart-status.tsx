import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Alert from '@mui/material/Alert';
import Link2 from '@mui/material/Link';
import Snackbar from '@mui/material/Snackbar';

/**
 * The shop-wide add-to-cart status (spec 001 §4): bundle and configurable subscription adds signal
 * addSuccess or addFailed here, so the outcome is told wherever the shopper is by then (a bundle's
 * add takes a moment; they may have gone on to another page).
 */
export type AddCartStatus = { kind: 'empty' } | { kind: 'addSuccess'; name: string } | { kind: 'addFailed'; name: string; message: string | null };

interface AddCartStatusValue {
  status: AddCartStatus;
  signal: (status: AddCartStatus) => void;
}

const AddCartStatusContext = createContext<AddCartStatusValue | null>(null);

/** Holds the status for every screen of one shop. */
export function AddCartStatusProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AddCartStatus>({ kind: 'empty' });
  const value = useMemo(() => ({ status, signal: setStatus }), [status]);
  return <AddCartStatusContext.Provider value={value}>{children}</AddCartStatusContext.Provider>;
}

/** Signals an add's outcome to the shop-wide status; without a provider (outside a shop) it does nothing. */
export function useSignalAddCartStatus(): (status: AddCartStatus) => void {
  const context = useContext(AddCartStatusContext);
  const signal = context?.signal;
  return useCallback((status: AddCartStatus) => signal?.(status), [signal]);
}

/** The shop-wide notice of the last signalled add, with the way to the cart after a success. */
export function AddCartStatusNotice({ cartPath }: { cartPath: string }) {
  const { t } = useTranslation('shop');
  const context = useContext(AddCartStatusContext);
  if (!context) return null;
  const { status, signal } = context;
  const close = () => signal({ kind: 'empty' });
  return (
    <Snackbar
      open={status.kind !== 'empty'}
      autoHideDuration={status.kind === 'addSuccess' ? 8000 : null}
      onClose={(_event, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ top: { xs: 72, sm: 80 } }}
    >
      {status.kind === 'addFailed' ? (
        <Alert severity="error" role="alert" variant="filled" onClose={close}>
          {status.message || t('purchase.failedNamed', { name: status.name })}
        </Alert>
      ) : (
        <Alert severity="success" role="status" variant="filled" sx={{ alignItems: 'center' }}>
          {t('purchase.added', { name: status.kind === 'addSuccess' ? status.name : '' })}{' '}
          <Link2 component={Link} to={cartPath} color="inherit" sx={{ fontWeight: 700 }}>
            {t('purchase.viewCart')}
          </Link2>
        </Alert>
      )}
    </Snackbar>
  );
}
