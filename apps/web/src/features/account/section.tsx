import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** One titled card of the account page, named for screen readers by its heading. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" variant="outlined" aria-labelledby={id}>
      <CardContent sx={{ display: 'grid', gap: 2, p: { mobile: 2, sm: 3 } }}>
        <Typography id={id} variant="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A quiet confirmation, announced politely. */
export function Saved({ children }: { children: ReactNode }) {
  return (
    <Typography role="status" sx={{ color: 'success.dark', fontWeight: 500 }}>
      {children}
    </Typography>
  );
}
