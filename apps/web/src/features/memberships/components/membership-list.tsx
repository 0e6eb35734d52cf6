import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { Membership } from '@golf/contracts';
import { Panel } from '@/components/panel';
import { formatMoney } from '@/lib/format/money';
import { useSetAutoRenewMutation } from '../api';
import { serverText } from '../server-text';
import { dateTimeFormat } from '@/lib/format/intl-formats';

const LIVE = new Set(['active', 'scheduled', 'past_due']);

/** A live legacy plan no purchase carries over yet: its owner may send payment info to continue after it ends. */
export const isCarriedOverLater = (m: Membership, all: Membership[]) =>
  m.source === 'legacy' && m.status === 'active' && m.legacyId !== null && !all.some((o) => o.referenceLegacyId === m.legacyId && o.status !== 'expired');

/** Memberships from every source, with renewal, status, auto-renew and the upgrade action. */
export function MembershipList({
  memberships,
  onUpgrade,
  onSendPayment,
  onError,
}: {
  memberships: Membership[];
  onUpgrade: (m: Membership) => void;
  /** A legacy plan that does not renew: send payment info to continue on a current plan when it ends. */
  onSendPayment: (m: Membership) => void;
  onError: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('memberships');
  const [setAutoRenew, saving] = useSetAutoRenewMutation();
  const day = (iso: string) => dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  if (!memberships.length) return <Typography color="text.secondary">{t('memberships.empty')}</Typography>;
  return (
    <Box component="ul" aria-label={t('memberships.title')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {memberships.map((m) => (
        <Box component="li" key={m.membershipId}>
          <Panel>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                {m.planName}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Chip size="small" label={t(`source.${m.source}`)} />
                <Chip
                  size="small"
                  color={m.status === 'active' ? 'success' : m.status === 'past_due' ? 'warning' : 'default'}
                  label={t(`status.${m.status}`)}
                />
              </Box>
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t('memberships.meta', {
                device: m.device.name,
                esn: m.device.esn,
                price: formatMoney({ value: m.price, currency: m.currency }, i18n.language),
                term: t(`term.${m.term}`),
              })}
            </Typography>
            <Typography variant="body2">
              {t('memberships.dates', { start: day(m.startsAt), end: day(m.endsAt) })}
              {m.renewsAt ? ` · ${t('memberships.renews', { date: day(m.renewsAt) })}` : ''}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
              {m.source === 'skytrak' && LIVE.has(m.status) ? (
                <FormControlLabel
                  control={
                    <Switch
                      checked={m.autoRenew}
                      disabled={saving.isLoading}
                      onChange={(e) =>
                        setAutoRenew({ membershipId: m.membershipId, autoRenew: e.target.checked })
                          .unwrap()
                          .catch((err: unknown) => onError(serverText(t, err, t('memberships.saveFailed'))))
                      }
                    />
                  }
                  label={t('memberships.autoRenew')}
                />
              ) : null}
              {isCarriedOverLater(m, memberships) ? (
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => onSendPayment(m)}
                  aria-label={t('sendPayment.label', { plan: m.planName, device: m.device.name })}
                >
                  {t('sendPayment.open')}
                </Button>
              ) : null}
              {m.upgrades.length ? (
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => onUpgrade(m)}
                  aria-label={t('memberships.upgradeLabel', { plan: m.planName, device: m.device.name })}
                >
                  {t('memberships.upgrade')}
                </Button>
              ) : m.source === 'skytrak' && LIVE.has(m.status) ? (
                // No Upgrade button: say why, so the owner is not left looking for one.
                <Typography variant="body2" color="text.secondary">
                  {m.status === 'active' ? t('memberships.topPlan') : t('memberships.upgradeLater', { date: day(m.startsAt) })}
                </Typography>
              ) : null}
            </Box>
          </Panel>
        </Box>
      ))}
    </Box>
  );
}
