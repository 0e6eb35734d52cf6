import type { Scenario } from '../lib/scenario.ts';

const CARD = `__typename uid sku name url_key stock_status small_image { url label }
  price_range { minimum_price { regular_price { value currency } final_price { value currency } discount { amount_off percent_off } } maximum_price { final_price { value } } }
  ... on ConfigurableProduct { variants { attributes { code label } product { sku stock_status price_range { minimum_price { final_price { value } } } } } }`;

const DETAIL = `${CARD} description { html } short_description { html } special_price price_tiers { quantity final_price { value } }
  media_gallery { url label position ... on ProductVideo { video_content { video_url } } }
  categories { uid name breadcrumbs { category_name } } related_products { sku name } upsell_products { sku name }
  golf_product_tags { value }
  ... on ConfigurableProduct { configurable_options { attribute_code label values { uid label swatch_data { value } } } }
  ... on CustomizableProductInterface { options { title required uid } }`;

const graphql = (query: string, store = 'US', language = 'en') => ({
  method: 'POST' as const,
  path: '/graphql',
  headers: { store, 'accept-language': language },
  body: JSON.stringify({ query }),
});
/** Category listings nobody asked for in the last 30 s: each request another price filter, as GET (the shared copy misses). */
const cacheMisses = (query: (from: number) => string) => {
  const requests = Array.from({ length: 5000 }, (_, i) => ({
    method: 'GET' as const,
    path: `/graphql?query=${encodeURIComponent(query(i))}`,
    headers: { store: 'US' },
  }));
  return { ...requests[0]!, rotate: requests };
};
/** As the web app sends catalogue reads: GET, answered from the server's shared copy after the first. */
const graphqlGet = (query: string) => ({ method: 'GET' as const, path: `/graphql?query=${encodeURIComponent(query)}`, headers: { store: 'US' } });

/** Catalogue reads at scale (50,000 products per scale unit): a category page, product detail, search. */
export const catalogueScenarios: Scenario[] = [
  {
    name: 'GraphQL category listing, 48 products (catalogue)',
    kind: 'computed',
    largeTable: true,
    prepare: async () =>
      graphql(
        `{ products(filter: { category_id: { eq: "10" } }, pageSize: 48, currentPage: 3, sort: { position: ASC }) { total_count page_info { total_pages } items { ${CARD} } } }`,
      ),
  },
  {
    name: 'GraphQL category listing by price with aggregations (catalogue)',
    kind: 'computed',
    largeTable: true,
    prepare: async () =>
      graphql(
        `{ products(filter: { category_id: { eq: "11" } }, pageSize: 24, sort: { price: ASC }) { total_count aggregations { attribute_code options { label count } } items { ${CARD} } } }`,
      ),
  },
  {
    name: 'GraphQL full product detail (catalogue)',
    kind: 'computed',
    largeTable: true,
    prepare: async () => graphql(`{ products(filter: { url_key: { eq: "apex-forge-forged-irons-5-pw" } }) { items { ${DETAIL} } } }`),
  },
  {
    name: 'GraphQL search with a misspelling (catalogue)',
    kind: 'computed',
    largeTable: true,
    prepare: async () => graphql(`{ products(search: "tempest dirver", pageSize: 12) { total_count items { ${CARD} } } }`),
  },
  {
    name: 'GraphQL category listing, 48 products, GET, a filter nobody asked in 30 s (catalogue, computed)',
    kind: 'computed',
    largeTable: true,
    prepare: async () =>
      cacheMisses(
        (i) =>
          `{ products(filter: { category_id: { eq: "10" }, price: { from: "${i % 500}", to: "${2000 + Math.floor(i / 500)}" } }, pageSize: 48, sort: { position: ASC }) { total_count items { ${CARD} } } }`,
      ),
  },
  {
    name: 'GraphQL category listing of 24, varying price filter, with aggregations (catalogue, computed)',
    kind: 'computed',
    largeTable: true,
    prepare: async () =>
      cacheMisses(
        (i) =>
          `{ products(filter: { category_id: { eq: "11" }, price: { from: "${i % 500}", to: "${2000 + Math.floor(i / 500)}" } }, pageSize: 24, sort: { price: ASC }) { total_count aggregations { attribute_code options { label count } } items { ${CARD} } } }`,
      ),
  },
  {
    name: 'GraphQL category listing, 48 products, JP store in Japanese (catalogue)',
    kind: 'computed',
    largeTable: true,
    prepare: async () =>
      graphql(
        `{ products(filter: { category_id: { eq: "10" } }, pageSize: 48, currentPage: 3, sort: { position: ASC }) { total_count items { ${CARD} } } }`,
        'JP',
        'ja',
      ),
  },
  {
    name: 'GraphQL Japanese search (catalogue)',
    kind: 'computed',
    largeTable: true,
    prepare: async () => graphql(`{ products(search: "ドライバー", pageSize: 12) { total_count items { ${CARD} } } }`, 'JP', 'ja'),
  },
  {
    name: 'GraphQL mega-menu (catalogue)',
    prepare: async () => graphql('{ categoryList(filters: { ids: { eq: "2" } }) { children { uid name position image children { uid name position } } } }'),
  },
  {
    name: 'GraphQL category listing, 48 products, GET (catalogue, shared copy)',
    prepare: async () =>
      graphqlGet(
        `{ products(filter: { category_id: { eq: "10" } }, pageSize: 48, currentPage: 3, sort: { position: ASC }) { total_count page_info { total_pages } items { ${CARD} } } }`,
      ),
  },
  {
    name: 'GraphQL full product detail, GET (catalogue, shared copy)',
    prepare: async () => graphqlGet(`{ products(filter: { url_key: { eq: "apex-forge-forged-irons-5-pw" } }) { items { ${DETAIL} } } }`),
  },
  { name: 'GET /api/v3/layout/shop (catalogue)', prepare: async () => ({ path: '/api/v3/layout/shop', headers: { store: 'US' } }) },
];
