import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { ErrorState } from '@/components/error-state';
import { PageHeading } from '@/components/page-heading';
import { QueryState, type QueryLike } from '@/components/query-state';
import { refusalText } from '@/lib/api/refusal';
import { useSharedSelector } from '@/lib/store/hooks';
import { emptyAddress, valuesOf } from './address-form-logic';
import { useShopPlace } from '../shop-context';
import {
  useAddressBookQuery,
  useCountriesQuery,
  useCreateAddressMutation,
  useDeleteAddressMutation,
  useUpdateAddressMutation,
  type AddressBook,
  type CustomerAddress,
} from './addresses-api';
import { AddressDialog } from './components/address-dialog';
import { AddressText } from './components/address-text';
import { ConfirmDialog } from '@/components/confirm-dialog';

type Dialog = { kind: 'add' } | { kind: 'edit'; address: CustomerAddress } | { kind: 'delete'; address: CustomerAddress } | null;

/** The address book (spec 001 §2): saved addresses, the defaults marked, add, edit, delete and make default. */
export default function AddressesPage() {
  const { t } = useTranslation(['addresses', 'common']);
  const { shop } = useShopPlace();
  const book = useAddressBookQuery(shop);
  const countries = useCountriesQuery(shop);
  const profile = useSharedSelector((state) => state.user.data);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [create] = useCreateAddressMutation();
  const [update, updating] = useUpdateAddressMutation();
  const [remove, removing] = useDeleteAddressMutation();
  const [actionError, setActionError] = useState<string | null>(null);
  const list = book.data?.addresses ?? [];
  const ready = book.data && countries.data;
  // The book and the countries load together: either failing fails the page, and retry asks again for the one that failed.
  const load: QueryLike<AddressBook> = {
    data: book.data,
    isLoading: book.isLoading,
    isError: book.isError || countries.isError,
    error: book.error ?? countries.error,
    refetch: () => (book.isError ? book.refetch() : countries.refetch()),
  };

  const makeDefault = (address: CustomerAddress, kind: 'default_billing' | 'default_shipping') => {
    setActionError(null);
    update({ id: address.id, input: { [kind]: true }, shop })
      .unwrap()
      .catch((error: unknown) => setActionError(refusalText(t, error, 'addresses:refusal', t('saveFailed'))));
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <PageHeading title={t('title')} documentTitle={`${t('title')} · ${t('common:productName')}`} />
        <Button variant="outlined" startIcon={<AddIcon />} disabled={!ready} onClick={() => setDialog({ kind: 'add' })}>
          {t('actions.add')}
        </Button>
      </Box>
      {actionError ? <ErrorState message={actionError} retryLabel={t('common:actions.retry')} /> : null}
      <QueryState
        query={load}
        loadingLabel={t('loading')}
        skeletonHeight={120}
        errorMessage={t('loadFailed')}
        isEmpty={(data) => data.addresses.length === 0}
        empty={
          <Card variant="outlined">
            <CardContent>
              <Typography component="h2" variant="h6">
                {t('empty.title')}
              </Typography>
              <Typography>{t('empty.text')}</Typography>
            </CardContent>
          </Card>
        }
      >
        {() => (
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))' }}
          >
            {list.map((address) => {
              const name = `${address.firstname} ${address.lastname}, ${address.street[0] ?? ''}, ${address.city}`;
              return (
                <Card component="li" variant="outlined" key={address.id} aria-label={name} sx={{ display: 'flex', flexDirection: 'column' }}>
                  <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
                    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', minHeight: 24 }}>
                      {address.default_billing ? <Chip size="small" color="primary" label={t('badges.billing')} /> : null}
                      {address.default_shipping ? <Chip size="small" color="primary" label={t('badges.shipping')} /> : null}
                    </Box>
                    <AddressText
                      address={{
                        ...address,
                        region: address.region?.region ?? null,
                        regionCode: address.region?.region_code ?? null,
                        countryCode: address.country_code,
                      }}
                    />
                  </CardContent>
                  <CardActions sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                    <Button size="small" onClick={() => setDialog({ kind: 'edit', address })} disabled={!ready} aria-label={t('actions.editNamed', { name })}>
                      {t('actions.edit')}
                    </Button>
                    <Button size="small" color="error" onClick={() => setDialog({ kind: 'delete', address })} aria-label={t('actions.deleteNamed', { name })}>
                      {t('actions.delete')}
                    </Button>
                    {address.default_billing ? null : (
                      <Button
                        size="small"
                        disabled={updating.isLoading}
                        onClick={() => makeDefault(address, 'default_billing')}
                        aria-label={t('actions.makeBillingNamed', { name })}
                      >
                        {t('actions.makeBilling')}
                      </Button>
                    )}
                    {address.default_shipping ? null : (
                      <Button
                        size="small"
                        disabled={updating.isLoading}
                        onClick={() => makeDefault(address, 'default_shipping')}
                        aria-label={t('actions.makeShippingNamed', { name })}
                      >
                        {t('actions.makeShipping')}
                      </Button>
                    )}
                  </CardActions>
                </Card>
              );
            })}
          </Box>
        )}
      </QueryState>
      {dialog?.kind === 'add' && countries.data ? (
        <AddressDialog
          mode="add"
          initial={emptyAddress(list[0]?.country_code ?? 'US', profile ? { firstname: profile.firstName, lastname: profile.lastName } : undefined)}
          defaults={{ billing: false, shipping: false }}
          countries={countries.data}
          onSave={(input) => create({ input, shop }).unwrap()}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'edit' && countries.data ? (
        <AddressDialog
          mode="edit"
          initial={valuesOf(dialog.address)}
          defaults={{ billing: dialog.address.default_billing, shipping: dialog.address.default_shipping }}
          countries={countries.data}
          onSave={(input) => update({ id: dialog.address.id, input, shop }).unwrap()}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('deleteDialog.title')}
        text={
          dialog?.kind === 'delete'
            ? t('deleteDialog.text', {
                name: `${dialog.address.firstname} ${dialog.address.lastname}, ${dialog.address.street.join(' ')}, ${dialog.address.city}`,
              })
            : ''
        }
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        busy={removing.isLoading}
        error={removing.isError ? refusalText(t, removing.error, 'addresses:refusal', t('deleteFailed')) : undefined}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          void remove({ id: dialog.address.id, shop })
            .unwrap()
            .then(
              () => setDialog(null),
              () => undefined,
            );
        }}
        onClose={() => {
          setDialog(null);
          removing.reset();
        }}
      />
    </Box>
  );
}
