/** One rules option in the lobby, of either game: its name and rule id, its input, and what it settles. */

/** How an option is entered: a number in bounds, on/off, or one of a few choices. */
export type OptionInput =
  | { readonly kind: 'number'; readonly min: number; readonly max: number; readonly rule: string }
  | { readonly kind: 'boolean'; readonly rule: string }
  | { readonly kind: 'choice'; readonly choices: readonly string[]; readonly rule: string };

export type OptionValue = number | boolean | string;

export function OptionRow({
  id,
  testid,
  field,
  name,
  help,
  value,
  choiceLabel,
  on,
  off,
  set,
}: {
  id: string;
  testid?: string;
  field: OptionInput;
  name: string;
  help: string;
  value: OptionValue;
  choiceLabel: (choice: string) => string;
  on: string;
  off: string;
  set: (value: OptionValue) => void;
}) {
  return (
    <div class="option">
      <label htmlFor={id}>
        <span class="option-name">
          {name} <span class="rule">{field.rule}</span>
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
            <option value="on">{on}</option>
            <option value="off">{off}</option>
          </select>
        )}
        {field.kind === 'choice' && (
          <select
            id={id}
            data-testid={testid}
            value={value as string}
            onChange={(e) => set(e.currentTarget.value)}
          >
            {field.choices.map((c) => (
              <option value={c} key={c}>
                {choiceLabel(c)}
              </option>
            ))}
          </select>
        )}
      </label>
      <p class="help">{help}</p>
    </div>
  );
}
