"""Scheduling profiles: one framework per scheduler name.

A pod names the profile that schedules it in `spec.schedulerName`; the scheduler keeps one
framework per profile in a Map. All profiles must share the same QueueSort plugin (with the
same args), because the scheduler has a single scheduling queue.

# Python: Go's ctx parameters are dropped. NewRecorderFactory (a factory over an events
# broadcaster) has no broadcaster to wrap here; apiserver.events.new_recorder_factory builds
# the recorders instead.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from kube_scheduler_py.v1_31.api.util.validation.field.errors import go_quote
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.framework import runtime as frameworkruntime
from kube_scheduler_py.v1_31.framework.interface import Framework

#: Builds the event recorder of one scheduler name.
#: Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/profile/profile.go#L35
RecorderFactory = Callable[[str], Any]


class ProfileError(Exception):
    """A profile could not be built or does not fit with the others (Go's plain errors).

    Python-only: Go returns plain `error` values here; this class names them.
    """


def new_profile(
    cfg: config.KubeSchedulerProfile,
    r: frameworkruntime.Registry,
    recorder_fact: RecorderFactory,
    *opts: frameworkruntime.Option,
) -> Framework:
    """Build the framework of one profile, with an event recorder named after it.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/profile/profile.go#L38-L43
    """
    recorder = recorder_fact(cfg.scheduler_name)
    opts = (*opts, frameworkruntime.with_event_recorder(recorder))
    return frameworkruntime.new_framework(r, cfg, *opts)


class Map(dict[str, Framework]):
    """The frameworks of all profiles, by scheduler name.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/profile/profile.go#L46
    """

    def handles_scheduler_name(self, name: str) -> bool:
        """Whether some profile schedules pods that name this scheduler.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/profile/profile.go#L68-L71
        """
        return name in self

    def close(self) -> None:
        """Close every framework; raise the failures joined together, if any.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/profile/profile.go#L74-L83
        """
        errs: list[str] = []
        for name, f in self.items():
            try:
                f.close()
            except Exception as err:
                errs.append(f"framework {name} failed to close: {err}")
        if errs:
            # Python: errors.Join's message is its errors' messages, one per line.
            raise ProfileError("\n".join(errs))


def new_map(
    cfgs: list[config.KubeSchedulerProfile],
    r: frameworkruntime.Registry,
    recorder_fact: RecorderFactory,
    *opts: frameworkruntime.Option,
) -> Map:
    """Build the framework of every profile and check that the profiles fit together.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/profile/profile.go#L49-L65
    """
    m = Map()
    v = cfgValidator(m=m)

    for cfg in cfgs:
        try:
            p = new_profile(cfg, r, recorder_fact, *opts)
        except Exception as err:
            raise ProfileError(
                f"creating profile for scheduler name {cfg.scheduler_name}: {err}"
            ) from err
        v.validate(cfg, p)
        m[cfg.scheduler_name] = p
    return m


@dataclass
class cfgValidator:
    """Checks each new profile against the ones built before it.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/profile/profile.go#L92-L96
    """

    m: Map
    queue_sort: str = ""
    queue_sort_args: object = field(default=None)

    def validate(self, cfg: config.KubeSchedulerProfile, f: Framework) -> None:
        """Raise ProfileError for a missing name or plugins, a repeated name, or a QueueSort
        plugin (or its args) that differs from the first profile's.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/profile/profile.go#L98-L129
        """
        if len(f.profile_name()) == 0:
            raise ProfileError("scheduler name is needed")
        if cfg.plugins is None:
            raise ProfileError(
                f"plugins required for profile with scheduler name {go_quote(f.profile_name())}"
            )
        if self.m.get(f.profile_name()) is not None:
            raise ProfileError(
                f"duplicate profile with scheduler name {go_quote(f.profile_name())}"
            )

        queue_sort = f.list_plugins().queue_sort.enabled[0].name
        queue_sort_args: object = None
        for pl_cfg in cfg.plugin_config:
            if pl_cfg.name == queue_sort:
                queue_sort_args = pl_cfg.args
                break
        if len(self.queue_sort) == 0:
            self.queue_sort = queue_sort
            self.queue_sort_args = queue_sort_args
            return
        if self.queue_sort != queue_sort:
            raise ProfileError(
                f"different queue sort plugins for profile {go_quote(cfg.scheduler_name)}: "
                f"{go_quote(queue_sort)}, first: {go_quote(self.queue_sort)}"
            )
        if self.queue_sort_args != queue_sort_args:
            raise ProfileError(
                f"different queue sort plugin args for profile {go_quote(cfg.scheduler_name)}"
            )
