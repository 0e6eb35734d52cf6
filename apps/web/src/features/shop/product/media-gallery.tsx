import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import PlayIcon from '@mui/icons-material/PlayCircleOutlined';
import type { MediaEntry } from '../catalogue/types';
import { ProductImage } from '../components/product-image';

/** A product's images and videos in gallery order (by position). */
export const galleryOrder = (media: MediaEntry[] | null | undefined) => [...(media ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));

/** Images and videos in gallery order: the chosen one large, the others as thumbnails. */
export function MediaGallery({ media, name }: { media: MediaEntry[] | null | undefined; name: string }) {
  const { t } = useTranslation('shop');
  const entries = galleryOrder(media);
  const [index, setIndex] = useState(0);
  const current = entries[Math.min(index, entries.length - 1)];
  if (!current) return <ProductImage src={null} alt={name} width={640} height={640} />;
  const video = current.__typename === 'ProductVideo' ? current.video_content : null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {video?.video_url ? (
        <Box
          component="iframe"
          src={video.video_url}
          title={video.video_title ?? t('gallery.video', { name })}
          allow="fullscreen"
          loading="lazy"
          sx={{ width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: 1, bgcolor: 'grey.900' }}
        />
      ) : (
        <ProductImage src={current.url} alt={current.label ?? name} width={640} height={640} eager />
      )}
      {entries.length > 1 ? (
        <Box role="list" aria-label={t('gallery.label', { name })} sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5 }}>
          {entries.map((entry, i) => {
            const isVideo = entry.__typename === 'ProductVideo';
            const label = isVideo ? (entry.video_content?.video_title ?? t('gallery.video', { name })) : (entry.label ?? name);
            return (
              <Box role="listitem" key={`${entry.url}-${i}`} sx={{ flex: '0 0 72px' }}>
                <ButtonBase
                  onClick={() => setIndex(i)}
                  aria-label={t('gallery.show', { label })}
                  aria-pressed={i === index}
                  sx={{
                    width: 72,
                    borderRadius: 1,
                    border: 2,
                    borderColor: i === index ? 'primary.main' : 'transparent',
                    position: 'relative',
                    display: 'block',
                  }}
                >
                  <ProductImage src={entry.url} alt="" width={72} height={72} />
                  {isVideo ? <PlayIcon sx={{ position: 'absolute', inset: 0, m: 'auto', color: 'common.white', filter: 'drop-shadow(0 0 2px #000)' }} /> : null}
                </ButtonBase>
              </Box>
            );
          })}
        </Box>
      ) : null}
    </Box>
  );
}
