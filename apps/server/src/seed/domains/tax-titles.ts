/** A rate's title in the product's other languages (renewals show it in the player's). */
export function taxTitlesOf(title: string, region: string | null): Record<string, string> {
  if (title.endsWith(' Sales Tax') && region) return { fr: `Taxe de vente (${region})`, ja: `${region}州売上税`, zh: `${region}州销售税` };
  const named: Record<string, Record<string, string>> = {
    HST: { fr: 'TVH', ja: '統一売上税（HST）', zh: '统一销售税（HST）' },
    GST: { fr: 'TPS', ja: '物品サービス税（GST）', zh: '商品及服务税（GST）' },
    QST: { fr: 'TVQ', ja: 'ケベック州売上税（QST）', zh: '魁北克销售税（QST）' },
    PST: { fr: 'TVP', ja: '州売上税（PST）', zh: '省销售税（PST）' },
    消費税: { en: 'Consumption tax', fr: 'Taxe sur la consommation', ja: '消費税', zh: '消费税' },
  };
  return named[title] ?? {};
}
