import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { regionName } from '@/lib/format/region-name';
import { useSharedSelector } from '@/lib/store/hooks';

/** Which regional site this is (from the public configuration) and the server version. */
export function SiteNote() {
  const { t, i18n } = useTranslation('common');
  const config = useSharedSelector((state) => state.config.data);
  if (!config) return null;
  const site = config.site === 'GLOBAL' ? t('site.global') : regionName(config.site, i18n.language);
  // A site of one region is named by it; the shared site lists the regions it serves.
  const regions = config.region.length > 1 ? config.region.map((code) => regionName(code, i18n.language)).join(', ') : null;
  return (
    <Typography variant="body2" color="text.secondary">
      {regions ? t('site.noteWithRegions', { site, regions, version: config.version }) : t('site.note', { site, version: config.version })}
    </Typography>
  );
}
