import type { Db } from '../../../platform/db/index.ts';
import { categories } from '../../../commerce/catalogue/categories/categories.tables.ts';
import { LAUNCH_MONITOR_SHOP, MAIN_SHOP, type CategoryDef } from './categories.data.ts';

export interface SeededCategory {
  id: number;
  path: string;
  level: number;
  websiteCode: 'main' | 'launch_monitor';
}

/**
 * The category trees: the tree root (1), the shop roots (2 main, 3 launch monitor, as store
 * configuration says) and the demo categories under them, with ids below the identity's start.
 * Returns the categories by "<website>:<url path>".
 */
export async function seedCategories(db: Db): Promise<Map<string, SeededCategory>> {
  const rows: (typeof categories.$inferInsert)[] = [
    { id: 1, parentId: null, path: '1', level: 0, name: 'Root Catalog', urlKey: 'root-catalog', urlPath: '', includeInMenu: false },
    {
      id: 2,
      parentId: 1,
      path: '1/2',
      level: 1,
      name: 'Golf Shop',
      urlKey: 'golf-shop',
      urlPath: '',
      description: '<p>Clubs, balls, apparel, lessons and gift cards.</p>',
    },
    {
      id: 3,
      parentId: 1,
      path: '1/3',
      level: 1,
      name: 'Launch Monitor Shop',
      urlKey: 'launch-monitor-shop',
      urlPath: '',
      description: '<p>Launch monitors, simulator gear and memberships.</p>',
    },
  ];
  const seeded = new Map<string, SeededCategory>();
  let nextId = 10;
  const walk = (
    defs: CategoryDef[],
    parentId: number,
    parentPath: string,
    parentUrl: string,
    level: number,
    websiteCode: SeededCategory['websiteCode'],
    parentNames: string[] = [],
  ) => {
    defs.forEach((def, position) => {
      const id = nextId++;
      const path = `${parentPath}/${id}`;
      const urlPath = parentUrl ? `${parentUrl}/${def.key}` : def.key;
      rows.push({
        id,
        parentId,
        path,
        level,
        position: position + 1,
        name: def.name,
        urlKey: def.key,
        urlPath,
        description: def.description,
        image: def.image ?? null,
        galleryImage: def.image ? def.image.replace('.svg', '-wide.svg') : null,
        code: def.code ?? null,
        tags: def.tags ?? [],
        customUrl: def.customUrl ?? null,
        includeInMenu: def.inMenu ?? true,
        metaTitle: `${def.name} | Golf Shop`,
        metaDescription: def.description.replace(/<[^>]+>/g, ''),
        metaKeywords: [def.name, ...parentNames].join(', ').toLowerCase(),
      });
      seeded.set(`${websiteCode}:${urlPath}`, { id, path, level, websiteCode });
      if (def.children) walk(def.children, id, path, urlPath, level + 1, websiteCode, [def.name, ...parentNames]);
    });
  };
  walk(MAIN_SHOP, 2, '1/2', '', 2, 'main');
  walk(LAUNCH_MONITOR_SHOP, 3, '1/3', '', 2, 'launch_monitor');
  await db.insert(categories).values(rows);
  return seeded;
}
