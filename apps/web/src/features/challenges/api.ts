import type {
  ActivityList,
  AttemptBody,
  AttemptResult,
  ChallengeType,
  LeaderboardAnswer,
  LeaderboardSettings,
  SkillChallenge,
  SkillChallengeDetail,
} from '@golf/contracts';
import { portalApi } from '@/lib/api/portal-api';

const api = portalApi.enhanceEndpoints({ addTagTypes: ['Challenge', 'Leaderboard'] });

/** Skill challenges, their attempts, and the leaderboards. */
export const challengesApi = api.injectEndpoints({
  endpoints: (build) => ({
    challenges: build.query<SkillChallenge[], ChallengeType>({
      query: (type) => ({ url: 'api/skill-challenge', params: { type } }),
      providesTags: ['Challenge'],
    }),
    challenge: build.query<SkillChallengeDetail, number>({ query: (id) => `api/skill-challenge/${id}`, providesTags: ['Challenge'] }),
    /** The sessions a challenge can be scored from (the newest range sessions). */
    scorableSessions: build.query<ActivityList, void>({
      query: () => ({ url: 'skytrak/my-game/activity', params: { page: 0, size: 20, activityType: 'range' } }),
      providesTags: ['Challenge'],
    }),
    submitAttempt: build.mutation<AttemptResult, AttemptBody & { challengeId: number }>({
      query: ({ challengeId, ...body }) => ({ url: `api/skill-challenge/${challengeId}/attempt`, method: 'POST', body }),
      invalidatesTags: ['Challenge', 'Leaderboard'],
    }),
    leaderboard: build.query<LeaderboardAnswer, { type: 'driver' | 'distance'; centerId?: number | null; coachId?: number | null }>({
      // Filter ids are sent only when there is one (spec §5).
      query: ({ type, centerId, coachId }) => ({
        url: 'api/leader-board/challenge',
        params: { type, ...(centerId ? { centerId } : {}), ...(coachId ? { coachId } : {}) },
      }),
      providesTags: ['Leaderboard'],
    }),
    leaderboardSettings: build.query<LeaderboardSettings, void>({ query: () => 'api/leader-board/settings', providesTags: ['Leaderboard'] }),
    saveLeaderboardSettings: build.mutation<LeaderboardSettings, LeaderboardSettings>({
      query: (body) => ({ url: 'api/leader-board/settings', method: 'PUT', body }),
      invalidatesTags: ['Leaderboard'],
    }),
  }),
});

export const {
  useChallengesQuery,
  useChallengeQuery,
  useScorableSessionsQuery,
  useSubmitAttemptMutation,
  useLeaderboardQuery,
  useLeaderboardSettingsQuery,
  useSaveLeaderboardSettingsMutation,
} = challengesApi;
