/**
 * The public tracking pages of the carriers the shop ships with, by Magento carrier code. A carrier
 * not listed has no page we know: its number is shown without a link.
 */
const TRACKING_PAGES: Record<string, (number: string) => string> = {
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  dhl: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=${n}`,
  canadapost: (n) => `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${n}`,
  yamato: (n) => `https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=${n.replace(/\D/g, '')}`,
  sagawa: (n) => `https://k2k.sagawa-exp.co.jp/p/web/okurijosearch.do?okurijoNo=${n.replace(/\D/g, '')}`,
  japanpost: (n) => `https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1=${n.replace(/\D/g, '')}`,
};

export function trackingUrl(carrier: string, number: string | null): string | null {
  if (!number?.trim()) return null;
  const page =
    TRACKING_PAGES[
      carrier
        .trim()
        .toLowerCase()
        .replace(/[\s_-]/g, '')
    ];
  return page ? page(encodeURIComponent(number.trim())) : null;
}
