"""The type of an object's unique id (metadata.uid)."""


class UID(str):
    """An object's unique id: usually a UUID, but any string the apiserver assigned.

    Python: the v1.37 ports keep plain `str` for uids in API structs; a UID is one too.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/types/uid.go#L22
    """

    __slots__ = ()
