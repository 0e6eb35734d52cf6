import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { postalAddressLines } from '@golf/contracts';
import { regionName } from '@/lib/format/region-name';

/** An address as lines of text, as an envelope shows it in the reader's language (Japanese order in Japanese). */
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
    regionCode?: string | null;
    countryCode: string;
    telephone: string | null;
  };
}) {
  const { i18n } = useTranslation();
  const lines = postalAddressLines(address, i18n.language, regionName(address.countryCode, i18n.language));
  return (
    <Box component="address" sx={{ fontStyle: 'normal', overflowWrap: 'anywhere' }}>
      {lines.map((line, index) => (
        <Box key={index}>{line}</Box>
      ))}
    </Box>
  );
}
