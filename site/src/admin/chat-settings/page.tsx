import { definePage } from '../../app/page.ts';
import { AdminPage } from '../AdminPage.tsx';
import { adminPageMeta } from '../meta.ts';
import { ChatSettingsScreen } from './ChatSettingsScreen.tsx';

/** /admin/chat-settings: where Flo shows, which sites embed it, and how it looks and greets. */
function ChatSettingsPage() {
  return <AdminPage title="Chat settings">{() => <ChatSettingsScreen />}</AdminPage>;
}

export default definePage({
  meta: () =>
    adminPageMeta(
      'Chat settings',
      '/admin/chat-settings',
      'Where Flo shows, which sites may embed it, and its accent colour and greeting.',
    ),
  Component: ChatSettingsPage,
});
