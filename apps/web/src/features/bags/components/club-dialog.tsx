import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Club, ClubCategory, Manufacturer } from '@golf/contracts';
import { FormError } from '@/components/form-error';
import { categoryName, clubName } from '../club-names';
import { formFieldOf, formOf, invalidNumbers, payloadOf, type ClubForm } from '../club-form';
import { FLEXES } from '../constants';
import { bagsErrorText } from '../error-text';
import type { DistanceUnit } from '../units';
import { ClubPhoto } from './club-photo';

export interface ClubDialogResult {
  payload: ReturnType<typeof payloadOf>;
  photo: File | null;
  removePhoto: boolean;
}

/** The add-club and edit-club dialog: every field of a club, and its photo. */
export function ClubDialog(props: {
  bagId: number;
  bagName: string;
  club: Club | null;
  parents: ClubCategory[];
  categories: ClubCategory[];
  manufacturers: Manufacturer[];
  unit: DistanceUnit;
  onSave: (result: ClubDialogResult) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('bags');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const errorId = useId();
  const [form, setForm] = useState<ClubForm>(() => formOf(props.club, props.unit));
  const [photo, setPhoto] = useState<File | null>(null);
  const [removePhoto, setRemovePhoto] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const groups = useMemo(
    () => props.parents.map((p) => ({ parent: p, children: props.categories.filter((c) => c.parentId === p.id) })),
    [props.parents, props.categories],
  );

  const set = (field: keyof ClubForm) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setForm((f) => {
      // Choosing a club fills in its usual loft when none was typed.
      if (field === 'categoryId' && !f.loft) {
        const loft = props.categories.find((c) => String(c.id) === value)?.defaultLoft;
        return { ...f, categoryId: value, loft: loft === null || loft === undefined ? '' : String(loft) };
      }
      return { ...f, [field]: value };
    });
  };
  const fieldError = (field: keyof ClubForm | 'photo') => (error && formFieldOf(error.field) === field ? error.message : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.categoryId) return setError({ message: t('errors.categoryRequired'), field: 'categoryId' });
    const [bad] = invalidNumbers(form);
    if (bad) return setError({ message: t('errors.outOfRange'), field: bad === 'carry' ? 'carryDistance' : bad });
    setBusy(true);
    setError(null);
    try {
      await props.onSave({ payload: payloadOf(form, props.bagId, props.unit), photo, removePhoto });
      props.onClose();
    } catch (failure) {
      setError(bagsErrorText(t, failure));
      setBusy(false);
    }
  }

  const number = (field: 'loft' | 'length' | 'lie' | 'carry', label: string, adornment?: string) => (
    <TextField
      label={label}
      value={form[field]}
      onChange={set(field)}
      error={Boolean(fieldError(field))}
      helperText={fieldError(field)}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: adornment ? { endAdornment: <InputAdornment position="end">{adornment}</InputAdornment> } : undefined,
      }}
    />
  );

  return (
    <Dialog open onClose={busy ? undefined : props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>
          {props.club ? t('clubDialog.editTitle', { club: clubName(t, props.club) }) : t('clubDialog.addTitle', { bag: props.bagName })}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important', gridTemplateColumns: { mobile: '1fr', sm: '1fr 1fr' } }}>
          {error ? (
            <Box sx={{ gridColumn: '1 / -1' }}>
              <FormError id={errorId} message={error.message} />
            </Box>
          ) : null}
          <TextField
            select
            label={t('clubDialog.category')}
            value={form.categoryId}
            onChange={set('categoryId')}
            required
            error={Boolean(fieldError('categoryId'))}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t('clubDialog.chooseCategory')}</option>
            {groups.map(({ parent, children }) => (
              <optgroup key={parent.id} label={categoryName(t, parent)}>
                {children.map((c) => (
                  <option key={c.id} value={c.id}>
                    {categoryName(t, c)}
                  </option>
                ))}
              </optgroup>
            ))}
          </TextField>
          <TextField
            select
            label={t('clubDialog.manufacturer')}
            value={form.manufacturerId}
            onChange={set('manufacturerId')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t('clubDialog.noManufacturer')}</option>
            {props.manufacturers.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </TextField>
          <TextField label={t('clubDialog.model')} value={form.model} onChange={set('model')} slotProps={{ htmlInput: { maxLength: 80 } }} />
          {number('loft', t('clubDialog.loft'))}
          <TextField label={t('clubDialog.shaft')} value={form.shaft} onChange={set('shaft')} slotProps={{ htmlInput: { maxLength: 80 } }} />
          <TextField
            select
            label={t('clubDialog.flex')}
            value={form.flex}
            onChange={set('flex')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t('clubDialog.noFlex')}</option>
            {FLEXES.map((f) => (
              <option key={f} value={f}>
                {t(`flex.${f}`)}
              </option>
            ))}
          </TextField>
          {number('length', t('clubDialog.length'))}
          {number('lie', t('clubDialog.lie'))}
          <TextField label={t('clubDialog.grip')} value={form.grip} onChange={set('grip')} slotProps={{ htmlInput: { maxLength: 80 } }} />
          {number('carry', t('clubDialog.carry', { unit: t(`units.${props.unit}`) }))}
          <TextField
            label={t('clubDialog.notes')}
            value={form.notes}
            onChange={set('notes')}
            multiline
            minRows={2}
            sx={{ gridColumn: '1 / -1' }}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            {props.club?.image && !removePhoto && !photo ? <ClubPhoto club={props.club} name={clubName(t, props.club)} size={96} full /> : null}
            <Box sx={{ display: 'grid', gap: 1 }}>
              <Typography component="span" variant="body2" color="text.secondary">
                {t('clubDialog.photoHelp', { size: 10 })}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button component="label" variant="outlined">
                  {props.club?.image ? t('actions.replacePhoto') : t('actions.addPhoto')}
                  <input
                    type="file"
                    accept="image/jpeg,image/png,image/webp"
                    hidden
                    onChange={(e) => {
                      setPhoto(e.target.files?.[0] ?? null);
                      setRemovePhoto(false);
                    }}
                  />
                </Button>
                {props.club?.image && !removePhoto && !photo ? <Button onClick={() => setRemovePhoto(true)}>{t('actions.removePhoto')}</Button> : null}
              </Box>
              {photo ? <Typography variant="body2">{t('clubDialog.photoChosen', { name: photo.name })}</Typography> : null}
              {fieldError('photo') ? (
                <Typography variant="body2" color="error">
                  {fieldError('photo')}
                </Typography>
              ) : null}
            </Box>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {props.club ? t('actions.save') : t('actions.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
