/**
 * The plain-text summary printed to the terminal: the findings, the experiment, win rates, every fairness
 * test and every comparison with its size and verdict, and the games that would settle what is unsettled.
 */

import { isPercentMeasure, type Words } from '@warboard/catalog';
import { table } from '../format.js';
import { EXTREME_NAMES } from './extremes.js';
import { findings, gamesToSettle, verdictWords } from './findings.js';
import { type Lang, T, words } from './i18n.js';
import { difference, differenceInterval, pct, pValue, value } from './numbers.js';
import type { LabReport } from './report.js';
import type { Rate } from './results.js';

const rate = (r: Rate) => `${pct(r.rate)} [${pct(r.interval[0])}, ${pct(r.interval[1])}]`;

export function reportText(report: LabReport, lang: Lang = 'en'): string {
  const w = (x: Words) => words(x, lang);
  const e = report.experiment;
  const { variants, comparisons, balance } = report.analysis;
  const tests = comparisons.length + balance.length;
  const out: string[] = [];
  out.push(
    `${w(T.title)}: ${e.game} (rules ${e.rulesVersion}), ${w(T.experiment).toLowerCase()} ${e.id}`,
    `${w(T.players)} ${e.players} · ${w(T.bots)} ${e.bots.map((b) => b.bot).join(',')} · ${w(T.gamesPerVariant)} ${e.gamesPerVariant} · ${w(T.seed)} ${JSON.stringify(e.seed)}`,
    '',
    `${w(T.findings)}:`,
    ...findings(report).map((f) => `- ${w(f)}`),
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
  const skilled = variants.filter((v) => v.skill !== null && v.skill.pairs.length > 0);
  if (skilled.length > 0) {
    out.push(`${w(T.skill)}:`);
    const pairs = skilled[0]?.skill?.pairs ?? [];
    out.push(
      table([
        [w(T.variant), ...pairs.map((p) => `${p.bot} vs ${p.against}`), w(T.ranking)],
        ...skilled.map((v) => [
          v.key,
          ...(v.skill?.pairs ?? []).map((p) => `${rate(p.wins)} · ${p.wins.wins}/${p.games}`),
          (v.skill?.ranking ?? []).map((r) => r.bot).join(' > '),
        ]),
      ]),
      '',
    );
  }
  if (balance.length > 0) {
    out.push(`${w(T.balance)} (Holm over ${tests} tests, α = 0.05):`);
    out.push(
      table([
        [w(T.variant), w(T.measure), w(T.winRate), w(T.fair), w(T.difference), w(T.pAdjusted), w(T.verdict)],
        ...balance.map((b) => [
          b.variant,
          w(b.name),
          `${rate(b)} · ${b.wins}/${b.games}`,
          pct(b.fair),
          `${difference(b.difference, true)} ${differenceInterval(b.differenceInterval, true)}`,
          pValue(b.pAdjusted),
          b.differs ? w(T.differs).toUpperCase() : w(verdictWords(b, true)),
        ]),
      ]),
      '',
    );
  }
  if (comparisons.length > 0) {
    const rows = comparisons.map((c) => {
      const percent = c.kind === 'rate' || isPercentMeasure(report.catalogue, c.measure);
      return [
        w(c.name),
        `${value(c.estimates[0], percent)} vs ${value(c.estimates[1], percent)}`,
        `${difference(c.difference, percent)} ${differenceInterval(c.differenceInterval, percent)}`,
        c.kind === 'rate' ? 'z' : 'U',
        pValue(c.p),
        pValue(c.pAdjusted),
        c.differs ? w(T.differs).toUpperCase() : w(verdictWords(c, percent)),
      ];
    });
    const pairs = new Set(comparisons.map((c) => `${c.variants[0]} vs ${c.variants[1]}`));
    out.push(`${w(T.verdicts)} (${[...pairs].join('; ')}); Holm over ${tests} tests, α = 0.05:`);
    out.push(
      table([
        [w(T.measure), w(T.variants), w(T.difference), w(T.test), w(T.p), w(T.pAdjusted), w(T.verdict)],
        ...rows,
      ]),
      '',
    );
  }
  const settle = gamesToSettle(report);
  if (settle !== null) {
    out.push(
      w({
        en: `To settle every inconclusive test: rerun with --games ${settle} (the ${e.gamesPerVariant} stored games per variant are kept).`,
        zh: `若要確定全部無定論的檢定：以 --games ${settle} 重新執行（已儲存的每個變體 ${e.gamesPerVariant} 局會保留）。`,
      }),
      '',
    );
  }
  if (report.extremes.length > 0) {
    out.push(`${w(T.extremes)}:`);
    for (const x of report.extremes) {
      out.push(`- ${x.variant}, ${w(EXTREME_NAMES[x.kind])} (${x.actions} actions): ${x.command}`);
    }
    out.push('');
  }
  for (const v of variants) {
    for (const s of v.errorSamples) out.push(`error in ${v.key} game ${s.index}: ${s.message}`);
  }
  return `${out.join('\n')}\n`;
}
