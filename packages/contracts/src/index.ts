export * from './envelope.ts';
export * from './auth.ts';
export * from './config.ts';
export * from './bags.ts';
export * from './scheduling.ts';
export * from './lessons.ts';
