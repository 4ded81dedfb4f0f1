"""`python -m kube_scheduler_py` runs the same command line as `kube-scheduler-py`."""

from kube_scheduler_py.cli import main

raise SystemExit(main())
