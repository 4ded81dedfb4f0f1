"""ImageLocality: prefers nodes that already have the pod's container images.

An image counts with its size, scaled down when few nodes have it, so that pods do not all
pile onto the few nodes holding a popular image.
"""

from __future__ import annotations

from kube_scheduler_py.goint import float64_to_int64, int64
from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.util.validation.field import go_quote
from kube_scheduler_py.v1_31.framework.plugins import names

# Bounds of the image score range: a sensible range of compressed image sizes in registries
# (90% of the images on Docker Hub fall into it).
mb = 1024 * 1024
minThreshold = 23 * mb
maxContainerThreshold = 1000 * mb

Name = names.ImageLocality


class ImageLocalityError(framework.FrameworkError):
    """An error of the ImageLocality plugin (a node missing from the snapshot).

    Python-only: Go returns plain `error` values here; this class names them.
    """


class ImageLocality(framework.ScorePlugin):
    """A Score plugin favouring nodes that already hold the pod's images.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/imagelocality/image_locality.go#L39-L41
    """

    def __init__(self, handle: framework.Handle) -> None:
        self.handle = handle

    def name(self) -> str:
        """The plugin name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/imagelocality/image_locality.go#L49-L51
        """
        return Name

    def score(
        self, state: framework.CycleState, pod: v1.Pod, node_name: str
    ) -> tuple[int, framework.Status | None]:
        """Score the node by the (spread-scaled) sizes of the pod's images already on it.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/imagelocality/image_locality.go#L54-L70
        """
        lister = self.handle.snapshot_shared_lister().node_infos()
        try:
            node_info = lister.get(node_name)
        except Exception as err:
            # Python: the lister interface does not fix the error type it raises.
            wrapped = ImageLocalityError(f"getting node {go_quote(node_name)} from Snapshot: {err}")
            wrapped.__cause__ = err
            return 0, framework.as_status(wrapped)

        # Python: Go's List also returns an error, which the snapshot never produces.
        node_infos = lister.list()
        total_num_nodes = len(node_infos)

        image_scores = sum_image_scores(node_info, pod, total_num_nodes)
        score = calculate_priority(
            image_scores, len(pod.spec.init_containers) + len(pod.spec.containers)
        )

        return score, None

    def score_extensions(self) -> framework.ScoreExtensions | None:
        """None: the scores need no normalisation.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/imagelocality/image_locality.go#L73-L75
        """
        return None


def new(_pl_args: object, h: framework.Handle) -> framework.Plugin:
    """Build the plugin around the framework handle (for its snapshot).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/imagelocality/image_locality.go#L78-L80
    """
    return ImageLocality(handle=h)


def calculate_priority(sum_scores: int, num_containers: int) -> int:
    """Map the summed image scores linearly from [minThreshold, maxThreshold] to
    [0, MaxNodeScore], clamping outside values; maxThreshold grows with the container count.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/imagelocality/image_locality.go#L84-L93
    """
    max_threshold = maxContainerThreshold * num_containers
    if sum_scores < minThreshold:
        sum_scores = minThreshold
    elif sum_scores > max_threshold:
        sum_scores = max_threshold

    # Python: // matches Go's truncating division here: the numerator is never negative, and
    # it is 0 whenever the denominator is not positive (a pod without containers).
    return framework.MaxNodeScore * (sum_scores - minThreshold) // (max_threshold - minThreshold)


def sum_image_scores(node_info: framework.NodeInfo, pod: v1.Pod, total_num_nodes: int) -> int:
    """The summed scaled sizes of the pod's (init) container images present on the node.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/imagelocality/image_locality.go#L98-L111
    """
    # Go int64: the sum of image sizes wraps as Go's does.
    total = 0
    for container in pod.spec.init_containers:
        state = node_info.image_states.get(normalized_image_name(container.image))
        if state is not None:
            total = int64(total + scaled_image_score(state, total_num_nodes))
    for container in pod.spec.containers:
        state = node_info.image_states.get(normalized_image_name(container.image))
        if state is not None:
            total = int64(total + scaled_image_score(state, total_num_nodes))
    return total


def scaled_image_score(image_state: framework.ImageStateSummary, total_num_nodes: int) -> int:
    """The image size scaled by the fraction of nodes that have the image (against the
    "node heating" of always picking the few nodes that hold it).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/imagelocality/image_locality.go#L117-L120
    """
    spread = float(image_state.num_nodes) / float(total_num_nodes)
    # Go int64: converting a float beyond the int64 range gives what amd64 gives.
    return float64_to_int64(float(image_state.size) * spread)


def normalized_image_name(name: str) -> str:
    """The image name as the container runtime reports it: ":latest" added when no tag is
    given.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/imagelocality/image_locality.go#L127-L132
    """
    if name.rfind(":") <= name.rfind("/"):
        name = name + ":latest"
    return name
