import { useTranslation } from 'react-i18next';
import type { TrackedShot } from '@golf/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { SelectField } from '@/components/select-field';
import { formatGained } from '../format';
import type { ClubChoice } from './clubs';
import type { ShotDraft } from './hole-geometry';

interface Props {
  shots: ShotDraft[];
  distances: { index: number; carry: number; toPin: number }[];
  saved: TrackedShot[];
  unit: string;
  clubs: ClubChoice[];
  active: { index: number; what: 'ball' | 'target' } | null;
  canEdit: boolean;
  onActivate: (index: number, what: 'ball' | 'target') => void;
  onClub: (index: number, club: ClubChoice | null) => void;
  onDelete: (index: number) => void;
}

/** The shots of the hole: club, length and what was left, and (once saved) the lie and strokes gained. */
export function ShotList({ shots, distances, saved, unit, clubs, active, canEdit, onActivate, onClub, onDelete }: Props) {
  const { t, i18n } = useTranslation('rounds');
  return (
    <Box component="ol" aria-label={t('play.shots')} sx={{ display: 'grid', gap: 1, p: 0, m: 0 }}>
      {shots.map((shot) => {
        const d = distances.find((x) => x.index === shot.index);
        const server = saved.find((s) => s.index === shot.index);
        const clubValue = shot.clubShortName ? `${shot.clubId ?? ''}|${shot.clubShortName}` : '';
        return (
          <Card
            key={shot.index}
            component="li"
            variant="outlined"
            sx={{ listStyle: 'none', p: 1.25, borderColor: active?.index === shot.index ? 'primary.main' : 'divider' }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ fontWeight: 700, minWidth: 64 }}>{t('play.shot', { index: shot.index })}</Typography>
              <Typography variant="body2" sx={{ flex: 1, minWidth: 160 }}>
                {t('play.shotDistances', { carry: d?.carry ?? 0, toPin: d?.toPin ?? 0, unit })}
                {server ? ` · ${t(`lie.${server.startLie}`)} → ${t(`lie.${server.endLie}`)}` : ''}
                {server?.strokesGained !== null && server?.strokesGained !== undefined
                  ? ` · ${t('play.sg', { value: formatGained(server.strokesGained, i18n.language) })}`
                  : ''}
              </Typography>
              {canEdit ? (
                <IconButton aria-label={t('play.deleteShot', { index: shot.index })} onClick={() => onDelete(shot.index)}>
                  <DeleteIcon />
                </IconButton>
              ) : null}
            </Box>
            {canEdit ? (
              <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' }, alignItems: 'center', mt: 1 }}>
                <SelectField
                  label={t('play.club', { index: shot.index })}
                  value={clubValue}
                  onChange={(v) => onClub(shot.index, clubs.find((c) => `${c.id ?? ''}|${c.shortName}` === v) ?? null)}
                >
                  <option value="">{t('play.noClub')}</option>
                  {clubs.map((c) => (
                    <option key={`${c.id ?? ''}|${c.shortName}`} value={`${c.id ?? ''}|${c.shortName}`}>
                      {c.name}
                    </option>
                  ))}
                </SelectField>
                <Button
                  variant={active?.index === shot.index && active.what === 'ball' ? 'contained' : 'outlined'}
                  onClick={() => onActivate(shot.index, 'ball')}
                >
                  {t('play.moveBall', { index: shot.index })}
                </Button>
                <Button
                  variant={active?.index === shot.index && active.what === 'target' ? 'contained' : 'outlined'}
                  onClick={() => onActivate(shot.index, 'target')}
                >
                  {t('play.aim', { index: shot.index })}
                </Button>
              </Box>
            ) : shot.clubShortName ? (
              <Typography variant="body2" color="text.secondary">
                {shot.clubName ?? shot.clubShortName}
              </Typography>
            ) : null}
          </Card>
        );
      })}
    </Box>
  );
}
