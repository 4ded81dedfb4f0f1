"""A volume binder for tests that answers from a fixed configuration."""

from __future__ import annotations

from dataclasses import dataclass, field

from kube_scheduler_py.v1_31.api.core import v1

from .binder import ConflictReasons, PodVolumeClaims, PodVolumes


@dataclass(slots=True)
class FakeVolumeBinderConfig:
    """What the fake binder answers (errors are raised when set).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/fake_binder.go#L28-L34
    """

    all_bound: bool = False
    find_reasons: ConflictReasons = field(default_factory=list)
    find_err: Exception | None = None
    assume_err: Exception | None = None
    bind_err: Exception | None = None


class FakeVolumeBinder:
    """A SchedulerVolumeBinder answering from its config and recording Assume and Bind.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/fake_binder.go#L45-L49
    """

    def __init__(self, config: FakeVolumeBinderConfig) -> None:
        self.config = config
        self.assume_called = False
        self.bind_called = False

    def get_pod_volume_claims(self, pod: v1.Pod) -> PodVolumeClaims:
        """No claims.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/fake_binder.go#L54-L56
        """
        return PodVolumeClaims()

    def get_eligible_nodes(self, bound_claims: list[v1.PersistentVolumeClaim]) -> set[str] | None:
        """No restriction.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/fake_binder.go#L59-L61
        """
        return None

    def find_pod_volumes(
        self, pod: v1.Pod, pod_volume_claims: PodVolumeClaims, node: v1.Node
    ) -> tuple[PodVolumes | None, ConflictReasons]:
        """The configured reasons (or error).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/fake_binder.go#L64-L66
        """
        if self.config.find_err is not None:
            raise self.config.find_err
        return None, self.config.find_reasons

    def assume_pod_volumes(
        self, assumed_pod: v1.Pod, node_name: str, pod_volumes: PodVolumes | None
    ) -> bool:
        """The configured all-bound answer (or error).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/fake_binder.go#L69-L72
        """
        self.assume_called = True
        if self.config.assume_err is not None:
            raise self.config.assume_err
        return self.config.all_bound

    def revert_assumed_pod_volumes(self, pod_volumes: PodVolumes | None) -> None:
        """Nothing to revert.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/fake_binder.go#L75-L75
        """

    async def bind_pod_volumes(self, assumed_pod: v1.Pod, pod_volumes: PodVolumes | None) -> None:
        """The configured error, if any.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/fake_binder.go#L78-L81
        """
        self.bind_called = True
        if self.config.bind_err is not None:
            raise self.config.bind_err


def new_fake_volume_binder(config: FakeVolumeBinderConfig) -> FakeVolumeBinder:
    """A fake binder with config.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/volumebinding/fake_binder.go#L38-L42
    """
    return FakeVolumeBinder(config)
