export { findPlayer, findPlayerByEmail, playerCardJson, type PlayerCard, hasFamily, childrenOf, findChild, getMyProfile } from './account.service.ts';
export { toProfile, type PlayerRow } from './profile.ts';
export { players, coaches, centers } from './account.tables.ts';
export { scoreDashboard, dashboardOf, scoreRowsJson, recordPlayerScore, SCORE_RULES } from './scores.service.ts';
export { getAbout, aboutOf, aboutJson } from './about.service.ts';
export { normalizePhone, normalizePostalCode, canReceiveSms, maskEmail, maskPhone } from './contact-rules.ts';
export { assertPassword } from './password-policy.ts';
export { assertBirthday, handednessOf } from './profile-update.service.ts';
export { unitFlagsOf } from './unit-flags.service.ts';
