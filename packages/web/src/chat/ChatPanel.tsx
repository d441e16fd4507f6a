/**
 * A chat: its lines, shown as text (Preact writes them as text nodes, so a line that looks like HTML stays a line
 * of text), and a box to say one more. In a game, the players' lines and the spectators' are shown apart. Anyone
 * mutes another speaker from one of its lines: a seat by its seat, a spectator or lobby visitor by that line.
 */
import { useState } from 'preact/hooks';
import type { ChatLine } from '../api/protocol.js';
import { t } from '../i18n/i18n.js';
import type { ChatLog, MuteTarget } from './chat-log.js';

/** Longest line, as the server takes it (MAX_CHAT_CHARS in the protocol). */
const MAX_CHARS = 500;

export interface ChatPanelProps {
  readonly chat: ChatLog;
  readonly say: (text: string, name?: string) => void;
  /** Who speaks for a line: the seat's name, or the name a spectator gave. */
  readonly who: (line: ChatLine) => string;
  /** The seat reading, in a game; null for a spectator or the lobby. */
  readonly seat: number | null;
  readonly mute: (target: MuteTarget, muted: boolean) => void;
  /** A spectator or lobby visitor gives a name with each line. */
  readonly askName: boolean;
  readonly testid: string;
}

function Lines(props: {
  lines: readonly ChatLine[];
  chat: ChatLog;
  who: ChatPanelProps['who'];
  mute: ChatPanelProps['mute'];
  seat: number | null;
}) {
  const { lines, chat, who, mute, seat } = props;
  if (lines.length === 0) return <p class="muted">{t('chat.none')}</p>;
  return (
    <ol class="chat-lines">
      {lines.map((l) => {
        const target = chat.muteTarget(l, seat);
        return (
          <li key={l.number} data-number={l.number}>
            <strong class="chat-who">{who(l)}</strong> <span class="chat-text">{l.text}</span>
            {target && (
              <button type="button" class="link" onClick={() => mute(target, true)}>
                {t('chat.mute')}
              </button>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** Who a muted line's speaker was: that line's speaker if it is held, else by its number (muted on another visit). */
function mutedSpeaker(chat: ChatLog, who: ChatPanelProps['who'], number: number): string {
  const line = chat.lines.value.find((l) => l.number === number);
  return line ? who(line) : t('chat.lineSpeaker', { n: number });
}

export function ChatPanel(props: ChatPanelProps) {
  const { chat, say, who, seat, mute, askName, testid } = props;
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const muted = chat.muted.value;
  const mutedLines = chat.mutedLines.value;
  // Lines of a speaker muted since they came are hidden too; the server sends none of its later ones.
  const lines = chat.lines.value.filter((l) => !chat.hidden(l));
  const players = lines.filter((l) => l.channel !== 'spectators');
  const spectators = lines.filter((l) => l.channel === 'spectators');
  const submit = (e: Event) => {
    e.preventDefault();
    const line = text.trim();
    if (!line) return;
    say(line, askName && name.trim() ? name.trim() : undefined);
    setText('');
  };
  return (
    <section class="panel chat" data-testid={testid}>
      <h3>{t('chat.title')}</h3>
      <Lines lines={players} chat={chat} who={who} seat={seat} mute={mute} />
      {spectators.length > 0 && (
        <details class="chat-spectators" open={seat === null}>
          <summary>{t('chat.spectators', { n: spectators.length })}</summary>
          <Lines lines={spectators} chat={chat} who={who} seat={seat} mute={mute} />
        </details>
      )}
      {muted.length + mutedLines.length > 0 && (
        <p class="muted">
          {t('chat.muted')}{' '}
          {muted.map((s) => (
            <button key={`s${s}`} type="button" class="link" onClick={() => mute({ seat: s }, false)}>
              {t('chat.unmute', { name: who({ seat: s, name: null } as ChatLine) })}
            </button>
          ))}
          {mutedLines.map((n) => (
            <button key={`l${n}`} type="button" class="link" onClick={() => mute({ line: n }, false)}>
              {t('chat.unmute', { name: mutedSpeaker(chat, who, n) })}
            </button>
          ))}
        </p>
      )}
      {chat.refusal.value && (
        <p class="error" role="alert">
          {chat.refusal.value}
        </p>
      )}
      <form class="chat-say" onSubmit={submit}>
        {askName && (
          <input
            class="chat-name"
            value={name}
            maxLength={40}
            placeholder={t('chat.name')}
            aria-label={t('chat.name')}
            onInput={(e) => setName(e.currentTarget.value)}
          />
        )}
        <input
          data-testid={`${testid}-input`}
          value={text}
          maxLength={MAX_CHARS}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.placeholder')}
          onInput={(e) => setText(e.currentTarget.value)}
        />
        <button type="submit" data-testid={`${testid}-say`} disabled={!text.trim()}>
          {t('chat.say')}
        </button>
      </form>
    </section>
  );
}
