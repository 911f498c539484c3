import { definePage } from '../../app/page.ts';
import { AdminPage } from '../AdminPage.tsx';
import { adminPageMeta } from '../meta.ts';
import { MessageList } from './MessageList.tsx';

/** /admin/specialist-messages: messages visitors left for specialists, newest first. */
function SpecialistMessagesPage() {
  return <AdminPage title="Specialist messages">{() => <MessageList />}</AdminPage>;
}

export default definePage({
  meta: () =>
    adminPageMeta(
      'Specialist messages',
      '/admin/specialist-messages',
      'Messages visitors left for specialists, newest first.',
    ),
  Component: SpecialistMessagesPage,
});
