import type { Bag, BagWithClubs, Club, ClubCategory, ClubImageLink, ClubImageUpload, ClubUpdate, Manufacturer, NewClub } from '@golf/contracts';
import { portalApi } from '@/lib/api/portal-api';

const api = portalApi.enhanceEndpoints({ addTagTypes: ['Bag', 'Club', 'ClubImage'] });

/** Bags, clubs and their reference lists; club photo addresses. */
export const bagsApi = api.injectEndpoints({
  endpoints: (build) => ({
    myBags: build.query<Bag[], void>({
      query: () => 'api/my-bags',
      providesTags: (bags = []) => [{ type: 'Bag', id: 'LIST' }, ...bags.map((b) => ({ type: 'Bag' as const, id: b.id }))],
    }),
    bag: build.query<BagWithClubs, number>({
      query: (id) => `api/bag/${id}`,
      providesTags: (bag, _error, id) => [{ type: 'Bag', id }, ...(bag?.clubs ?? []).map((c) => ({ type: 'Club' as const, id: c.id }))],
    }),
    manufacturers: build.query<Manufacturer[], void>({ query: () => 'api/manufacturers' }),
    parentCategories: build.query<ClubCategory[], void>({ query: () => 'api/club-categoiries-parent' }),
    categories: build.query<ClubCategory[], void>({ query: () => 'api/club-categories' }),
    addBag: build.mutation<Bag, { bagName: string }>({
      query: (body) => ({ url: 'api/bag', method: 'POST', body }),
      invalidatesTags: [{ type: 'Bag', id: 'LIST' }],
    }),
    renameBag: build.mutation<Bag, { id: number; bagName: string }>({
      query: (body) => ({ url: 'api/bag', method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Bag', id },
        { type: 'Bag', id: 'LIST' },
      ],
    }),
    deleteBag: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: `api/bag/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Bag', id: 'LIST' }],
    }),
    addClub: build.mutation<Club, NewClub>({
      query: (body) => ({ url: 'api/club', method: 'POST', body }),
      invalidatesTags: (_r, _e, { bagId }) => [
        { type: 'Bag', id: bagId },
        { type: 'Bag', id: 'LIST' },
      ],
    }),
    updateClub: build.mutation<Club, ClubUpdate>({
      query: (body) => ({ url: 'api/club', method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id, bagId }) => [
        { type: 'Club', id },
        { type: 'Bag', id: bagId },
        { type: 'Bag', id: 'LIST' },
        { type: 'ClubImage', id },
      ],
    }),
    removeClub: build.mutation<{ id: number }, { id: number; bagId: number }>({
      query: ({ id }) => ({ url: `api/club/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { bagId }) => [
        { type: 'Bag', id: bagId },
        { type: 'Bag', id: 'LIST' },
      ],
    }),
    clubImageUpload: build.mutation<ClubImageUpload, number>({
      query: (id) => `api/presign-upload-club-image-url/${id}`,
    }),
    clubImageLink: build.query<ClubImageLink, number>({
      query: (id) => `api/presign-get-club-image-url/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'ClubImage', id }],
    }),
    photoUploaded: build.mutation<null, { clubId: number; bagId: number }>({
      // Nothing to call: the upload went to the signed address. This refreshes what shows it.
      queryFn: () => ({ data: null }),
      invalidatesTags: (_r, _e, { clubId, bagId }) => [
        { type: 'ClubImage', id: clubId },
        { type: 'Bag', id: bagId },
        { type: 'Bag', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useMyBagsQuery,
  useBagQuery,
  useManufacturersQuery,
  useParentCategoriesQuery,
  useCategoriesQuery,
  useAddBagMutation,
  useRenameBagMutation,
  useDeleteBagMutation,
  useAddClubMutation,
  useUpdateClubMutation,
  useRemoveClubMutation,
  useClubImageUploadMutation,
  useClubImageLinkQuery,
  usePhotoUploadedMutation,
} = bagsApi;
