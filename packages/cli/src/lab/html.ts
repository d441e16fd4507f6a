/**
 * The report as one self-contained HTML file: charts drawn to inline SVG when it is written, styles
 * inline, no script but the language switch, no outside address — it opens offline, from a mail or a
 * USB stick. Every text is written in English and Traditional Chinese; the switch (or `--lang`, the
 * language shown first) picks which one shows.
 */

import { actionsMeasure, isPercentMeasure, isShareGroup, type Words } from '@warboard/catalog';
import { histogramChart, type IntervalRow, intervalChart, renderSvg, sweepChart } from './charts.js';
import { EXTREME_NAMES } from './extremes.js';
import { findings, verdictWords } from './findings.js';
import { LANGS, type Lang, METHOD, T, words } from './i18n.js';
import { difference, differenceInterval, num, pct, pValue, value } from './numbers.js';
import type { LabReport } from './report.js';
import type { Rate, SkillPair, VariantResult } from './results.js';
import type { Sizes } from './sizes.js';
import { quantile } from './statistics.js';
import { seriesOf } from './sweep.js';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** Both languages of a text, the one not chosen hidden by the style sheet. */
const t = (w: Words): string =>
  `<span class="en">${escapeHtml(w.en)}</span><span class="zh" lang="zh-Hant">${escapeHtml(w.zh)}</span>`;

const rateCell = (r: Rate) =>
  `${pct(r.rate)} <small>[${pct(r.interval[0])}, ${pct(r.interval[1])}] · ${r.wins}/${r.games}</small>`;

/** One chart in both languages. */
async function chart(build: (lang: Lang) => Parameters<typeof renderSvg>[0]): Promise<string> {
  const parts: string[] = [];
  for (const lang of LANGS) {
    parts.push(`<div class="chart ${lang}">${await renderSvg(build(lang), lang)}</div>`);
  }
  return parts.join('');
}

function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  return `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
}

async function winSection(report: LabReport): Promise<string> {
  const { analysis, experiment } = report;
  const variants = analysis.variants;
  const seatLabel = (s: number): Words => ({ en: `seat ${s + 1}`, zh: `座位 ${s + 1}` });
  const rows = (lang: Lang): IntervalRow[] =>
    variants.flatMap((v) => [
      ...v.seatWins.map((r, s) => ({
        category: words(seatLabel(s), lang),
        variant: v.key,
        value: r.rate,
        lo: r.interval[0],
        hi: r.interval[1],
      })),
      ...(v.firstPlayerWins.games > 0
        ? [
            {
              category: words(T.firstPlayer, lang),
              variant: v.key,
              value: v.firstPlayerWins.rate,
              lo: v.firstPlayerWins.interval[0],
              hi: v.firstPlayerWins.interval[1],
            },
          ]
        : []),
    ]);
  const svg = await chart((lang) =>
    intervalChart(
      rows(lang),
      { category: '', value: words(T.winRate, lang), variant: words(T.variant, lang) },
      { percent: true, reference: 1 / experiment.players },
    ),
  );
  const head = [
    t(T.variant),
    ...Array.from({ length: experiment.players }, (_, s) => t(seatLabel(s))),
    t(T.firstPlayer),
    t(T.draws),
  ];
  const body = variants.map((v) => [
    escapeHtml(v.key),
    ...v.seatWins.map(rateCell),
    v.firstPlayerWins.games > 0 ? rateCell(v.firstPlayerWins) : '–',
    `${v.draws}/${v.finished}`,
  ]);
  let html = `<section><h2>${t(T.wins)}</h2><p>${t(T.winsIntro)}</p>${svg}${table(head, body)}`;
  for (const tag of report.catalogue.tagWins) {
    const tagRows = (lang: Lang): IntervalRow[] =>
      variants.flatMap((v) =>
        Object.entries(tag.values).flatMap(([value, w]) => {
          const r = v.tagWins[tag.tag]?.[value];
          return r === undefined || r.games === 0
            ? []
            : [
                {
                  category: words(w, lang),
                  variant: v.key,
                  value: r.rate,
                  lo: r.interval[0],
                  hi: r.interval[1],
                },
              ];
        }),
      );
    const tagSvg = await chart((lang) =>
      intervalChart(
        tagRows(lang),
        { category: '', value: words(T.winRate, lang), variant: words(T.variant, lang) },
        { percent: true, reference: 1 / experiment.players },
      ),
    );
    const tagHead = [t(T.variant), ...Object.values(tag.values).map(t)];
    const tagBody = variants.map((v) => [
      escapeHtml(v.key),
      ...Object.keys(tag.values).map((value) => {
        const r = v.tagWins[tag.tag]?.[value];
        return r === undefined || r.games === 0 ? '–' : rateCell(r);
      }),
    ]);
    html += `<h3>${t(T.winsByTag)} ${t(tag.name)}</h3>${tagSvg}${table(tagHead, tagBody)}`;
  }
  return `${html}</section>`;
}

async function groupSection(report: LabReport, groupId: string): Promise<string> {
  const group = report.catalogue.groups.find((g) => g.id === groupId);
  const measures = report.catalogue.measures.filter((m) => m.group === groupId);
  if (group === undefined || measures.length === 0) return '';
  const variants = report.analysis.variants;
  const share = isShareGroup(group);
  let charts = '';
  if (groupId === 'length') {
    for (const m of measures) {
      const all = variants.flatMap((v) =>
        (v.raw.values[m.id] ?? []).flatMap((value) => (value === null ? [] : [{ variant: v.key, value }])),
      );
      // A few very long games (a game run to its turn limit) would squeeze every other bar to the left
      // edge: games beyond Tukey's far-out fence, Q3 + 3·IQR, are left out of the chart (never out of the
      // tables and tests), and the caption says how many.
      const values = all.map((r) => r.value);
      const q1 = quantile(values, 0.25);
      const q3 = quantile(values, 0.75);
      const cut = q3 + 3 * (q3 - q1);
      const rows = all.filter((r) => r.value <= cut);
      const left = all.length - rows.length;
      charts += await chart((lang) =>
        histogramChart(rows, {
          value: words(m.name, lang),
          count: words(T.count, lang),
          variant: words(T.variant, lang),
        }),
      );
      if (left > 0) {
        charts += `<p><small>${t({
          en: `${left} games above ${num(cut)} (Q3 + 3·IQR) are not drawn.`,
          zh: `高於 ${num(cut)}（Q3 + 3·IQR）的 ${left} 局未畫出。`,
        })}</small></p>`;
      }
    }
  } else {
    const rows = (lang: Lang): IntervalRow[] =>
      variants.flatMap((v) =>
        measures.flatMap((m) => {
          const d = v.measures[m.id];
          return d === undefined || d.n === 0
            ? []
            : [
                {
                  category: words(m.name, lang),
                  variant: v.key,
                  value: d.mean,
                  lo: d.interval[0],
                  hi: d.interval[1],
                },
              ];
        }),
      );
    charts = await chart((lang) =>
      intervalChart(
        rows(lang),
        {
          category: '',
          value: `${words(T.mean, lang)} (${words(group.unit, lang)})`,
          variant: words(T.variant, lang),
        },
        { percent: share },
      ),
    );
  }
  const head = [
    t(T.measure),
    t(T.variant),
    t(T.mean),
    t(T.interval),
    t(T.median),
    t(T.quartiles),
    'min–max',
    'n',
  ];
  const body = measures.flatMap((m) =>
    variants.map((v) => {
      const d = v.measures[m.id];
      if (d === undefined || d.n === 0) return [t(m.name), escapeHtml(v.key), '–', '–', '–', '–', '–', '0'];
      const f = share ? pct : num;
      return [
        t(m.name),
        escapeHtml(v.key),
        f(d.mean),
        `[${f(d.interval[0])}, ${f(d.interval[1])}]`,
        f(d.median),
        `${f(d.q1)}–${f(d.q3)}`,
        `${f(d.min)}–${f(d.max)}`,
        String(d.n),
      ];
    }),
  );
  const intro = groupId === 'length' ? T.lengthIntro : T.meanIntro;
  return `<section><h2>${t(group.title)}</h2><p>${t(intro)}</p>${charts}${table(head, body)}</section>`;
}

const verdictCell = (v: Sizes, percent: boolean): string =>
  v.verdict === 'differs'
    ? `<b class="yes">${t(T.differs)}</b>`
    : `<span class="no">${t(verdictWords(v, percent))}</span>`;

const sizeCells = (v: Sizes, percent: boolean): string[] => [
  `${difference(v.difference, percent)} <small>${differenceInterval(v.differenceInterval, percent)}</small>`,
  percent ? `${(100 * v.detectable).toFixed(1)} pt` : num(v.detectable),
];

function findingsSection(report: LabReport): string {
  const items = findings(report)
    .map((f) => `<li>${t(f)}</li>`)
    .join('');
  return `<section class="findings"><h2>${t(T.findings)}</h2><ul>${items}</ul></section>`;
}

function balanceSection(report: LabReport): string {
  const rows = report.analysis.balance.map((b) => [
    escapeHtml(b.variant),
    t(b.name),
    rateCell(b),
    pct(b.fair),
    ...sizeCells(b, true),
    pValue(b.p),
    pValue(b.pAdjusted),
    verdictCell(b, true),
  ]);
  if (rows.length === 0) return '';
  const head = [
    t(T.variant),
    t(T.measure),
    t(T.winRate),
    t(T.fair),
    t(T.difference),
    t(T.detectable),
    t(T.p),
    t(T.pAdjusted),
    t(T.verdict),
  ];
  return `<section><h2>${t(T.balance)}</h2><p>${t(T.balanceIntro)}</p>${table(head, rows)}</section>`;
}

function verdictSection(report: LabReport): string {
  const rows = report.analysis.comparisons.map((c) => {
    const rate = c.kind === 'rate';
    const percent = rate || isPercentMeasure(report.catalogue, c.measure);
    const f = (x: number) => value(x, percent);
    return [
      t(c.name),
      `${escapeHtml(c.variants[0])}: ${f(c.estimates[0])}<br>${escapeHtml(c.variants[1])}: ${f(c.estimates[1])}`,
      ...sizeCells(c, percent),
      rate ? 'two-proportion z' : 'Mann–Whitney U',
      pValue(c.p),
      pValue(c.pAdjusted),
      verdictCell(c, percent),
    ];
  });
  const head = [
    t(T.measure),
    t(T.variants),
    t(T.difference),
    t(T.detectable),
    t(T.test),
    t(T.p),
    t(T.pAdjusted),
    t(T.verdict),
  ];
  const body = rows.length > 0 ? table(head, rows) : `<p>${t(T.none)}</p>`;
  return `<section><h2>${t(T.verdicts)}</h2><p>${t(T.verdictIntro)}</p>${body}</section>`;
}

/** Every measure the sweep section charts: a rate or mean of a variant, with its interval. */
interface Charted {
  readonly name: Words;
  readonly percent: boolean;
  readonly reference?: number;
  readonly of: (v: VariantResult) => { value: number; lo: number; hi: number } | null;
}

function chartedMeasures(report: LabReport): Charted[] {
  const fair = 1 / report.experiment.players;
  const fromRate = (r: Rate | undefined) =>
    r === undefined || r.games === 0 ? null : { value: r.rate, lo: r.interval[0], hi: r.interval[1] };
  return [
    ...Array.from({ length: report.experiment.players }, (_, s) => ({
      name: { en: `seat ${s + 1} wins`, zh: `座位 ${s + 1} 勝率` },
      percent: true,
      reference: fair,
      of: (v: VariantResult) => fromRate(v.seatWins[s]),
    })),
    {
      name: { en: 'first player wins', zh: '先手勝率' },
      percent: true,
      reference: fair,
      of: (v: VariantResult) => fromRate(v.firstPlayerWins),
    },
    ...report.catalogue.tagWins.flatMap(({ tag, values }) =>
      Object.entries(values).map(([value, w]) => ({
        name: { en: `${w.en} wins`, zh: `${w.zh} 勝率` },
        percent: true,
        reference: fair,
        of: (v: VariantResult) => fromRate(v.tagWins[tag]?.[value]),
      })),
    ),
    ...report.catalogue.measures.map((m) => ({
      name: m.name,
      percent: isPercentMeasure(report.catalogue, m.id),
      of: (v: VariantResult) => {
        const d = v.measures[m.id];
        return d === undefined || d.n === 0 ? null : { value: d.mean, lo: d.interval[0], hi: d.interval[1] };
      },
    })),
  ];
}

/** Each measure against the first swept option, one line per value of the others, with 95% bands. */
async function sweepSection(report: LabReport): Promise<string> {
  const { sweeps } = report.experiment;
  const first = sweeps[0];
  if (first === undefined) return '';
  const points = report.analysis.variants.filter((v) => sweeps.every(({ key }) => key in v.input));
  const xOf = (v: VariantResult) => {
    const x = v.input[first.key];
    return typeof x === 'number' ? x : typeof x === 'string' ? x : JSON.stringify(x);
  };
  const others = sweeps
    .slice(1)
    .map((s) => s.key)
    .join(', ');
  let charts = '';
  for (const m of chartedMeasures(report)) {
    const rows = points.flatMap((v) => {
      const at = m.of(v);
      return at === null ? [] : [{ x: xOf(v), series: seriesOf(sweeps, v.input) || first.key, ...at }];
    });
    if (rows.length === 0) continue;
    charts += `<figure><figcaption>${t(m.name)}</figcaption>${await chart((lang) =>
      sweepChart(
        rows,
        { x: first.key, value: words(m.percent ? T.winRate : T.mean, lang), series: others },
        { percent: m.percent, ...(m.reference !== undefined ? { reference: m.reference } : {}) },
      ),
    )}</figure>`;
  }
  const swept = sweeps.map((s) => `<code>${escapeHtml(s.key)}</code>`).join(' × ');
  return `<section><h2>${t(T.sweep)}: ${swept}</h2><p>${t(T.sweepIntro)}</p><div class="grid">${charts}</div></section>`;
}

async function skillSection(report: LabReport): Promise<string> {
  const variants = report.analysis.variants.filter((v) => v.skill !== null && v.skill.pairs.length > 0);
  if (variants.length === 0) return '';
  const pairName = (p: SkillPair) => `${p.bot} vs ${p.against}`;
  const svg = await chart((lang) =>
    intervalChart(
      variants.flatMap((v) =>
        (v.skill?.pairs ?? []).map((p) => ({
          category: pairName(p),
          variant: v.key,
          value: p.wins.rate,
          lo: p.wins.interval[0],
          hi: p.wins.interval[1],
        })),
      ),
      { category: '', value: words(T.winRate, lang), variant: words(T.variant, lang) },
      { percent: true, reference: 1 / report.experiment.players },
    ),
  );
  const pairs = variants[0]?.skill?.pairs ?? [];
  const head = [t(T.variant), ...pairs.map((p) => escapeHtml(pairName(p))), t(T.ranking)];
  const rows = variants.map((v) => [
    escapeHtml(v.key),
    ...(v.skill?.pairs ?? []).map(rateCellOf),
    escapeHtml((v.skill?.ranking ?? []).map((r) => `${r.bot} (${difference(r.score, true)})`).join(' > ')),
  ]);
  return `<section><h2>${t(T.skill)}</h2><p>${t(T.skillIntro)}</p>${svg}${table(head, rows)}</section>`;
}

const rateCellOf = (p: SkillPair): string => rateCell(p.wins);

function extremesSection(report: LabReport): string {
  if (report.extremes.length === 0) return '';
  const rows = report.extremes.map((x) => [
    escapeHtml(x.variant),
    t(EXTREME_NAMES[x.kind]),
    String(x.index),
    `${x.actions}${x.rounds !== undefined ? ` <small>(${x.rounds} rounds)</small>` : ''}`,
    `<code>${escapeHtml(x.command)}</code>`,
  ]);
  const head = [t(T.variant), '', 'game', t(actionsMeasure.name), t(T.reproduce)];
  return `<section><h2>${t(T.extremes)}</h2><p>${t(T.extremesIntro)}</p>${table(head, rows)}</section>`;
}

function experimentSection(report: LabReport): string {
  const e = report.experiment;
  const variants = report.analysis.variants;
  const rows: [Words, string][] = [
    [T.game, `${escapeHtml(e.game)} (rules ${escapeHtml(e.rulesVersion)})`],
    [T.players, String(e.players)],
    [
      T.bots,
      e.bots
        .map((b) => `${b.seat + 1}: ${escapeHtml(b.bot)} <small>(${escapeHtml(b.plays)})</small>`)
        .join(', '),
    ],
    [T.gamesPerVariant, String(e.gamesPerVariant)],
    [T.seed, `<code>${escapeHtml(e.seed)}</code>`],
    [T.common, `<code>${escapeHtml(JSON.stringify(e.common))}</code>`],
  ];
  const list = rows.map(([w, v]) => `<tr><th>${t(w)}</th><td>${v}</td></tr>`).join('');
  const variantRows = variants.map((v: VariantResult) => [
    `<code>${escapeHtml(v.key)}</code>`,
    String(v.games),
    String(v.finished),
    String(v.errors),
    String(v.draws),
    escapeHtml(
      Object.entries(v.outcomes)
        .map(([k, n]) => `${k} ${n}`)
        .join(', '),
    ),
  ]);
  const incomplete = variants.some((v) => v.games < e.gamesPerVariant)
    ? `<p class="warn">${t(T.stopped)}</p>`
    : '';
  return `<section><h2>${t(T.experiment)} <code>${escapeHtml(e.id)}</code></h2><table class="facts">${list}</table>${table(
    [t(T.variant), t(T.games), t(T.finished), t(T.errors), t(T.draws), t(T.outcomes)],
    variantRows,
  )}${incomplete}</section>`;
}

function reproduceSection(report: LabReport): string {
  const e = report.experiment;
  const versions = Object.entries(report.versions)
    .map(([k, v]) => `${escapeHtml(k)} ${escapeHtml(v)}`)
    .join(' · ');
  const options = e.variants
    .map(
      (v) =>
        `<li><code>${escapeHtml(v.key)}</code>: <code>${escapeHtml(JSON.stringify(v.options))}</code></li>`,
    )
    .join('');
  return `<section><h2>${t(T.method)}</h2><ul>${METHOD.map((m) => `<li>${t(m)}</li>`).join('')}</ul>
<h2>${t(T.reproduce)}</h2><p>${t(T.reproduceIntro)}</p><pre>${escapeHtml(e.command)}</pre>
<p><b>${t(T.seeds)}</b>: ${escapeHtml(e.seeds)}</p><p><b>${t(T.options)}</b></p><ul>${options}</ul><p><b>${t(T.versions)}</b>: ${versions}</p></section>`;
}

const STYLE = `
body{font:15px/1.45 system-ui,-apple-system,'Segoe UI','Noto Sans CJK TC','PingFang TC','Microsoft JhengHei',sans-serif;margin:0 auto;max-width:1100px;padding:1rem 1.5rem;color:#1b1b1b}
html[data-lang=en] .zh,html[data-lang=zh] .en{display:none}
header{display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #333}
button{font:inherit;padding:.3rem .8rem;cursor:pointer}
table{border-collapse:collapse;margin:.6rem 0 1.2rem;font-size:13px}
th,td{border-bottom:1px solid #ddd;padding:.25rem .6rem;text-align:left;vertical-align:top}
.facts th{width:12rem}
small{color:#666}
.yes{color:#a40000}.no{color:#555}
.grid{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem}
figure{margin:0}figcaption{font-weight:600;font-size:13px}
.findings{background:#f3f7ff;padding:.2rem 1rem;border-left:4px solid #3465a4}
.warn{background:#fff3cd;padding:.4rem .6rem}
pre{background:#f4f4f4;padding:.6rem;white-space:pre-wrap;word-break:break-all}
.chart svg{max-width:100%;height:auto}
`;

/** The whole page; `lang` is the language shown when it opens. */
export async function reportHtml(report: LabReport, lang: Lang): Promise<string> {
  const groups = report.catalogue.groups.map((g) => g.id);
  const sections = [
    findingsSection(report),
    experimentSection(report),
    balanceSection(report),
    verdictSection(report),
    await sweepSection(report),
    await winSection(report),
    await skillSection(report),
  ];
  for (const id of groups) sections.push(await groupSection(report, id));
  sections.push(extremesSection(report), reproduceSection(report));
  const htmlLang = lang === 'zh' ? 'zh-Hant' : 'en';
  return `<!doctype html>
<html lang="${htmlLang}" data-lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(T.title.en)} · ${escapeHtml(T.title.zh)} · ${escapeHtml(report.experiment.game)} ${escapeHtml(report.experiment.id)}</title>
<style>${STYLE}</style></head>
<body>
<header><h1>${t(T.title)}: ${escapeHtml(report.experiment.game)}</h1><button type="button" id="lang">${t(T.toggle)}</button></header>
${sections.join('\n')}
<script>
document.getElementById('lang').addEventListener('click', function () {
  var root = document.documentElement;
  var next = root.getAttribute('data-lang') === 'en' ? 'zh' : 'en';
  root.setAttribute('data-lang', next);
  root.setAttribute('lang', next === 'zh' ? 'zh-Hant' : 'en');
});
</script>
</body></html>
`;
}
