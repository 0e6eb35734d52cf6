import Box from '@mui/material/Box';

/**
 * A product picture drawn by the server at its media URL: fixed width and height so the page
 * does not jump, lazy below the fold.
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  eager = false,
}: {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
}) {
  if (!src) return <Box sx={{ width: '100%', aspectRatio: `${width} / ${height}`, bgcolor: 'grey.100', borderRadius: 1 }} />;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${width} / ${height}`, objectFit: 'contain', bgcolor: 'grey.50', borderRadius: 1 }}
    />
  );
}
