import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Device } from '@golf/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Panel } from '@/components/panel';
import { useReportDeviceMutation, useUnregisterDeviceMutation } from '../api';
import { serverText } from '../server-text';

type Action = { kind: 'stolen' | 'found' | 'unregister'; device: Device };

/** The owner's devices, what each unlocks, and the rename, report and unregister actions. */
export function DeviceList({ devices, onEdit, onDone }: { devices: Device[]; onEdit: (device: Device) => void; onDone: (message: string) => void }) {
  const { t } = useTranslation('memberships');
  const [action, setAction] = useState<Action | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [report, reporting] = useReportDeviceMutation();
  const [unregister, unregistering] = useUnregisterDeviceMutation();
  if (!devices.length) return <Typography color="text.secondary">{t('devices.empty')}</Typography>;

  const confirm = async () => {
    if (!action) return;
    setError(undefined);
    try {
      if (action.kind === 'unregister') await unregister(action.device.deviceId).unwrap();
      else await report({ deviceId: action.device.deviceId, status: action.kind }).unwrap();
      onDone(t(`devices.done.${action.kind}`, { name: action.device.name }));
      setAction(null);
    } catch (e) {
      setError(serverText(t, e, t('devices.failed')));
    }
  };

  return (
    <Box component="ul" aria-label={t('devices.title')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {devices.map((d) => (
        <Box component="li" key={d.deviceId}>
          <Panel>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                  {d.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('devices.meta', { model: d.model, esn: d.esn })}
                </Typography>
                <Typography variant="body2">{d.features.length ? t('devices.features', { count: d.features.length }) : t('devices.noFeatures')}</Typography>
              </Box>
              {d.blocked ? <Chip color="error" label={t(`devices.blocked.${d.blockedReason ?? 'stolen'}`)} /> : null}
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              <Button size="small" onClick={() => onEdit(d)} aria-label={t('devices.renameLabel', { name: d.name })}>
                {t('devices.rename')}
              </Button>
              {d.blocked ? (
                <Button size="small" onClick={() => setAction({ kind: 'found', device: d })}>
                  {t('devices.found')}
                </Button>
              ) : (
                <Button size="small" onClick={() => setAction({ kind: 'stolen', device: d })} aria-label={t('devices.reportLabel', { name: d.name })}>
                  {t('devices.report')}
                </Button>
              )}
              <Button size="small" color="error" onClick={() => setAction({ kind: 'unregister', device: d })}>
                {t('devices.unregister')}
              </Button>
            </Box>
          </Panel>
        </Box>
      ))}
      <ConfirmDialog
        open={Boolean(action)}
        title={action ? t(`devices.confirm.${action.kind}.title`, { name: action.device.name }) : ''}
        text={action ? t(`devices.confirm.${action.kind}.text`) : ''}
        confirmLabel={action ? t(`devices.confirm.${action.kind}.ok`) : ''}
        cancelLabel={t('actions.cancel')}
        busy={reporting.isLoading || unregistering.isLoading}
        error={error}
        onConfirm={() => void confirm()}
        onClose={() => {
          setAction(null);
          setError(undefined);
        }}
      />
    </Box>
  );
}
