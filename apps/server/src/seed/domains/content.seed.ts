import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { categories } from '../../commerce/catalogue/categories/categories.tables.ts';
import { products } from '../../commerce/catalogue/products/products.tables.ts';
import { layoutBlocks, layoutBlockTexts, proShopBlocks } from '../../commerce/content/content.tables.ts';
import { LAYOUT_BLOCK_TEXTS } from './content.texts.ts';

const img = (kind: string, color: string) => `/media/catalog/category/${kind}/${color}-wide.svg`;

/** Shop page layouts and pro shop content pages for both shops. Runs after the catalogue seed. */
export async function seedContent(db: Db): Promise<void> {
  const cats = await db.select({ id: categories.id, urlPath: categories.urlPath, path: categories.path }).from(categories);
  const cat = (website: 'main' | 'launch_monitor', urlPath: string) =>
    cats.find((c) => c.urlPath === urlPath && c.path.startsWith(website === 'main' ? '1/2/' : '1/3/'))!.id;
  const [driver] = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.sku, ['AF1-DRV']));

  const blocks = await db
    .insert(layoutBlocks)
    .values([
      // Main shop home.
      {
        websiteCode: 'main',
        page: 'shop',
        type: 'slider',
        title: 'This season',
        position: 1,
        data: {
          slides: [
            {
              image: img('driver', '1f3a5f'),
              headline: 'The new AF-1 driver',
              text: 'Fitted to your swing by our coaches.',
              href: '/shop/product/apex-forge-af-1-driver',
            },
            { image: img('ball', 'f8fafc'), headline: 'Tour balls: buy 3, save 10%', text: 'Quantity prices on every dozen.', href: '/shop/category/balls' },
            {
              image: img('lesson', 'ea580c'),
              headline: 'Lesson packs',
              text: 'Five or ten lessons with your coach.',
              href: '/shop/category/lessons/lesson-packs',
            },
          ],
        },
      },
      {
        websiteCode: 'main',
        page: 'shop',
        type: 'category_grid',
        title: 'Shop by category',
        position: 2,
        data: { categoryIds: ['clubs', 'balls', 'bags', 'apparel', 'accessories', 'lessons'].map((p) => cat('main', p)) },
      },
      {
        websiteCode: 'main',
        page: 'shop',
        type: 'product_carousel',
        title: 'New arrivals',
        position: 3,
        data: { categoryId: cat('main', 'new-arrivals'), limit: 8 },
      },
      {
        websiteCode: 'main',
        page: 'shop',
        type: 'banner',
        title: 'Gift cards',
        position: 4,
        data: {
          banner: {
            image: img('giftcard', 'ea580c'),
            headline: 'The gift every golfer wants',
            text: 'Sent by e-mail in minutes.',
            buttonLabel: 'Choose a gift card',
            href: '/shop/category/gift-cards',
          },
        },
      },
      { websiteCode: 'main', page: 'shop', type: 'product_carousel', title: 'On sale', position: 5, data: { categoryId: cat('main', 'sale'), limit: 8 } },
      // Main shop category pages: a default, and the drivers page's own.
      {
        websiteCode: 'main',
        page: 'category',
        type: 'text',
        title: 'Free fitting',
        position: 1,
        data: { html: '<p>Every club bought here comes with a free fitting check by our coaches.</p>' },
      },
      {
        websiteCode: 'main',
        page: 'category',
        targetId: cat('main', 'clubs/drivers'),
        type: 'banner',
        title: 'Driver fitting',
        position: 1,
        data: {
          banner: {
            image: img('fitting', '0e7490'),
            headline: 'Find your driver',
            text: 'A 90-minute fitting on a launch monitor.',
            buttonLabel: 'Book a fitting',
            href: '/shop/product/club-fitting-session',
          },
        },
      },
      {
        websiteCode: 'main',
        page: 'category',
        targetId: cat('main', 'clubs/drivers'),
        type: 'video',
        title: 'The AF-1 in action',
        position: 2,
        data: { videoUrl: '/media/video/driver/1f3a5f?title=The%20AF-1%20in%20action', poster: '/media/catalog/product/driver/1f3a5f-1.svg' },
      },
      // Main shop product pages: a default, and the AF-1's own.
      {
        websiteCode: 'main',
        page: 'product',
        type: 'product_carousel',
        title: 'Customers also bought',
        position: 1,
        data: { skus: ['AF-TOUR-BALL', 'AF-GLOVE', 'TA-ALIGN', 'HC-DRV'] },
      },
      ...(driver
        ? [
            {
              websiteCode: 'main',
              page: 'product' as const,
              targetId: driver.id,
              type: 'text' as const,
              title: 'Why the AF-1',
              position: 1,
              data: { html: '<p>A 14 g sliding weight and an adjustable hosel: eight settings for your flight.</p>' },
            },
          ]
        : []),
      // Launch-monitor shop.
      {
        websiteCode: 'launch_monitor',
        page: 'shop',
        type: 'banner',
        title: 'Eagle LM2',
        position: 1,
        data: {
          banner: {
            image: img('launch-monitor', '111827'),
            headline: 'Your simulator at home',
            text: 'The LM2 with a mat and a net, together for less.',
            buttonLabel: 'See the bundle',
            href: '/shop/product/lm2-home-simulator-bundle',
          },
        },
      },
      {
        websiteCode: 'launch_monitor',
        page: 'shop',
        type: 'product_carousel',
        title: 'Launch monitors and bundles',
        position: 2,
        data: { categoryId: cat('launch_monitor', 'launch-monitors'), limit: 6 },
      },
      {
        websiteCode: 'launch_monitor',
        page: 'shop',
        type: 'category_grid',
        title: 'Shop',
        position: 3,
        data: { categoryIds: ['launch-monitors', 'simulator-memberships', 'simulator-accessories', 'simulator-bundles'].map((p) => cat('launch_monitor', p)) },
      },
      {
        websiteCode: 'launch_monitor',
        page: 'category',
        type: 'text',
        title: 'Free shipping',
        position: 1,
        data: { html: '<p>Free shipping on launch monitors and bundles.</p>' },
      },
      {
        websiteCode: 'launch_monitor',
        page: 'product',
        type: 'product_carousel',
        title: 'Complete your setup',
        position: 1,
        data: { skus: ['LM-MAT', 'LM-NET', 'LM-CASE'] },
      },
    ])
    .returning({ id: layoutBlocks.id, websiteCode: layoutBlocks.websiteCode, title: layoutBlocks.title });
  // Each block's texts in the fr, ja and zh store views.
  const views = blocks.flatMap((b) =>
    Object.entries(LAYOUT_BLOCK_TEXTS[`${b.websiteCode} / ${b.title}`] ?? {}).map(([locale, view]) => ({
      blockId: b.id,
      locale,
      title: view.title,
      texts: view.texts ?? {},
    })),
  );
  if (views.length) await db.insert(layoutBlockTexts).values(views);

  await db.insert(proShopBlocks).values([
    {
      websiteCode: 'main',
      pageIdentifier: 'pro-shop',
      type: 'hero',
      title: 'Welcome to the Pro Shop',
      subtitle: 'Fitted clubs, expert advice',
      content: '<p>Every club we sell can be fitted to your swing. Book a fitting or talk to your coach.</p>',
      productUrl: '/shop/product/club-fitting-session',
      textPosition: 'left',
      textAlign: 'left',
      position: 1,
      items: [],
    },
    {
      websiteCode: 'main',
      pageIdentifier: 'pro-shop',
      type: 'tiles',
      title: 'Coach picks',
      content: '<p>What our coaches play this season.</p>',
      position: 2,
      items: [
        {
          image: '/media/catalog/product/driver/1f3a5f-1.svg',
          slogan: 'AF-1 Driver',
          description: 'Adjustable, forgiving, long.',
          buttonLabel: 'Shop drivers',
          buttonHref: '/shop/category/clubs/drivers',
          imageSlider: null,
        },
        {
          image: '/media/catalog/product/iron/6b7280-1.svg',
          slogan: 'Forged irons',
          description: 'Soft feel and precise distances.',
          buttonLabel: 'Shop irons',
          buttonHref: '/shop/category/clubs/irons',
          imageSlider: null,
        },
        {
          image: '/media/catalog/product/ball/f8fafc-1.svg',
          slogan: 'Tour balls',
          description: 'Buy three dozen and save 10%.',
          buttonLabel: 'Shop balls',
          buttonHref: '/shop/category/balls',
          imageSlider: null,
        },
      ],
    },
    {
      websiteCode: 'main',
      pageIdentifier: 'pro-shop',
      type: 'video',
      title: 'Inside a fitting',
      content: '<p>See how a fitting finds your best driver.</p>',
      videoUrl: '/media/video/fitting/0e7490',
      videoUrlEmbed: '/media/video/fitting/0e7490?title=Inside%20a%20fitting',
      textAlign: 'center',
      textPosition: 'center',
      position: 3,
      items: [],
    },
    {
      websiteCode: 'main',
      pageIdentifier: 'gift-guide',
      categoryId: cat('main', 'gift-guide'),
      type: 'image_slider',
      title: 'Holiday Gift Guide',
      subtitle: 'For every golfer on your list',
      content: '<p>From stocking fillers to a new putter.</p>',
      position: 1,
      items: [
        {
          image: '/media/catalog/product/mat/15803d-1.svg',
          slogan: 'Under 100',
          description: 'Putting mats, tempo trainers and headcovers.',
          buttonLabel: 'See gifts',
          buttonHref: '/shop/category/gift-guide',
          imageSlider: JSON.stringify([
            { image: '/media/catalog/product/mat/15803d-1.svg', caption: 'Putting Mat 3 m' },
            { image: '/media/catalog/product/training/0891b2-1.svg', caption: 'Tempo Swing Trainer' },
          ]),
        },
        {
          image: '/media/catalog/product/giftcard/ea580c-1.svg',
          slogan: 'Gift cards',
          description: 'Let them choose.',
          buttonLabel: 'Gift cards',
          buttonHref: '/shop/category/gift-cards',
          imageSlider: null,
        },
      ],
    },
    {
      websiteCode: 'launch_monitor',
      pageIdentifier: 'pro-shop',
      type: 'hero',
      title: 'Simulator Pro Shop',
      subtitle: 'Practise and play at home',
      content: '<p>Everything for your home simulator.</p>',
      productUrl: '/shop/product/lm2-home-simulator-bundle',
      position: 1,
      items: [],
    },
  ]);
}
