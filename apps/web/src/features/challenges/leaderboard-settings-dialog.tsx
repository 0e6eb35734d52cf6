import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { ApiError } from '@/lib/api/api-error';
import { FormField } from '@/components/form-field';
import { useLeaderboardSettingsQuery, useSaveLeaderboardSettingsMutation } from './api';

/** What the player agrees to show on leaderboards: a display name, never the e-mail. */
export function LeaderboardSettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('challenges');
  const titleId = useId();
  const settings = useLeaderboardSettingsQuery();
  const [name, setName] = useState<string | null>(null);
  const [visible, setVisible] = useState<boolean | null>(null);
  const [save, saving] = useSaveLeaderboardSettingsMutation();
  const [error, setError] = useState<string>();
  const displayName = name ?? settings.data?.displayName ?? '';
  const isVisible = visible ?? settings.data?.isVisible ?? false;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('leaderboard.settings')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
        {error ? <Alert severity="error">{error}</Alert> : null}
        <FormControlLabel control={<Switch checked={isVisible} onChange={(e) => setVisible(e.target.checked)} />} label={t('leaderboard.show')} />
        <FormField
          label={t('leaderboard.displayName')}
          value={displayName}
          onChange={(e) => setName(e.target.value)}
          helperText={t('leaderboard.displayNameHelp')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          disabled={saving.isLoading || !settings.data}
          onClick={() =>
            save({ displayName, isVisible })
              .unwrap()
              .then(onClose, (e: ApiError) => setError(e.message))
          }
        >
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
