import { SignJWT, jwtVerify, errors } from 'jose';

/** Who a request acts for. A player session, or an admin coach's own session. */
export interface AccessClaims {
  role: 'player' | 'coach';
  /** Player id for players, coach id for coaches. */
  subjectId: number;
  region: string;
  familyId: string;
  adminCoachId?: number;
  parentPlayerId?: number;
  isSkytrak?: boolean;
}

export const ACCESS_TOKEN_SECONDS = 15 * 60;

export async function signAccessToken(claims: AccessClaims, key: string, ttlSeconds = ACCESS_TOKEN_SECONDS): Promise<string> {
  return new SignJWT({
    role: claims.role,
    region: claims.region,
    fam: claims.familyId,
    ...(claims.adminCoachId ? { acid: claims.adminCoachId } : {}),
    ...(claims.parentPlayerId ? { par: claims.parentPlayerId } : {}),
    ...(claims.isSkytrak ? { sky: true } : {}),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.subjectId))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(new TextEncoder().encode(key));
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyAccessToken(token: string, key: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(key), { algorithms: ['HS256'] });
    const subjectId = Number(payload.sub);
    if (!Number.isInteger(subjectId) || (payload.role !== 'player' && payload.role !== 'coach')) return { ok: false, reason: 'invalid' };
    return {
      ok: true,
      claims: {
        role: payload.role,
        subjectId,
        region: String(payload.region),
        familyId: String(payload.fam),
        adminCoachId: typeof payload.acid === 'number' ? payload.acid : undefined,
        parentPlayerId: typeof payload.par === 'number' ? payload.par : undefined,
        isSkytrak: payload.sky === true,
      },
    };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
