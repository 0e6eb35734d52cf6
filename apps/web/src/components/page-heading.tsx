import { useEffect, useRef, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';

let isFirstPage = true;

/**
 * A page's h1. It names the document and, after a client-side navigation, takes the focus so a
 * screen reader announces the new page (the first page of a visit leaves focus where it is).
 */
export function PageHeading({ title, documentTitle, children }: { title: string; documentTitle: string; children?: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  useEffect(() => {
    if (isFirstPage) {
      isFirstPage = false;
      return;
    }
    ref.current?.focus();
  }, []);
  return (
    <Typography ref={ref} variant="h1" tabIndex={-1} sx={{ outline: 'none', mb: 1 }}>
      {children ?? title}
    </Typography>
  );
}
