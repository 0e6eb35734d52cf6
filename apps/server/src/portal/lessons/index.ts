export { lastLessonWith, lessonsTakenSql, taughtLessonOf, taughtLessonVideo, taughtLessonVideos } from './lesson-reads.ts';
