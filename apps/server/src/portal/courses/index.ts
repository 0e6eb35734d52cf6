export { isHoleGeometry, metresPerDegree, METRES_PER_YARD, type HoleGeometry, type LonLat, type Ring } from './course-geometry.ts';
export { assertOwnPlayerId, kilometresBetween, countryName } from './course-view.ts';
export { listTeeBoxes, findTeeBox, addCustomTeeBox, deleteCustomTeeBox, type CustomTeeInput } from './tee-boxes.service.ts';
export { findHole, findHoles, findCourseBasics, findHoleWithTees, type CourseBasics } from './holes.service.ts';
export { coursePlaces, pccSql } from './course-reads.ts';
