import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const here = import.meta.dirname;
const LOCALES = ['en', 'fr', 'ja', 'zh'] as const;
/** Each language named in itself, as src/lib/i18n/languages.ts names them. */
const LANGUAGE_NAMES = { en: 'English', fr: 'Français', ja: '日本語', zh: '中文' };
/** MUI's Translate (the language switcher's) and Visibility (show password) icons, as paths. */
const ICONS = {
  translate:
    'm12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z',
  visibility:
    'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3',
};

/** JSON that cannot end the <script> it sits in. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;

/** The strings the static sign-in page shows, from the app's own locale files. */
export function staticSignInStrings(localesDir = path.resolve(here, '../src/locales')) {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const auth = readJson(path.join(localesDir, locale, 'auth.json')).signIn!;
      const common = readJson(path.join(localesDir, locale, 'common.json')) as unknown as { productName: string };
      const { title, subtitle, email, password, rememberMe, submit, signingIn, forgotPassword, register } = auth;
      return [
        locale,
        {
          title,
          subtitle,
          email,
          password,
          rememberMe,
          submit,
          signingIn,
          forgotPassword,
          register,
          productName: common.productName,
          languageName: LANGUAGE_NAMES[locale],
        },
      ];
    }),
  );
}

/**
 * Writes the static sign-in page (paint.js and style.css beside this file) into index.html: the
 * style into the head, the script as an inline classic script after #root, so it runs before the
 * app's module script. The server allows the script by its hash (apps/server's web-app.ts).
 */
export function staticSignIn(): Plugin {
  return {
    name: 'static-sign-in',
    transformIndexHtml(html) {
      // Comments stay in the sources: the page carries only the code.
      const css = readFileSync(path.join(here, 'style.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      const script = readFileSync(path.join(here, 'paint.js'), 'utf8')
        .replace(/^\s*\/\/.*\n|\/\*[\s\S]*?\*\/\n?/gm, '')
        .replace('STRINGS', () => inlineJson(staticSignInStrings()))
        .replace('ICONS', () => inlineJson(ICONS));
      return html.replace('</head>', `<style>${css}</style></head>`).replace('<!-- static-sign-in -->', `<script>${script}</script>`);
    },
  };
}
