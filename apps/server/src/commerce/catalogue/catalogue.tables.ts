// Every table of the catalogue, for db/schema.ts. Each concern keeps its own file.
export * from './categories/categories.tables.ts';
export * from './products/products.tables.ts';
export * from './products/attributes.tables.ts';
export * from './media/media.tables.ts';
export * from './prices/prices.tables.ts';
export * from './types/options.tables.ts';
export * from './types/bundle.tables.ts';
export * from './types/gift-card.tables.ts';
export * from './types/downloadable.tables.ts';
export * from './search/search.tables.ts';
export * from './views/views.tables.ts';
export * from './documents/documents.tables.ts';
