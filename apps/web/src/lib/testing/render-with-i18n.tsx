import type { ReactElement } from 'react';
import i18next, { type Resource } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { render } from '@testing-library/react';
import common from '@/locales/en/common.json';

/** Renders a component as the app does, with English texts (common plus the namespaces given). */
export async function renderWithI18n(ui: ReactElement, resources: Resource['en'] = {}) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['common', ...Object.keys(resources)],
    defaultNS: 'common',
    resources: { en: { common, ...resources } },
    interpolation: { escapeValue: false },
  });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
