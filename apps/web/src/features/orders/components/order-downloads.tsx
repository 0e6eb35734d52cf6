import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';

interface DownloadLink {
  uid: string;
  title?: string | null;
  download_url?: string | null;
}

/** The files an order line bought: a download for each once the order is paid, a note until then. */
export function OrderDownloads({ links }: { links: readonly (DownloadLink | null)[] }) {
  const { t } = useTranslation('orders');
  const files = links.filter((l): l is DownloadLink => l !== null);
  const ready = files.every((l) => l.download_url);
  return (
    <Box component="section" aria-label={t('detail.downloads')} sx={{ mt: 1, display: 'grid', gap: 0.5 }}>
      <Typography variant="subtitle2" component="h4">
        {t('detail.downloads')}
      </Typography>
      {ready ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
          {files.map((l) => (
            <li key={l.uid}>
              <Link
                href={l.download_url!}
                download
                aria-label={t('detail.downloadLabel', { title: l.title ?? '' })}
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44, overflowWrap: 'anywhere' }}
              >
                <DownloadIcon fontSize="small" aria-hidden />
                {l.title}
              </Link>
            </li>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('detail.downloadPending')}
        </Typography>
      )}
    </Box>
  );
}
