export { lessons, lessonDrills, lessonMeasurements, lessonVideos } from './lessons.tables.ts';
