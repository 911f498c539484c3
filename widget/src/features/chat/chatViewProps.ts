import type { FloActor } from './floActor.ts';

/** What every variant passes through to the chat panel. */
export interface ChatViewProps {
  actor: FloActor;
  siteOrigin: string;
  onAnswer?: (event: { type: 'CHOOSE'; value: string } | { type: 'TEXT'; text: string }) => void;
}
