import type { AdminEnquiryDetail } from '@flo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { ApiForm } from '../../forms/ApiForm.tsx';
import { SelectField } from '../../forms/Field.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { useApiForm } from '../../forms/use-api-form.ts';
import { useToast } from '../../global/toast/ToastProvider.tsx';
import { refreshAdminData } from '../moderation-queries.ts';
import { ENQUIRY_STATUS_LABELS } from './queries.ts';

/** Sets where an enquiry has got to (`PATCH /api/admin/enquiries/{reference}`). */
export function EnquiryStatusForm({ enquiry }: { enquiry: AdminEnquiryDetail }) {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const form = useApiForm({
    send: (values) =>
      apiRequest('PATCH', `/api/admin/enquiries/${enquiry.reference}`, { status: values.status }),
    onSuccess: () => {
      toast({ title: 'Enquiry status changed' });
      void refreshAdminData(queryClient);
    },
    failure: { title: 'Status not changed' },
  });
  return (
    <ApiForm form={form} className="admin-decision__reject">
      <SelectField
        key={enquiry.status}
        idPrefix={`enquiry-${enquiry.reference}`}
        name="status"
        label="Status"
        required
        defaultValue={enquiry.status}
        options={Object.entries(ENQUIRY_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
      />
      <SubmitButton pending={form.mutation.isPending} pendingLabel="Saving…">
        Change status
      </SubmitButton>
    </ApiForm>
  );
}
