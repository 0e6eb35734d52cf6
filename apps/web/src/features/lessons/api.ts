import type {
  Appointment,
  BookAppointmentsResult,
  BookingItem,
  CancelAppointmentBody,
  Center,
  GamePlan,
  GamePlanGoalBody,
  LastBooking,
  Lesson,
  LessonCreditV3,
  LessonHistory,
  LessonSwingExchanges,
  LessonType,
  LessonVideoLink,
  Opening,
  TimeOfDay,
  WaitingListConfirmation,
} from '@golf/contracts';
import { portalApi } from '@/lib/api/portal-api';

const api = portalApi.enhanceEndpoints({ addTagTypes: ['Appointment', 'Credit', 'Lesson', 'GamePlan', 'Opening', 'LastBooking'] });

// The browser's time zone: every call that takes one answers in it.
export { browserTimeZone } from '@/lib/format/browser-time-zone';

export interface OpeningsArgs {
  centerId: number;
  appointmentType: number;
  coachId?: number;
  date: string;
  days?: number;
  timeOfDay?: TimeOfDay;
  includeFull?: boolean;
  timeZone: string;
}

/** Appointments, booking, waiting lists, credits, lesson history and the lesson plan. */
export const lessonsApi = api.injectEndpoints({
  endpoints: (build) => ({
    appointments: build.query<Appointment[], { timeZone: string }>({
      query: (params) => ({ url: 'api/v2/appointments', params }),
      providesTags: [{ type: 'Appointment', id: 'LIST' }],
    }),
    // One appointment, as a notification links to it; it follows the list's changes (cancel, reschedule).
    appointment: build.query<Appointment, { id: number; timeZone: string }>({
      query: (params) => ({ url: 'api/v2/appointments/detail', params }),
      providesTags: [{ type: 'Appointment', id: 'LIST' }],
    }),
    cancelAppointment: build.mutation<Appointment, CancelAppointmentBody>({
      query: (body) => ({ url: 'schedule/cancelAppointment', method: 'POST', body }),
      invalidatesTags: [{ type: 'Appointment', id: 'LIST' }, 'Credit', 'Opening'],
    }),
    confirmWaitingList: build.mutation<WaitingListConfirmation, { id: number; timeZone: string }>({
      query: ({ id, timeZone }) => ({ url: `schedule/confirmWaitingList/${id}`, params: { timeZone } }),
      invalidatesTags: [{ type: 'Appointment', id: 'LIST' }, 'Credit'],
    }),
    credits: build.query<LessonCreditV3, void>({ query: () => 'api/v3/player/lesson/credit', providesTags: ['Credit'] }),
    lessonTypes: build.query<LessonType[], void>({ query: () => 'api/v2/lesson/types' }),
    nearestCenters: build.query<Center[], { latitude?: number; longitude?: number; lessonTypeId?: number }>({
      query: (params) => ({ url: 'api/centers/nearest', params }),
    }),
    closestCenters: build.query<Center[], { locrequest: string; lessonTypeId?: number }>({
      query: (params) => ({ url: 'api/closest-centers', params: { ...params, pagever: '3', scope: '' } }),
    }),
    openings: build.query<Opening[], OpeningsArgs>({
      query: (params) => ({ url: 'v2/schedule/getOpenings', params }),
      providesTags: ['Opening'],
    }),
    suggestions: build.mutation<
      Opening[],
      { centerId: number; appointmentType: number; selectedSlots: { coachId: number; slotNumber: number }[]; timeZone: string }
    >({
      query: (body) => ({ url: 'api/schedule/suggestions', method: 'POST', body }),
    }),
    bookAppointments: build.mutation<BookAppointmentsResult, BookingItem[]>({
      query: (appointments) => ({ url: 'v2/schedule/bookAppointments', method: 'POST', body: { appointments } }),
      invalidatesTags: [{ type: 'Appointment', id: 'LIST' }, 'Credit', 'Opening', 'LastBooking'],
    }),
    lastBookings: build.query<LastBooking[], { timeZone: string }>({
      query: ({ timeZone }) => ({ url: 'api/player/lesson/last-booking', params: { size: 5, timeZone } }),
      providesTags: ['LastBooking'],
    }),
    lessonHistory: build.query<LessonHistory, { timeZone: string; type?: number; archived: boolean; page: number }>({
      query: (params) => ({ url: 'api/v2/player/lessons/history', params: { ...params, size: 20 } }),
      providesTags: [{ type: 'Lesson', id: 'LIST' }],
    }),
    lesson: build.query<Lesson, { id: number; timeZone: string }>({
      query: (params) => ({ url: 'api/player/lessons', params }),
      providesTags: (_r, _e, { id }) => [{ type: 'Lesson', id }],
    }),
    restoreLesson: build.mutation<Lesson, number>({
      query: (lessonId) => ({ url: 'api/player/lessons/restore-lesson', method: 'POST', body: { lessonId, channel: 2 } }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'Lesson', id },
        { type: 'Lesson', id: 'LIST' },
      ],
    }),
    lessonVideoLink: build.mutation<LessonVideoLink, { lessonId: number; videoType: string; videoId: number }>({
      query: (params) => ({ url: 'api/download/lesson-video', params }),
    }),
    lessonSwings: build.query<LessonSwingExchanges, number>({ query: (lessonId) => `api/v2/my-swings/lesson/${lessonId}` }),
    gamePlan: build.query<GamePlan | null, void>({ query: () => 'api/v3/player/game-plan', providesTags: ['GamePlan'] }),
    addGamePlanGoal: build.mutation<GamePlan, GamePlanGoalBody>({
      query: (body) => ({ url: 'api/player/game-plan/goals', method: 'POST', body }),
      invalidatesTags: ['GamePlan'],
    }),
    changeGamePlanGoal: build.mutation<GamePlan, GamePlanGoalBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `api/player/game-plan/goals/${id}`, method: 'PUT', body }),
      invalidatesTags: ['GamePlan'],
    }),
    pauseGamePlan: build.mutation<GamePlan, { status: 'start' | 'stop' }>({
      query: (body) => ({ url: 'api/player/game-plan/pause', method: 'POST', body }),
      invalidatesTags: ['GamePlan'],
    }),
  }),
});

export const {
  useAppointmentsQuery,
  useAppointmentQuery,
  useCancelAppointmentMutation,
  useConfirmWaitingListMutation,
  useCreditsQuery,
  useLessonTypesQuery,
  useNearestCentersQuery,
  useClosestCentersQuery,
  useOpeningsQuery,
  useLazyOpeningsQuery,
  useSuggestionsMutation,
  useBookAppointmentsMutation,
  useLastBookingsQuery,
  useLessonHistoryQuery,
  useLessonQuery,
  useRestoreLessonMutation,
  useLessonVideoLinkMutation,
  useLessonSwingsQuery,
  useGamePlanQuery,
  usePauseGamePlanMutation,
  useAddGamePlanGoalMutation,
  useChangeGamePlanGoalMutation,
} = lessonsApi;
