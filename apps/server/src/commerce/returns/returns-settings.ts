/**
 * The returns set-up (Amasty RMA's admin configuration, with its seeded defaults): statuses mapped
 * to states, reasons, conditions, resolutions, carriers and the settings the storefront reads.
 * Kept in code: changing them is a product decision made in review, like a migration.
 */

/** Request states (Amasty's State option source). */
export const STATE = { pending: 0, authorized: 1, received: 2, resolved: 3, canceled: 4 } as const;
export type State = (typeof STATE)[keyof typeof STATE];

/** Item statuses (Amasty's ItemStatus). */
export const ITEM_STATUS = { pending: 0, authorized: 1, received: 2, resolved: 3, rejected: 4 } as const;

/** What moves a status by itself (Amasty's AutoEvents). */
export type AutoEvent = 'customer-comment' | 'customer-tracking' | 'customer-canceled' | 'customer-rated';

export interface ReturnStatus {
  id: number;
  title: string;
  state: State;
  /** What the customer sees. */
  label: string;
  color: string;
  autoEvent: AutoEvent | null;
}

export const STATUSES: readonly ReturnStatus[] = [
  { id: 1, title: 'New Request', state: STATE.pending, label: 'New', color: '#1976d2', autoEvent: null },
  { id: 2, title: 'Need Details', state: STATE.pending, label: 'Need details', color: '#ed6c02', autoEvent: null },
  { id: 3, title: 'Updated by Customer (Processing)', state: STATE.pending, label: 'Processing', color: '#1976d2', autoEvent: 'customer-comment' },
  { id: 4, title: 'Approved by Admin', state: STATE.authorized, label: 'Approved', color: '#2e7d32', autoEvent: null },
  { id: 5, title: 'Updated by Customer (Approved)', state: STATE.authorized, label: 'Approved', color: '#2e7d32', autoEvent: 'customer-comment' },
  { id: 6, title: 'Shipped by Customer', state: STATE.authorized, label: 'Shipped', color: '#0288d1', autoEvent: 'customer-tracking' },
  { id: 7, title: 'Received by Admin', state: STATE.received, label: 'Delivered', color: '#6a1b9a', autoEvent: null },
  { id: 8, title: 'Updated by Customer (Delivered)', state: STATE.received, label: 'Delivered', color: '#6a1b9a', autoEvent: 'customer-comment' },
  { id: 9, title: 'Resolved by Admin', state: STATE.resolved, label: 'Completed', color: '#1b5e20', autoEvent: null },
  { id: 10, title: 'Updated by Customer (Completed)', state: STATE.resolved, label: 'Completed', color: '#1b5e20', autoEvent: 'customer-comment' },
  { id: 11, title: 'Resolved and Rated', state: STATE.resolved, label: 'Completed', color: '#1b5e20', autoEvent: 'customer-rated' },
  { id: 12, title: 'Canceled by Customer', state: STATE.canceled, label: 'Canceled', color: '#757575', autoEvent: 'customer-canceled' },
  { id: 13, title: 'Rejected by Admin', state: STATE.canceled, label: 'Rejected', color: '#c62828', autoEvent: null },
];

export const statusById = (id: number): ReturnStatus => STATUSES.find((s) => s.id === id) ?? STATUSES[0]!;

/** The status an automatic event moves a request to, kept within the request's state. */
export function statusForEvent(current: ReturnStatus, event: AutoEvent): ReturnStatus | null {
  if (event === 'customer-canceled') return statusById(12);
  const found = STATUSES.find((s) => s.autoEvent === event && s.state === current.state);
  return found && found.id !== current.id ? found : null;
}

export const STATUS_OF_STATE: Record<'authorized' | 'received' | 'resolved' | 'rejected', number> = { authorized: 4, received: 7, resolved: 9, rejected: 13 };

/**
 * The explicit state machine: which state may follow which. Automatic events move between
 * statuses of one state; canceled is final, and so is resolved (only rating moves it, within it).
 */
export const TRANSITIONS: Record<State, readonly State[]> = {
  [STATE.pending]: [STATE.authorized, STATE.canceled],
  [STATE.authorized]: [STATE.received, STATE.canceled],
  [STATE.received]: [STATE.resolved],
  [STATE.resolved]: [],
  [STATE.canceled]: [],
};

export interface Option {
  id: number;
  label: string;
  /** Who pays the return shipping. */
  payer: 'store' | 'customer';
  position: number;
}

export const REASONS: readonly Option[] = [
  { id: 1, label: 'Wrong Product Description', payer: 'store', position: 1 },
  { id: 2, label: 'Wrong Product Delivered', payer: 'store', position: 2 },
  { id: 3, label: 'Wrong Product Ordered', payer: 'customer', position: 3 },
  { id: 4, label: 'Did Not Meet Expectations', payer: 'customer', position: 4 },
  { id: 5, label: 'No Longer Needed/Wanted', payer: 'customer', position: 5 },
  { id: 6, label: 'Defective', payer: 'store', position: 6 },
  { id: 7, label: 'Damaged During Shipping', payer: 'store', position: 7 },
  { id: 8, label: 'Late Delivery', payer: 'store', position: 8 },
];

/** Conditions; `resellable` ones put the goods back in stock when received. */
export const CONDITIONS: readonly (Option & { resellable: boolean })[] = [
  { id: 1, label: 'Unopened', payer: 'customer', position: 1, resellable: true },
  { id: 2, label: 'Opened', payer: 'customer', position: 2, resellable: true },
  { id: 3, label: 'Damaged', payer: 'store', position: 3, resellable: false },
];

export const RESOLUTION = { exchange: 1, refund: 2, storeCredit: 3 } as const;

/** Resolutions. Store credit is a new gift code for the refund (commerce/gift-cards). */
export const RESOLUTIONS = [
  { resolution_id: RESOLUTION.exchange, label: 'Exchange', status: 1, position: 1 },
  { resolution_id: RESOLUTION.refund, label: 'Refund', status: 1, position: 2 },
  { resolution_id: RESOLUTION.storeCredit, label: 'Store Credit', status: 1, position: 3 },
] as const;
export const enabledResolutions = () => RESOLUTIONS.filter((r) => r.status === 1);

export const CARRIERS: readonly { code: string; label: string }[] = [
  { code: 'ups', label: 'UPS' },
  { code: 'fedex', label: 'FedEx' },
  { code: 'usps', label: 'USPS' },
  { code: 'canadapost', label: 'Canada Post' },
  { code: 'yamato', label: 'Yamato Transport' },
  { code: 'japanpost', label: 'Japan Post' },
];

export const CUSTOM_FIELDS: readonly { code: string; title: string }[] = [{ code: 'club_serial', title: 'Serial number (clubs only)' }];

/** Order statuses whose items may be returned (Amasty's default: complete). */
export const RETURNABLE_ORDER_STATUSES = ['complete'] as const;

export const SETTINGS = {
  isEnabled: true,
  isChatEnabled: true,
  isReturnPolicyEnabled: true,
  /** No policy page of its own: the policy text is served by getAmRmaPolicy. */
  policyUrl: null as string | null,
  isAskForFeedback: true,
  isShowAdministratorContact: true,
  administratorEmail: 'returns@golfacademy.example.com',
  administratorPhoneNumber: '+1 800 555 0142',
  /** Largest chat attachment, in kilobytes (Amasty's max_file_size default). */
  maxAttachmentSizeKb: 2000,
  urlPrefix: 'returns',
  customFieldsBlockTitle: 'More about your return',
};

/** Why an item cannot be returned (Amasty's NoReturnableReasons). */
export const NO_RETURNABLE = { alreadyReturned: 0, expiredPeriod: 1, refunded: 2, itemWasntShipped: 3, itemWasOnSale: 4 } as const;
