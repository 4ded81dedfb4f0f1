"""Node selectors parsed once and matched against many nodes.

The NodeAffinity plugin, PodTopologySpread and the scheduler's admission check turn a pod's
`nodeSelector` and `nodeAffinity` into these objects: the label and field requirements are
validated and compiled up front, then matched against each node's labels and `metadata.name`.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field as dataclass_field

from kube_scheduler_py.v1_37.api import fields, labels, selection
from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.util.errors import Aggregate, errors, new_aggregate
from kube_scheduler_py.v1_37.api.util.validation import field


class NodeSelector:
    """A v1.NodeSelector whose terms all parsed without error, ready to match nodes.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/scheduling/corev1/nodeaffinity/nodeaffinity.go#L29-L31
    """

    __slots__ = ("lazy",)

    def __init__(self, lazy: LazyErrorNodeSelector) -> None:
        self.lazy = lazy

    def match(self, node: v1.Node | None) -> bool:
        """Whether the node matches any of the terms (terms are ORed; empty terms match nothing).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/scheduling/corev1/nodeaffinity/nodeaffinity.go#L75-L79
        """
        # Parse errors were already reported by new_node_selector, so a failure is a no-match.
        try:
            return self.lazy.match(node)
        except Aggregate:
            return False


class LazyErrorNodeSelector:
    """A v1.NodeSelector whose parse errors only surface when no term matches a node.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/scheduling/corev1/nodeaffinity/nodeaffinity.go#L35-L37
    """

    __slots__ = ("terms",)

    def __init__(self, terms: list[nodeSelectorTerm]) -> None:
        self.terms = terms

    def match(self, node: v1.Node | None) -> bool:
        """Whether the node matches any of the terms (terms are ORed; empty terms match nothing).

        Raises the (flattened) Aggregate of the parse errors of the terms that could not be
        evaluated, but only when no term matched.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/scheduling/corev1/nodeaffinity/nodeaffinity.go#L84-L103
        """
        if node is None:
            return False
        node_labels = labels.Set(node.labels)
        node_fields = extract_node_fields(node)

        errs: list[Exception] = []
        for term in self.terms:
            match, t_errs = term.match(node_labels, node_fields)
            if len(t_errs) > 0:
                errs.extend(t_errs)
                continue
            if match:
                return True
        agg = errors.flatten(new_aggregate(list(errs)))
        if agg is not None:
            raise agg
        return False


def new_node_selector(ns: v1.NodeSelector, *opts: field.PathOption) -> NodeSelector:
    """Parse a v1.NodeSelector; raises an Aggregate of every parse error found.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/scheduling/corev1/nodeaffinity/nodeaffinity.go#L40-L52
    """
    lazy = new_lazy_error_node_selector(ns, *opts)
    errs: list[Exception] = []
    for term in lazy.terms:
        if len(term.parse_errs) > 0:
            errs.extend(term.parse_errs)
    if len(errs) != 0:
        agg = errors.flatten(new_aggregate(list(errs)))
        if agg is not None:
            raise agg
    return NodeSelector(lazy)


def new_lazy_error_node_selector(
    ns: v1.NodeSelector, *opts: field.PathOption
) -> LazyErrorNodeSelector:
    """Parse a v1.NodeSelector, keeping each term's parse errors for match time.

    Empty terms are dropped: they select no node.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/scheduling/corev1/nodeaffinity/nodeaffinity.go#L56-L71
    """
    p = field.to_path(*opts)
    parsed_terms: list[nodeSelectorTerm] = []
    path = field.child_of(p, "nodeSelectorTerms")
    for i, term in enumerate(ns.node_selector_terms):
        if is_empty_node_selector_term(term):
            continue
        parsed_terms.append(new_node_selector_term(term, path.index(i)))
    return LazyErrorNodeSelector(parsed_terms)


class PreferredSchedulingTerms:
    """Parsed preferred node-affinity terms, used to score nodes by the weights they match.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/scheduling/corev1/nodeaffinity/nodeaffinity.go#L106-L108
    """

    __slots__ = ("terms",)

    def __init__(self, terms: list[preferredSchedulingTerm]) -> None:
        self.terms = terms

    def score(self, node: v1.Node) -> int:
        """The sum of the weights of the terms the node matches.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/scheduling/corev1/nodeaffinity/nodeaffinity.go#L139-L150
        """
        score = 0
        node_labels = labels.Set(node.labels)
        node_fields = extract_node_fields(node)
        for term in self.terms:
            # Parse errors were reported by new_preferred_scheduling_terms.
            ok, _ = term.match(node_labels, node_fields)
            if ok:
                score += term.weight
        return score


def new_preferred_scheduling_terms(
    terms: list[v1.PreferredSchedulingTerm], *opts: field.PathOption
) -> PreferredSchedulingTerms:
    """Parse preferred scheduling terms; raises an Aggregate of every parse error found.

    Terms with weight 0 or no requirements are skipped without being parsed.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/scheduling/corev1/nodeaffinity/nodeaffinity.go#L112-L135
    """
    p = field.to_path(*opts)
    errs: list[Exception] = []
    parsed_terms: list[preferredSchedulingTerm] = []
    for i, term in enumerate(terms):
        # Python: Go's Index works on a nil *Path; build the indexed step directly instead.
        path = field.Path(index=str(i), parent=p)
        if term.weight == 0 or is_empty_node_selector_term(term.preference):
            continue
        parsed = new_node_selector_term(term.preference, path)
        parsed_term = preferredSchedulingTerm(
            match_labels=parsed.match_labels,
            match_fields=parsed.match_fields,
            parse_errs=parsed.parse_errs,
            weight=term.weight,
        )
        if len(parsed_term.parse_errs) > 0:
            errs.extend(parsed_term.parse_errs)
        else:
            parsed_terms.append(parsed_term)
    if len(errs) != 0:
        agg = errors.flatten(new_aggregate(list(errs)))
        if agg is not None:
            raise agg
    return PreferredSchedulingTerms(parsed_terms)


def is_empty_node_selector_term(term: v1.NodeSelectorTerm) -> bool:
    """Whether the term has neither label nor field requirements.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/scheduling/corev1/nodeaffinity/nodeaffinity.go#L152-L154
    """
    return len(term.match_expressions) == 0 and len(term.match_fields) == 0


def extract_node_fields(n: v1.Node) -> fields.Set:
    """The node fields a term's matchFields can test: only `metadata.name`, when set.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/scheduling/corev1/nodeaffinity/nodeaffinity.go#L156-L162
    """
    f = fields.Set()
    if len(n.name) > 0:
        f["metadata.name"] = n.name
    return f


@dataclass(slots=True)
class nodeSelectorTerm:
    """One parsed term: a label selector, a field selector and any parse errors.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/scheduling/corev1/nodeaffinity/nodeaffinity.go#L164-L168
    """

    match_labels: labels.Selector | None = None
    match_fields: fields.Selector | None = None
    # Python: Go tests the slice for nil; it is nil exactly when it is empty, so [] stands in.
    parse_errs: list[Exception] = dataclass_field(default_factory=list)

    def match(
        self, node_labels: labels.Set, node_fields: fields.Set
    ) -> tuple[bool, list[Exception]]:
        """Whether the node's labels and fields satisfy the term, or the term's parse errors.

        A field selector is only checked when the node has fields (a name).

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/scheduling/corev1/nodeaffinity/nodeaffinity.go#L190-L201
        """
        if len(self.parse_errs) > 0:
            return False, self.parse_errs
        if self.match_labels is not None and not self.match_labels.matches(node_labels):
            return False, []
        if (
            self.match_fields is not None
            and len(node_fields) > 0
            and not self.match_fields.matches(node_fields)
        ):
            return False, []
        return True, []


def new_node_selector_term(term: v1.NodeSelectorTerm, path: field.Path) -> nodeSelectorTerm:
    """Compile a term's matchExpressions and matchFields, collecting errors under path.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/scheduling/corev1/nodeaffinity/nodeaffinity.go#L170-L188
    """
    parsed_term = nodeSelectorTerm()
    if len(term.match_expressions) != 0:
        p = path.child("matchExpressions")
        parsed_term.match_labels, errs = node_selector_requirements_as_selector(
            term.match_expressions, p
        )
        if errs is not None:
            parsed_term.parse_errs.extend(errs)
    if len(term.match_fields) != 0:
        p = path.child("matchFields")
        parsed_term.match_fields, errs = node_selector_requirements_as_field_selector(
            term.match_fields, p
        )
        if errs is not None:
            parsed_term.parse_errs.extend(errs)
    return parsed_term


validSelectorOperators: list[str] = [
    v1.NodeSelectorOpIn,
    v1.NodeSelectorOpNotIn,
    v1.NodeSelectorOpExists,
    v1.NodeSelectorOpDoesNotExist,
    v1.NodeSelectorOpGt,
    v1.NodeSelectorOpLt,
]


def node_selector_requirements_as_selector(
    nsm: list[v1.NodeSelectorRequirement], path: field.Path
) -> tuple[labels.Selector | None, list[Exception] | None]:
    """Compile node selector requirements into a labels.Selector (Gt/Lt included).

    Returns (selector, None), or (None, errors) listing every invalid requirement.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/scheduling/corev1/nodeaffinity/nodeaffinity.go#L214-L251
    """
    if len(nsm) == 0:
        return labels.nothing(), None
    errs: list[Exception] = []
    selector = labels.new_selector()
    for i, expr in enumerate(nsm):
        p = path.index(i)
        if expr.operator == v1.NodeSelectorOpIn:
            op = selection.In
        elif expr.operator == v1.NodeSelectorOpNotIn:
            op = selection.NotIn
        elif expr.operator == v1.NodeSelectorOpExists:
            op = selection.Exists
        elif expr.operator == v1.NodeSelectorOpDoesNotExist:
            op = selection.DoesNotExist
        elif expr.operator == v1.NodeSelectorOpGt:
            op = selection.GreaterThan
        elif expr.operator == v1.NodeSelectorOpLt:
            op = selection.LessThan
        else:
            errs.append(
                field.not_supported(p.child("operator"), expr.operator, validSelectorOperators)
            )
            continue
        try:
            r = labels.new_requirement(expr.key, op, expr.values, field.with_path(p))
        except Aggregate as err:
            errs.append(err)
        else:
            selector = selector.add(r)
    if len(errs) != 0:
        return None, errs
    return selector, None


validFieldSelectorOperators: list[str] = [
    v1.NodeSelectorOpIn,
    v1.NodeSelectorOpNotIn,
]


def node_selector_requirements_as_field_selector(
    nsr: list[v1.NodeSelectorRequirement], path: field.Path
) -> tuple[fields.Selector | None, list[Exception] | None]:
    """Compile matchFields requirements (In/NotIn with exactly one value) into a field selector.

    Returns (selector, None), or (None, errors) listing every invalid requirement.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/scheduling/corev1/nodeaffinity/nodeaffinity.go#L260-L293
    """
    if len(nsr) == 0:
        return fields.nothing(), None
    errs: list[Exception] = []

    selectors: list[fields.Selector] = []
    for i, expr in enumerate(nsr):
        p = path.index(i)
        if expr.operator == v1.NodeSelectorOpIn:
            if len(expr.values) != 1:
                errs.append(field.invalid(p.child("values"), expr.values, "must have one element"))
            else:
                selectors.append(fields.one_term_equal_selector(expr.key, expr.values[0]))
        elif expr.operator == v1.NodeSelectorOpNotIn:
            if len(expr.values) != 1:
                errs.append(field.invalid(p.child("values"), expr.values, "must have one element"))
            else:
                selectors.append(fields.one_term_not_equal_selector(expr.key, expr.values[0]))
        else:
            errs.append(
                field.not_supported(p.child("operator"), expr.operator, validFieldSelectorOperators)
            )

    if len(errs) != 0:
        return None, errs
    return fields.and_selectors(*selectors), None


@dataclass(slots=True)
class preferredSchedulingTerm(nodeSelectorTerm):
    """A parsed preferred term and the weight it adds to a matching node's score.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/scheduling/corev1/nodeaffinity/nodeaffinity.go#L295-L298
    """

    weight: int = 0


@dataclass(slots=True)
class RequiredNodeAffinity:
    """A pod's parsed `nodeSelector` and required node affinity; a node must satisfy both.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/scheduling/corev1/nodeaffinity/nodeaffinity.go#L300-L303
    """

    label_selector: labels.Selector | None = None
    node_selector: LazyErrorNodeSelector | None = None

    def match(self, node: v1.Node) -> bool:
        """Whether the node satisfies the pod's nodeSelector and required node affinity.

        Raises the Aggregate of parse errors of the affinity terms when no term matched.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/scheduling/corev1/nodeaffinity/nodeaffinity.go#L331-L341
        """
        if self.label_selector is not None and not self.label_selector.matches(
            labels.Set(node.labels)
        ):
            return False
        if self.node_selector is not None:
            return self.node_selector.match(node)
        return True


def get_required_node_affinity(pod: v1.Pod) -> RequiredNodeAffinity:
    """Parse the pod's nodeSelector and requiredDuringSchedulingIgnoredDuringExecution.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/scheduling/corev1/nodeaffinity/nodeaffinity.go#L306-L308
    """
    return new_required_node_affinity(pod.spec.node_selector, pod.spec.affinity)


def new_required_node_affinity(
    node_selector: dict[str, str], affinity: v1.Affinity | None
) -> RequiredNodeAffinity:
    """Parse a nodeSelector and an affinity's required node terms, as a pod spec holds them.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/component-helpers/scheduling/corev1/nodeaffinity/nodeaffinity.go#L314-L327
    """
    selector: labels.Selector | None = None
    if len(node_selector) > 0:
        selector = labels.selector_from_set(node_selector)
    # The lazy selector keeps parse errors quiet unless no term matches, as Kubernetes always has.
    lazy_node_selector: LazyErrorNodeSelector | None = None
    if (
        affinity is not None
        and affinity.node_affinity is not None
        and affinity.node_affinity.required_during_scheduling_ignored_during_execution is not None
    ):
        lazy_node_selector = new_lazy_error_node_selector(
            affinity.node_affinity.required_during_scheduling_ignored_during_execution
        )
    return RequiredNodeAffinity(label_selector=selector, node_selector=lazy_node_selector)
