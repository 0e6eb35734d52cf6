export { sendEmail, sendSms, listOutbox, type Outgoing } from './outbox.ts';
export type { TemplateName } from './templates.ts';
export { closeTransports } from './adapters.ts';
