import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { Bag, Club } from '@golf/contracts';
import { ErrorState } from '@/components/error-state';
import { useBagQuery, useCategoriesQuery, useManufacturersQuery, useParentCategoriesQuery, useRemoveClubMutation } from '../api';
import { categoryName, clubName } from '../club-names';
import { CLUBS_IN_PLAY_LIMIT } from '../constants';
import { bagsErrorText } from '../error-text';
import type { DistanceUnit } from '../units';
import { useSaveClub } from '../use-save-club';
import { ClubCard } from './club-card';
import { ClubDialog } from './club-dialog';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** One bag: its clubs grouped as they sit in the bag, the 14-club warning, and club dialogs. */
export function BagPanel({ bag, unit, onRename, onDelete }: { bag: Bag; unit: DistanceUnit; onRename: () => void; onDelete: () => void }) {
  const { t } = useTranslation(['bags', 'common']);
  const detail = useBagQuery(bag.id);
  const parents = useParentCategoriesQuery();
  const categories = useCategoriesQuery();
  const manufacturers = useManufacturersQuery();
  const [removeClub, removal] = useRemoveClubMutation();
  const saveClub = useSaveClub(bag.id);
  const [editing, setEditing] = useState<{ club: Club | null } | null>(null);
  const [removing, setRemoving] = useState<Club | null>(null);
  const clubs = detail.data?.clubs ?? [];
  const groups = (parents.data ?? []).map((p) => ({ parent: p, clubs: clubs.filter((c) => c.category.parentId === p.id) })).filter((g) => g.clubs.length > 0);
  const count = detail.data?.clubCount ?? bag.clubCount;

  return (
    <Box component="section" aria-labelledby={`bag-${bag.id}-title`} sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography id={`bag-${bag.id}-title`} variant="h2" sx={{ fontSize: '1.5rem', overflowWrap: 'anywhere' }}>
            {bag.bagName}
          </Typography>
          <Typography color="text.secondary">{t('clubCount', { count })}</Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ club: null })} disabled={!parents.data || !categories.data}>
          {t('actions.addClub')}
        </Button>
        <Button onClick={onRename}>{t('actions.renameBag')}</Button>
        <Button color="error" onClick={onDelete}>
          {t('actions.deleteBag')}
        </Button>
      </Box>
      {count > CLUBS_IN_PLAY_LIMIT ? <Alert severity="warning">{t('overLimit', { count })}</Alert> : null}
      {detail.isError ? <ErrorState message={t('bagLoadFailed')} retryLabel={t('common:actions.retry')} onRetry={() => void detail.refetch()} /> : null}
      {detail.isLoading ? (
        <Box role="status" aria-label={t('loading')} sx={{ display: 'grid', gap: 1 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={96} />
          ))}
        </Box>
      ) : detail.data && clubs.length === 0 ? (
        <Typography>{t('noClubs')}</Typography>
      ) : null}
      {groups.map(({ parent, clubs: inGroup }) => (
        <Box key={parent.id} sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
            {categoryName(t, parent)}
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: { mobile: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' } }}>
            {inGroup.map((club) => (
              <ClubCard key={club.id} club={club} onEdit={() => setEditing({ club })} onRemove={() => setRemoving(club)} />
            ))}
          </Box>
        </Box>
      ))}
      {editing && parents.data && categories.data ? (
        <ClubDialog
          bagId={bag.id}
          bagName={bag.bagName}
          club={editing.club}
          parents={parents.data}
          categories={categories.data}
          manufacturers={manufacturers.data ?? []}
          unit={unit}
          onSave={(result) => saveClub(editing.club, result, (created) => setEditing({ club: created }))}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? t('removeClub.title', { club: clubName(t, removing) }) : ''}
        text={t('removeClub.text', { bag: bag.bagName })}
        confirmLabel={t('actions.remove')}
        cancelLabel={t('actions.cancel')}
        busy={removal.isLoading}
        error={removal.isError ? bagsErrorText(t, removal.error).message : undefined}
        onConfirm={() => {
          if (removing)
            void removeClub({ id: removing.id, bagId: bag.id })
              .unwrap()
              .then(
                () => setRemoving(null),
                () => undefined,
              );
        }}
        onClose={() => {
          setRemoving(null);
          removal.reset();
        }}
      />
    </Box>
  );
}
