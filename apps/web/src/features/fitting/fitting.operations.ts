// The GraphQL operations the club order screens send; `npm run codegen` reads these constants and
// generates their result and variable types (lib/api/generated/commerce-operations.ts).

/** The club order calls carry the customer token and store code as arguments (spec 001 §7). */
const ARGS = '$t: String, $s: String';
const PASS = 'customer_token: $t, store_code: $s';

export const LIST_CUSTOM_CLUB_ORDER = `query ListCustomClubOrder(${ARGS}) { listCustomClubOrder(${PASS}) { id status currency deposit_due total created_at customClubItems { id type product_name } } }`;

export const CONVERT_CUSTOM_CLUB_TO_CART = `mutation ConvertCustomClubToCart($i: String!, ${ARGS}) { convertCustomClubToCart(custom_club_increment_id: $i, ${PASS}) { message quote_id customer_token club_errors { club_club_type club_group_number product_name sku options_data { code option_title option_value_title } } } }`;
