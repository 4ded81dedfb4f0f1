"""kube-scheduler-py as a real scheduler: the port against a real kube-apiserver.

Python-only: the REST client and the process around scheduler.New and Scheduler.Run that
cmd/kube-scheduler is in Go (see run.py).
"""
