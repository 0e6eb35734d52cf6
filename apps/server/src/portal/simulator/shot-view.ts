import type { ClubTypeCode, Shot } from '@golf/contracts';
import type { Converter } from './units.ts';
import type { FlaggedShot } from './outliers.ts';

const orNull = <T>(value: T | null, f: (v: T) => number) => (value === null ? null : f(value));

/** A stored shot as the answer shows it, in the caller's units, with its outlier and counted flags. */
export function toShot(row: FlaggedShot, c: Converter): Shot {
  return {
    isOutlier: row.isOutlier,
    isCounted: row.isCounted,
    countedByPlayer: row.counted,
    skyTrakShotId: row.id,
    esnActivityId: row.activityId,
    shotNumber: row.shotNumber,
    clubType: row.clubType as ClubTypeCode,
    hitAt: row.hitAt ? row.hitAt.toISOString() : null,
    ballSpeed: c.speed(row.ballSpeed),
    clubSpeed: orNull(row.clubSpeed, c.speed),
    smashFactor: row.clubSpeed ? c.ratio(row.ballSpeed / row.clubSpeed) : null,
    launchAngle: c.angle(row.launchAngle),
    launchDirection: c.angle(row.launchDirection),
    backSpin: c.spin(row.backSpin),
    sideSpin: c.spin(row.sideSpin),
    spinAxis: c.angle(row.spinAxis),
    carry: c.distance(row.carry),
    total: c.distance(row.total),
    offline: c.distance(row.offline),
    apex: orNull(row.apex, c.distance),
    descentAngle: orNull(row.descentAngle, c.angle),
    attackAngle: orNull(row.attackAngle, c.angle),
    clubPath: orNull(row.clubPath, c.angle),
    faceToTarget: orNull(row.faceToTarget, c.angle),
    faceToPath: orNull(row.faceToPath, c.angle),
    targetDistance: orNull(row.targetDistance, c.distance),
    distanceToPin: orNull(row.distanceToPin, c.distance),
  };
}
