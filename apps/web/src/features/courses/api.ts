import type { CountryStates, CourseDetail, CourseList, CoursePage, FavoriteResult } from '@golf/contracts';
import { portalApi } from '@/lib/api/portal-api';

const api = portalApi.enhanceEndpoints({ addTagTypes: ['Course', 'FavoriteCourse'] });

export interface CourseSearchArgs {
  name?: string;
  country?: string;
  state?: string;
  lat?: number;
  long?: number;
  page: number;
  size: number;
}

/** Course search, detail, countries and favourites (spec 000 §7 "Rounds and bags"). */
export const coursesApi = api.injectEndpoints({
  endpoints: (build) => ({
    courseSearch: build.query<CoursePage, CourseSearchArgs>({
      query: (params) => ({ url: 'api/v2/game-tracking/course', params }),
      providesTags: [{ type: 'FavoriteCourse', id: 'LIST' }],
    }),
    nearbyCourses: build.query<CourseList, { lat: number; long: number; name?: string }>({
      query: (params) => ({ url: 'api/game-tracking/course', params: { ...params, isLimit: true } }),
      providesTags: [{ type: 'FavoriteCourse', id: 'LIST' }],
    }),
    courseDetail: build.query<CourseDetail, number>({
      query: (id) => `api/v2/game-tracking/course/${id}`,
      providesTags: (_r, _e, id) => [
        { type: 'Course', id },
        { type: 'FavoriteCourse', id: 'LIST' },
      ],
    }),
    countryStates: build.query<CountryStates, void>({ query: () => 'api/course/country-state' }),
    favoriteCourses: build.query<CourseList, void>({
      query: () => 'api/game-tracking/course/favorite',
      providesTags: [{ type: 'FavoriteCourse', id: 'LIST' }],
    }),
    addFavoriteCourse: build.mutation<FavoriteResult, number>({
      query: (courseId) => ({ url: 'api/game-tracking/course/favorite', method: 'POST', body: { courseId } }),
      invalidatesTags: [{ type: 'FavoriteCourse', id: 'LIST' }],
    }),
    removeFavoriteCourse: build.mutation<FavoriteResult, number>({
      query: (courseId) => ({ url: 'api/game-tracking/course/favorite', method: 'DELETE', params: { courseId } }),
      invalidatesTags: [{ type: 'FavoriteCourse', id: 'LIST' }],
    }),
  }),
});

export const {
  useCourseSearchQuery,
  useNearbyCoursesQuery,
  useCourseDetailQuery,
  useCountryStatesQuery,
  useFavoriteCoursesQuery,
  useAddFavoriteCourseMutation,
  useRemoveFavoriteCourseMutation,
} = coursesApi;
