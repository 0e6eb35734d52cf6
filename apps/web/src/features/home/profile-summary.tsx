import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { personName, type Profile } from '@golf/contracts';
import { regionName } from '@/lib/format/region-name';
import { toUserType } from '@/lib/session/user-type';

/** The account kind as the player would say it. */
function accountKind(profile: Profile): 'subAccount' | 'familyParent' | 'individual' {
  if (profile.isSubAccountsLogin) return 'subAccount';
  return profile.hasFamily ? 'familyParent' : 'individual';
}

/** Who is signed in: name, region, player type and the units the portal will use. */
export function ProfileSummary({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('home');
  const rows: { label: string; value: string }[] = [
    { label: t('profile.name'), value: personName(profile) },
    ...(profile.email ? [{ label: t('profile.email'), value: profile.email }] : []),
    { label: t('profile.region'), value: regionName(profile.region, i18n.language) },
    { label: t('profile.playerType'), value: t(`playerType.${toUserType(profile.type)}`) },
    { label: t('profile.distances'), value: profile.enableMetricDistances ? t('units.metres') : t('units.yards') },
    { label: t('profile.speeds'), value: profile.enableMetricSpeeds ? t('units.kmh') : t('units.mph') },
    { label: t('profile.handedness'), value: profile.handedness.toLowerCase().startsWith('l') ? t('handedness.left') : t('handedness.right') },
    { label: t('profile.account'), value: t(`account.${accountKind(profile)}`) },
  ];

  return (
    <Card component="section" variant="outlined" aria-labelledby="profile-summary-title" sx={{ maxWidth: 760 }}>
      <CardContent sx={{ p: { mobile: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
          <Typography id="profile-summary-title" variant="h2">
            {t('profile.title')}
          </Typography>
          {profile.adminCoachId !== null ? <Chip size="small" color="primary" variant="outlined" label={t('profile.openedByCoach')} /> : null}
        </Box>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { mobile: '1fr', sm: 'minmax(10rem, max-content) 1fr' },
            columnGap: 3,
            rowGap: { mobile: 0.25, sm: 1.5 },
          }}
        >
          {rows.map((row) => (
            <Box key={row.label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary" sx={{ mt: { mobile: 1.25, sm: 0 } }}>
                {row.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
                {row.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
