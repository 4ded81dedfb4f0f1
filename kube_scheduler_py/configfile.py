"""Reading a scheduler configuration file, and the error a bad one raises, for both editions.

Each edition's `apis/config/write.py` ports kube-scheduler's configfile.go on top of these:
reading the bytes (with the messages Go's os.ReadFile errors print) and turning them into the
text its config codecs decode do not depend on the release.

Python-only: Go reads the file with os.ReadFile and returns plain `error` values.
"""

from __future__ import annotations

from kube_scheduler_py import goos, manifests


class ConfigFileError(Exception):
    """A configuration file that cannot be read, decoded or validated.

    The message is what kube-scheduler prints; `file` names the file, `field_paths` the
    offending fields where known, and `__cause__` holds the underlying error.

    Python-only: Go returns plain `error` values here; this class names them.
    """

    def __init__(self, file: str, message: str, field_paths: list[str] | None = None) -> None:
        super().__init__(message)
        self.file = file
        self.message = message
        self.field_paths = field_paths or []

    def __str__(self) -> str:
        return self.message


def read_config_text(file: str) -> str:
    """The file's text as the config codecs read it; ConfigFileError when it cannot be read
    or its bytes are not text the YAML reader accepts.

    Python-only: os.ReadFile (kube_scheduler_py.goos) and its *PathError messages.
    """
    try:
        data = goos.read_file(file)
    except goos.PathError as err:
        raise ConfigFileError(file, str(err)) from err
    try:
        return _config_text(data)
    except manifests.ManifestError as err:
        raise ConfigFileError(file, str(err)) from err


def _config_text(data: bytes) -> str:
    """The file's text as the config codecs read it: JSON as UTF-8 (Go's JSON decoder turns
    bytes that are not UTF-8 into U+FFFD), YAML as go-yaml's reader decodes it.

    Python-only: Go's decoders take bytes.
    """
    if manifests.has_json_prefix(data):
        return data.decode("utf-8", "replace")
    return manifests.libyaml_text(data)
