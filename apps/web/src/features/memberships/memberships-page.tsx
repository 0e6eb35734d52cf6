import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Device, Membership, MembershipChargeResult } from '@golf/contracts';
import { ErrorState } from '@/components/error-state';
import { formatMoney } from '@/lib/format/money';
import { LoadingScreen } from '@/components/loading-screen';
import { PageHeading } from '@/components/page-heading';
import { useGetMeQuery } from '@/lib/session/session-api';
import { useSharedSelector } from '@/lib/store/hooks';
import {
  useChargeMembershipMutation,
  useDevicesQuery,
  useMembershipsQuery,
  usePlansQuery,
  useUpgradeMembershipMutation,
  type ChargeInput,
  type UpgradeInput,
} from './api';
import { forgetPendingPayment, pendingPayment } from './pending-payment';
import { serverText } from './server-text';
import { ActiveMembershipDialog } from './components/active-membership-dialog';
import { BuyMembershipDialog } from './components/buy-membership-dialog';
import { DeviceList } from './components/device-list';
import { MembershipList } from './components/membership-list';
import { PrepaidDialog } from './components/prepaid-dialog';
import { RegisterDeviceDialog } from './components/register-device-dialog';
import { UpgradeDialog } from './components/upgrade-dialog';
import { errorText } from '@/lib/errors/error-text';
import { dateTimeFormat, displayNames } from '@/lib/format/intl-formats';

/** A currency as a person names it in their language ("US dollars"), else its code. */
function currencyName(code: string, language: string): string {
  try {
    return displayNames(language, { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}

type Modal =
  | { kind: 'register'; editing: Device | null }
  | { kind: 'active' }
  | { kind: 'buy'; device: Device; carryOver?: Membership }
  | { kind: 'prepaid' }
  | { kind: 'upgrade'; membership: Membership }
  | null;

/** Launch-monitor devices and memberships: register, buy, upgrade, redeem prepaid cards, renew. */
export default function MembershipsPage() {
  const { t, i18n } = useTranslation(['memberships', 'common']);
  const me = useGetMeQuery();
  const store = useSharedSelector((s) => s.user.eSkytrakStoreCode);
  const token = useSharedSelector((s) => s.user.eSkytrakToken);
  const devices = useDevicesQuery();
  const memberships = useMembershipsQuery();
  const plans = usePlansQuery();
  const [modal, setModal] = useState<Modal>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [params, setParams] = useSearchParams();
  const [charge] = useChargeMembershipMutation();
  const [upgrade] = useUpgradeMembershipMutation();

  const boughtNotice = useCallback(
    (r: MembershipChargeResult) =>
      r.status === 'scheduled'
        ? t('notice.scheduled', {
            plan: r.membership?.planName ?? '',
            date: dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(r.nextCharge ?? Date.now())),
            number: r.increment_id ?? '',
          })
        : t('notice.bought', { plan: r.membership?.planName ?? '', device: r.membership?.device.name ?? '', number: r.increment_id ?? '' }),
    [t, i18n.language],
  );

  // Back from the bank's 3-D Secure page (a cold page load): pay again with the same details and
  // reference (the gateway finds the verification). The return address and the kept payment stay
  // until the outcome is known, so a reload meanwhile pays the same purchase again, never a second.
  const returning = useRef(false);
  useEffect(() => {
    if (params.get('payment') !== 'return' || returning.current) return;
    returning.current = true;
    const pending = pendingPayment();
    const done = () => {
      forgetPendingPayment();
      setParams({}, { replace: true });
    };
    if (!pending) {
      done();
      return;
    }
    const call = pending.kind === 'buy' ? charge(pending.body as unknown as ChargeInput).unwrap() : upgrade(pending.body as unknown as UpgradeInput).unwrap();
    call
      .then((r) =>
        setNotice({
          severity: r.status === 'requires_action' ? 'error' : 'success',
          text:
            r.status === 'requires_action'
              ? t('notice.notVerified')
              : pending.kind === 'buy'
                ? boughtNotice(r)
                : t('notice.upgraded', {
                    plan: r.membership?.planName ?? '',
                    amount: formatMoney({ value: r.amount, currency: r.currency }, i18n.language),
                    number: r.increment_id ?? '',
                  }),
        }),
      )
      .catch((e: unknown) => setNotice({ severity: 'error', text: serverText(t, e, t('buy.failed')) }))
      .finally(done);
  }, [params, setParams, charge, upgrade, t, i18n.language, boughtNotice]);

  const title = t('title');
  if (devices.isLoading || memberships.isLoading || plans.isLoading) return <LoadingScreen label={t('loading')} />;
  if (devices.isError || memberships.isError || plans.isError || !devices.data || !memberships.data || !plans.data) {
    const problem = devices.error ?? memberships.error ?? plans.error;
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <PageHeading title={title} documentTitle={`${title} · ${t('common:productName')}`} />
        <ErrorState
          message={errorText(t, problem, { fallback: t('loadFailed') })}
          retryLabel={t('common:actions.retry')}
          onRetry={() => {
            void devices.refetch();
            void memberships.refetch();
            void plans.refetch();
          }}
        />
      </Box>
    );
  }
  const shop = store && token ? { store, token } : null;
  const email = me.data?.email ?? '';
  const usable = devices.data.filter((d) => !d.blocked);
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 960, minWidth: 0 }}>
      <PageHeading title={title} documentTitle={`${title} · ${t('common:productName')}`} />
      {/* The store code (STSVEN) is ours, not the customer's: they read the currency they pay in. */}
      <Typography color="text.secondary">{t('intro', { currency: currencyName(plans.data.currency, i18n.language), code: plans.data.currency })}</Typography>
      {notice ? (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      ) : null}
      <Box component="section" aria-labelledby="devices-heading" sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id="devices-heading" variant="h6" component="h2">
            {t('devices.title')}
          </Typography>
          <Button variant="contained" onClick={() => setModal({ kind: 'register', editing: null })}>
            {t('devices.register')}
          </Button>
        </Box>
        <DeviceList
          devices={devices.data}
          onEdit={(d) => setModal({ kind: 'register', editing: d })}
          onDone={(text) => setNotice({ severity: 'success', text })}
        />
      </Box>
      <Box component="section" aria-labelledby="memberships-heading" sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id="memberships-heading" variant="h6" component="h2">
            {t('memberships.title')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="contained"
              disabled={!usable.length || !shop}
              // One device needs no choosing: the buy modal opens on it; several open the active-membership modal first.
              onClick={() => setModal(usable.length === 1 ? { kind: 'buy', device: usable[0]! } : { kind: 'active' })}
            >
              {t('memberships.buy')}
            </Button>
            <Button variant="outlined" disabled={!usable.length} onClick={() => setModal({ kind: 'prepaid' })}>
              {t('memberships.prepaid')}
            </Button>
          </Box>
        </Box>
        {!usable.length ? (
          <Typography variant="body2" color="text.secondary">
            {t('memberships.registerFirst')}
          </Typography>
        ) : null}
        <MembershipList
          memberships={memberships.data}
          onUpgrade={(m) => setModal({ kind: 'upgrade', membership: m })}
          onSendPayment={(m) => {
            const device = devices.data.find((d) => d.deviceId === m.device.deviceId);
            if (device) setModal({ kind: 'buy', device, carryOver: m });
          }}
          onError={(text) => setNotice({ severity: 'error', text })}
        />
      </Box>
      {modal?.kind === 'register' ? (
        <RegisterDeviceDialog
          open
          editing={modal.editing}
          onClose={(device) => {
            setModal(null);
            if (device) setNotice({ severity: 'success', text: t('devices.registered', { name: device.name }) });
          }}
        />
      ) : null}
      {modal?.kind === 'active' ? (
        <ActiveMembershipDialog
          open
          devices={devices.data}
          memberships={memberships.data}
          onClose={(device) => setModal(device ? { kind: 'buy', device } : null)}
        />
      ) : null}
      {modal?.kind === 'buy' && shop ? (
        <BuyMembershipDialog
          open
          key={`${modal.device.deviceId}-${modal.carryOver?.membershipId ?? ''}`}
          device={modal.device}
          carryOver={modal.carryOver}
          plans={plans.data}
          shop={shop}
          email={email}
          onClose={(r) => {
            setModal(null);
            if (r) setNotice({ severity: 'success', text: boughtNotice(r) });
          }}
        />
      ) : null}
      {modal?.kind === 'prepaid' ? (
        <PrepaidDialog
          open
          devices={devices.data}
          email={email}
          onClose={(text) => {
            setModal(null);
            if (text) setNotice({ severity: 'success', text });
          }}
        />
      ) : null}
      {modal?.kind === 'upgrade' && shop ? (
        <UpgradeDialog
          open
          membership={modal.membership}
          shop={shop}
          email={email}
          onClose={(text) => {
            setModal(null);
            if (text) setNotice({ severity: 'success', text });
          }}
        />
      ) : null}
    </Box>
  );
}
