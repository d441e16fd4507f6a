/**
 * Moving divisions in one gesture (R8.1–R8.3, R7.1): pick the territory, pick a highlighted neighbour, choose how
 * many of each kind, send. The count is one control; the divisions then go one action at a time as the engine
 * answers each (the selection's move queue), so each is checked as if sent alone.
 */
import type { ControlProps } from './control-props.js';
import { ft } from './i18n.js';
import { movableCount, movesFrom } from './intents.js';
import { divisionName, territoryName } from './labels.js';

export function MoveControls({ view, legal, selection, busy, cancel, chooseCount, moveMany }: ControlProps) {
  const { picked, gesture, counts } = selection;
  if (gesture?.kind === 'move') {
    const moves = movesFrom(legal, gesture.from).get(gesture.to) ?? [];
    return (
      <div class="fl-group" data-testid="move-confirm">
        <h4>{ft('act.move', { to: territoryName(gesture.to) })}</h4>
        {moves.map((a) => {
          const max = Math.max(1, movableCount(view, a.from, a.division));
          const n = Math.min(counts[a.division] ?? 1, max);
          const where =
            a.type === 'embark'
              ? ft('act.embark', { to: territoryName(a.to) })
              : ft('act.move', { to: territoryName(a.to) });
          return (
            <div class="fl-buttons fl-move" key={`${a.type}-${a.division}`}>
              <label class="small">
                {divisionName(a.division)} ×{' '}
                <input
                  type="number"
                  min={1}
                  max={max}
                  value={n}
                  data-testid={`count-${a.type}-${a.division}`}
                  aria-label={ft('act.count', { division: divisionName(a.division) })}
                  onInput={(e) => chooseCount(a.division, Number(e.currentTarget.value))}
                />{' '}
                <span class="muted">/ {max}</span>
              </label>
              <button
                type="button"
                disabled={busy}
                data-testid={`${a.type}-${a.division}`}
                onClick={() => moveMany(a)}
              >
                {`${where}: ${ft('act.move.divisions', { n, division: divisionName(a.division) })}`}
              </button>
            </div>
          );
        })}
        <div class="fl-buttons">
          <button type="button" onClick={cancel}>
            {ft('act.cancel')} (Esc)
          </button>
        </div>
      </div>
    );
  }
  if (!picked || movesFrom(legal, picked).size === 0) return null;
  return (
    <div class="fl-group">
      <h4>{ft('act.moveFrom', { territory: territoryName(picked) })}</h4>
      <p class="small muted">{ft('act.move.pick')}</p>
    </div>
  );
}
