import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Words for "loading" before the translations themselves have arrived. */
const LOADING: Record<string, string> = { en: 'Loading', fr: 'Chargement', ja: '読み込み中', zh: '加载中' };

/**
 * A centred spinner for lazy routes, the first paint and waits the player should know about;
 * announced politely to screen readers. `showLabel` also prints the label under the spinner.
 */
export function LoadingScreen({ label, showLabel = false, minHeight = '60vh' }: { label?: string; showLabel?: boolean; minHeight?: string | number }) {
  const text = label ?? LOADING[document.documentElement.lang] ?? LOADING.en!;
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2, minHeight }}>
      <CircularProgress aria-label={text} />
      {showLabel ? <Typography sx={{ textAlign: 'center' }}>{text}</Typography> : null}
    </Box>
  );
}
