"""The unit suffixes of a quantity ("Ki", "M", "e3", ...) and how they map to base**exponent."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple, Protocol

from kube_scheduler_py.goint import int32 as _int32
from kube_scheduler_py.v1_37.api.resource.math import (
    _parse_int64,
)

# Python: Format (quantity.go) lives here because quantity.py imports this module; a str alias.
Format = str

DecimalExponent: Format = "DecimalExponent"  # e.g. 12e6
BinarySI: Format = "BinarySI"  # e.g. 12Mi (12 * 2**20)
DecimalSI: Format = "DecimalSI"  # e.g. 12M (12 * 10**6)


class suffixer(Protocol):
    """Reads a suffix into (base, exponent, format) and writes one back; suffixes are str.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/suffix.go#L26-L30
    """

    def interpret(self, s: str) -> tuple[int, int, Format, bool]:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/suffix.go#L27"""

    def construct_bytes(self, base: int, exponent: int, format: Format) -> tuple[str, bool]:
        """Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/suffix.go#L29"""


class bePair(NamedTuple):
    """A base and an exponent, e.g. (2, 10) for "Ki".

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/suffix.go#L36-L38
    """

    base: int
    exponent: int


@dataclass(slots=True)
class listSuffixer:
    """Two-way table between suffixes and (base, exponent) pairs.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/suffix.go#L40-L44
    """

    # Python: Go also keeps a string-valued reverse table; only its []byte twin is ever read.
    suffix_to_be: dict[str, bePair] = field(default_factory=dict)
    be_to_suffix_bytes: dict[bePair, str] = field(default_factory=dict)

    def add_suffix(self, s: str, pair: bePair) -> None:
        """Register s as the spelling of pair (a later pair for the same s wins).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/suffix.go#L46-L59
        """
        self.suffix_to_be[s] = pair
        self.be_to_suffix_bytes[pair] = s

    def lookup(self, s: str) -> tuple[int, int, bool]:
        """The (base, exponent) spelled by s, if known.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/suffix.go#L61-L67
        """
        pair = self.suffix_to_be.get(s)
        if pair is None:
            return 0, 0, False
        return pair.base, pair.exponent, True

    def construct_bytes(self, base: int, exponent: int) -> tuple[str, bool]:
        """The suffix spelling (base, exponent), or ("", False) when there is none.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/suffix.go#L74-L77
        """
        s = self.be_to_suffix_bytes.get(bePair(base, exponent))
        if s is None:
            return "", False
        return s, True


@dataclass(slots=True)
class suffixHandler:
    """The decimal-SI and binary-SI suffix tables plus the "e<exponent>" form.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/suffix.go#L79-L82
    """

    dec_suffixes: listSuffixer = field(default_factory=listSuffixer)
    bin_suffixes: listSuffixer = field(default_factory=listSuffixer)

    def construct_bytes(self, base: int, exponent: int, format: Format) -> tuple[str, bool]:
        """The suffix for base**exponent in the given format ("" and False if none exists).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/suffix.go#L155-L178
        """
        if format == DecimalSI:
            return self.dec_suffixes.construct_bytes(base, exponent)
        if format == BinarySI:
            return self.bin_suffixes.construct_bytes(base, exponent)
        if format == DecimalExponent:
            if base != 10:
                return "", False
            if exponent == 0:
                return "", True
            return "e" + str(exponent), True
        return "", False

    def interpret(self, s: str) -> tuple[int, int, Format, bool]:
        """Read a suffix from the tables, else as "e"/"E" followed by an int64 exponent.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/suffix.go#L180-L198
        """
        b, e, ok = self.dec_suffixes.lookup(s)
        if ok:
            return b, e, DecimalSI, True
        b, e, ok = self.bin_suffixes.lookup(s)
        if ok:
            return b, e, BinarySI, True

        if len(s) > 1 and (s[0] == "E" or s[0] == "e"):
            parsed = _parse_int64(s[1:])
            if parsed is None:
                return 0, 0, DecimalExponent, False
            # Go converts the int64 exponent to int32, dropping the high bits.
            return 10, _int32(parsed), DecimalExponent, True

        return 0, 0, DecimalExponent, False


class fastLookup(suffixHandler):
    """A suffixHandler that answers the most common decimal suffixes without a table lookup.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/suffix.go#L84-L86
    """

    __slots__ = ()

    def interpret(self, s: str) -> tuple[int, int, Format, bool]:
        """Shortcut for "", n, u, m, k, M and G; anything else goes to the tables.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/suffix.go#L88-L106
        """
        if s == "":
            return 10, 0, DecimalSI, True
        if s == "n":
            return 10, -9, DecimalSI, True
        if s == "u":
            return 10, -6, DecimalSI, True
        if s == "m":
            return 10, -3, DecimalSI, True
        if s == "k":
            return 10, 3, DecimalSI, True
        if s == "M":
            return 10, 6, DecimalSI, True
        if s == "G":
            return 10, 9, DecimalSI, True
        return suffixHandler.interpret(self, s)


def new_suffixer() -> suffixer:
    """Build the suffix tables; keep them in step with fastLookup.interpret.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/api/resource/suffix.go#L108-L135
    """
    sh = fastLookup()

    sh.bin_suffixes.add_suffix("Ki", bePair(2, 10))
    sh.bin_suffixes.add_suffix("Mi", bePair(2, 20))
    sh.bin_suffixes.add_suffix("Gi", bePair(2, 30))
    sh.bin_suffixes.add_suffix("Ti", bePair(2, 40))
    sh.bin_suffixes.add_suffix("Pi", bePair(2, 50))
    sh.bin_suffixes.add_suffix("Ei", bePair(2, 60))
    # An empty suffix for 2**0, so that producing it is not an error.
    sh.dec_suffixes.add_suffix("", bePair(2, 0))

    sh.dec_suffixes.add_suffix("n", bePair(10, -9))
    sh.dec_suffixes.add_suffix("u", bePair(10, -6))
    sh.dec_suffixes.add_suffix("m", bePair(10, -3))
    sh.dec_suffixes.add_suffix("", bePair(10, 0))
    sh.dec_suffixes.add_suffix("k", bePair(10, 3))
    sh.dec_suffixes.add_suffix("M", bePair(10, 6))
    sh.dec_suffixes.add_suffix("G", bePair(10, 9))
    sh.dec_suffixes.add_suffix("T", bePair(10, 12))
    sh.dec_suffixes.add_suffix("P", bePair(10, 15))
    sh.dec_suffixes.add_suffix("E", bePair(10, 18))

    return sh


# The suffixer every quantity uses.
quantitySuffixer = new_suffixer()
