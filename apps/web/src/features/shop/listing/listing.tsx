import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Link2 from '@mui/material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Badge from '@mui/material/Badge';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import TuneIcon from '@mui/icons-material/Tune';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { QueryState } from '@/components/query-state';
import { SelectField } from '@/components/select-field';
import { usePatchSearchParams } from '@/lib/patch-search-params';
import { useListingQuery } from '../catalogue/api';
import { listingParams, PAGE_SIZE, parseListingQuery, sortChoices, toggleFilter, type ListingKind, type ListingQuery } from '../catalogue/listing-query';
import { ProductGrid } from '../components/product-grid';
import { useShopPlace } from '../shop-context';
import { FilterPanel } from './filter-panel';

/**
 * A product listing (category or search) with filters, sort and pages, all kept in the URL: a
 * change pushes a history entry, so back and forward step through them and reload keeps them.
 */
export function Listing({ kind, categoryId, search, label }: { kind: ListingKind; categoryId?: number; search?: string; label: string }) {
  const { t } = useTranslation(['shop', 'common']);
  const { shop, base } = useShopPlace();
  const [params] = useSearchParams();
  const query = parseListingQuery(params, kind);
  const listing = useListingQuery({ shop, categoryId, search, pageSize: PAGE_SIZE, ...query }, { skip: kind === 'search' && !search });
  const patchParams = usePatchSearchParams();
  // Each change applies to the query in the address now: two filters ticked quickly both stay.
  const go = (change: (current: ListingQuery) => ListingQuery) => {
    patchParams((current) => listingParams(change(parseListingQuery(current, kind)), kind, search));
    window.scrollTo({ top: 0 });
  };
  const data = listing.data;
  const currency = data?.items[0]?.price_range.minimum_price.final_price.currency;
  const labelOf = (code: string, value: string) => {
    const option = data?.aggregations.find((a) => a.attribute_code === code)?.options.find((o) => o.value === value);
    if (code === 'price') return t('filters.priceChip', { value: value.replace('_', '–') });
    return option?.label ?? value;
  };
  const chips = Object.entries(query.filters).flatMap(([code, values]) => values.map((value) => ({ code, value })));
  // Beside the products on wide screens; on phones and tablets behind a Filters button at the top
  // (a drawer), so they are reachable before scrolling past every product.
  const theme = useTheme();
  const beside = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const panel = data ? (
    <FilterPanel
      aggregations={data.aggregations}
      chosen={query.filters}
      onToggle={(code, value) => go((q) => toggleFilter(q, code, value))}
      currency={currency}
    />
  ) : null;
  const hasFilters = !!data?.aggregations.some((a) => a.options.length);

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: beside ? '240px minmax(0, 1fr)' : 'minmax(0, 1fr)', alignItems: 'start' }}>
      {beside ? <Box>{panel}</Box> : null}
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
          {!beside && hasFilters ? (
            <Button variant="outlined" onClick={() => setDrawerOpen(true)} aria-haspopup="dialog" startIcon={<TuneIcon />}>
              <Badge badgeContent={chips.length} color="primary" sx={{ '& .MuiBadge-badge': { right: -12 } }}>
                {t('filters.title')}
              </Badge>
            </Button>
          ) : null}
          <Typography role="status" sx={{ flex: '1 1 auto' }}>
            {data ? t('listing.count', { count: data.total_count }) : ' '}
          </Typography>
          <Box sx={{ width: { xs: '100%', mobile: 220 }, maxWidth: '100%' }}>
            <SelectField
              label={t('listing.sort')}
              value={`${query.sort.field}-${query.sort.direction}`}
              onChange={(value) => {
                const [field, direction] = value.split('-');
                go((q) => ({
                  ...q,
                  page: 1,
                  sort: { field: field as ListingQuery['sort']['field'], direction: direction as ListingQuery['sort']['direction'] },
                }));
              }}
            >
              {sortChoices(kind).map((choice) => (
                <option key={choice} value={choice}>
                  {t(`listing.sortBy.${choice}`)}
                </option>
              ))}
            </SelectField>
          </Box>
        </Box>
        {chips.length ? (
          <Box component="ul" aria-label={t('filters.chosen')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {chips.map(({ code, value }) => (
              <li key={`${code}-${value}`}>
                <Chip label={labelOf(code, value)} onDelete={() => go((q) => toggleFilter(q, code, value))} />
              </li>
            ))}
            <li>
              <Button size="small" onClick={() => go((q) => ({ ...q, filters: {}, page: 1 }))}>
                {t('filters.clear')}
              </Button>
            </li>
          </Box>
        ) : null}
        {data?.suggestions?.length && search ? (
          // The server searched the corrected words too: offer them as a search of their own.
          <Typography sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <span>{t('search.didYouMean')}</span>
            {data.suggestions.map((s) => (
              <Link2 key={s.search} component={RouterLink} to={`${base}/search?q=${encodeURIComponent(s.search)}`} sx={{ fontWeight: 600 }}>
                {s.search}
              </Link2>
            ))}
          </Typography>
        ) : null}
        <QueryState
          query={listing}
          loadingLabel={t('listing.loading')}
          skeletonHeight={360}
          errorMessage={t('listing.loadFailed')}
          isEmpty={(page) => page.items.length === 0}
          empty={
            <Box sx={{ p: 3, border: 1, borderColor: 'divider', borderRadius: 2 }}>
              <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
                {t('listing.emptyTitle')}
              </Typography>
              <Typography>
                {chips.length ? t('listing.emptyFiltered') : kind === 'search' ? t('listing.emptySearch', { q: search }) : t('listing.emptyCategory')}
              </Typography>
            </Box>
          }
        >
          {(page) => (
            <Box sx={{ opacity: listing.isFetching ? 0.6 : 1, transition: 'opacity 0.2s' }}>
              <ProductGrid products={page.items} label={label} />
            </Box>
          )}
        </QueryState>
        {data && data.page_info.total_pages > 1 ? (
          <Box component="nav" aria-label={t('listing.pages')} sx={{ display: 'flex', justifyContent: 'center' }}>
            <Pagination
              count={data.page_info.total_pages}
              page={query.page}
              onChange={(_e, page) => go((q) => ({ ...q, page }))}
              siblingCount={0}
              getItemAriaLabel={(type, page, selected) =>
                type === 'page' ? t(selected ? 'listing.currentPage' : 'listing.page', { page }) : t(`listing.${type}`)
              }
            />
          </Box>
        ) : null}
      </Box>
      {beside ? null : (
        <Drawer
          anchor="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{ paper: { role: 'dialog', 'aria-label': t('filters.title'), sx: { width: 'min(340px, 90vw)', p: 2 } } }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
              {t('filters.title')}
            </Typography>
            <IconButton onClick={() => setDrawerOpen(false)} aria-label={t('filters.close')}>
              <CloseIcon />
            </IconButton>
          </Box>
          {panel}
          <Button variant="contained" fullWidth sx={{ mt: 2 }} onClick={() => setDrawerOpen(false)}>
            {data ? t('filters.show', { count: data.total_count }) : t('filters.close')}
          </Button>
        </Drawer>
      )}
    </Box>
  );
}
