"""k8s.io/kube-scheduler/extender: the wire types of the scheduler extender protocol."""
