"""The v1.37.2 edition: the port of kube-scheduler v1.37.2, laid out as the Go tree of that release
(`pkg/scheduler/backend/queue/scheduling_queue.go` is `kube_scheduler_py/v1_37/backend/queue/
scheduling_queue.py`; the staging module `k8s.io/kube-scheduler/framework` is `v1_37/fwk/`).
It is being ported part by part; docs/editions.md says what is there and what is refused.
"""
