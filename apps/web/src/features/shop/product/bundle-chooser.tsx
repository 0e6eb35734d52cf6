import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { BundleDetail, BundleItem, BundleSelection } from '../catalogue/types';
import { formatMoney } from '@/lib/format/money';
import type { Selection } from './selection';

/** What one selection costs, as the server priced it: its product's price (dynamic) or its own (fixed). */
function useSelectionPrice(product: BundleDetail) {
  const { i18n } = useTranslation('shop');
  const currency = product.price_range.minimum_price.final_price.currency;
  return (s: BundleSelection) => {
    if (s.price_type === 'DYNAMIC') return s.product ? formatMoney(s.product.price_range.minimum_price.final_price, i18n.language) : '';
    if (!s.price) return '';
    return s.price_type === 'PERCENT' ? `${s.price}%` : formatMoney({ value: s.price, currency }, i18n.language);
  };
}

function SelectionLabel({ s, price }: { s: BundleSelection; price: string }) {
  const { t } = useTranslation('shop');
  return (
    <span>
      {s.label}
      {s.quantity !== 1 && !s.can_change_quantity ? ` × ${s.quantity}` : ''}
      {price ? <Typography component="span" sx={{ color: 'text.secondary' }}>{` · ${price}`}</Typography> : null}
      {s.product?.stock_status === 'OUT_OF_STOCK' ? <Typography component="span" sx={{ color: 'error.dark' }}>{` · ${t('stock.out')}`}</Typography> : null}
    </span>
  );
}

function QuantityInput({ item, s, qty, onChange }: { item: BundleItem; s: BundleSelection; qty: number; onChange: (qty: number) => void }) {
  const { t } = useTranslation('shop');
  return (
    <OutlinedInput
      type="number"
      size="small"
      value={qty}
      onChange={(e) => onChange(Math.max(1, Math.floor(Number(e.target.value)) || 1))}
      inputProps={{ min: 1, step: 1, 'aria-label': t('bundle.quantity', { name: s.label, option: item.title }) }}
      sx={{ width: 88, ml: 4 }}
    />
  );
}

/** A bundle's options with their defaults chosen; quantities change where the merchant allows. */
export function BundleChooser({
  product,
  selection,
  onChange,
}: {
  product: BundleDetail;
  selection: Selection;
  onChange: (bundle: Selection['bundle']) => void;
}) {
  const { t } = useTranslation('shop');
  const priceOf = useSelectionPrice(product);
  const items = [...(product.items ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  return (
    <>
      {items.map((item) => {
        const chosen = selection.bundle[item.option_id] ?? {};
        const set = (next: Record<number, number>) => onChange({ ...selection.bundle, [item.option_id]: next });
        const selections = [...item.options].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
        const single = item.type === 'radio' || item.type === 'select';
        const chosenId = Object.keys(chosen)[0] ?? '';
        return (
          <Box key={item.option_id} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" sx={{ fontWeight: 600 }}>
              {item.title}
              {item.required ? ' *' : ''}
            </Typography>
            {single ? (
              <RadioGroup
                value={chosenId}
                onChange={(e) => {
                  const s = selections.find((x) => String(x.id) === e.target.value);
                  set(s ? { [s.id]: s.quantity } : {});
                }}
              >
                {!item.required ? <FormControlLabel value="" control={<Radio />} label={t('options.none')} /> : null}
                {selections.map((s) => (
                  <Box key={s.id}>
                    <FormControlLabel value={String(s.id)} control={<Radio />} label={<SelectionLabel s={s} price={priceOf(s)} />} />
                    {s.can_change_quantity && chosenId === String(s.id) ? (
                      <QuantityInput item={item} s={s} qty={chosen[s.id] ?? s.quantity} onChange={(q) => set({ [s.id]: q })} />
                    ) : null}
                  </Box>
                ))}
              </RadioGroup>
            ) : (
              selections.map((s) => {
                const isOn = chosen[s.id] !== undefined;
                return (
                  <Box key={s.id}>
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={isOn}
                          onChange={(e) => {
                            const next = { ...chosen };
                            if (e.target.checked) next[s.id] = s.quantity;
                            else delete next[s.id];
                            set(next);
                          }}
                        />
                      }
                      label={<SelectionLabel s={s} price={priceOf(s)} />}
                    />
                    {s.can_change_quantity && isOn ? (
                      <QuantityInput item={item} s={s} qty={chosen[s.id] ?? s.quantity} onChange={(q) => set({ ...chosen, [s.id]: q })} />
                    ) : null}
                  </Box>
                );
              })
            )}
          </Box>
        );
      })}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {product.dynamic_price ? t('bundle.dynamic') : t('bundle.fixed')}
        {product.ship_bundle_items === 'SEPARATELY' ? ` ${t('bundle.shipsSeparately')}` : ''}
      </Typography>
    </>
  );
}
