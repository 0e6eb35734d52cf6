import Box from '@mui/material/Box';
import type { OrderAddress } from '../api';
import { regionName } from '@/lib/format/region-name';

/** A postal address as it prints on a label, one part a line. */
export function AddressLines({ address, locale }: { address: OrderAddress; locale: string }) {
  const lines = [
    `${address.firstname} ${address.lastname}`.trim(),
    address.company,
    ...address.street,
    [address.city, address.region, address.postcode].filter(Boolean).join(', '),
    address.country_code ? regionName(address.country_code, locale) : null,
    address.telephone,
  ].filter((l): l is string => !!l);
  return (
    <Box component="address" sx={{ fontStyle: 'normal', lineHeight: 1.6, overflowWrap: 'anywhere' }}>
      {lines.map((l, i) => (
        <Box key={i}>{l}</Box>
      ))}
    </Box>
  );
}
