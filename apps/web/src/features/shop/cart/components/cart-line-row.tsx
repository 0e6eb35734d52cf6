import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormField } from '@/components/form-field';
import { isApiError } from '@/lib/api/api-error';
import { useShopPlace } from '../../shop-context';
import { useShowsTaxIncluded } from '@/lib/api/tax-display';
import { useRemoveCartItemMutation, useUpdateCartItemMutation } from '../cart-api';
import type { CartLine } from '../cart-types';
import { lineDetails, quantityProblem } from '../line-details';
import { formatMoney } from '@/lib/format/money';

/**
 * One cart line: picture, name, what was chosen, unit price and row total, a quantity field and
 * remove. Update goes wait → updated and remove wait → removed (spec 001 §4); a refused quantity
 * shows the server's message beside the field.
 */
export function CartLineRow({ line, cartId }: { line: CartLine; cartId: string }) {
  const { t, i18n } = useTranslation('cart');
  const [quantity, setQuantity] = useState(String(line.quantity));
  const [message, setMessage] = useState<string | null>(null);
  const { shop } = useShopPlace();
  const taxIncluded = useShowsTaxIncluded(shop);
  const [update, updating] = useUpdateCartItemMutation();
  const [remove, removing] = useRemoveCartItemMutation();
  const nameId = useId();
  const language = i18n.language;
  const details = lineDetails(line, (key) => t(`giftCard.${key}`));
  const image = line.product.small_image?.url;
  const busy = updating.isLoading || removing.isLoading;

  const save = async () => {
    const problem = quantityProblem(quantity, line.product.only_x_left_in_stock);
    if (problem) {
      setMessage(t(`quantity.${problem}`, { count: line.product.only_x_left_in_stock ?? 0 }));
      return;
    }
    setMessage(null);
    try {
      const result = await update({ cartId, uid: line.uid, quantity: Number(quantity.trim().replace(',', '.')), shop }).unwrap();
      const refused = result.errors[0];
      if (refused) setMessage(refused.message);
    } catch (error) {
      setMessage(isApiError(error) ? error.message : t('quantity.failed'));
    }
  };

  const unchanged = quantity.trim() === String(line.quantity);
  return (
    <Box
      component="li"
      aria-labelledby={nameId}
      sx={{ display: 'grid', gridTemplateColumns: { mobile: '64px 1fr', sm: '96px 1fr auto' }, gap: 2, py: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ width: { mobile: 64, sm: 96 }, aspectRatio: '1', bgcolor: 'grey.100', borderRadius: 1, overflow: 'hidden' }}>
        {image ? <Box component="img" src={image} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} /> : null}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography id={nameId} component="h2" sx={{ fontWeight: 600, fontSize: '1rem', overflowWrap: 'anywhere' }}>
          {line.product.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('line.sku', { sku: line.product.sku })}
        </Typography>
        {details.length ? (
          <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, fontSize: '0.875rem' }}>
            {details.map((d, index) => (
              <Box key={index} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  {d.label}
                </Box>
                <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {d.value}
                </Box>
              </Box>
            ))}
          </Box>
        ) : null}
        {line.errors?.map((e) => (
          <Typography key={e.message} variant="body2" color="error" role="status">
            {e.message}
          </Typography>
        ))}
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('line.unitPrice', { price: formatMoney(taxIncluded ? line.prices?.price_including_tax : line.prices?.price, language) })}
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mt: 1 }}
        >
          <Box sx={{ width: 96 }}>
            <FormField
              label={t('line.quantity')}
              value={quantity}
              size="small"
              inputProps={{ inputMode: 'decimal', 'aria-label': t('line.quantityOf', { name: line.product.name }) }}
              onChange={(event) => setQuantity(event.target.value)}
              error={Boolean(message)}
            />
          </Box>
          <Button type="submit" variant="outlined" size="medium" disabled={busy || unchanged}>
            {updating.isLoading ? t('line.updating') : t('line.update')}
          </Button>
          <Button
            color="error"
            disabled={busy}
            onClick={() => {
              setMessage(null);
              remove({ cartId, uid: line.uid, shop })
                .unwrap()
                .catch((error: unknown) => setMessage(isApiError(error) ? error.message : t('line.removeFailed')));
            }}
            aria-label={t('line.removeNamed', { name: line.product.name })}
          >
            {removing.isLoading ? t('line.removing') : t('line.remove')}
          </Button>
          {message ? (
            <Typography role="alert" variant="body2" color="error" sx={{ flexBasis: '100%' }}>
              {message}
            </Typography>
          ) : null}
        </Box>
      </Box>
      <Typography sx={{ gridColumn: { mobile: '2', sm: '3' }, fontWeight: 700, textAlign: { mobile: 'left', sm: 'right' } }}>
        {t('line.rowTotal', { total: formatMoney(taxIncluded ? line.prices?.row_total_including_tax : line.prices?.row_total, language) })}
      </Typography>
    </Box>
  );
}
