#!/usr/bin/env python3
"""Write kube_scheduler_py/v1_31/api/known_fields.json: every JSON field of the API types
at v1.31.1.

The API dataclasses model only the fields the scheduler reads. When a manifest carries a field
Kubernetes knows but the scheduler does not read (`dnsPolicy`, `managedFields`, ...), loading
should stay quiet; only fields Kubernetes itself does not know deserve an "unknown field"
warning. This script reads the Go type declarations of the pinned modules (via tools/gosrc)
and lists, per Go struct, the JSON names of its fields (inline embedded structs expanded).

    tools/gen_known_fields.py            # rewrite the file
    tools/gen_known_fields.py --check    # exit 1 if the file is out of date
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUTPUT = ROOT / "kube_scheduler_py" / "v1_31" / "api" / "known_fields.json"
# Python package (under kube_scheduler_py.v1_31.api) -> Go files that declare its types.
PACKAGES = {
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
STRUCT = re.compile(r"^type (\w+) struct \{$")
FIELD = re.compile(r'^\t(?:(\w+)\s+)?([\w.*\[\]]+)\s+`.*?json:"([^"]*)"')


def _go_file(repo_path: str) -> str:
    gosrc = ROOT / "tools" / "gosrc"
    out = subprocess.run([str(gosrc), repo_path], capture_output=True, text=True, check=True)
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


def generate() -> dict[str, list[str]]:
    parsed = {pkg: {} for pkg in PACKAGES}
    for pkg, files in PACKAGES.items():
        for repo_path in files:
            parsed[pkg].update(_structs(_go_file(repo_path)))

    def names(pkg: str, struct: str) -> set[str]:
        result = set()
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
        for pkg in PACKAGES
        for struct in sorted(parsed[pkg])
    }


def main() -> int:
    text = json.dumps(generate(), indent=1, sort_keys=True) + "\n"
    if "--check" in sys.argv:
        if OUTPUT.read_text() != text:
            print(f"{OUTPUT} is out of date; run tools/gen_known_fields.py", file=sys.stderr)
            return 1
        return 0
    OUTPUT.write_text(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
