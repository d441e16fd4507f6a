/**
 * One rules option of any game, as the catalogue describes it: its name and rule id, an input for its kind, and
 * what it settles. Its input's id and test id are `opt-<game>-<key>`.
 */
import { useState } from 'preact/hooks';
import type { OptionField } from '../api/protocol.js';
import { t, tOr } from '../i18n/i18n.js';
import { RuleBadge, RuleText } from '../rules/RuleBadge.js';
import { dataEditors } from './data-editors.js';
import { optionHelp, optionName, valueName } from './option-text.js';

/** The choice that opens a data option's editor, beside its named values (no engine names a value so). */
const CUSTOM = '(custom)';

/** An integer with fewer values than this is picked from a list (2–6 players), a wider one typed. */
const FEW = 12;

export function OptionRow({
  game,
  field,
  value,
  set,
  disabled = false,
  seats,
  fail,
}: {
  game: string;
  field: OptionField;
  value: unknown;
  set: (value: unknown) => void;
  /** The option does not matter under the others (its `when`): shown, but neither editable nor sent. */
  disabled?: boolean;
  seats: number;
  fail: (message: string | null) => void;
}) {
  const id = `opt-${game}-${field.key}`;
  const format = field.kind === 'data' ? field.format : null;
  const Editor = format === null ? undefined : dataEditors[format];
  const named = field.kind === 'data' && typeof value === 'string' && field.values.includes(value);
  const [custom, setCustom] = useState(field.kind === 'data' && !named);
  const choices = field.kind === 'enum' ? field.values : field.kind === 'data' ? field.values : [];
  return (
    <div class={disabled ? 'option disabled' : 'option'}>
      <label htmlFor={id}>
        <span class="option-name">
          {optionName(game, field.key)} <RuleBadge id={field.rule} />
        </span>
        {field.kind === 'integer' && field.max - field.min < FEW && (
          <select
            id={id}
            data-testid={id}
            disabled={disabled}
            value={String(value)}
            onChange={(e) => set(Number(e.currentTarget.value))}
          >
            {Array.from({ length: field.max - field.min + 1 }, (_, i) => field.min + i).map((n) => (
              <option value={n} key={n}>
                {n}
              </option>
            ))}
          </select>
        )}
        {field.kind === 'integer' && field.max - field.min >= FEW && (
          <input
            type="number"
            min={field.min}
            max={field.max}
            id={id}
            data-testid={id}
            disabled={disabled}
            value={String(value)}
            onInput={(e) => set(Number(e.currentTarget.value))}
          />
        )}
        {field.kind === 'boolean' && (
          <select
            id={id}
            data-testid={id}
            disabled={disabled}
            value={value ? 'on' : 'off'}
            onChange={(e) => set(e.currentTarget.value === 'on')}
          >
            <option value="on">{t('opt.on')}</option>
            <option value="off">{t('opt.off')}</option>
          </select>
        )}
        {(field.kind === 'enum' || field.kind === 'data') && (
          <select
            id={id}
            data-testid={id}
            disabled={disabled}
            value={custom ? CUSTOM : String(value)}
            onChange={(e) => {
              const next = e.currentTarget.value;
              setCustom(next === CUSTOM);
              if (next !== CUSTOM) set(next);
            }}
          >
            {choices.map((c) => (
              <option value={c} key={c}>
                {valueName(game, field.key, c)}
              </option>
            ))}
            {Editor && <option value={CUSTOM}>{tOr(`data.${format}.custom`, String(format))}</option>}
          </select>
        )}
      </label>
      <p class="help">
        <RuleText text={optionHelp(game, field.key)} />
      </p>
      {Editor && custom && !disabled && <Editor id={id} seats={seats} set={set} fail={fail} />}
    </div>
  );
}
