# The first player's win rate among games with a winner, from a lab report.json (95% Wilson interval).
# python3 docs/lab-horsemen-balance/first-among-won.py docs/lab-horsemen-balance/<run>/report.json
import json,sys,math
def wilson(k,n,z=1.96):
    p=k/n; d=1+z*z/n; c=p+z*z/(2*n); h=z*math.sqrt(p*(1-p)/n+z*z/(4*n*n)); return ((c-h)/d,(c+h)/d)
r=json.load(open(sys.argv[1]))
for v in r['analysis']['variants']:
    raw=v['raw']; n=k=0
    for w,f in zip(raw['winners'], raw['first']):
        if not w or len(w)!=1 or f is None: continue
        n+=1; k+= (w[0]==f)
    lo,hi=wilson(k,n)
    print(f"{v['key']}: first player wins {k} of {n} games with a winner = {100*k/n:.0f}% [{100*lo:.0f}–{100*hi:.0f}]")
