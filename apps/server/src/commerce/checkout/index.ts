// Checkout's face for the portal: purchases paid from the portal and their status.
export { purchaseForPortal, paymentStatus, type PortalPaymentStatus } from './portal-purchase.service.ts';
