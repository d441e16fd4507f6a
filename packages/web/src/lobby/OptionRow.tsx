/** One rules option in the lobby, of either game: its name and rule id, its input, and what it settles. */
import { type MessageKey, t } from '../i18n/i18n.js';

/** How an option is entered: a number in bounds, on/off, or one of a few choices. */
export type OptionInput =
  | { readonly kind: 'number'; readonly min: number; readonly max: number; readonly rule: string }
  | { readonly kind: 'boolean'; readonly rule: string }
  | { readonly kind: 'choice'; readonly choices: readonly string[]; readonly rule: string };

export type OptionValue = number | boolean | string;

/**
 * `prefix` names the game's options in the dictionary (`opt` for Four Horsemen, `flopt` for Frontline): the name
 * is `<prefix>.<key>`, the help `<prefix>.<key>.help`, a choice `<prefix>.<key>.<choice>`; it is also the input's
 * id and test id, `<prefix>-<key>`.
 */
export function OptionRow({
  prefix,
  field,
  value,
  set,
}: {
  prefix: 'opt' | 'flopt';
  field: OptionInput & { readonly key: string };
  value: OptionValue;
  set: (value: OptionValue) => void;
}) {
  const id = `${prefix}-${field.key}`;
  const text = (suffix: string) => t(`${prefix}.${field.key}${suffix}` as MessageKey);
  return (
    <div class="option">
      <label htmlFor={id}>
        <span class="option-name">
          {text('')} <span class="rule">{field.rule}</span>
        </span>
        {field.kind === 'number' && (
          <input
            type="number"
            min={field.min}
            max={field.max}
            id={id}
            value={value as number}
            onInput={(e) => set(Number(e.currentTarget.value))}
          />
        )}
        {field.kind === 'boolean' && (
          <select id={id} value={value ? 'on' : 'off'} onChange={(e) => set(e.currentTarget.value === 'on')}>
            <option value="on">{t('opt.on')}</option>
            <option value="off">{t('opt.off')}</option>
          </select>
        )}
        {field.kind === 'choice' && (
          <select
            id={id}
            data-testid={id}
            value={value as string}
            onChange={(e) => set(e.currentTarget.value)}
          >
            {field.choices.map((c) => (
              <option value={c} key={c}>
                {text(`.${c}`)}
              </option>
            ))}
          </select>
        )}
      </label>
      <p class="help">{text('.help')}</p>
    </div>
  );
}
