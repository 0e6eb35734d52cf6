import sharp from 'sharp';
import { lengthIn, type HoleData, type SatelliteImage, type TeeBox } from '@golf/contracts';
import type { Caller, Ctx } from '../../platform/context.ts';
import { notFound, ServiceError } from '../../platform/errors.ts';
import { findHole, findHoleWithTees, isHoleGeometry, METRES_PER_YARD, type HoleGeometry, type LonLat } from '../courses/index.ts';
import { greenDepthPoints, holeFrame, pathMetres, toPixel, type HoleFrame } from './hole-frame.ts';
import { renderHoleSvg } from './hole-map-svg.ts';

export interface MappedHole {
  number: number;
  par: number;
  handicap: number;
  geometry: HoleGeometry;
  frame: HoleFrame;
}

/** A hole that has a map; 404 for an unknown course or hole, 422 when the hole was never mapped. */
export async function mappedHole(ctx: Ctx, courseId: number, number: number): Promise<MappedHole> {
  return mappedHoleOf(await findHole(ctx.db, courseId, number), number);
}

/** mappedHole's rule for a hole read some other way (null or undefined: no such hole). */
function mappedHoleOf(hole: { number: number; par: number; handicap: number; geometry: unknown } | null | undefined, number: number): MappedHole {
  if (!hole) throw notFound(`Hole ${number} of that course`);
  if (!isHoleGeometry(hole.geometry)) throw new ServiceError('rule', `Hole ${number} of this course has not been mapped yet, so there is no hole map to show.`);
  return { number: hole.number, par: hole.par, handicap: hole.handicap, geometry: hole.geometry, frame: holeFrame(hole.geometry) };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The tee marker for a tee colour on a hole: the matching marker, else the back tee. */
export function teeMarker(geometry: HoleGeometry, colour: string | undefined): LonLat {
  return (colour ? geometry.tees.find((t) => same(t.color, colour)) : undefined)?.point ?? geometry.tees[0]!.point;
}

/** The tee box a colour names (by colour, else by name); the course's longest tee when none is given or none matches. */
function pickTee(tees: TeeBox[], colour: string | undefined): TeeBox | undefined {
  const byColour = colour ? tees.find((t) => same(t.color, colour) || same(t.name, colour)) : undefined;
  return byColour ?? [...tees].filter((t) => !t.isCustom).sort((a, b) => b.totalYards - a.totalYards)[0] ?? tees[0];
}

const yards = (metres: number) => Math.round(metres / METRES_PER_YARD);

/**
 * A hole for the hole editor: par, stroke index, the map's size and scale, and in the map's pixels
 * the tee (of the colour asked for), pin, green front/centre/back, other tees, fairways and hazards,
 * with the card yardage and the distances measured on the map.
 */
export async function holeData(ctx: Ctx, caller: Caller, query: { courseId: number; holeNumber: number; backgroundColor?: string }): Promise<HoleData> {
  // A coach looking at a player's round sees the course's own tees, in yards.
  const found = await findHoleWithTees(ctx.db, query.courseId, query.holeNumber, caller.role === 'player' ? caller.subjectId : -1);
  if (!found) throw notFound('That course');
  const hole = mappedHoleOf(found.hole, query.holeNumber);
  const { geometry, frame } = hole;
  const teeBox = pickTee(found.tees, query.backgroundColor);
  const colour = teeBox?.color ?? query.backgroundColor ?? geometry.tees[0]!.color;
  const tee = teeMarker(geometry, colour);
  const depth = greenDepthPoints(frame, geometry);
  const px = (p: LonLat) => toPixel(frame, p);
  const corner = [tee, ...geometry.centerline.slice(1, -1)];
  const line = [...corner, geometry.pin];
  const cardYards = teeBox?.yardages[hole.number - 1] ?? yards(pathMetres(frame, [tee, ...geometry.centerline.slice(1)]));
  const toGreen = {
    front: yards(pathMetres(frame, [...corner, depth.front])),
    center: yards(pathMetres(frame, [...corner, depth.center])),
    back: yards(pathMetres(frame, [...corner, depth.back])),
  };
  const playing = yards(pathMetres(frame, line));
  const units = found.units;
  const inUnit = (y: number) => lengthIn(y, units).value;
  return {
    courseId: query.courseId,
    holeNumber: hole.number,
    par: hole.par,
    handicap: hole.handicap,
    backgroundColor: colour,
    teeBox: teeBox ? { id: teeBox.id, name: teeBox.name, color: teeBox.color } : null,
    yards: cardYards,
    image: {
      url: `/api/play-game/satellite-image?courseId=${query.courseId}&hole=${hole.number}`,
      width: frame.width,
      height: frame.height,
      metresPerPixel: Math.round(frame.metresPerPixel * 10000) / 10000,
    },
    tee: px(tee),
    pin: px(geometry.pin),
    green: { front: px(depth.front), center: px(depth.center), back: px(depth.back), outline: geometry.green.map(px) },
    tees: geometry.tees.map((t) => ({ color: t.color, point: px(t.point) })),
    features: [
      ...geometry.fairways.map((r) => ({ kind: 'fairway' as const, outline: r.map(px) })),
      ...geometry.bunkers.map((r) => ({ kind: 'bunker' as const, outline: r.map(px) })),
      ...geometry.water.map((r) => ({ kind: 'water' as const, outline: r.map(px) })),
    ],
    playingYards: playing,
    // Along the line of play (through the dogleg corner), as a rangefinder-free card reads them.
    greenDistances: toGreen,
    lengthUnit: units.enableMetricDistances ? 'm' : 'yd',
    length: inUnit(cardYards),
    playingLength: inUnit(playing),
    greenLengths: { front: inUnit(toGreen.front), center: inUnit(toGreen.center), back: inUnit(toGreen.back) },
  };
}

/**
 * The hole map image, drawn from the hole's geometry: SVG by default, PNG (rendered with sharp)
 * on request, as a data: URL. The drawing depends only on the geometry, so clients may cache it.
 */
export async function satelliteImage(ctx: Ctx, query: { courseId: number; hole: number; format?: 'svg' | 'png' }): Promise<SatelliteImage> {
  const hole = await mappedHole(ctx, query.courseId, query.hole);
  const svg = renderHoleSvg(hole.geometry, hole.frame);
  const png = query.format === 'png';
  const bytes = png ? await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer() : Buffer.from(svg);
  const contentType = png ? 'image/png' : 'image/svg+xml';
  return {
    courseId: query.courseId,
    hole: hole.number,
    contentType,
    width: hole.frame.width,
    height: hole.frame.height,
    metresPerPixel: Math.round(hole.frame.metresPerPixel * 10000) / 10000,
    image: `data:${contentType};base64,${bytes.toString('base64')}`,
    attribution: 'Drawn from the course’s mapped hole geometry',
  };
}
