import Box from '@mui/material/Box';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';

/**
 * A form's error above its fields, announced at once (role alert). Lighter than Alert, whose
 * severity icons and close button would all ride in the first route.
 */
export function FormError({ id, message }: { id: string; message: string }) {
  return (
    <Box
      id={id}
      role="alert"
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: 'error.main',
        bgcolor: '#fdeded',
        color: '#5f2120',
      }}
    >
      <ErrorOutline fontSize="small" sx={{ color: 'error.main', mt: '2px' }} aria-hidden />
      <Box component="span">{message}</Box>
    </Box>
  );
}
