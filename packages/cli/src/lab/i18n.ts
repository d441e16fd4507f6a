/** The report's two languages: English and Traditional Chinese (zh-Hant), and the words they share. */
import type { Words } from './measures/measure.js';

export type Lang = 'en' | 'zh';

export const LANGS: readonly Lang[] = ['en', 'zh'];

/** `--lang` accepts these names. */
export function parseLang(text: string): Lang | null {
  const t = text.toLowerCase();
  if (t === 'en' || t === 'english') return 'en';
  if (['zh', 'zh-hant', 'zh-tw', 'zh_tw', 'tc'].includes(t)) return 'zh';
  return null;
}

export const T = {
  title: { en: 'Playtest lab report', zh: '試玩實驗室報告' },
  toggle: { en: '中文', zh: 'English' },
  experiment: { en: 'Experiment', zh: '實驗' },
  game: { en: 'Game', zh: '遊戲' },
  variants: { en: 'Variants', zh: '變體' },
  variant: { en: 'variant', zh: '變體' },
  gamesPerVariant: { en: 'Games per variant', zh: '每個變體的對局數' },
  players: { en: 'Players', zh: '玩家數' },
  bots: { en: 'Bots', zh: '機器人' },
  seed: { en: 'Seed', zh: '種子' },
  verdicts: { en: 'What differs', zh: '有何不同' },
  verdictIntro: {
    en: 'Each row is one test between two variants. “Differs” means the difference holds at the 95% level after Holm’s adjustment for every test in this report; “no evidence” means it could be noise.',
    zh: '每一列是兩個變體之間的一項檢定。「有差異」表示在以 Holm 法校正本報告全部檢定之後，差異在 95% 水準下成立；「無證據」表示差異可能只是雜訊。',
  },
  measure: { en: 'measure', zh: '量測' },
  test: { en: 'test', zh: '檢定' },
  p: { en: 'p', zh: 'p 值' },
  pAdjusted: { en: 'p (Holm)', zh: 'p（Holm 校正）' },
  verdict: { en: 'verdict', zh: '結論' },
  differs: { en: 'differs', zh: '有差異' },
  noEvidence: { en: 'no evidence', zh: '無證據' },
  wins: { en: 'Win rates', zh: '勝率' },
  winsIntro: {
    en: 'Wins ÷ finished games, with 95% Wilson intervals; draws count as not won. The dashed line is an even share (1 ÷ players).',
    zh: '勝場 ÷ 完成的對局，附 95% Wilson 信賴區間；和局不算勝。虛線為平均份額（1 ÷ 玩家數）。',
  },
  winRate: { en: 'win rate', zh: '勝率' },
  seat: { en: 'seat', zh: '座位' },
  firstPlayer: { en: 'first player', zh: '先手' },
  winsByTag: { en: 'Win rates by', zh: '勝率，依' },
  mean: { en: 'mean', zh: '平均' },
  meanIntro: {
    en: 'Means per game with 95% intervals of the mean.',
    zh: '每局平均值，附平均值的 95% 信賴區間。',
  },
  lengthIntro: {
    en: 'How long the games were: overlaid histograms, one colour per variant; the table gives means with 95% intervals.',
    zh: '對局的長度：各變體以不同顏色重疊的直方圖；表格列出平均值與 95% 信賴區間。',
  },
  games: { en: 'games', zh: '對局數' },
  count: { en: 'games', zh: '對局數' },
  finished: { en: 'finished', zh: '完成' },
  errors: { en: 'errors', zh: '錯誤' },
  draws: { en: 'draws', zh: '和局' },
  median: { en: 'median', zh: '中位數' },
  quartiles: { en: 'quartiles', zh: '四分位數' },
  interval: { en: '95% interval', zh: '95% 區間' },
  method: { en: 'Method', zh: '方法' },
  reproduce: { en: 'Reproduce', zh: '重現' },
  reproduceIntro: {
    en: 'Rerunning this command gives the same numbers: every game is seeded from the run seed, and the report holds no clock time.',
    zh: '重新執行此指令會得到相同的數字：每局皆由執行種子決定，報告中不含時鐘時間。',
  },
  versions: { en: 'Versions', zh: '版本' },
  options: { en: 'Options', zh: '選項' },
  seeds: { en: 'Seeds', zh: '種子規則' },
  common: { en: 'common options', zh: '共同選項' },
  none: { en: '(none)', zh: '（無）' },
  outcomes: { en: 'Outcomes', zh: '結局' },
  stopped: {
    en: 'Not every game is played yet: this report covers the games stored so far.',
    zh: '尚未完成全部對局：此報告僅涵蓋目前已儲存的對局。',
  },
} satisfies Record<string, Words>;

export const METHOD: readonly Words[] = [
  {
    en: 'Win rates are compared with the two-proportion z test (pooled variance, two-sided; the same p-value as the 2×2 chi-square test without continuity correction).',
    zh: '勝率以雙比例 z 檢定比較（合併變異數、雙尾；與不含連續性校正的 2×2 卡方檢定 p 值相同）。',
  },
  {
    en: 'Per-game measures (length, battles, deaths, shares …) are compared with the Mann–Whitney U test (two-sided, normal approximation with tie and continuity corrections): it assumes nothing about the shape of the distributions.',
    zh: '每局量測（長度、戰鬥、陣亡、比例…）以 Mann–Whitney U 檢定比較（雙尾、常態近似並校正同分與連續性），不假設分布形狀。',
  },
  {
    en: 'Every pair of variants on every measure is one test. Holm’s step-down adjustment over all the tests in the report keeps the chance of any false “differs” at or below 5%; with more than two variants, every pair is tested and adjusted in the same family.',
    zh: '每一對變體在每一項量測上各為一項檢定。以 Holm 逐步校正本報告的全部檢定，使任何一個「有差異」為誤判的機率不超過 5%；變體多於兩個時，每一對都受檢定，並在同一族中校正。',
  },
  {
    en: 'Intervals: 95% Wilson score intervals for rates; mean ± 1.96·s/√n for means. Each variant’s games are seeded independently of the other variants’.',
    zh: '區間：比率用 95% Wilson 分數區間；平均值用 平均 ± 1.96·s/√n。各變體的對局種子彼此獨立。',
  },
];

export const words = (w: Words, lang: Lang): string => (lang === 'en' ? w.en : w.zh);
