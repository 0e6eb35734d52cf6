import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCORECARD_TOGGLES, type ScorecardToggles } from '@golf/contracts';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useSaveScorecardSettingsMutation } from '../api';

/** What the scorecard shows (spec §3 toggles), saved for the player at each change. */
export function TogglesPanel({ toggles }: { toggles: ScorecardToggles }) {
  const { t } = useTranslation('rounds');
  const [save] = useSaveScorecardSettingsMutation();
  // Shown at once; the saved settings then refresh the scorecard.
  const [shown, setShown] = useState(toggles);
  const change = (key: keyof ScorecardToggles, value: boolean) => {
    setShown({ ...shown, [key]: value });
    void save({ [key]: value });
  };
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, m: 0, p: 1.5 }}>
      <legend>{t('scorecard.showRows')}</legend>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}>
        {SCORECARD_TOGGLES.map((key) => (
          <FormControlLabel key={key} control={<Checkbox checked={shown[key]} onChange={(e) => change(key, e.target.checked)} />} label={t(`toggles.${key}`)} />
        ))}
      </FormGroup>
    </Box>
  );
}
