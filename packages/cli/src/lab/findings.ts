/**
 * The findings that open the report: each imbalance and each difference between variants that holds after
 * Holm's adjustment, with its size and interval — the sentence a designer would write in a notebook — then
 * how small a difference the run could see, and how many games would settle what it could not.
 */

import { isPercentMeasure, type Words } from '@warboard/catalog';
import type { Comparison } from './analyse.js';
import type { BalanceTest } from './balance.js';
import { T } from './i18n.js';
import { difference, differenceInterval, differenceUnit, pct, pValue, value } from './numbers.js';
import type { LabReport } from './report.js';
import type { Sizes } from './sizes.js';

const holmP = (p: number) => `Holm p ${p < 0.0001 ? '< 0.0001' : `= ${pValue(p)}`}`;

function imbalance(b: BalanceTest): Words {
  const d = difference(b.difference, true);
  const i = differenceInterval(b.differenceInterval, true);
  const [lo, hi] = b.interval;
  // A seat fact (faction, king) is counted per seat that carried it, so its trials are seats, not games.
  const bySeat = !(b.measure.startsWith('win.seat.') || b.measure === 'win.first');
  const of: Words = bySeat
    ? { en: `${b.wins} of ${b.games} seats that carried it`, zh: `持有者 ${b.games} 席中勝 ${b.wins} 席` }
    : { en: `${b.wins} of ${b.games} games`, zh: `${b.games} 局中勝 ${b.wins} 局` };
  // "seats with Zealots win", not "Zealots wins": a seat fact's name is a value (a faction, a king).
  const who: Words = bySeat
    ? { en: `seats with ${b.name.en} win`, zh: `持有${b.name.zh}的座位` }
    : { en: `${b.name.en} wins`, zh: b.name.zh };
  return {
    en: `${b.variant}: ${who.en} ${pct(b.rate)} [${pct(lo)}, ${pct(hi)}] of the games someone won (${of.en}), against a fair ${pct(b.fair)}: ${d} points ${i} (${holmP(b.pAdjusted)}).`,
    zh: `${b.variant}：在有勝負的對局中，${who.zh}勝率 ${pct(b.rate)} [${pct(lo)}, ${pct(hi)}]（${of.zh}），公平份額為 ${pct(b.fair)}：相差 ${d} 個百分點 ${i}（${holmP(b.pAdjusted)}）。`,
  };
}

function change(c: Comparison, percent: boolean): Words {
  const [a, b] = c.variants;
  const [ea, eb] = c.estimates.map((x) => value(x, percent));
  const d = difference(c.difference, percent);
  const i = differenceInterval(c.differenceInterval, percent);
  const unit = differenceUnit(percent);
  return {
    en: `${c.name.en}: ${ea} under ${a} against ${eb} under ${b}, a difference of ${d}${unit.en} ${i} (${holmP(c.pAdjusted)}).`,
    zh: `${c.name.zh}：${a} 為 ${ea}，${b} 為 ${eb}，相差 ${d}${unit.zh} ${i}（${holmP(c.pAdjusted)}）。`,
  };
}

/** The range of a list of sizes as text: "x" or "x–y". */
const range = (xs: readonly number[], write: (x: number) => string): string => {
  const lo = Math.min(...xs);
  const hi = Math.max(...xs);
  return write(lo) === write(hi) ? write(lo) : `${write(lo)}–${write(hi)}`;
};

const points = (x: number) => (100 * x).toFixed(1);

/** The largest number of games per variant any inconclusive test asks for, or null when none is. */
export function gamesToSettle(report: LabReport): number | null {
  const { balance, comparisons } = report.analysis;
  const needed = [...balance, ...comparisons].flatMap((t) =>
    t.gamesNeeded === undefined ? [] : [t.gamesNeeded],
  );
  return needed.length === 0 ? null : Math.max(...needed);
}

export function findings(report: LabReport): Words[] {
  const { balance, comparisons } = report.analysis;
  const tests = balance.length + comparisons.length;
  const out: Words[] = [];
  for (const b of balance) if (b.differs) out.push(imbalance(b));
  for (const c of comparisons) {
    if (c.differs) out.push(change(c, c.kind === 'rate' || isPercentMeasure(report.catalogue, c.measure)));
  }
  if (out.length === 0) {
    out.push({
      en: `No imbalance and no difference between variants holds after Holm's adjustment over the report's ${tests} tests.`,
      zh: `以 Holm 法校正本報告的 ${tests} 項檢定後，沒有任何不平衡，變體之間也沒有任何差異成立。`,
    });
  } else {
    out.unshift({
      en: `${out.length} of the report's ${tests} tests hold after Holm's adjustment:`,
      zh: `本報告的 ${tests} 項檢定中，有 ${out.length} 項在 Holm 校正後成立：`,
    });
  }
  const fair = balance.filter((b) => !b.differs).map((b) => b.detectable);
  const rates = comparisons.filter((c) => c.kind === 'rate' && !c.differs).map((c) => c.detectable);
  if (fair.length > 0 || rates.length > 0) {
    const parts: Words[] = [];
    if (fair.length > 0) {
      const r = range(fair, points);
      parts.push({ en: `${r} points from a fair share`, zh: `偏離公平份額 ${r} 個百分點` });
    }
    if (rates.length > 0) {
      const r = range(rates, points);
      parts.push({ en: `${r} points between variants' win rates`, zh: `變體之間勝率相差 ${r} 個百分點` });
    }
    out.push({
      en: `The smallest differences this run could detect (80% power, after adjustment): ${parts.map((p) => p.en).join('; ')}.`,
      zh: `此次執行能偵測的最小差異（80% 檢定力，校正後）：${parts.map((p) => p.zh).join('；')}。`,
    });
  }
  const all = [...balance, ...comparisons];
  const none = all.filter((t) => t.verdict === 'no-larger').length;
  const unsure = all.filter((t) => t.verdict === 'inconclusive').length;
  const settle = gamesToSettle(report);
  if (none > 0) {
    out.push({
      en: `${none} ${none === 1 ? 'test' : 'tests'} found no difference larger than they could detect, and each is smaller than a difference that matters (3 points of a rate, a tenth of a mean).`,
      zh: `${none} 項檢定未發現大於其可偵測值的差異，且可偵測值均小於有意義的差異（比率 3 個百分點、平均值的十分之一）。`,
    });
  }
  if (unsure > 0 && settle !== null) {
    out.push({
      en: `${unsure} ${unsure === 1 ? 'test is' : 'tests are'} inconclusive: too few games to see a difference that matters. About ${settle} games per variant would settle them all (--games ${settle}).`,
      zh: `${unsure} 項檢定無定論：對局太少，看不出有意義的差異。每個變體約 ${settle} 局即可全部確定（--games ${settle}）。`,
    });
  }
  return out;
}

/** A test's verdict in a few words: differs, no difference larger than X, or inconclusive (games needed). */
export function verdictWords(t: Sizes, percent: boolean): Words {
  const size = (x: number) => (percent ? `${(100 * x).toFixed(1)} pt` : value(x, false));
  if (t.verdict === 'differs') return T.differs;
  if (t.verdict === 'no-larger') {
    return { en: `${T.noLarger.en} ${size(t.detectable)}`, zh: `${T.noLarger.zh}${size(t.detectable)}` };
  }
  return {
    en: `${T.inconclusive.en} ${size(t.meaningful)} (${t.gamesNeeded} games/variant)`,
    zh: `${T.inconclusive.zh} ${size(t.meaningful)}（每個變體 ${t.gamesNeeded} 局）`,
  };
}
