/**
 * A rating's history as a small SVG line per game (no chart library: a few dozen points), the deviation as a
 * band around it, the lowest and highest rating written at the side.
 */
import type { RatingPoint } from '../api/protocol.js';
import { t } from '../i18n/i18n.js';

const WIDTH = 480;
const HEIGHT = 160;
const PAD = 28;

export function RatingChart({ points }: { points: readonly RatingPoint[] }) {
  const games = [...new Set(points.map((p) => p.game))];
  const low = Math.min(...points.map((p) => p.rating - p.rd));
  const high = Math.max(...points.map((p) => p.rating + p.rd));
  const y = (rating: number) =>
    HEIGHT - PAD - ((rating - low) / Math.max(1, high - low)) * (HEIGHT - 2 * PAD);
  return (
    <figure class="rating-chart" data-testid="rating-chart">
      {games.map((game) => {
        const mine = points.filter((p) => p.game === game);
        const x = (i: number) => PAD + (i / Math.max(1, mine.length - 1)) * (WIDTH - 2 * PAD);
        const line = mine.map((p, i) => `${x(i).toFixed(1)},${y(p.rating).toFixed(1)}`).join(' ');
        const band = [
          ...mine.map((p, i) => `${x(i).toFixed(1)},${y(p.rating + p.rd).toFixed(1)}`),
          ...mine.map((p, i) => `${x(i).toFixed(1)},${y(p.rating - p.rd).toFixed(1)}`).reverse(),
        ].join(' ');
        return (
          <svg
            key={game}
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-label={t('player.chart', { game, n: mine.length })}
          >
            <polygon points={band} class="rd-band" />
            <polyline points={line} class="rating-line" />
            <text x={2} y={y(high) + 10}>
              {Math.round(high)}
            </text>
            <text x={2} y={y(low)}>
              {Math.round(low)}
            </text>
          </svg>
        );
      })}
      <figcaption class="muted">{t('player.chartCaption')}</figcaption>
    </figure>
  );
}
