// What other portal domains may use of sign-in: issuing a session and ending sessions.
export { issuePlayerSession, openFamiliesOf, revokeFamily, refreshLifetimeMs } from './session.service.ts';
