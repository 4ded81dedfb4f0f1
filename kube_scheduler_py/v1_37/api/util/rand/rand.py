"""Random alphanumeric strings without vowels (no accidental words), for generated names."""

from __future__ import annotations

from kube_scheduler_py import gorand

alphanums = "bcdfghjklmnpqrstvwxz2456789"
alphanumsIdxBits = 5
alphanumsIdxMask = (1 << alphanumsIdxBits) - 1
maxAlphanumsPerInt = 63 // alphanumsIdxBits


def string(rng: gorand.Rand, n: int) -> str:
    """n random characters of alphanums, drawn five bits at a time from 63-bit integers.

    # Python: the random source is the injected rng, not the package's own generator.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/rand/rand.go#L98-L117
    """
    b: list[str] = []
    random_int63 = rng.int63()
    remaining = maxAlphanumsPerInt
    while len(b) < n:
        if remaining == 0:
            random_int63, remaining = rng.int63(), maxAlphanumsPerInt
        idx = random_int63 & alphanumsIdxMask
        if idx < len(alphanums):
            b.append(alphanums[idx])
        random_int63 >>= alphanumsIdxBits
        remaining -= 1
    return "".join(b)
