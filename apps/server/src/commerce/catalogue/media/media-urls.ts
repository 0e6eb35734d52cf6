/** Where product, category and gift card pictures are served (media/media.routes.ts draws them). */
export const productMediaUrl = (baseUrl: string, file: string) => `${baseUrl}/media/catalog/product${file.startsWith('/') ? '' : '/'}${file}`;
export const categoryMediaUrl = (baseUrl: string, file: string) => `${baseUrl}/media/catalog/category${file.startsWith('/') ? '' : '/'}${file}`;
export const giftCardMediaUrl = (baseUrl: string, file: string) => `${baseUrl}/media/giftcard${file.startsWith('/') ? '' : '/'}${file}`;
