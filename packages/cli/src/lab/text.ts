/** The plain-text summary printed to the terminal: the experiment, win rates and every test's verdict. */
import { table } from '../format.js';
import type { Rate } from './analyse.js';
import { type Lang, T, words } from './i18n.js';
import type { LabReport } from './report.js';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const rate = (r: Rate) => `${pct(r.rate)} [${pct(r.interval[0])}, ${pct(r.interval[1])}]`;
const num = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(2));
const pValue = (p: number) => (p < 0.0001 ? '<0.0001' : p.toFixed(4));

export function reportText(report: LabReport, lang: Lang = 'en'): string {
  const w = (x: { en: string; zh: string }) => words(x, lang);
  const e = report.experiment;
  const { variants, comparisons } = report.analysis;
  const out: string[] = [];
  out.push(
    `${w(T.title)}: ${e.game} (rules ${e.rulesVersion}), ${w(T.experiment).toLowerCase()} ${e.id}`,
    `${w(T.players)} ${e.players} · ${w(T.bots)} ${e.bots.map((b) => b.bot).join(',')} · ${w(T.gamesPerVariant)} ${e.gamesPerVariant} · ${w(T.seed)} ${JSON.stringify(e.seed)}`,
    '',
  );
  out.push(
    table([
      [
        w(T.variant),
        w(T.games),
        w(T.finished),
        w(T.errors),
        w(T.draws),
        ...Array.from({ length: e.players }, (_, s) => `${w(T.seat)} ${s + 1}`),
        w(T.firstPlayer),
      ],
      ...variants.map((v) => [
        v.key,
        String(v.games),
        String(v.finished),
        String(v.errors),
        String(v.draws),
        ...v.seatWins.map(rate),
        v.firstPlayerWins.games > 0 ? rate(v.firstPlayerWins) : '–',
      ]),
    ]),
    '',
  );
  if (comparisons.length > 0) {
    const rows = comparisons.map((c) => {
      const f = (x: number) => (c.kind === 'rate' || c.measure.includes('Share') ? pct(x) : num(x));
      return [
        w(c.name),
        `${f(c.estimates[0])} vs ${f(c.estimates[1])}`,
        c.kind === 'rate' ? 'z' : 'U',
        pValue(c.p),
        pValue(c.pAdjusted),
        c.differs ? `${w(T.differs).toUpperCase()}` : w(T.noEvidence),
      ];
    });
    const pairs = new Set(comparisons.map((c) => `${c.variants[0]} vs ${c.variants[1]}`));
    out.push(`${w(T.verdicts)} (${[...pairs].join('; ')}); Holm over ${comparisons.length} tests, α = 0.05:`);
    out.push(
      table([[w(T.measure), w(T.variants), w(T.test), w(T.p), w(T.pAdjusted), w(T.verdict)], ...rows]),
      '',
    );
  }
  for (const v of variants) {
    for (const s of v.errorSamples) out.push(`error in ${v.key} game ${s.index}: ${s.message}`);
  }
  return `${out.join('\n')}\n`;
}
