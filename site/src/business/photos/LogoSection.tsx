import type { ProfileImage } from '@flo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Picture } from '../../components/Picture.tsx';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { formProblemFrom } from '../../forms/api-error.ts';
import { useToast } from '../../global/toast/ToastProvider.tsx';
import { ImageUpload } from './ImageUpload.tsx';
import { showPhotos } from './queries.ts';
import { LOGO_UPLOAD } from './upload-image.ts';

/** The listing's logo: shown, uploaded or replaced, and removed. */
export function LogoSection({ logo, name }: { logo: ProfileImage | null; name: string }) {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', '/api/business/logo'),
    onSuccess: () => {
      void showPhotos(queryClient);
      toast({ title: 'Logo removed' });
    },
    onError: (error) =>
      toast({
        title: 'Logo not removed',
        description: formProblemFrom(error).message,
        variant: 'destructive',
      }),
  });
  return (
    <section className="business-section" aria-labelledby="logo-heading">
      <h2 id="logo-heading">Logo</h2>
      {logo ? (
        <div className="photo-logo">
          <Picture image={logo} alt={`${name} logo`} sizes="4rem" className="photo-logo__picture" />
          <button
            type="button"
            className="button button--secondary"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            Remove the logo
          </button>
        </div>
      ) : (
        <p>No logo yet.</p>
      )}
      <ImageUpload
        id="logo-file"
        label={logo ? 'Replace the logo' : 'Upload a logo'}
        hint="JPEG, PNG, WebP or AVIF up to 10 MB, at least 48 pixels each way. A square logo or one on a transparent background looks best."
        target={LOGO_UPLOAD}
      />
    </section>
  );
}
