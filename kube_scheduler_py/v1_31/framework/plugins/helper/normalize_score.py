"""DefaultNormalizeScore: the usual way a Score plugin maps raw scores to 0..MaxNodeScore."""

from __future__ import annotations

from kube_scheduler_py.goint import quo
from kube_scheduler_py.v1_31.framework.interface import NodeScoreList, Status


def default_normalize_score(
    max_priority: int, reverse: bool, scores: NodeScoreList
) -> Status | None:
    """Scale scores from [0, max(scores)] to [0, max_priority] in place; reverse flips them.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/plugins/helper/normalize_score.go#L27-L55
    """
    max_count = 0
    for node_score in scores:
        if node_score.score > max_count:
            max_count = node_score.score

    if max_count == 0:
        if reverse:
            for node_score in scores:
                node_score.score = max_priority
        return None

    for node_score in scores:
        score = node_score.score

        score = quo(max_priority * score, max_count)
        if reverse:
            score = max_priority - score

        node_score.score = score
    return None
