import { useQuery } from '@tanstack/react-query';
import { ChatSettingsForm } from './ChatSettingsForm.tsx';
import { adminChatSettingsQuery } from './queries.ts';
import './chat-settings.css';

/** /admin/chat-settings: the saved settings loaded into the form and its live preview. */
export function ChatSettingsScreen() {
  const settings = useQuery(adminChatSettingsQuery);
  if (settings.isPending) return <p role="status">Loading the chat settings…</p>;
  if (settings.isError)
    return (
      <div role="alert" className="form-alert">
        {'We could not load the chat settings. '}
        <button type="button" className="link-button" onClick={() => settings.refetch()}>
          Try again
        </button>
      </div>
    );
  return <ChatSettingsForm settings={settings.data} />;
}
