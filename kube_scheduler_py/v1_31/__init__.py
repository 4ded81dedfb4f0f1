"""The v1.31.1 edition: the line-by-line port of kube-scheduler v1.31.1 (`pkg/scheduler`) and
of the API code it reads, laid out as the Go tree of that release: `pkg/scheduler/<dir>/<file>.go`
is `kube_scheduler_py/v1_31/<dir>/<file>.py`. docs/editions.md explains the two editions.
"""
