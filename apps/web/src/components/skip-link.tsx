import Link from '@mui/material/Link';

/** The first tab stop: jumps past the app bar and navigation to the page's main content. */
export function SkipLink({ targetId, label }: { targetId: string; label: string }) {
  return (
    <Link
      href={`#${targetId}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -100,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        bgcolor: 'background.paper',
        color: 'primary.dark',
        px: 2,
        py: 1,
        borderRadius: 1,
        boxShadow: 3,
        fontWeight: 600,
        '&:focus': { top: 8 },
      }}
    >
      {label}
    </Link>
  );
}
