/** How the lab writes its numbers, the same in the terminal, the HTML and the findings. */

export const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

export const num = (x: number): string =>
  Number.isInteger(x) ? String(x) : x.toFixed(Math.abs(x) < 10 ? 3 : 1);

export const pValue = (p: number): string => (p < 0.0001 ? '< 0.0001' : p.toFixed(4));

/** A value of a measure: a percentage for rates and shares, else the number. */
export const value = (x: number, percent: boolean): string => (percent ? pct(x) : num(x));

/** A sign before a difference; one that rounds to zero is written without any ("-0.0" would mislead). */
const signed = (text: string, x: number): string => {
  const unsigned = text.replace(/^-/, '');
  if (/^[0.]+$/.test(unsigned)) return unsigned;
  return x > 0 ? `+${text}` : text;
};

/** A difference: percentage points for rates and shares (without the unit, for intervals), else the number. */
export const difference = (x: number, percent: boolean): string =>
  signed(percent ? (100 * x).toFixed(1) : num(x), x);

/** An interval of differences, in the unit `difference` writes. */
export const differenceInterval = (i: readonly [number, number], percent: boolean): string =>
  `[${difference(i[0], percent)}, ${difference(i[1], percent)}]`;

/** The unit of a difference, in both languages. */
export const differenceUnit = (percent: boolean): { en: string; zh: string } =>
  percent ? { en: ' points', zh: ' 個百分點' } : { en: '', zh: '' };
