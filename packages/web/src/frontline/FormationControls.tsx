/**
 * The picked territory's front rows (R4.1, R5.4): for each border where the engine allows it, the row as it
 * stands, left → right as the holder sees it, each division taken back by a click, and posting a division at
 * either end.
 */
import { Act } from './buttons.js';
import type { ControlProps } from './control-props.js';
import { ft } from './i18n.js';
import { formationBorders, postsAt, unpostAt } from './intents.js';
import { divisionName, divisionShort, territoryName } from './labels.js';
import { Divisions } from './TerritoryPanel.js';

export function FormationControls({ view, legal, selection, busy, act }: ControlProps) {
  const selected = selection.picked;
  if (!selected) return null;
  return (
    <>
      {[...formationBorders(legal, selected)].map((border) => {
        const front = view.territories[selected]?.home.fronts[border] ?? [];
        const posts = postsAt(legal, selected, border);
        const divisions = [...new Set(posts.map((p) => p.division))];
        return (
          <div class="fl-group" key={border} data-testid={`formation-${border}`}>
            <h4>{ft('act.post', { border: territoryName(border) })}</h4>
            <p>
              {front.map((d, slot) => {
                const back = unpostAt(legal, selected, border, slot);
                return back ? (
                  <button
                    type="button"
                    key={slot}
                    class={`small fl-div fl-div-${d}`}
                    title={ft('act.unpost')}
                    aria-label={`${divisionName(d)}: ${ft('act.unpost')}`}
                    disabled={busy}
                    onClick={() => act(back)}
                  >
                    {divisionShort(d)} ↩
                  </button>
                ) : (
                  <Divisions key={slot} row={[d]} />
                );
              })}
            </p>
            <div class="fl-buttons">
              {divisions.flatMap((division) => {
                const slots = posts.filter((p) => p.division === division).map((p) => p.slot);
                const ends = [...new Set([Math.max(...slots), Math.min(...slots)])];
                return ends.map((slot) => (
                  <Act
                    key={`${division}-${slot}`}
                    a={posts.find((p) => p.division === division && p.slot === slot)!}
                    act={act}
                    busy={busy}
                    testid={`post-${border}-${division}-${slot === Math.max(...slots) ? 'right' : 'left'}`}
                    label={`+ ${divisionName(division)} · ${ft(slot === Math.max(...slots) ? 'act.post.right' : 'act.post.left')}`}
                  />
                ));
              })}
            </div>
          </div>
        );
      })}
    </>
  );
}
