#!/usr/bin/env python3
"""Write each edition's kube_scheduler_py/v1_3x/api/known_fields.json: every JSON field of the
API types at v1.31.1 and at v1.37.2.

The API dataclasses model only the fields the scheduler reads. When a manifest carries a field
Kubernetes knows but the scheduler does not read (`dnsPolicy`, `managedFields`, ...), loading
should stay quiet; only fields Kubernetes itself does not know deserve an "unknown field"
warning. This script reads the Go type declarations of the pinned modules (via tools/gosrc)
and lists, per Go struct, the JSON names of its fields (inline embedded structs expanded), for
every API group the edition's `api/` models.

    tools/gen_known_fields.py                   # rewrite both editions' files
    tools/gen_known_fields.py --edition 1.37    # only one edition's
    tools/gen_known_fields.py --check           # exit 1 if a file is out of date
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# Python package (under kube_scheduler_py.v1_3x.api) -> Go files that declare its types.
_COMMON_PACKAGES = {
    "core.v1": ["staging/src/k8s.io/api/core/v1/types.go"],
    "meta.v1": [
        "staging/src/k8s.io/apimachinery/pkg/apis/meta/v1/types.go",
    ],
    "storage.v1": ["staging/src/k8s.io/api/storage/v1/types.go"],
    "policy.v1": ["staging/src/k8s.io/api/policy/v1/types.go"],
    "scheduling.v1": ["staging/src/k8s.io/api/scheduling/v1/types.go"],
    "apps.v1": ["staging/src/k8s.io/api/apps/v1/types.go"],
    "events.v1": ["staging/src/k8s.io/api/events/v1/types.go"],
}
# Edition (tools/gosrc --edition) -> its API package directory and the packages it models.
EDITIONS = {
    "1.31": ("v1_31", _COMMON_PACKAGES),
    "1.37": (
        "v1_37",
        {
            **_COMMON_PACKAGES,
            "scheduling.v1beta1": ["staging/src/k8s.io/api/scheduling/v1beta1/types.go"],
            "scheduling.v1alpha3": ["staging/src/k8s.io/api/scheduling/v1alpha3/types.go"],
        },
    ),
}
STRUCT = re.compile(r"^type (\w+) struct \{$")
FIELD = re.compile(r'^\t(?:(\w+)\s+)?([\w.*\[\]]+)\s+`.*?json:"([^"]*)"')


def _output(edition: str) -> Path:
    return ROOT / "kube_scheduler_py" / EDITIONS[edition][0] / "api" / "known_fields.json"


def _go_file(edition: str, repo_path: str) -> str:
    gosrc = ROOT / "tools" / "gosrc"
    out = subprocess.run(
        [str(gosrc), "--edition", edition, repo_path], capture_output=True, text=True, check=True
    )
    return Path(out.stdout.strip()).read_text()


def _structs(source: str) -> dict[str, list[tuple[str, str]]]:
    """Struct name -> [(json name, or "" for inline), Go type]."""
    structs: dict[str, list[tuple[str, str]]] = {}
    current: list[tuple[str, str]] | None = None
    for line in source.splitlines():
        match = STRUCT.match(line)
        if match:
            current = structs.setdefault(match.group(1), [])
            continue
        if current is None:
            continue
        if line == "}":
            current = None
            continue
        field = FIELD.match(line)
        if field:
            name = field.group(3).split(",")[0]
            inline = ",inline" in field.group(3) or name == ""
            current.append(("" if inline else name, field.group(2)))
    return structs


def generate(edition: str) -> dict[str, list[str]]:
    packages = EDITIONS[edition][1]
    parsed: dict[str, dict[str, list[tuple[str, str]]]] = {pkg: {} for pkg in packages}
    for pkg, files in packages.items():
        for repo_path in files:
            parsed[pkg].update(_structs(_go_file(edition, repo_path)))

    def names(pkg: str, struct: str) -> set[str]:
        result: set[str] = set()
        for json_name, go_type in parsed[pkg][struct]:
            if json_name:
                result.add(json_name)
                continue
            target = go_type.lstrip("*")
            if "." in target:  # metav1.TypeMeta and friends
                prefix, target = target.split(".", 1)
                other = "meta.v1" if prefix == "metav1" else "core.v1"
                result |= names(other, target)
            else:
                result |= names(pkg, target)
        return result

    return {
        f"{pkg}.{struct}": sorted(names(pkg, struct))
        for pkg in packages
        for struct in sorted(parsed[pkg])
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edition", choices=sorted(EDITIONS), help="only this edition")
    parser.add_argument("--check", action="store_true", help="exit 1 if a file is out of date")
    args = parser.parse_args()
    stale = False
    for edition in [args.edition] if args.edition else sorted(EDITIONS):
        output = _output(edition)
        text = json.dumps(generate(edition), indent=1, sort_keys=True) + "\n"
        if not args.check:
            output.write_text(text)
        elif not output.exists() or output.read_text() != text:
            print(
                f"{output} is out of date; run tools/gen_known_fields.py --edition {edition}",
                file=sys.stderr,
            )
            stale = True
    return 1 if stale else 0


if __name__ == "__main__":
    raise SystemExit(main())
