import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/form-field';
import { formatNumber } from '@/lib/format/number';
import { useSaveAboutMutation, type About } from './api';
import { accountError } from './error-text';
import { Saved, Section } from './section';

const num = (s: string) => (s.trim() === '' ? null : Number(s));

/** About my game: the player's golf in their own words, for their coach. */
export function AboutForm({ about }: { about: About }) {
  const { t, i18n } = useTranslation('account');
  const { handicapFigure, updatedAt: _updatedAt, ...written } = about;
  const [save, saving] = useSaveAboutMutation();
  const [v, setV] = useState({
    yearsPlaying: about.yearsPlaying?.toString() ?? '',
    handicap: about.handicap?.toString() ?? '',
    roundsPerMonth: about.roundsPerMonth?.toString() ?? '',
    homeCourse: about.homeCourse ?? '',
    goals: (about.goals ?? []).join('\n'),
    challenges: about.challenges ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const text = (key: keyof typeof v) => ({ value: v[key], onChange: (e: { target: { value: string } }) => setV((o) => ({ ...o, [key]: e.target.value })) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSaved(false);
    try {
      await save({
        ...written,
        yearsPlaying: num(v.yearsPlaying),
        handicap: num(v.handicap),
        roundsPerMonth: num(v.roundsPerMonth),
        homeCourse: v.homeCourse.trim() || null,
        goals: v.goals
          .split('\n')
          .map((g) => g.trim())
          .filter(Boolean)
          .slice(0, 10),
        challenges: v.challenges.trim() || null,
      }).unwrap();
      setSaved(true);
    } catch (caught) {
      setError(accountError(caught, t).message);
    }
  };

  return (
    <Section id="about-title" title={t('about.title')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        {error ? <FormError id="about-error" message={error} /> : null}
        <Typography id="about-index">
          {handicapFigure.handicapIndex === null
            ? t('about.indexNeeded', { count: handicapFigure.roundsNeeded })
            : t('about.index', { value: formatNumber(handicapFigure.handicapIndex, i18n.language, 1) })}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { mobile: '1fr', sm: '1fr 1fr 1fr' } }}>
          <FormField label={t('about.yearsPlaying')} type="number" inputProps={{ min: 0, max: 90 }} {...text('yearsPlaying')} />
          <FormField
            label={t('about.handicap')}
            type="number"
            inputProps={{ min: -10, max: 54, step: 0.1 }}
            helperText={t('about.handicapHint')}
            {...text('handicap')}
          />
          <FormField label={t('about.roundsPerMonth')} type="number" inputProps={{ min: 0, max: 60 }} {...text('roundsPerMonth')} />
        </Box>
        <FormField label={t('about.homeCourse')} {...text('homeCourse')} />
        <FormField label={t('about.goals')} multiline minRows={2} {...text('goals')} helperText={t('about.goalsHint')} />
        <FormField label={t('about.challenges')} multiline minRows={2} {...text('challenges')} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Button type="submit" variant="contained" disabled={saving.isLoading}>
            {t('about.save')}
          </Button>
          {saved ? <Saved>{t('about.saved')}</Saved> : null}
        </Box>
      </Box>
    </Section>
  );
}
