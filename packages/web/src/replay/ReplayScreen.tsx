import type { HorsemenView } from '@warboard/horsemen';
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { replay } from '../api/lobby.js';
import type { Replay, WireEvent } from '../api/protocol.js';
import { describeEvent } from '../horsemen/describe.js';
import { Table } from '../horsemen/Table.js';
import { t } from '../i18n/i18n.js';
import { Link } from '../Link.js';

type FrontlineReplay = ComponentType<{ view: unknown; events: readonly WireEvent[] }>;

/**
 * A finished game step by step, from the server's public replay: the public view after each action. A Frontline
 * game is shown on its map, loaded with the board's own chunk.
 */
export function ReplayScreen({ id }: { id: string }) {
  const [data, setData] = useState<Replay | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [FrontlineBoard, setFrontlineBoard] = useState<FrontlineReplay | null>(null);
  useEffect(() => {
    replay(id)
      .then((r) => {
        setData(r);
        setStep(r.steps.length);
        if (r.game === 'frontline')
          return import('../frontline/ReplayBoard.js').then((m) => setFrontlineBoard(() => m.ReplayBoard));
        return undefined;
      })
      .catch((e: Error) => setError(e.message));
  }, [id]);
  if (error)
    return (
      <section class="panel narrow">
        <p class="error">{t('replay.unavailable', { message: error })}</p>
        <Link to={{ name: 'lobby' }}>{t('join.back')}</Link>
      </section>
    );
  if (!data || (data.game === 'frontline' && !FrontlineBoard))
    return <p class="muted">{t('game.loading')}</p>;
  const total = data.steps.length;
  const view = (step === 0 ? data.start : data.steps[step - 1]?.view) as HorsemenView;
  const frontline = data.game === 'frontline' && FrontlineBoard;
  const name = (seat: number) => t('game.player', { n: seat + 1 });
  const events = data.steps.slice(0, step).flatMap((s) => s.events);
  const go = (n: number) => setStep(Math.max(0, Math.min(total, n)));
  return (
    <div class="game replay" data-testid="replay">
      <div class="game-head">
        <h2>{t('replay.title')}</h2>
        <span class="replay-controls">
          <button type="button" data-testid="replay-first" onClick={() => go(0)}>
            ⏮ {t('replay.first')}
          </button>
          <button type="button" data-testid="replay-prev" onClick={() => go(step - 1)}>
            ◀ {t('replay.prev')}
          </button>
          <input
            type="range"
            min={0}
            max={total}
            value={step}
            aria-label={t('replay.step', { n: step, total })}
            onInput={(e) => go(Number(e.currentTarget.value))}
          />
          <button type="button" data-testid="replay-next" onClick={() => go(step + 1)}>
            {t('replay.next')} ▶
          </button>
          <button type="button" data-testid="replay-last" onClick={() => go(total)}>
            {t('replay.last')} ⏭
          </button>
          <span class="muted">{t('replay.step', { n: step, total })}</span>
        </span>
      </div>
      {frontline ? (
        <FrontlineBoard view={view} events={events} />
      ) : (
        <div class="game-body">
          <Table view={view} legal={[]} name={name} busy={false} />
          <aside class="log panel">
            <h3>{t('hz.log')}</h3>
            <ol reversed>
              {[...events].reverse().map((e, i) => (
                <li key={i}>{describeEvent(e, { lines: view.lines, name })}</li>
              ))}
            </ol>
          </aside>
        </div>
      )}
    </div>
  );
}
