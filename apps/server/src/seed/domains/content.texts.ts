import type { LayoutBlockTexts } from '../../commerce/content/content.tables.ts';

type View = { title: string; texts?: LayoutBlockTexts };

/**
 * The demo layout blocks' texts in the fr, ja and zh store views, by "website / English title".
 * Slides are in the block's slide order; what is not listed reads in English.
 */
export const LAYOUT_BLOCK_TEXTS: Record<string, Record<'fr' | 'ja' | 'zh', View>> = {
  'main / This season': {
    fr: {
      title: 'Cette saison',
      texts: {
        slides: [
          { headline: 'Le nouveau driver AF-1', text: 'Ajusté à votre swing par nos coachs.' },
          { headline: 'Balles tour : 3 achetées, 10 % d’économie', text: 'Prix dégressifs sur chaque douzaine.' },
          { headline: 'Forfaits de leçons', text: 'Cinq ou dix leçons avec votre coach.' },
        ],
      },
    },
    ja: {
      title: '今シーズンのおすすめ',
      texts: {
        slides: [
          { headline: '新しいAF-1ドライバー', text: 'コーチがあなたのスイングに合わせてフィッティング。' },
          { headline: 'ツアーボール：3ダースで10%オフ', text: 'どのダースにも数量割引。' },
          { headline: 'レッスンパック', text: 'コーチとの5回または10回のレッスン。' },
        ],
      },
    },
    zh: {
      title: '本季精选',
      texts: {
        slides: [
          { headline: '全新 AF-1 一号木', text: '由我们的教练根据您的挥杆量身调校。' },
          { headline: '巡回赛用球：买 3 打省 10%', text: '每打都享数量优惠价。' },
          { headline: '课程套餐', text: '与您的教练上 5 节或 10 节课。' },
        ],
      },
    },
  },
  'main / Shop by category': { fr: { title: 'Acheter par catégorie' }, ja: { title: 'カテゴリーから探す' }, zh: { title: '按类别选购' } },
  'main / New arrivals': { fr: { title: 'Nouveautés' }, ja: { title: '新着商品' }, zh: { title: '新品上架' } },
  'main / Gift cards': {
    fr: {
      title: 'Cartes cadeaux',
      texts: {
        banner: { headline: 'Le cadeau dont rêve chaque golfeur', text: 'Envoyée par e-mail en quelques minutes.', buttonLabel: 'Choisir une carte cadeau' },
      },
    },
    ja: {
      title: 'ギフトカード',
      texts: { banner: { headline: 'ゴルファーがいちばん喜ぶギフト', text: '数分でメールでお届けします。', buttonLabel: 'ギフトカードを選ぶ' } },
    },
    zh: { title: '礼品卡', texts: { banner: { headline: '每位高尔夫球手都想要的礼物', text: '几分钟内通过电子邮件送达。', buttonLabel: '选择礼品卡' } } },
  },
  'main / On sale': { fr: { title: 'En promotion' }, ja: { title: 'セール' }, zh: { title: '特价商品' } },
  'main / Free fitting': {
    fr: { title: 'Fitting offert', texts: { html: '<p>Chaque club acheté ici est accompagné d’un contrôle de fitting offert par nos coachs.</p>' } },
    ja: { title: '無料フィッティング', texts: { html: '<p>当店でお買い上げのクラブには、コーチによる無料フィッティングチェックが付きます。</p>' } },
    zh: { title: '免费试打调校', texts: { html: '<p>在本店购买的每支球杆，都可由我们的教练免费进行试打调校检查。</p>' } },
  },
  'main / Driver fitting': {
    fr: {
      title: 'Fitting de driver',
      texts: {
        banner: { headline: 'Trouvez votre driver', text: 'Un fitting de 90 minutes sur un moniteur de lancement.', buttonLabel: 'Réserver un fitting' },
      },
    },
    ja: {
      title: 'ドライバーフィッティング',
      texts: { banner: { headline: 'あなたのドライバーを見つけよう', text: '弾道測定器を使った90分のフィッティング。', buttonLabel: 'フィッティングを予約' } },
    },
    zh: {
      title: '一号木试打调校',
      texts: { banner: { headline: '找到适合您的一号木', text: '在弹道监测仪上进行 90 分钟的试打调校。', buttonLabel: '预约试打调校' } },
    },
  },
  'main / The AF-1 in action': { fr: { title: 'L’AF-1 en action' }, ja: { title: 'AF-1の実力' }, zh: { title: 'AF-1 实战演示' } },
  'main / Customers also bought': {
    fr: { title: 'Les clients ont aussi acheté' },
    ja: { title: 'この商品を買った人はこんな商品も購入しています' },
    zh: { title: '购买此商品的顾客也购买了' },
  },
  'main / Why the AF-1': {
    fr: { title: 'Pourquoi l’AF-1', texts: { html: '<p>Un poids coulissant de 14 g et un hosel réglable : huit réglages pour votre trajectoire.</p>' } },
    ja: { title: 'AF-1を選ぶ理由', texts: { html: '<p>14gのスライドウェイトと可変ホーゼルで、弾道を8通りに調整できます。</p>' } },
    zh: { title: '为什么选择 AF-1', texts: { html: '<p>14 克滑动配重与可调杆颈：八种设置，调出您想要的弹道。</p>' } },
  },
  'launch_monitor / Eagle LM2': {
    fr: {
      title: 'Eagle LM2',
      texts: {
        banner: { headline: 'Votre simulateur à la maison', text: 'Le LM2 avec un tapis et un filet, ensemble pour moins cher.', buttonLabel: 'Voir le pack' },
      },
    },
    ja: {
      title: 'Eagle LM2',
      texts: { banner: { headline: '自宅にシミュレーターを', text: 'LM2とマット、ネットをセットでお得に。', buttonLabel: 'セットを見る' } },
    },
    zh: { title: 'Eagle LM2', texts: { banner: { headline: '把模拟器搬回家', text: 'LM2 搭配击球垫和球网，组合购买更优惠。', buttonLabel: '查看套装' } } },
  },
  'launch_monitor / Launch monitors and bundles': {
    fr: { title: 'Moniteurs de lancement et packs' },
    ja: { title: '弾道測定器とセット' },
    zh: { title: '弹道监测仪与套装' },
  },
  'launch_monitor / Shop': { fr: { title: 'Boutique' }, ja: { title: 'ショップ' }, zh: { title: '商店' } },
  'launch_monitor / Free shipping': {
    fr: { title: 'Livraison offerte', texts: { html: '<p>Livraison offerte sur les moniteurs de lancement et les packs.</p>' } },
    ja: { title: '送料無料', texts: { html: '<p>弾道測定器とセット商品は送料無料です。</p>' } },
    zh: { title: '免费配送', texts: { html: '<p>弹道监测仪及套装免费配送。</p>' } },
  },
  'launch_monitor / Complete your setup': { fr: { title: 'Complétez votre installation' }, ja: { title: '練習環境を仕上げる' }, zh: { title: '完善您的设备' } },
};
