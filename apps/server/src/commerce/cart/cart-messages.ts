import type { Locale } from '@golf/contracts';

type Translations = Record<Exclude<Locale, 'en'>, string>;

/**
 * The cart's refusals of a line (add to cart, change a quantity, a line's stock) in the shopper's
 * language. Magento words these per store view from its phrase dictionaries, a figure standing as
 * %1; the cart's services speak English, and the GraphQL answer words them here for the request's
 * Accept-Language. A message missing from this list stays in English (cart-messages.test.ts checks
 * that every message the services write is here).
 */
export const CART_PHRASES: Record<string, Translations> = {
  'This product is out of stock.': {
    fr: 'Ce produit est en rupture de stock.',
    ja: 'この商品は在庫切れです。',
    zh: '此商品已售罄。',
  },
  'The requested qty is not available': {
    fr: "La quantité demandée n'est pas disponible",
    ja: 'ご希望の数量は在庫がありません',
    zh: '所需数量暂无库存',
  },
  'Some of the products are out of stock.': {
    fr: 'Certains produits sont en rupture de stock.',
    ja: '在庫切れの商品があります。',
    zh: '部分商品已售罄。',
  },
  'Product that you are trying to add is not available.': {
    fr: "Le produit que vous essayez d'ajouter n'est pas disponible.",
    ja: '追加しようとした商品はご購入いただけません。',
    zh: '您要添加的商品暂不可购买。',
  },
  'The required options you selected are not available.': {
    fr: 'Les options choisies ne sont pas disponibles.',
    ja: '選択したオプションはご購入いただけません。',
    zh: '您选择的选项暂不可购买。',
  },
  'You need to choose options for your item.': {
    fr: 'Choisissez les options de cet article.',
    ja: 'この商品のオプションを選択してください。',
    zh: '请为此商品选择选项。',
  },
  "The product's required option(s) weren't entered. Make sure the options are entered and try again.": {
    fr: "Les options obligatoires du produit n'ont pas été saisies. Saisissez-les et réessayez.",
    ja: '商品の必須オプションが入力されていません。オプションを入力してもう一度お試しください。',
    zh: '未填写商品的必填选项。请填写后重试。',
  },
  'Please specify product option(s).': {
    fr: 'Précisez les options du produit.',
    ja: '商品のオプションを指定してください。',
    zh: '请指定商品选项。',
  },
  'Please specify date required option(s).': {
    fr: 'Précisez les dates obligatoires.',
    ja: '必須の日付を指定してください。',
    zh: '请指定必填的日期。',
  },
  'The product quantity should be greater than 0': {
    fr: 'La quantité doit être supérieure à 0',
    ja: '数量は 0 より大きくしてください',
    zh: '数量必须大于 0',
  },
  'The most you may purchase is %1.': {
    fr: 'Vous pouvez en acheter %1 au plus.',
    ja: 'ご購入いただける数量は最大 %1 です。',
    zh: '最多可购买 %1 件。',
  },
  'The fewest you may purchase is %1.': {
    fr: 'Vous devez en acheter %1 au moins.',
    ja: 'ご購入いただける数量は最小 %1 です。',
    zh: '最少须购买 %1 件。',
  },
  'This product is sold in whole units only. Enter a whole number.': {
    fr: "Ce produit se vend à l'unité. Saisissez un nombre entier.",
    ja: 'この商品は 1 個単位での販売です。整数を入力してください。',
    zh: '此商品仅按整件出售。请输入整数。',
  },
  'A cart holds up to %1 different items.': {
    fr: 'Un panier contient au plus %1 articles différents.',
    ja: 'カートに入れられる商品は %1 種類までです。',
    zh: '购物车最多可放 %1 种不同商品。',
  },
  'Could not find a product with SKU "%1"': {
    fr: 'Aucun produit ne porte la référence « %1 »',
    ja: 'SKU「%1」の商品が見つかりません',
    zh: '找不到 SKU 为“%1”的商品',
  },
  'Could not find cart item with id: %1.': {
    fr: "L'article %1 n'est pas dans le panier.",
    ja: 'カートに商品 %1 が見つかりません。',
    zh: '购物车中找不到商品 %1。',
  },
  'The option value "%1" is not valid.': {
    fr: "La valeur d'option « %1 » n'est pas valide.",
    ja: 'オプションの値「%1」は無効です。',
    zh: '选项值“%1”无效。',
  },
  '"%1" takes one value.': {
    fr: '« %1 » ne prend qu’une valeur.',
    ja: '「%1」に指定できる値は 1 つです。',
    zh: '“%1”只能填一个值。',
  },
  '"%1" takes one selection.': {
    fr: '« %1 » ne prend qu’un choix.',
    ja: '「%1」で選べるのは 1 つです。',
    zh: '“%1”只能选一项。',
  },
  'The text is too long. Shorten the text and try again.': {
    fr: 'Le texte est trop long. Raccourcissez-le et réessayez.',
    ja: 'テキストが長すぎます。短くしてもう一度お試しください。',
    zh: '文字过长。请缩短后重试。',
  },
  'Choose the gift card amount.': {
    fr: 'Choisissez le montant de la carte cadeau.',
    ja: 'ギフトカードの金額を選択してください。',
    zh: '请选择礼品卡金额。',
  },
  'Gift card amount must be between %1 and %2.': {
    fr: 'Le montant de la carte cadeau doit être compris entre %1 et %2.',
    ja: 'ギフトカードの金額は %1 から %2 の間で指定してください。',
    zh: '礼品卡金额须在 %1 到 %2 之间。',
  },
  'The gift card amount "%1" is not offered.': {
    fr: 'Le montant « %1 » n’est pas proposé pour cette carte cadeau.',
    ja: 'ギフトカードの金額「%1」はお選びいただけません。',
    zh: '礼品卡不提供“%1”这一金额。',
  },
  "Enter the recipient's e-mail address: the gift card is sent by e-mail.": {
    fr: "Saisissez l'adresse e-mail du destinataire : la carte cadeau est envoyée par e-mail.",
    ja: '受取人のメールアドレスを入力してください。ギフトカードはメールで送られます。',
    zh: '请输入收件人的电子邮箱：礼品卡将通过电子邮件发送。',
  },
  '"%1" is not a valid e-mail address.': {
    fr: '« %1 » n’est pas une adresse e-mail valide.',
    ja: '「%1」は有効なメールアドレスではありません。',
    zh: '“%1”不是有效的电子邮箱地址。',
  },
  'The gift card message is too long (500 characters at most).': {
    fr: 'Le message de la carte cadeau est trop long (500 caractères au plus).',
    ja: 'ギフトカードのメッセージが長すぎます（500 文字まで）。',
    zh: '礼品卡留言过长（最多 500 个字符）。',
  },
  'This gift card does not carry a message.': {
    fr: 'Cette carte cadeau ne porte pas de message.',
    ja: 'このギフトカードにはメッセージを添えられません。',
    zh: '此礼品卡不能附带留言。',
  },
  'Enter the delivery date as YYYY-MM-DD.': {
    fr: 'Saisissez la date d’envoi au format AAAA-MM-JJ.',
    ja: '配信日は YYYY-MM-DD の形式で入力してください。',
    zh: '请按 YYYY-MM-DD 格式输入发送日期。',
  },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each phrase as a pattern that matches its English message and captures its figures in order. */
const PATTERNS = Object.entries(CART_PHRASES).map(([phrase, translations]) => ({
  pattern: new RegExp(`^${escape(phrase).replace(/%\d/g, '(.+?)')}$`),
  slots: [...phrase.matchAll(/%(\d)/g)].map((m) => Number(m[1])),
  translations,
}));

/** A cart message in the shopper's language; English, and any message not in the list, as it is. */
export function cartMessageIn(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  for (const { pattern, slots, translations } of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const figures = new Map(slots.map((slot, i) => [slot, match[i + 1]!]));
    return translations[locale].replace(/%(\d)/g, (_, n: string) => figures.get(Number(n)) ?? '');
  }
  return message;
}
