"""The operators that relate a label key to values in a selector requirement (`in`, `=`, ...).

The constants keep their Go names and values (the `const` block at lines 23-33 of
staging/src/k8s.io/apimachinery/pkg/selection/operator.go).
"""


class Operator(str):
    """How a requirement relates a key to its values; a string such as "in" or "!=".

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/selection/operator.go#L21
    """

    __slots__ = ()


DoesNotExist = Operator("!")
Equals = Operator("=")
DoubleEquals = Operator("==")
In = Operator("in")
NotEquals = Operator("!=")
NotIn = Operator("notin")
Exists = Operator("exists")
GreaterThan = Operator("gt")
LessThan = Operator("lt")
