import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import type { ConfigurableDetail } from '../catalogue/types';
import { availableValues, chooseValue } from './selection';

/**
 * The attributes of a configurable product as swatches: colour swatches show their colour, the
 * others their text. Values that lead to no in-stock variant are disabled.
 */
export function ConfigurableChooser({
  product,
  chosen,
  onChange,
}: {
  product: ConfigurableDetail;
  chosen: Record<string, number>;
  onChange: (next: Record<string, number>) => void;
}) {
  const { t } = useTranslation('shop');
  const options = [...(product.configurable_options ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  return (
    <>
      {options.map((option) => {
        const available = availableValues(product, chosen, option);
        const current = option.values.find((v) => v.value_index === chosen[option.attribute_code]);
        return (
          <Box key={option.attribute_code} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
              {option.label}
              {current ? `: ${current.label}` : ''}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {option.values.map((value) => {
                const isAvailable = available.has(value.value_index);
                const colour = value.swatch_data?.__typename === 'ColorSwatchData' ? value.swatch_data.value : null;
                const picture = value.swatch_data?.__typename === 'ImageSwatchData' ? value.swatch_data.value : null;
                return (
                  <ToggleButton
                    key={value.value_index}
                    value={value.value_index}
                    selected={current?.value_index === value.value_index}
                    disabled={!isAvailable}
                    onChange={() => onChange(chooseValue(product, chosen, option.attribute_code, value.value_index))}
                    aria-label={isAvailable ? value.label : t('options.unavailable', { value: value.label })}
                    size="small"
                    sx={{ minWidth: 48, minHeight: 44, gap: 1, textTransform: 'none', ...(isAvailable ? {} : { textDecoration: 'line-through' }) }}
                  >
                    {colour ? (
                      <Box
                        component="span"
                        aria-hidden
                        sx={{ width: 18, height: 18, borderRadius: '50%', bgcolor: colour, border: 1, borderColor: 'grey.400' }}
                      />
                    ) : null}
                    {picture ? <Box component="img" src={picture} alt="" width={24} height={24} sx={{ borderRadius: '50%' }} /> : null}
                    {value.label}
                  </ToggleButton>
                );
              })}
            </Box>
          </Box>
        );
      })}
    </>
  );
}
