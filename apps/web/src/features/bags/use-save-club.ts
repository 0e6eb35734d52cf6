import type { Club } from '@golf/contracts';
import { useAddClubMutation, useClubImageUploadMutation, usePhotoUploadedMutation, useUpdateClubMutation } from './api';
import type { ClubDialogResult } from './components/club-dialog';
import { uploadPhoto } from './upload-photo';

/**
 * Saves a club from its dialog: the club first, then its photo through a signed address. When
 * a new club was made but its photo refused, `onCreated` turns the dialog into editing that club,
 * so trying again does not add it twice.
 */
export function useSaveClub(bagId: number) {
  const [addClub] = useAddClubMutation();
  const [updateClub] = useUpdateClubMutation();
  const [presignUpload] = useClubImageUploadMutation();
  const [photoUploaded] = usePhotoUploadedMutation();

  return async (existing: Club | null, { payload, photo, removePhoto }: ClubDialogResult, onCreated: (club: Club) => void) => {
    const club = existing
      ? await updateClub({ ...payload, id: existing.id, ...(removePhoto ? { image: null } : {}) }).unwrap()
      : await addClub(payload).unwrap();
    if (!photo) return club;
    try {
      const target = await presignUpload(club.id).unwrap();
      await uploadPhoto(target, photo);
    } catch (error) {
      if (!existing) onCreated(club);
      throw error;
    } finally {
      void photoUploaded({ clubId: club.id, bagId });
    }
    return club;
  };
}
