import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { useSharedSelector } from '@/lib/store/hooks';
import type { PrefetchData } from '@/lib/lazy-with-retry';
import { bagsApi, useAddBagMutation, useDeleteBagMutation, useMyBagsQuery, useRenameBagMutation } from './api';
import { BagNameDialog } from './components/bag-name-dialog';
import { BagPanel } from './components/bag-panel';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { currentBagId } from './current-bag';
import { bagsErrorText } from './error-text';

/** The bags, asked for while the app starts (PrefetchData). */
export const prefetchData: PrefetchData = ({ dispatch }) => {
  void dispatch(bagsApi.util.prefetch('myBags', undefined, {}));
};

/** The bags list (spec §2): the player's bags as tabs, the chosen one's clubs below. */
export default function BagsPage() {
  const { t } = useTranslation(['bags', 'common']);
  const bags = useMyBagsQuery();
  const unit = useSharedSelector((state) => (state.user.enableMetricDistances ? 'm' : 'yd'));
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get('bag')) || null;
  const [dialog, setDialog] = useState<'add' | 'rename' | 'delete' | null>(null);
  const [addBag] = useAddBagMutation();
  const [renameBag] = useRenameBagMutation();
  const [deleteBag, deletion] = useDeleteBagMutation();
  const list = bags.data ?? [];
  const shownId = currentBagId(list, chosen);
  const shown = list.find((b) => b.id === shownId) ?? null;
  const current = currentBagId(list, null);
  const choose = (id: number | null) => setParams(id ? { bag: String(id) } : {}, { replace: true });

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <PageHeading title={t('title')} documentTitle={`${t('title')} · ${t('common:productName')}`} />
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setDialog('add')}>
          {t('actions.addBag')}
        </Button>
      </Box>
      <QueryState
        query={bags}
        loadingLabel={t('loading')}
        skeletonHeight={48}
        errorMessage={t('loadFailed')}
        empty={
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                {t('empty.title')}
              </Typography>
              <Typography>{t('empty.text')}</Typography>
            </CardContent>
          </Card>
        }
      >
        {(all) =>
          shown ? (
            <>
              <Tabs
                value={shown.id}
                onChange={(_e, id: number) => choose(id)}
                variant="scrollable"
                scrollButtons="auto"
                allowScrollButtonsMobile
                aria-label={t('bagList')}
              >
                {all.map((b) => (
                  <Tab
                    key={b.id}
                    value={b.id}
                    id={`bag-tab-${b.id}`}
                    aria-controls={`bag-panel-${b.id}`}
                    aria-label={t('bagTab', { name: b.bagName, count: b.clubCount })}
                    label={
                      <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', textTransform: 'none' }}>
                        {b.bagName}
                        {b.id === current ? (
                          <Box
                            component="span"
                            sx={{ fontSize: '0.75rem', px: 0.75, borderRadius: 1, bgcolor: 'rgba(194, 65, 12, 0.1)', color: 'primary.dark' }}
                          >
                            {t('current')}
                          </Box>
                        ) : null}
                      </Box>
                    }
                  />
                ))}
              </Tabs>
              <Box role="tabpanel" id={`bag-panel-${shown.id}`} aria-labelledby={`bag-tab-${shown.id}`}>
                <BagPanel key={shown.id} bag={shown} unit={unit} onRename={() => setDialog('rename')} onDelete={() => setDialog('delete')} />
              </Box>
            </>
          ) : null
        }
      </QueryState>
      {dialog === 'add' ? (
        <BagNameDialog
          mode="add"
          initialName=""
          onSave={(bagName) =>
            addBag({ bagName })
              .unwrap()
              .then((b) => choose(b.id))
          }
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'rename' && shown ? (
        <BagNameDialog
          mode="rename"
          initialName={shown.bagName}
          onSave={(bagName) => renameBag({ id: shown.id, bagName }).unwrap()}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'delete' && shown !== null}
        title={shown ? t('deleteBag.title', { name: shown.bagName }) : ''}
        text={t('deleteBag.text', { count: shown?.clubCount ?? 0 })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        busy={deletion.isLoading}
        error={deletion.isError ? bagsErrorText(t, deletion.error).message : undefined}
        onConfirm={() => {
          if (!shown) return;
          // Deleting clears the choice: the current bag shows again (spec §4).
          void deleteBag(shown.id)
            .unwrap()
            .then(
              () => {
                choose(null);
                setDialog(null);
              },
              () => undefined,
            );
        }}
        onClose={() => {
          setDialog(null);
          deletion.reset();
        }}
      />
    </Box>
  );
}
