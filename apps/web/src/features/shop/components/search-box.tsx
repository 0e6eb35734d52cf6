import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import SearchIcon from '@mui/icons-material/Search';
import { useShopPlace } from '../shop-context';

/** The shop's search box: a search landmark that opens the search results of the shop shown. */
export function SearchBox() {
  const { t } = useTranslation('shop');
  const { base } = useShopPlace();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q) void navigate(`${base}/search?${new URLSearchParams({ q }).toString()}`);
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('search.label')}
      onSubmit={submit}
      // A line of its own on phones, so the cart count beside it never decides where the page starts.
      sx={{ flex: { xs: '1 1 100%', sm: '1 1 220px' }, maxWidth: { sm: 420 } }}
    >
      <OutlinedInput
        size="small"
        fullWidth
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('search.placeholder')}
        inputProps={{ 'aria-label': t('search.label'), maxLength: 128 }}
        endAdornment={
          <InputAdornment position="end">
            <IconButton type="submit" edge="end" aria-label={t('search.submit')}>
              <SearchIcon />
            </IconButton>
          </InputAdornment>
        }
      />
    </Box>
  );
}
