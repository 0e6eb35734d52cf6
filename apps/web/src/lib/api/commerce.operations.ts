// GraphQL pieces every shop screen's operations share; `npm run codegen` reads them too.

/** The fields of a Money, as every operation asks for them. */
export const MONEY = 'value currency';

/** Money's one shape on the web (its generated type is MoneyFragment). */
export const MONEY_FRAGMENT = `fragment Money on Money { ${MONEY} }`;
