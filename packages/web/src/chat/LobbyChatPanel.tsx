/** The lobby's chat, on a connection of its own for as long as the lobby is shown. */
import { useEffect, useMemo } from 'preact/hooks';
import type { ChatLine } from '../api/protocol.js';
import { t } from '../i18n/i18n.js';
import { ChatPanel } from './ChatPanel.js';
import { LobbyChat } from './lobby-chat.js';
import '../companions.css';

export function LobbyChatPanel() {
  const lobby = useMemo(() => new LobbyChat(), []);
  useEffect(() => () => lobby.close(), [lobby]);
  return (
    <ChatPanel
      chat={lobby.chat}
      say={(text, name) => lobby.say(text, name)}
      who={(line: ChatLine) => line.name ?? t('chat.guest')}
      seat={null}
      mute={(target, on) => lobby.mute(target, on)}
      askName={true}
      testid="lobby-chat"
    />
  );
}
