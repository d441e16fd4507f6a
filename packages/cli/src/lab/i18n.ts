/** The report's two languages: English and Traditional Chinese (zh-Hant), and the words they share. */
import type { Words } from '@warboard/catalog';

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
    en: 'Each row is one test between two variants, with the difference (first less second) and its 95% interval. “Differs” means the difference holds at the 95% level after Holm’s adjustment for every test in this report; otherwise the run either found no difference larger than it could detect (80% power, after adjustment), or had too few games to see a difference that matters (3 points of a rate or share, a tenth of a mean), and says how many would.',
    zh: '每一列是兩個變體之間的一項檢定，附差異（前者減後者）及其 95% 區間。「有差異」表示在以 Holm 法校正本報告全部檢定之後，差異在 95% 水準下成立；否則，或是未發現大於可偵測值（80% 檢定力，校正後）的差異，或是對局太少，看不出有意義的差異（比率或比例 3 個百分點、平均值的十分之一），並註明需要多少對局。',
  },
  measure: { en: 'measure', zh: '量測' },
  test: { en: 'test', zh: '檢定' },
  p: { en: 'p', zh: 'p 值' },
  pAdjusted: { en: 'p (Holm)', zh: 'p（Holm 校正）' },
  verdict: { en: 'verdict', zh: '結論' },
  differs: { en: 'differs', zh: '有差異' },
  noLarger: { en: 'no difference larger than', zh: '無大於此值的差異：' },
  inconclusive: { en: 'inconclusive: too few games to see', zh: '無定論：對局太少，看不出' },
  gamesNeeded: { en: 'games per variant would settle it', zh: '每個變體需要的對局數' },
  difference: { en: 'difference [95%]', zh: '差異 [95%]' },
  detectable: { en: 'detectable', zh: '可偵測' },
  findings: { en: 'Findings', zh: '發現' },
  balance: { en: 'Is each variant fair?', zh: '各變體是否公平？' },
  balanceIntro: {
    en: 'Each seat, the first player and each seat fact against its fair share (1 ÷ players) of the games someone won: the exact binomial test, two-sided, Holm-adjusted with every other test in the report. “Detectable” is the smallest difference the run would find with 80% power after the adjustment.',
    zh: '每個座位、先手與每項座位屬性，對照其在有勝負對局中的公平份額（1 ÷ 玩家數）：雙尾精確二項檢定，並與本報告其他所有檢定一起以 Holm 法校正。「可偵測」為校正後以 80% 檢定力能發現的最小差異。',
  },
  fair: { en: 'fair share', zh: '公平份額' },
  extremes: { en: 'Games to watch', zh: '值得一看的對局' },
  extremesIntro: {
    en: 'Each command opens the game step by step in the web client, on the board, with every seat’s hidden information: it plays the game again exactly as the lab played it, starts a Warboard server (or uses a running one: --server URL) and prints the address of its replay. Without --web it prints the game as text; with --json instead, its record (core’s GameRecord), which warboard replay FILE opens too.',
    zh: '每個指令都會在網頁用戶端逐步開啟該局，顯示棋盤與每個座位的隱藏資訊：完全依實驗室的方式重玩該局，啟動一個 Warboard 伺服器（或以 --server URL 使用已在執行的伺服器），並印出其重播的網址。去掉 --web 則以文字逐步列出；改用 --json 則輸出其紀錄（core 的 GameRecord），warboard replay 檔案 也能開啟它。',
  },
  skill: { en: 'Skill depth', zh: '技巧深度' },
  skillIntro: {
    en: 'Each pair of bots under each variant: the first bot alone in one seat (rotating game by game), the second in every other; its win rate with a 95% Wilson interval, the dashed line an even share. The nearer an even share, the more the variant is about luck. The ranking orders the bots by their mean distance above an even share over their pairings.',
    zh: '各變體下的每一對機器人：前者獨坐一席（逐局輪換座位），後者坐其餘各席；前者的勝率附 95% Wilson 區間，虛線為平均份額。越接近平均份額，該變體越取決於運氣。排名依各機器人在所有配對中高於平均份額的平均距離排序。',
  },
  ranking: { en: 'ranking', zh: '排名' },
  sweep: { en: 'Sweep', zh: '掃描' },
  sweepIntro: {
    en: 'Each measure against the swept value: the line joins the estimates, the band is their 95% interval; the dashed line is an even share. With several swept options, one line per value of the others.',
    zh: '各量測對照掃描的數值：折線連接估計值，色帶為其 95% 信賴區間；虛線為平均份額。掃描多個選項時，其餘選項的每個值各一條線。',
  },
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
    en: 'Fairness: each seat, the first player and each seat fact (faction, king …) is tested against its fair share, 1 ÷ players of the games someone won (a draw is nobody’s), by the exact binomial test, two-sided (as SciPy’s binomtest).',
    zh: '公平性：每個座位、先手與每項座位屬性（陣營、國王…）以雙尾精確二項檢定（同 SciPy 的 binomtest）對照其公平份額，即有勝負對局的 1 ÷ 玩家數（和局不屬於任何人）。',
  },
  {
    en: 'Win rates are compared with the two-proportion z test (pooled variance, two-sided; the same p-value as the 2×2 chi-square test without continuity correction).',
    zh: '勝率以雙比例 z 檢定比較（合併變異數、雙尾；與不含連續性校正的 2×2 卡方檢定 p 值相同）。',
  },
  {
    en: 'Per-game measures (length, battles, deaths, shares …) are compared with the Mann–Whitney U test (two-sided, normal approximation with tie and continuity corrections): it assumes nothing about the shape of the distributions.',
    zh: '每局量測（長度、戰鬥、陣亡、比例…）以 Mann–Whitney U 檢定比較（雙尾、常態近似並校正同分與連續性），不假設分布形狀。',
  },
  {
    en: 'Every fairness test, and every pair of variants on every measure, is one test. Holm’s step-down adjustment over all the tests in the report keeps the chance of any false “differs” at or below 5%; with more than two variants, every pair is tested and adjusted in the same family.',
    zh: '每一項公平性檢定、每一對變體在每一項量測上，各為一項檢定。以 Holm 逐步校正本報告的全部檢定，使任何一個「有差異」為誤判的機率不超過 5%；變體多於兩個時，每一對都受檢定，並在同一族中校正。',
  },
  {
    en: 'Intervals: 95% Wilson score intervals for rates; mean ± 1.96·s/√n for means. Each variant’s games are seeded independently of the other variants’.',
    zh: '區間：比率用 95% Wilson 分數區間；平均值用 平均 ± 1.96·s/√n。各變體的對局種子彼此獨立。',
  },
  {
    en: 'Sizes: a difference of rates has Newcombe’s hybrid score interval, a difference of means ± 1.96·√(s₁²/n₁ + s₂²/n₂). The detectable difference is (z₁₋α′/₂ + z₀.₈)·se with α′ = 0.05 ÷ the number of tests: what the run finds with 80% power even at the strictest level Holm’s adjustment asks. The games that would settle an inconclusive test scale the games played by (detectable ÷ the difference that matters)².',
    zh: '大小：比率之差用 Newcombe 混合分數區間，平均值之差用 ± 1.96·√(s₁²/n₁ + s₂²/n₂)。可偵測差異為 (z₁₋α′/₂ + z₀.₈)·se，α′ = 0.05 ÷ 檢定數：即使在 Holm 校正最嚴格的水準下，仍有 80% 檢定力能發現的差異。確定一項無定論檢定所需的對局數，為已玩對局數乘以（可偵測值 ÷ 有意義的差異）²。',
  },
];

export const words = (w: Words, lang: Lang): string => (lang === 'en' ? w.en : w.zh);
