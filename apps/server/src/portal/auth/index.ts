// What other portal domains may use of sign-in: issuing a session and ending sessions.
export { issuePlayerSession, revokeFamily, refreshLifetimeMs } from './session.service.ts';
export { refreshTokens } from './auth.tables.ts';
