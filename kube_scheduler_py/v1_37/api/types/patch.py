"""The content types of the HTTP PATCH flavours the apiserver accepts.

The constants keep their Go names and values (the `const` block at lines 24-31 of
staging/src/k8s.io/apimachinery/pkg/types/patch.go).
"""


class PatchType(str):
    """A PATCH request's content type, such as "application/merge-patch+json".

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/types/patch.go#L22
    """

    __slots__ = ()


JSONPatchType = PatchType("application/json-patch+json")
MergePatchType = PatchType("application/merge-patch+json")
StrategicMergePatchType = PatchType("application/strategic-merge-patch+json")
ApplyYAMLPatchType = PatchType("application/apply-patch+yaml")
# Go defines ApplyPatchType as ApplyYAMLPatchType, so it comes after it here.
ApplyPatchType = ApplyYAMLPatchType
ApplyCBORPatchType = PatchType("application/apply-patch+cbor")
