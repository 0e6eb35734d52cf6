import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Words for "loading" before the translations themselves have arrived. */
const LOADING: Record<string, string> = { en: 'Loading', fr: 'Chargement', ja: '読み込み中', zh: '加载中' };

/**
 * A centred spinner for lazy routes, the first paint and waits the player should know about;
 * announced politely to screen readers. `showLabel` also prints the label under the spinner.
 * Drawn with CSS alone: it is on screen before anything else has loaded.
 */
export function LoadingScreen({ label, showLabel = false, minHeight = '60vh' }: { label?: string; showLabel?: boolean; minHeight?: string | number }) {
  const text = label ?? LOADING[document.documentElement.lang] ?? LOADING.en!;
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2, minHeight }}>
      <Box
        role="progressbar"
        aria-label={text}
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: 4,
          borderColor: 'rgba(194, 65, 12, 0.2)',
          borderTopColor: 'primary.main',
          animation: 'golf-spin 0.9s linear infinite',
          '@keyframes golf-spin': { to: { transform: 'rotate(360deg)' } },
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
        }}
      />
      {showLabel ? <Typography sx={{ textAlign: 'center' }}>{text}</Typography> : null}
    </Box>
  );
}
