#!/usr/bin/env python3
"""Nodes a second of several `tactigon` builds, compared fairly on a noisy machine.

Usage: benches/nps_compare.py GAME MS ROUNDS OPENINGS BIN...

Each build runs as a UGI engine pinned to core 1 (`taskset -c 1`); for every opening of the
OPENINGS file (one position per line, as `tactigon openings` writes them) each engine searches
`go movetime MS` after `uginewgame`, the engines taking turns opening by opening (the order
reversed every other time), so that a drift of the machine falls on all of them alike. The
engine's own last `info … nodes … time` line is what counts. Prints each build's nodes a
second over everything so far after every round, then each build against the first: the
ratio of the totals and the median of the per-opening ratios.
"""
import statistics
import subprocess
import sys


def start(binary, game):
    p = subprocess.Popen(["taskset", "-c", "1", binary, "engine", "--game", game],
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    p.stdin.write(f"ugi\nsetoption name game value {game}\n")
    p.stdin.flush()
    return p


def search(p, position, ms):
    """Nodes and milliseconds of one search from `position`."""
    p.stdin.write(f"uginewgame\nposition fen {position}\ngo movetime {ms}\n")
    p.stdin.flush()
    last = None
    for line in p.stdout:
        if line.startswith("info depth"):
            last = line.split()
        if line.startswith("bestmove"):
            break
    if last is None:
        sys.exit(f"{p.args[3]}: no info line before bestmove from {position}")
    return int(last[last.index("nodes") + 1]), int(last[last.index("time") + 1])


def main():
    if len(sys.argv) < 6:
        sys.exit(__doc__.strip().splitlines()[2])
    game, ms, rounds, openings = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    binaries = sys.argv[5:]
    positions = [line.strip() for line in open(openings) if line.strip()]
    engines = [start(b, game) for b in binaries]
    totals = [[0, 0] for _ in binaries]
    ratios = [[] for _ in binaries]
    for r in range(rounds):
        for i, position in enumerate(positions):
            order = list(range(len(engines)))
            if (r + i) % 2:
                order.reverse()
            rate = {}
            for k in order:
                nodes, ms_used = search(engines[k], position, ms)
                rate[k] = nodes / max(ms_used, 1)
                totals[k][0] += nodes
                totals[k][1] += ms_used
            for k in range(len(engines)):
                ratios[k].append(rate[k] / rate[0])
        line = "  ".join(f"{b}: {n / max(t, 1) / 1000:.2f} M" for b, (n, t) in zip(binaries, totals))
        print(f"after round {r + 1}: {line}", flush=True)
    base = totals[0][0] / max(totals[0][1], 1)
    for k in range(1, len(binaries)):
        total = totals[k][0] / max(totals[k][1], 1) / base
        print(f"{binaries[k]} / {binaries[0]}: totals {total:.3f}, median per opening {statistics.median(ratios[k]):.3f}")
    for p in engines:
        p.stdin.write("quit\n")
        p.stdin.flush()
        p.wait()


if __name__ == "__main__":
    main()
