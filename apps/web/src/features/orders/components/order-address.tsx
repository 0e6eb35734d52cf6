import Box from '@mui/material/Box';
import type { OrderAddress } from '../api';
import { postalAddressLines } from '@golf/contracts';
import { regionName } from '@/lib/format/region-name';

/** A postal address as it prints on a label, one part a line. */
export function AddressLines({ address, locale }: { address: OrderAddress; locale: string }) {
  const lines = postalAddressLines(
    { ...address, street: address.street ?? [], countryCode: address.country_code ?? '' },
    locale,
    address.country_code ? regionName(address.country_code, locale) : null,
  );
  return (
    <Box component="address" sx={{ fontStyle: 'normal', lineHeight: 1.6, overflowWrap: 'anywhere' }}>
      {lines.map((l, i) => (
        <Box key={i}>{l}</Box>
      ))}
    </Box>
  );
}
