export { findPlayer, findPlayerByEmail, playerCardJson, type PlayerCard, hasFamily, childrenOf, findChild, getMyProfile } from './account.service.ts';
export { toProfile, type PlayerRow } from './profile.ts';
export {
  playerHeads,
  playerHeadsAs,
  coachHeads,
  coachHeadsAs,
  centerRows,
  centerRowsAs,
  findCoach,
  findCoachByEmail,
  findCenter,
  lockPlayer,
  type CoachRow,
  type CenterRow,
} from './account-reads.ts';
export { createPlayer, type NewPlayer } from './player-create.ts';
export { scoreDashboard, dashboardOf, scoreRowsJson, recordPlayerScore, SCORE_RULES } from './scores.service.ts';
export { getAbout, aboutOf, aboutJson } from './about.service.ts';
export { normalizePhone, normalizePostalCode, canReceiveSms, maskEmail, maskPhone } from './contact-rules.ts';
export { assertPassword } from './password-policy.ts';
export { assertBirthday, handednessOf } from './profile-update.service.ts';
export { unitFlagsOf } from './unit-flags.service.ts';
