// The GraphQL operations the gift card screens send; `npm run codegen` reads these constants and
// generates their result and variable types (lib/api/generated/commerce-operations.ts).
import { MONEY } from '@/lib/api/commerce.operations';

export const CUSTOMER_GIFT_CARDS = `query CustomerGiftCards { customerGiftCards { code relation balance { ${MONEY} } initial_balance { ${MONEY} } expires_at deliver_at sent_at
  recipient_name recipient_email sender_name order_number is_usable history { action amount balance order_number created_at } } }`;
