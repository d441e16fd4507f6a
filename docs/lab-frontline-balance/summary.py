# Issue 19's bars from a Frontline lab report.json, one line per variant: games, median rounds, the share of
# games decided in rounds 1-2, the first player's win share (95% Wilson interval; does it contain 1/P?), the
# win share of each turn position (1st, 2nd, ... to move; turn order is seat order from the first player,
# O1.3) and the largest distance of any position from 1/P. A draw counts as a game not won.
#   python3 docs/lab-frontline-balance/summary.py docs/lab-frontline-balance/<run>/report.json [--md]
import json, math, statistics, sys


def wilson(k, n, z=1.96):
    p = k / n
    d = 1 + z * z / n
    c = p + z * z / (2 * n)
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (c - h) / d, (c + h) / d


report = json.load(open(sys.argv[1]))
md = '--md' in sys.argv
if md:
    print('| variant | P | games | median rounds | rounds 1–2 | first player wins (95%) | contains 1/P | turn positions | worst position |')
    print('| --- | --- | --- | --- | --- | --- | --- | --- | --- |')
for v in report['analysis']['variants']:
    players = v['options']['players']
    raw = v['raw']
    rounds = raw['values']['length.rounds']
    n = len(rounds)
    early = sum(1 for r, w in zip(rounds, raw['winners']) if w and r <= 2)
    position = [0] * players
    first_wins = 0
    for w, f in zip(raw['winners'], raw['first']):
        if not w or len(w) != 1 or f is None:
            continue
        position[(w[0] - f) % players] += 1
        first_wins += w[0] == f
    lo, hi = wilson(first_wins, n)
    fair = 1 / players
    shares = [p / n for p in position]
    worst = max(abs(s - fair) for s in shares)
    cells = [
        v['key'], str(players), str(n), f"{statistics.median(rounds):g}", f"{100 * early / n:.1f}%",
        f"{100 * first_wins / n:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}]", 'yes' if lo <= fair <= hi else 'no',
        ' '.join(f"{100 * s:.0f}" for s in shares) + ' %', f"{100 * worst:.1f} pts",
    ]
    print(('| ' + ' | '.join(cells) + ' |') if md else '  '.join(cells))
