import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { FormField } from '@/components/form-field';
import { SelectField } from '@/components/select-field';
import type { ChoiceCustomOption, CustomOption, CustomOptionValue, EnteredCustomOption } from '../catalogue/types';
import { formatMoney } from '@/lib/format/money';
import { isEnteredOption, isMultiOption, type Selection } from './selection';

type Change = (next: Partial<Pick<Selection, 'chosen' | 'entered' | 'purchase'>>) => void;

/** "+ $24.99" or "+ 10%": what a value adds, as the server priced it. */
function useSurcharge(currency: string) {
  const { t, i18n } = useTranslation('shop');
  return (price: number | null | undefined, type: string | null | undefined) => {
    if (!price) return '';
    const amount = type === 'PERCENT' ? `${price}%` : formatMoney({ value: price, currency }, i18n.language);
    return ` ${t('options.surcharge', { amount })}`;
  };
}

/** A subscription plan's terms: how often, the instalment and the adjustment (spec 001 §3 drop-down options). */
export function PlanTerms({ value, currency }: { value: CustomOptionValue; currency: string }) {
  const { t, i18n } = useTranslation('shop');
  // Only a drop-down's values carry a plan.
  const plan = 'subscription' in value ? value.subscription : null;
  if (!plan) return null;
  const money = (v: number) => formatMoney({ value: v, currency }, i18n.language);
  const unit = plan.length_unit === 'year' ? 'year' : plan.length_unit === 'week' ? 'week' : plan.length_unit === 'day' ? 'day' : 'month';
  return (
    <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
      {t(`plan.${unit}`, { count: plan.length })}
      {plan.installment_price != null ? ` · ${t('plan.installment', { amount: money(plan.installment_price) })}` : ''}
      {plan.adjustment_price ? ` · ${t('plan.adjustment', { amount: money(plan.adjustment_price) })}` : ''}
    </Typography>
  );
}

function ChoiceOption({ option, selection, onChange, currency }: { option: ChoiceCustomOption; selection: Selection; onChange: Change; currency: string }) {
  const { t } = useTranslation('shop');
  const surcharge = useSurcharge(currency);
  const values = [...(option.choices ?? [])].sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0));
  const chosen = selection.chosen[option.uid] ?? [];
  const set = (uids: string[]) => onChange({ chosen: { ...selection.chosen, [option.uid]: uids } });
  const legend = `${option.title}${option.required ? ' *' : ''}`;
  const isPlan = option.__typename === 'CustomizableDropDownOption' && option.dropdown_type?.type === 'subscription';
  if (isMultiOption(option)) {
    return (
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 600 }}>
          {legend}
        </Typography>
        {values.map((v) => (
          <FormControlLabel
            key={v.uid}
            sx={{ display: 'flex' }}
            control={
              <Checkbox checked={chosen.includes(v.uid)} onChange={(e) => set(e.target.checked ? [...chosen, v.uid] : chosen.filter((u) => u !== v.uid))} />
            }
            label={`${v.title}${surcharge(v.price, v.price_type)}`}
          />
        ))}
      </Box>
    );
  }
  if (option.__typename === 'CustomizableRadioOption' || isPlan) {
    return (
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 600 }}>
          {legend}
        </Typography>
        <RadioGroup value={chosen[0] ?? ''} onChange={(e) => set(e.target.value ? [e.target.value] : [])}>
          {!option.required && !isPlan ? <FormControlLabel value="" control={<Radio />} label={t('options.none')} /> : null}
          {values.map((v) => (
            <FormControlLabel
              key={v.uid}
              value={v.uid}
              control={<Radio />}
              label={
                <span>
                  {isPlan ? v.title : `${v.title}${surcharge(v.price, v.price_type)}`}
                  {isPlan ? <PlanTerms value={v} currency={currency} /> : null}
                </span>
              }
            />
          ))}
        </RadioGroup>
      </Box>
    );
  }
  return (
    <SelectField label={legend} value={chosen[0] ?? ''} onChange={(v) => set(v ? [v] : [])} required={option.required}>
      <option value="">{t('options.choose')}</option>
      {values.map((v) => (
        <option key={v.uid} value={v.uid}>
          {`${v.title}${surcharge(v.price, v.price_type)}`}
        </option>
      ))}
    </SelectField>
  );
}

function EnteredOption({ option, selection, onChange, currency }: { option: EnteredCustomOption; selection: Selection; onChange: Change; currency: string }) {
  const { t } = useTranslation('shop');
  const surcharge = useSurcharge(currency);
  const id = useId();
  // A date has no length limit.
  const max = (option.__typename === 'CustomizableDateOption' ? null : option.entry?.max_characters) || undefined;
  const value = selection.entered[option.uid] ?? '';
  const isDate = option.__typename === 'CustomizableDateOption';
  const label = `${option.title}${surcharge(option.entry?.price, option.entry?.price_type)}`;
  if (isDate) {
    // A date input always shows its own format hint, so its label stays above the field.
    return (
      <FormControl variant="outlined" fullWidth required={option.required}>
        <InputLabel htmlFor={id} shrink>
          {label}
        </InputLabel>
        <OutlinedInput
          id={id}
          type="date"
          notched
          label={label}
          value={value}
          onChange={(e) => onChange({ entered: { ...selection.entered, [option.uid]: e.target.value } })}
        />
      </FormControl>
    );
  }
  return (
    <FormField
      label={label}
      required={option.required}
      value={value}
      multiline={option.__typename === 'CustomizableAreaOption'}
      minRows={option.__typename === 'CustomizableAreaOption' ? 3 : undefined}
      inputProps={{ maxLength: max }}
      helperText={max ? t('options.maxCharacters', { count: max, used: value.length }) : undefined}
      onChange={(e) => onChange({ entered: { ...selection.entered, [option.uid]: e.target.value } })}
    />
  );
}

/** A product's custom options; a subscription plan comes with the one-time or subscribe choice when it is optional. */
export function CustomOptions({
  options,
  selection,
  onChange,
  currency,
}: {
  options: CustomOption[];
  selection: Selection;
  onChange: Change;
  currency: string;
}) {
  const { t } = useTranslation('shop');
  const sorted = [...options].sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0));
  return (
    <>
      {sorted.map((option) => {
        const isPlan = option.__typename === 'CustomizableDropDownOption' && option.dropdown_type?.type === 'subscription';
        if (isPlan && !option.required) {
          return (
            <Box key={option.uid} sx={{ display: 'grid', gap: 1 }}>
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <Typography component="legend" sx={{ fontWeight: 600 }}>
                  {t('purchase.legend')}
                </Typography>
                <RadioGroup row value={selection.purchase} onChange={(e) => onChange({ purchase: e.target.value as Selection['purchase'] })}>
                  <FormControlLabel value="once" control={<Radio />} label={t('purchase.once')} />
                  <FormControlLabel value="subscribe" control={<Radio />} label={t('purchase.subscribe')} />
                </RadioGroup>
              </Box>
              {selection.purchase === 'subscribe' ? (
                <ChoiceOption option={{ ...option, required: true }} selection={selection} onChange={onChange} currency={currency} />
              ) : null}
            </Box>
          );
        }
        return isEnteredOption(option) ? (
          <EnteredOption key={option.uid} option={option} selection={selection} onChange={onChange} currency={currency} />
        ) : (
          <ChoiceOption key={option.uid} option={option} selection={selection} onChange={onChange} currency={currency} />
        );
      })}
    </>
  );
}
