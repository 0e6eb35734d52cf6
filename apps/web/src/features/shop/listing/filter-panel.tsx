import { useTranslation } from 'react-i18next';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { Aggregation } from '../catalogue/types';
import { formatMoney } from '@/lib/format/money';
import { visuallyHidden } from '@/lib/a11y/visually-hidden';

/** A price bucket "100_200" in the shop's currency. */
function usePriceLabel(currency: string | undefined) {
  const { i18n, t } = useTranslation('shop');
  return (value: string, fallback: string) => {
    const [from, to] = value.split('_').map(Number);
    if (!currency || !Number.isFinite(from) || !Number.isFinite(to)) return fallback;
    return t('filters.priceRange', { from: formatMoney({ value: from!, currency }, i18n.language), to: formatMoney({ value: to!, currency }, i18n.language) });
  };
}

/**
 * Layered navigation: each aggregation the listing returned, its values as checkboxes with their
 * product counts. A group with a chosen value starts open.
 */
export function FilterPanel({
  aggregations,
  chosen,
  onToggle,
  currency,
  skip = [],
}: {
  aggregations: Aggregation[];
  chosen: Record<string, string[]>;
  onToggle: (code: string, value: string) => void;
  currency?: string;
  skip?: string[];
}) {
  const { t } = useTranslation('shop');
  const priceLabel = usePriceLabel(currency);
  const groups = [...aggregations].filter((a) => a.options.length && !skip.includes(a.attribute_code)).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  if (!groups.length) return null;
  return (
    <Box component="section" aria-labelledby="listing-filters">
      <Typography id="listing-filters" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('filters.title')}
      </Typography>
      {groups.map((group) => (
        <Accordion key={group.attribute_code} disableGutters defaultExpanded={(chosen[group.attribute_code]?.length ?? 0) > 0} variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`filter-${group.attribute_code}`} aria-controls={`filter-${group.attribute_code}-values`}>
            <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1rem' }}>
              {group.attribute_code === 'price' ? t('filters.price') : group.label}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`filter-${group.attribute_code}-values`} sx={{ pt: 0 }}>
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Box component="legend" sx={visuallyHidden}>
                {group.label}
              </Box>
              {group.options.map((option) => {
                const label = group.attribute_code === 'price' ? priceLabel(option.value, option.label) : option.label;
                return (
                  <FormControlLabel
                    key={option.value}
                    sx={{ display: 'flex' }}
                    control={
                      <Checkbox
                        size="small"
                        checked={chosen[group.attribute_code]?.includes(option.value) ?? false}
                        onChange={() => onToggle(group.attribute_code, option.value)}
                      />
                    }
                    label={option.count != null ? t('filters.option', { label, count: option.count }) : label}
                  />
                );
              })}
            </Box>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
