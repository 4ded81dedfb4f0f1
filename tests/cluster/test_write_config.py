"""`kube-scheduler-py config defaults` prints what the real kube-scheduler's --write-config-to
writes, byte for byte (the binary tools/cluster builds from k8s.io/kubernetes v1.31.1)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from kube_scheduler_py.v1_31.apis.config.write import write_config_defaults

ROOT = Path(__file__).resolve().parents[2]
RUN = ROOT / "tools" / "cluster" / "run"
KUBE_SCHEDULER = ROOT / "tools" / "cluster" / ".bin" / "kube-scheduler"

# kube-scheduler reads its kubeconfig before it writes the configuration; nothing connects.
KUBECONFIG = """apiVersion: v1
kind: Config
clusters: [{name: c, cluster: {server: "https://127.0.0.1:1"}}]
contexts: [{name: x, context: {cluster: c, user: u}}]
current-context: x
users: [{name: u, user: {token: t}}]
"""

HEAD = """apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
clientConnection:
  kubeconfig: {kubeconfig}
leaderElection:
  leaderElect: false
"""

CONFIGS = {
    "defaults": "",
    "two profiles, plugin args and weights": """percentageOfNodesToScore: 30
profiles:
- schedulerName: default-scheduler
- schedulerName: packer
  plugins:
    score:
      disabled: [{name: NodeResourcesBalancedAllocation}]
      enabled: [{name: ImageLocality, weight: 5}]
  pluginConfig:
  - name: NodeResourcesFit
    args:
      scoringStrategy:
        type: MostAllocated
        resources: [{name: cpu, weight: 2}, {name: memory, weight: 1}]
  - name: PodTopologySpread
    args:
      defaultingType: List
      defaultConstraints:
      - {maxSkew: 2, topologyKey: zone, whenUnsatisfiable: ScheduleAnyway}
""",
}


@pytest.fixture(scope="module")
def kube_scheduler() -> Path:
    subprocess.run([str(RUN), "build", "kube-scheduler"], check=True, timeout=3600)
    return KUBE_SCHEDULER


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_config_defaults_equal_kube_schedulers_write_config_to(
    name: str, kube_scheduler: Path, tmp_path: Path
) -> None:
    kubeconfig = tmp_path / "kubeconfig"
    kubeconfig.write_text(KUBECONFIG)
    config = tmp_path / "config.yaml"
    config.write_text(HEAD.format(kubeconfig=kubeconfig) + CONFIGS[name])
    written = tmp_path / "written.yaml"
    subprocess.run(
        [str(kube_scheduler), f"--config={config}", f"--write-config-to={written}"],
        check=True,
        capture_output=True,
        timeout=120,
    )
    assert write_config_defaults(str(config)) == written.read_text()
