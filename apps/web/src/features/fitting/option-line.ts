import type { TFunction } from 'i18next';

/** "Head: Qi10 Max 10.5°": the attribute worded by its code in the reader's language (the server's title only for a code this app does not know); the value comes named in that language by the server. */
export function optionLine(t: TFunction, option: { code: string; option_title: string; option_value_title: string }): string {
  return t('fitting:options.line', { title: t(`fitting:options.${option.code}`, { defaultValue: option.option_title }), value: option.option_value_title });
}
