"""The API group of the scheduler configuration and its internal version."""

# The API group of the scheduler configuration.
GroupName = "kubescheduler.config.k8s.io"

# Python: schema.GroupVersion{Group: GroupName, Version: runtime.APIVersionInternal} as a string.
SchemeGroupVersion = GroupName + "/__internal"
