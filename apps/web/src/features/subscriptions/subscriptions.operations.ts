// The GraphQL operations the subscription screens send; `npm run codegen` reads these constants and
// generates their result and variable types (lib/api/generated/commerce-operations.ts).

const ADDRESS = 'firstname lastname street city region postcode country_id';
const FIELDS = `entity_id increment_id description status frequency_count frequency_unit length run_count next_run last_run retry_at ship_date subtotal
  quote { quote_currency_code grand_total items { sku name qty option } payment { cc_type cc_last_4 cc_exp_month cc_exp_year }
    billing_address { ${ADDRESS} } shipping_address { ${ADDRESS} } }
  logs { log_id agent order_increment_id description status created_at }`;

export const SUBSCRIPTIONS = `query Subscriptions { subscriptions { ${FIELDS} } storeConfig { timeZone } }`;

export const CHANGE_SUBSCRIPTION_STATUS = `mutation ChangeSubscriptionStatus($id: Int!, $s: String!) { changeSubscriptionStatus(entity_id: $id, status: $s) { ${FIELDS} } }`;

export const SKIP_SUBSCRIPTION_ONCE = `mutation SkipSubscriptionOnce($id: Int!) { skipSubscriptionOnce(entity_id: $id) { ${FIELDS} } }`;

export const RESCHEDULE_SUBSCRIPTION = `mutation RescheduleSubscriptionShipDate($id: Int!, $d: String!) { rescheduleSubscriptionShipDate(entity_id: $id, ship_date: $d) { ${FIELDS} } }`;

export const UPDATE_SUBSCRIPTION = `mutation UpdateSubscription($i: SubscriptionUpdateInput!) { updateSubscription(input: $i) { ${FIELDS} } }`;

export const SUBSCRIPTION_ADDRESSES = 'query SubscriptionAddresses { customer { addresses { id firstname lastname street city postcode country_code } } }';
