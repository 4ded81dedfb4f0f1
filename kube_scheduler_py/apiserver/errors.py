"""What a call through a clientset raises when it fails, whichever API server stands behind it.

Python-only: client-go returns these failures as plain `error` values, which the scheduler
logs and goes on from. The port raises them, and code that Go lets go on after a failed API
call catches `ClientError`, the base of both kinds: the API server's answer (the edition's
`StatusError`, from the in-memory APIServer or from a real one) and a request that got no
answer at all (`kube_scheduler_py.remote.server.TransportError`). Any other exception is a bug
and is left to stop the run.
"""

from __future__ import annotations

__all__ = ["ClientError"]


class ClientError(Exception):
    """Python-only: the base of every error a clientset call reports to its caller."""
