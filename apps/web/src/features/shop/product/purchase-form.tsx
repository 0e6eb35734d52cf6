import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link2 from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormField } from '@/components/form-field';
import { useAddToCart } from '../cart/use-add-to-cart';
import { isBundle, isConfigurable, isGiftCard, type ProductDetail } from '../catalogue/types';
import { PriceTag } from '../components/price-tag';
import { formatMoney } from '@/lib/format/money';
import { useShopPlace } from '../shop-context';
import { BundleChooser } from './bundle-chooser';
import { ConfigurableChooser } from './configurable-chooser';
import { CustomOptions } from './custom-options';
import { GiftCardFields } from './gift-card-fields';
import { signalsAddCartStatus } from './add-cart-signal';
import { cartItemOf, missingChoices, shownFor, type Missing, type Selection } from './selection';

function useMissingText() {
  const { t } = useTranslation('shop');
  return (m: Missing) =>
    m.kind === 'attribute' || m.kind === 'option' || m.kind === 'bundle'
      ? t('missing.choose', { name: m.title })
      : m.kind === 'giftRecipientEmailInvalid'
        ? t('missing.giftRecipientEmailInvalid', { email: m.title })
        : t(`missing.${m.kind}`);
}

/** The price, stock and tier prices of what is chosen, as the server priced the product or variant. */
function PriceAndStock({ product, selection }: { product: ProductDetail; selection: Selection }) {
  const { t, i18n } = useTranslation('shop');
  const shown = shownFor(product, selection);
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <PriceTag range={shown.priceRange} size="large" />
      {shown.tiers.length ? (
        <Box component="ul" aria-label={t('tiers.label')} sx={{ m: 0, pl: 2.5 }}>
          {shown.tiers.map((tier) => (
            <li key={tier.quantity}>
              {t('tiers.item', { count: tier.quantity, price: formatMoney(tier.final_price, i18n.language) })}
              {tier.discount?.percent_off ? ` ${t('tiers.save', { percent: tier.discount.percent_off })}` : ''}
            </li>
          ))}
        </Box>
      ) : null}
      <Typography variant="body2" sx={{ color: shown.stock === 'IN_STOCK' ? 'success.dark' : 'error.dark', fontWeight: 600 }}>
        {shown.stock !== 'IN_STOCK' ? t('stock.out') : shown.onlyLeft ? t('stock.onlyLeft', { count: shown.onlyLeft }) : t('stock.in')}
      </Typography>
    </Box>
  );
}

/**
 * Everything a product needs before it goes in the cart (spec 001 §3 option selection) and the
 * add itself (§4: empty → wait → added, or the server's refusal).
 */
export function PurchaseForm({ product, selection, onChange }: { product: ProductDetail; selection: Selection; onChange: (next: Selection) => void }) {
  const { t } = useTranslation('shop');
  const { shop, base } = useShopPlace();
  const { addToCart, status, message, reset } = useAddToCart(shop);
  const [tried, setTried] = useState(false);
  const missingText = useMissingText();
  const currency = product.price_range.minimum_price.final_price.currency;
  const missing = missingChoices(product, selection);
  const shown = shownFor(product, selection);
  // These adds are told by the shop-wide notice (cart/add-cart-status.tsx), not a second one here.
  const isGlobal = signalsAddCartStatus(product, selection);
  const change = (patch: Partial<Selection>) => {
    if (status !== 'wait') reset();
    onChange({ ...selection, ...patch });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missing.length) return;
    await addToCart([cartItemOf(product, selection)], isGlobal ? { name: product.name } : undefined);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={t('purchase.formLabel', { name: product.name })}
      sx={{ display: 'grid', gap: 2 }}
    >
      <PriceAndStock product={product} selection={selection} />
      {isConfigurable(product) && product.configurable_options?.length ? (
        <ConfigurableChooser product={product} chosen={selection.configurable} onChange={(configurable) => change({ configurable })} />
      ) : null}
      {isBundle(product) && product.items?.length ? <BundleChooser product={product} selection={selection} onChange={(bundle) => change({ bundle })} /> : null}
      {isGiftCard(product) ? (
        <GiftCardFields product={product} value={selection.giftCard} onChange={(giftCard) => change({ giftCard })} showErrors={tried} />
      ) : null}
      {product.options?.length ? <CustomOptions options={product.options} selection={selection} onChange={change} currency={currency} /> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ width: 112 }}>
          <FormField
            label={t('purchase.quantity')}
            type="number"
            value={selection.qty}
            inputProps={{ min: 1, step: 1 }}
            onChange={(e) => change({ qty: Math.max(0, Math.floor(Number(e.target.value)) || 0) })}
          />
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={status === 'wait' || shown.stock !== 'IN_STOCK'}
          startIcon={status === 'wait' ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ minHeight: 56 }}
        >
          {status === 'wait' ? t('purchase.adding') : t('purchase.add')}
        </Button>
      </Box>
      {tried && missing.length ? (
        <Alert severity="warning" role="alert">
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {missing.map((m) => (
              <li key={`${m.kind}-${m.title}`}>{missingText(m)}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
      {/* A notice on top of the page wherever the button was (on a phone the form ends below the
          fold), with the way to the cart: the header's counter alone went unnoticed. */}
      <Snackbar
        open={status === 'added' && !isGlobal}
        autoHideDuration={8000}
        onClose={(_event, reason) => reason !== 'clickaway' && reset()}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        sx={{ top: { xs: 72, sm: 80 } }}
      >
        <Alert severity="success" role="status" variant="filled" sx={{ alignItems: 'center' }}>
          {t('purchase.added', { name: product.name })}{' '}
          <Link2 component={Link} to={`${base}/cart`} color="inherit" sx={{ fontWeight: 700 }}>
            {t('purchase.viewCart')}
          </Link2>
        </Alert>
      </Snackbar>
      {status === 'exit' && !isGlobal ? (
        <Alert severity="error" role="alert">
          {message || t('purchase.failed')}
        </Alert>
      ) : null}
    </Box>
  );
}
