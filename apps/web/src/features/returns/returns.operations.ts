// The GraphQL operations the returns screens and the returns desk send (Amasty RMA's names);
// `npm run codegen` reads these constants and generates their result and variable types
// (lib/api/generated/commerce-operations.ts).
import { MONEY } from '@/lib/api/commerce.operations';

const REQUEST = `request_id url_hash order_increment_id created_at modified_at customer_name rating rating_comment level_cost shipping_label { url } packing_slip { url } ticket_number { number url } instruction exchange_order_number
  status { status_id label state color }
  request_items { request_item_id order_item_id qty request_qty reason_id condition_id resolution_id item_status product_name product_url_key refunded_amount }
  tracking_numbers { tracking_id tracking_code tracking_number is_customer }
  refunds { refund_id amount { ${MONEY} } method gift_code_amount { ${MONEY} } store_credit_code status }`;
const MESSAGE = 'message_id created username message is_manager is_system files { filename filepath }';

export const RETURN_SETTINGS = `query ReturnSettings { getAmRmaSettings { isChatEnabled isReturnPolicyEnabled policyUrl maxAttachmentSize allReasons { id label payer position } allConditions { id label payer position }
  allResolutions { resolution_id label status } shippingCarriers { code label } allStatuses { status_id label state color } } }`;

export const RETURNS = `query Returns($status: Int, $from: String, $to: String, $order: String, $product: String, $tracking: String, $sort: String) {
  getAmRmaReturnsForCurrentCustomer(status: $status, fromDate: $from, toDate: $to, orderId: $order, productName: $product, trackingNumber: $tracking, sort: $sort) { ${REQUEST} } }`;

export const RETURN = `query Return($id: Int!) { getAmRmaReturnById(request_id: $id) { ${REQUEST} } }`;

export const RETURNABLE_ORDERS = `query ReturnableOrders { getAmRmaOrderList { order_id order_number created_at items { order_item_id product_name product_sku available_qty is_returnable no_returnable_reason resolutions { resolution_id label } } } }`;

export const RETURN_MESSAGES = `query ReturnMessages($h: String!, $l: Int) { getAmRmaRequestMessages(hash: $h, last_message_id: $l) { ${MESSAGE} } }`;

export const PLACE_RETURN = `mutation PlaceReturn($i: PlaceAmRmaReturnRequestInput!) { placeAmRmaCustomerReturnRequest(input: $i) { ${REQUEST} } }`;

export const CLOSE_RETURN = 'mutation CloseReturn($id: Int!) { closeAmRmaCustomerReturnRequest(id: $id) { error message } }';

export const ADD_RETURN_TRACKING =
  'mutation AddReturnTracking($i: AddAmRmaTrackingNumberInput!) { addAmRmaTrackingNumber(input: $i) { tracking_id tracking_code tracking_number is_customer } }';

export const REMOVE_RETURN_TRACKING =
  'mutation RemoveReturnTracking($i: RemoveAmRmaTrackingNumberInput!) { removeAmRmaTrackingNumber(input: $i) { error message } }';

export const SEND_RETURN_MESSAGE = `mutation SendReturnMessage($i: SendAmRmaMessageInput!) { sendAmRmaMessage(input: $i) { ${MESSAGE} } }`;

export const RATE_RETURN = 'mutation RateReturn($i: RateAmRmaReturnRequest!) { rateAmRmaReturnRequest(input: $i) { error message } }';

// The returns desk (shop managers only).

export const IS_RETURNS_MANAGER = 'query IsReturnsManager { amRmaIsManager }';

export const DESK_QUEUE = `query ReturnsDeskQueue($s: Int) { amRmaManagerQueue(state: $s) { ${REQUEST} } }`;

export const DESK_MESSAGES = `query ReturnsDeskMessages($id: Int!) { amRmaManagerMessages(request_id: $id) { ${MESSAGE} } }`;

export const DESK_REVIEW =
  'mutation ReviewReturnItems($id: Int!, $i: [AmRmaManagerReviewInput!]!) { amRmaManagerReviewItems(request_id: $id, items: $i) { request_id } }';

export const DESK_RECEIVE =
  'mutation ReceiveReturnItems($id: Int!, $i: [AmRmaManagerReceiveInput!]!) { amRmaManagerReceiveItems(request_id: $id, items: $i) { request_id } }';

export const DESK_REFUND =
  'mutation RefundReturn($id: Int!, $a: String, $k: String!, $m: String) { amRmaManagerRefund(request_id: $id, amount: $a, idempotency_key: $k, method: $m) { refund_id status } }';

export const DESK_EXCHANGE = 'mutation ExchangeReturn($id: Int!) { amRmaManagerExchange(request_id: $id) { request_id } }';

export const DESK_REPLY = 'mutation ReplyToReturn($id: Int!, $m: String) { amRmaManagerSendMessage(request_id: $id, message: $m) { message_id } }';
