// The GraphQL operations the memberships screen sends (its prepaid codes); `npm run codegen` reads
// these constants and generates their result and variable types (lib/api/generated/commerce-operations.ts).

export const VALIDATE_PREPAID =
  'mutation ValidatePrepaidCode($c: String!) { membershipValidateGiftCard(gift_code: $c) { is_valid message gift_code_type sku sku_id sku_name sku_visibility reason months detail } }';

export const REDEEM_PREPAID =
  'mutation RedeemPrepaidCode($c: String!, $e: String!, $d: Int) { redeemMembershipGiftCard(gift_code: $c, customer_email: $e, device_id: $d) { increment_id message } }';
