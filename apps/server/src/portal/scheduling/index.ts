export { nameIn } from './names.ts';
export { checkZone, localDate, localIso } from './time.ts';
export { nextLessonJson, type NextLessonJson } from './next-lesson.ts';
export { grantCreditPacks } from './credit-grants.ts';
export { lessonTypeHeads } from './lesson-type-reads.ts';
