"""kube_scheduler_py.gorand against Go's math/rand itself.

A small Go program, built with the local toolchain (GOTOOLCHAIN=local, as tools/oracle is),
prints what Go's generator gives for a set of seeds and calls; the port must give the same
numbers. The program seeds the global source with rand.Seed under GODEBUG randseednop=0, as
tools/oracle does, and also uses a rand.New(rand.NewSource(seed)) of its own.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
from pathlib import Path

import pytest

from kube_scheduler_py import gorand

#: Seeds around the edges of Seed's arithmetic: 0 (replaced by a constant), negative, the
#: modulus itself, and values beyond 31 bits.
SEEDS = [0, 1, 4, 42, -7, (1 << 31) - 1, 1 << 40, -(1 << 62)]
#: Bounds for Intn/Int31n/Int63n: powers of two (masked), small odd ones, and bounds close to
#: the top of the range, where the rejection loop draws again about half the time.
BOUNDS = [1, 2, 3, 7, 10, 64, 100, 1000, (1 << 30) + 1, (1 << 31) - 1]
BOUNDS63 = [*BOUNDS, (1 << 62) + 1, (1 << 63) - 1]
DRAWS = 20

GO_PROGRAM = """//go:debug randseednop=0
package main

import (
\t"encoding/json"
\t"math/rand"
\t"os"
)

type out struct {
\tSeed   int64     `json:"seed"`
\tInt63  []int64   `json:"int63"`
\tInt31n [][]int32 `json:"int31n"`
\tIntn   [][]int   `json:"intn"`
\tInt63n [][]int64 `json:"int63n"`
\tGlobal []int     `json:"global"`
}

func main() {
\tvar req struct {
\t\tSeeds    []int64 `json:"seeds"`
\t\tBounds   []int64 `json:"bounds"`
\t\tBounds63 []int64 `json:"bounds63"`
\t\tDraws    int     `json:"draws"`
\t}
\tif err := json.NewDecoder(os.Stdin).Decode(&req); err != nil {
\t\tpanic(err)
\t}
\tvar res []out
\tfor _, seed := range req.Seeds {
\t\to := out{Seed: seed}
\t\tr := rand.New(rand.NewSource(seed))
\t\tfor i := 0; i < req.Draws; i++ {
\t\t\to.Int63 = append(o.Int63, r.Int63())
\t\t}
\t\tfor _, n := range req.Bounds {
\t\t\tvar a []int32
\t\t\tvar b []int
\t\t\tfor i := 0; i < req.Draws; i++ {
\t\t\t\ta = append(a, r.Int31n(int32(n)))
\t\t\t\tb = append(b, r.Intn(int(n)))
\t\t\t}
\t\t\to.Int31n, o.Intn = append(o.Int31n, a), append(o.Intn, b)
\t\t}
\t\tfor _, n := range req.Bounds63 {
\t\t\tvar c []int64
\t\t\tfor i := 0; i < req.Draws; i++ {
\t\t\t\tc = append(c, r.Int63n(n))
\t\t\t}
\t\t\to.Int63n = append(o.Int63n, c)
\t\t}
\t\trand.Seed(seed)
\t\tfor _, n := range req.Bounds {
\t\t\to.Global = append(o.Global, rand.Intn(int(n)), int(rand.Int31n(int32(n))))
\t\t}
\t\tres = append(res, o)
\t}
\tif err := json.NewEncoder(os.Stdout).Encode(res); err != nil {
\t\tpanic(err)
\t}
}
"""


@pytest.fixture(scope="module")
def go_draws(tmp_path_factory: pytest.TempPathFactory) -> list[dict[str, list]]:
    """What Go's math/rand draws for SEEDS, BOUNDS and BOUNDS63."""
    workdir = tmp_path_factory.mktemp("gorand")
    (workdir / "go.mod").write_text("module gorandcheck\n\ngo 1.22\n")
    (workdir / "main.go").write_text(GO_PROGRAM)
    request = {"seeds": SEEDS, "bounds": BOUNDS, "bounds63": BOUNDS63, "draws": DRAWS}
    done = subprocess.run(
        ["go", "run", "."],
        cwd=workdir,
        input=json.dumps(request),
        capture_output=True,
        text=True,
        env={**os.environ, "GOTOOLCHAIN": "local", "GOFLAGS": "-mod=mod"},
        timeout=300,
        check=True,
    )
    return json.loads(done.stdout)


def _port_draws(seed: int) -> dict[str, list]:
    """The same calls, in the same order, on the port's generator."""
    r = gorand.new(gorand.new_source(seed))
    result: dict[str, list] = {"seed": seed, "int63": [r.int63() for _ in range(DRAWS)]}
    result["int31n"], result["intn"] = [], []
    for n in BOUNDS:
        a, b = [], []
        for _ in range(DRAWS):
            a.append(r.int31n(n))
            b.append(r.intn(n))
        result["int31n"].append(a)
        result["intn"].append(b)
    result["int63n"] = [[r.int63n(n) for _ in range(DRAWS)] for n in BOUNDS63]
    # The global source as tools/oracle uses it: rand.Seed, then the package functions.
    r.seed(seed)
    result["global"] = [x for n in BOUNDS for x in (r.intn(n), r.int31n(n))]
    return result


@pytest.mark.parametrize("index", range(len(SEEDS)), ids=[str(s) for s in SEEDS])
def test_the_port_draws_what_go_draws(go_draws: list[dict[str, list]], index: int) -> None:
    assert _port_draws(SEEDS[index]) == go_draws[index]


def test_the_cooked_table_is_the_toolchains() -> None:
    goroot = subprocess.run(
        ["go", "env", "GOROOT"],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "GOTOOLCHAIN": "local"},
    ).stdout.strip()
    source = (Path(goroot) / "src/math/rand/rng.go").read_text()
    body = source[source.index("rngCooked [rngLen]int64") :]
    body = body[body.index("{") + 1 : body.index("}")]
    assert tuple(int(x) for x in re.findall(r"-?\d+", body)) == gorand.rngCooked


@pytest.mark.parametrize("method", ["intn", "int31n", "int63n"])
def test_a_bound_that_is_not_positive_is_refused_as_go_panics(method: str) -> None:
    r = gorand.new(gorand.new_source(1))
    go_name = {"intn": "Intn", "int31n": "Int31n", "int63n": "Int63n"}[method]
    with pytest.raises(ValueError, match=f"invalid argument to {go_name}"):
        getattr(r, method)(0)
