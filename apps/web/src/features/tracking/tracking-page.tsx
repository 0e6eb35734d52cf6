import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { ScrollRegion } from '@/components/scroll-region';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { TrackingAverages, TrackingInput, TrackingScore } from '@golf/contracts';
import type { ApiError } from '@/lib/api/api-error';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { PracticeSections } from '@/components/practice-sections';
import { useAddTrackingMutation, useDeleteTrackingMutation, useEditTrackingMutation, useTrackingQuery } from './api';
import { TrackingDialog, type EditStatus } from './tracking-dialog';
import { formatMeasure, formatShare, NO_VALUE } from '@/lib/format/number';
import { dateText } from '@/lib/format/intl-formats';

function Averages({ title, a }: { title: string; a: TrackingAverages }) {
  const { t, i18n } = useTranslation('tracking');
  const pct = (v: number | null) => formatShare(v, i18n.language);
  const n = (v: number | null) => formatMeasure(v, i18n.language, 2);
  const items = [
    [t('summary.scoring'), n(a.scoringAverage)],
    [t('summary.gir'), pct(a.girRate)],
    [t('summary.near'), pct(a.nearGreenRate)],
    [t('summary.scrambling'), pct(a.scramblingRate)],
    [t('summary.threePutts'), n(a.threePuttsPerRound)],
    [t('summary.trouble'), n(a.troubleTeeShotsPerRound)],
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
          {title}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: '4px 16px', m: 0 }}>
          {items.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <dt>{label}</dt>
              <Box component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 600 }}>
                {value}
              </Box>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/** Game tracking: rounds with their key numbers, averages and the latest-five trend; add, edit, delete. */
export default function TrackingPage() {
  const { t, i18n } = useTranslation(['tracking', 'common']);
  const list = useTrackingQuery();
  const [editing, setEditing] = useState<TrackingScore | 'new' | null>(null);
  const [status, setStatus] = useState<EditStatus>('none');
  const [error, setError] = useState<{ message: string; field?: string }>();
  const [add] = useAddTrackingMutation();
  const [edit] = useEditTrackingMutation();
  const [remove] = useDeleteTrackingMutation();
  const close = () => {
    setEditing(null);
    setError(undefined);
  };
  const save = async (input: TrackingInput) => {
    setStatus('wait');
    try {
      if (editing === 'new') await add(input).unwrap();
      else if (editing) await edit({ ...input, trackingID: editing.trackingID }).unwrap();
      setStatus('success');
      close();
    } catch (e) {
      setStatus('none');
      setError({ message: (e as ApiError).message, field: (e as ApiError).field });
    }
  };
  return (
    // minmax(0, 1fr): the rounds table scrolls inside its region instead of widening the page on a phone.
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <PageHeading title={t('title')} documentTitle={`${t('title')} · ${t('common:productName')}`} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => (setStatus('none'), setEditing('new'))}>
          {t('actions.add')}
        </Button>
      </Box>
      <PracticeSections />
      {status === 'success' ? (
        <Alert severity="success" role="status" onClose={() => setStatus('none')}>
          {t('saved')}
        </Alert>
      ) : null}
      <QueryState query={list} loadingLabel={t('loading')} errorMessage={t('loadFailed')}>
        {(data) => (
          <>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <Averages title={t('summary.all', { count: data.summary.all.rounds })} a={data.summary.all} />
              <Averages title={t('summary.lastFive')} a={data.summary.lastFive} />
            </Box>
            <ScrollRegion label={t('rounds')}>
              <Table size="small" aria-label={t('rounds')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('fields.playDate')}</TableCell>
                    <TableCell>{t('fields.courseName')}</TableCell>
                    <TableCell align="right">{t('fields.score')}</TableCell>
                    <TableCell align="right">{t('fields.otg')}</TableCell>
                    <TableCell>
                      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('actionsColumn')}</span>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.items.map((r) => (
                    <TableRow key={r.trackingID}>
                      <TableCell>{dateText(new Date(`${r.playDate}T12:00:00`), i18n.language, { dateStyle: 'medium' })}</TableCell>
                      <TableCell>{r.courseName}</TableCell>
                      <TableCell align="right">{t('scoreOf', { score: r.score, holes: r.roundHole })}</TableCell>
                      <TableCell align="right">{r.otg === null ? NO_VALUE : `${r.otg}/${r.roundHole}`}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <Button
                          size="small"
                          onClick={() => (setStatus('none'), setEditing(r))}
                          aria-label={t('actions.editOf', { course: r.courseName, date: r.playDate })}
                        >
                          {t('actions.edit')}
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          onClick={() => void remove(r.trackingID)}
                          aria-label={t('actions.deleteOf', { course: r.courseName, date: r.playDate })}
                        >
                          {t('actions.delete')}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollRegion>
          </>
        )}
      </QueryState>
      {editing ? (
        <TrackingDialog
          key={editing === 'new' ? 'new' : editing.trackingID}
          open
          entry={editing === 'new' ? null : editing}
          status={status}
          error={error}
          onSave={(i) => void save(i)}
          onClose={close}
        />
      ) : null}
    </Box>
  );
}
