import { Type, type Static } from 'typebox';

const JobState = Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]);

/** One background job, as the development jobs page shows it. */
export const JobSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  state: JobState,
  attempts: Type.Integer(),
  runAt: Type.Union([Type.Null(), Type.String()]),
  lastError: Type.Union([Type.Null(), Type.String()]),
  createdAt: Type.String(),
  finishedAt: Type.Union([Type.Null(), Type.String()]),
});
export type JobSummary = Static<typeof JobSummary>;

/** GET /api/dev/jobs: counts per job name and state, and the newest jobs. */
export const JobsOverview = Type.Object({
  counts: Type.Array(Type.Object({ name: Type.String(), state: JobState, count: Type.Integer() })),
  jobs: Type.Array(JobSummary),
});
export type JobsOverview = Static<typeof JobsOverview>;

export const JobsQuery = Type.Object({
  state: Type.Optional(JobState),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
});
