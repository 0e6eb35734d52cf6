import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { regionName } from '@/lib/format/region-name';

/** An address as lines of text, as an envelope shows it. */
export function AddressText({
  address,
}: {
  address: {
    firstname: string;
    lastname: string;
    company?: string | null;
    street: string[];
    city: string;
    postcode: string | null;
    region: string | null;
    countryCode: string;
    telephone: string | null;
  };
}) {
  const { i18n } = useTranslation();
  const lines = [
    `${address.firstname} ${address.lastname}`,
    address.company,
    ...address.street,
    [address.city, address.region, address.postcode].filter(Boolean).join(', '),
    regionName(address.countryCode, i18n.language),
    address.telephone,
  ].filter(Boolean);
  return (
    <Box component="address" sx={{ fontStyle: 'normal', overflowWrap: 'anywhere' }}>
      {lines.map((line, index) => (
        <Box key={index}>{line}</Box>
      ))}
    </Box>
  );
}
