import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ErrorState } from '@/components/error-state';
import { PageHeading } from '@/components/page-heading';
import { useSharedSelector } from '@/lib/store/hooks';
import { emptyAddress, serverAddressProblem, validateAddress, type AddressField } from '../addresses/address-form-logic';
import { useAddressBookQuery, useCountriesQuery, type Country, type CustomerAddress } from '../addresses/addresses-api';
import { useCartQuery } from '../cart/cart-api';
import type { Cart } from '../cart/cart-types';
import { CartTotals } from '../cart/components/cart-totals';
import { GiftCodeForm } from '../cart/components/gift-code-form';
import { formatMoney } from '@/lib/format/money';
import { CardFields } from '@/lib/payments/card-fields';
import { useCardForm } from '@/lib/payments/use-card-form';
import { cartAddressOf } from './checkout-address';
import { useStoreIdQuery } from './checkout-api';
import { runCheckout, type CheckoutOutcome } from './checkout-flow';
import { AddressChoice, type AddressChoiceValue } from './components/address-choice';
import { MembershipDevice } from './components/membership-device';
import { useShopPlace } from '../shop-context';
import { useShowsTaxIncluded } from '@/lib/api/tax-display';
import { pickupPlaceLine } from '@golf/contracts';
import { useCheckoutSteps } from './use-checkout-steps';

type Errors = Partial<Record<AddressField, string>>;

const initialChoice = (
  book: CustomerAddress[],
  kind: 'default_billing' | 'default_shipping',
  names?: { firstname: string; lastname: string },
): AddressChoiceValue => {
  const saved = book.find((a) => a[kind]) ?? book[0];
  return { selected: saved ? String(saved.id) : 'new', values: emptyAddress(saved?.country_code ?? 'US', names), save: true };
};

/**
 * Checkout (spec 001 §2, §4): billing address, shipping (the billing one by default), pickup at
 * the center, and the card (or nothing to pay). "Place order" runs the flow once at a time; a
 * refused card keeps the cart and the form so another card can be tried.
 */
export default function CheckoutPage() {
  const { t } = useTranslation(['checkout', 'common']);
  const { shop, base } = useShopPlace();
  const cart = useCartQuery(shop);
  const book = useAddressBookQuery(shop);
  const countries = useCountriesQuery(shop);
  const storeId = useStoreIdQuery(shop);
  const loading = cart.isLoading || book.isLoading || countries.isLoading || storeId.isLoading;
  const failed = cart.isError || book.isError || countries.isError || storeId.isError;
  const title = t('title');
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PageHeading title={title} documentTitle={`${title} · ${t('common:productName')}`} />
      {failed ? (
        <ErrorState
          message={t('loadFailed')}
          retryLabel={t('common:actions.retry')}
          onRetry={() => void Promise.all([cart.refetch(), book.refetch(), countries.refetch(), storeId.refetch()])}
        />
      ) : null}
      {loading ? <Skeleton variant="rounded" height={240} aria-label={t('loading')} role="status" /> : null}
      {cart.data && (cart.data.items ?? []).length === 0 ? (
        <Card variant="outlined">
          <CardContent sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
            <Typography component="h2" variant="h6">
              {t('empty')}
            </Typography>
            <Button component={RouterLink} to={base} variant="contained">
              {t('toShop')}
            </Button>
          </CardContent>
        </Card>
      ) : null}
      {cart.data && (cart.data.items ?? []).length > 0 && book.data && countries.data && storeId.data !== undefined ? (
        <CheckoutForm
          cart={cart.data}
          book={book.data.addresses}
          countries={countries.data}
          storeId={storeId.data}
          onRefused={() => void Promise.all([cart.refetch(), book.refetch()])}
        />
      ) : null}
    </Box>
  );
}

function CheckoutForm({
  cart: data,
  book,
  countries,
  storeId,
  onRefused,
}: {
  cart: Cart;
  book: CustomerAddress[];
  countries: Country[];
  storeId: number;
  onRefused: () => void;
}) {
  const { t, i18n } = useTranslation(['checkout', 'addresses', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const { base, shop } = useShopPlace();
  const taxIncluded = useShowsTaxIncluded(shop);
  const profile = useSharedSelector((state) => state.user.data);
  const steps = useCheckoutSteps();
  const names = profile ? { firstname: profile.firstName, lastname: profile.lastName } : undefined;
  const [billing, setBilling] = useState<AddressChoiceValue>(() => initialChoice(book, 'default_billing', names));
  const [shipping, setShipping] = useState<AddressChoiceValue>(() => initialChoice(book, 'default_shipping', names));
  const [sameAddress, setSameAddress] = useState(true);
  const card = useCardForm();
  const [billingErrors, setBillingErrors] = useState<Errors>({});
  const [shippingErrors, setShippingErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  // A second click before React re-renders the disabled button must not start a second order.
  const running = useRef(false);
  const [refusal, setRefusal] = useState<string | null>((location.state as { refusal?: string } | null)?.refusal ?? null);
  const refusalRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  const changeAddress = (
    next: AddressChoiceValue,
    current: AddressChoiceValue,
    set: (c: AddressChoiceValue) => void,
    setErrors: (f: (e: Errors) => Errors) => void,
  ) => {
    setErrors((errors) =>
      Object.fromEntries(Object.entries(errors).filter(([field]) => next.values[field as AddressField] === current.values[field as AddressField])),
    );
    // The profile may arrive after the form: a new address starts with the customer's name.
    const unnamed = next.selected === 'new' && current.selected !== 'new' && !next.values.firstname && !next.values.lastname;
    set(unnamed && names ? { ...next, values: { ...next.values, ...names } } : next);
  };

  const nothingToPay = data?.prices?.grand_total?.value === 0;
  const shownTotal = data.prices?.grand_total?.value ?? null;
  const pickup = data.shipping_addresses[0]?.pickup_location ?? null;

  // A saved address goes on the cart as soon as it is chosen, and the cart is read again: tax
  // depends on where the order is taxed, so the button shows the total the bank will ask for.
  const billingId = billing.selected === 'new' ? null : Number(billing.selected);
  const shippingId = sameAddress ? billingId : shipping.selected === 'new' ? null : Number(shipping.selected);
  const choiceKey = `${billingId}/${shippingId}`;
  const [syncedKey, setSyncedKey] = useState<string | null>(null);
  const syncing = billingId !== null && syncedKey !== choiceKey;
  useEffect(() => {
    if (billingId === null) return;
    let current = true;
    void (async () => {
      try {
        await steps.setBilling(data.id, { customer_address_id: billingId });
        if (!data.is_virtual && shippingId !== null) {
          await steps.setShipping(data.id, { customer_address_id: shippingId });
          await steps.setPickup(data.id);
        }
        await steps.readTotal(data.id);
      } catch {
        // Place order sets the addresses again and shows the server's message.
      } finally {
        if (current) setSyncedKey(choiceKey);
      }
    })();
    return () => {
      current = false;
    };
  }, [billingId, shippingId, choiceKey, data.id, data.is_virtual, steps]);
  const title = t('title');

  const checkAddress = (choice: AddressChoiceValue, setErrors: (e: Errors) => void) => {
    if (choice.selected !== 'new') {
      setErrors({});
      return true;
    }
    const found = validateAddress(
      choice.values,
      countries.find((c) => c.id === choice.values.countryCode),
    );
    setErrors(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(`addresses:${key}`)])));
    return Object.keys(found).length === 0;
  };

  const placeOrder = async () => {
    if (running.current) return;
    const billingOk = checkAddress(billing, setBillingErrors);
    const shippingOk = sameAddress || data.is_virtual || checkAddress(shipping, setShippingErrors);
    const details = nothingToPay ? null : card.check();
    if (!billingOk || !shippingOk || (!nothingToPay && !details)) {
      setRefusal(t('errors.fix'));
      return;
    }
    if (data.membership_device && !data.membership_device.chosen) {
      setRefusal(t('device.required'));
      return;
    }
    running.current = true;
    setPending(true);
    setRefusal(null);
    let outcome: CheckoutOutcome;
    try {
      outcome = await runCheckout(steps, {
        cartId: data.id,
        isVirtual: data.is_virtual,
        billing: cartAddressOf(billing, countries),
        shipping: sameAddress ? 'same' : cartAddressOf(shipping, countries),
        payment: details ? { kind: 'card', card: details } : { kind: 'free' },
        shownTotal,
        storeId,
        callbackUrl: new URL(`${base}/checkout/3ds-return`, window.location.origin).href,
      });
    } finally {
      running.current = false;
      setPending(false);
    }
    if (outcome.kind === 'total-changed') {
      // The cart was read again: the button and the summary show the new total now.
      setRefusal(
        t('totalChanged', {
          total: formatMoney(outcome.total === null ? null : { value: outcome.total, currency: data.prices?.grand_total?.currency ?? 'USD' }, i18n.language),
        }),
      );
      return;
    }
    if (outcome.kind === 'placed')
      void navigate(`${base}/checkout/success/${encodeURIComponent(outcome.orderNumber)}`, { replace: true, state: { elsewhere: outcome.elsewhere ?? false } });
    else if (outcome.kind === 'challenge') {
      setPending(true);
      window.location.assign(outcome.url);
    } else {
      // A new address saved once is in the book now: a retry must not save it a second time.
      if (outcome.step !== 'addresses' && billing.selected === 'new' && billing.save) {
        setBilling({ ...billing, save: false });
      }
      // The server's refusal of a new address's field (a postcode's format) shows on that field too,
      // in the reader's language, and above the form with the field's name.
      const problem = outcome.step === 'addresses' ? serverAddressProblem(outcome.error) : null;
      const text = problem ? t(`addresses:${problem.key}`) : null;
      if (problem && billing.selected === 'new') setBillingErrors({ [problem.field]: text! });
      else if (problem && !sameAddress && shipping.selected === 'new') setShippingErrors({ [problem.field]: text! });
      setRefusal(
        problem
          ? t('addresses:fieldProblem', { field: t(`addresses:fields.${problem.field}`), problem: text })
          : (outcome.message ?? t(`errors.${outcome.step}`)),
      );
      onRefused();
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        void placeOrder();
      }}
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { mobile: '1fr', md: 'minmax(0, 2fr) minmax(280px, 1fr)' }, alignItems: 'start' }}
    >
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        {refusal ? (
          <Alert severity="error" ref={refusalRef} tabIndex={-1} role="alert">
            {refusal}
          </Alert>
        ) : null}
        <Card variant="outlined" component="section" aria-labelledby="billing-title">
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <Typography id="billing-title" component="h2" variant="h6">
              {t('billing.title')}
            </Typography>
            <AddressChoice
              name="billing"
              label={t('billing.title')}
              book={book}
              countries={countries}
              choice={billing}
              errors={billingErrors}
              onChange={(next) => changeAddress(next, billing, setBilling, setBillingErrors)}
            />
          </CardContent>
        </Card>
        {data.is_virtual ? null : (
          <Card variant="outlined" component="section" aria-labelledby="shipping-title">
            <CardContent sx={{ display: 'grid', gap: 2 }}>
              <Typography id="shipping-title" component="h2" variant="h6">
                {t('shipping.title')}
              </Typography>
              <FormControlLabel
                control={<Checkbox checked={sameAddress} onChange={(event) => setSameAddress(event.target.checked)} />}
                label={t('shipping.same')}
              />
              {sameAddress ? null : (
                <AddressChoice
                  name="shipping"
                  label={t('shipping.title')}
                  book={book}
                  countries={countries}
                  choice={shipping}
                  errors={shippingErrors}
                  onChange={(next) => changeAddress(next, shipping, setShipping, setShippingErrors)}
                />
              )}
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{t('shipping.method')}</Typography>
                <Typography color="text.secondary">
                  {pickup ? t('shipping.pickupAt', { place: pickupPlaceLine(pickup, i18n.language) }) : t('shipping.pickup')}
                </Typography>
              </Box>
            </CardContent>
          </Card>
        )}
        {data.membership_device ? (
          <MembershipDevice
            cartId={data.id}
            shop={shop}
            choice={data.membership_device}
            // The "choose the launch monitor" refusal is answered once one is chosen.
            onChosen={() => setRefusal((shown) => (shown === t('device.required') ? null : shown))}
          />
        ) : null}
        <Card variant="outlined" component="section" aria-labelledby="payment-title">
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <Typography id="payment-title" component="h2" variant="h6">
              {t('payment.title')}
            </Typography>
            {nothingToPay ? <Typography>{t('payment.free')}</Typography> : <CardFields {...card.fields} />}
          </CardContent>
        </Card>
      </Box>
      <Card variant="outlined" component="section" aria-labelledby="order-title" sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography id="order-title" component="h2" variant="h6">
            {t('summary.title')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {(data.items ?? []).map((line) => (
              <Box component="li" key={line.uid} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <span>{t('summary.line', { quantity: line.quantity, name: line.product.name })}</span>
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(taxIncluded ? line.prices?.row_total_including_tax : line.prices?.row_total, i18n.language)}
                </Box>
              </Box>
            ))}
          </Box>
          <GiftCodeForm cartId={data.id} applied={data.applied_gift_codes ?? []} />
          <CartTotals prices={data.prices} giftCodes={data.applied_gift_codes} isVirtual={data.is_virtual} taxIncluded={taxIncluded} />
          <Button type="submit" variant="contained" size="large" disabled={pending || syncing} data-testid="place-order">
            {pending ? t('placing') : t('place', { total: formatMoney(data.prices?.grand_total, i18n.language) })}
          </Button>
          <Button component={RouterLink} to={`${base}/cart`}>
            {t('backToCart')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
