# Issue 19's bars from a Frontline lab report.json, one line per variant: games, median rounds, the share of
# games decided in rounds 1-2, the first player's win share with the report's own 95% Wilson interval (does it
# contain 1/P?), the largest distance of any seat's share from 1/P (seats as numbered at the table, the report's
# seatWins), and the win share of each turn position (1st, 2nd, ... to move; turn order is seat order from the
# first player, O1.3) with the largest distance of any position from 1/P. Seats are dealt their place in the
# turn order by dice, so the positions are the stricter test of fairness. A draw counts as a game not won. The
# last column counts the games the turn limit ended (FG6, FG20): games not decided by play.
#   python3 docs/lab-frontline-balance/summary.py docs/lab-frontline-balance/<run>/report.json [--md]
import json, statistics, sys

report = json.load(open(sys.argv[1]))
md = '--md' in sys.argv
header = ['variant', 'P', 'games', 'median rounds', 'rounds 1–2', 'first player wins (95%)', 'contains 1/P',
          'worst seat', 'turn positions', 'worst position', 'turn limit']
if md:
    print('| ' + ' | '.join(header) + ' |')
    print('|' + ' --- |' * len(header))
for v in report['analysis']['variants']:
    players = v['options']['players']
    raw = v['raw']
    rounds = raw['values']['length.rounds']
    n = len(rounds)
    early = sum(1 for r, w in zip(rounds, raw['winners']) if w and r <= 2)
    position = [0] * players
    for w, f in zip(raw['winners'], raw['first']):
        if w and len(w) == 1 and f is not None:
            position[(w[0] - f) % players] += 1
    first = v['firstPlayerWins']
    lo, hi = first['interval']
    fair = 1 / players
    shares = [p / n for p in position]
    worst_seat = max(abs(s['rate'] - fair) for s in v['seatWins'])
    worst_position = max(abs(s - fair) for s in shares)
    cells = [
        v['key'], str(players), str(n), f"{statistics.median(rounds):g}", f"{100 * early / n:.1f}%",
        f"{100 * first['rate']:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}]", 'yes' if lo <= fair <= hi else 'no',
        f"{100 * worst_seat:.1f} pts", ' '.join(f"{100 * s:.0f}" for s in shares) + ' %',
        f"{100 * worst_position:.1f} pts",
        str(sum(c for reason, c in v['outcomes'].items() if reason.startswith('turn limit'))),
    ]
    print(('| ' + ' | '.join(cells) + ' |') if md else '  '.join(cells))
