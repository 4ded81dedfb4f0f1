"""Port of pkg/scheduler/profile: the scheduling profiles, one framework per scheduler name.

Import it as Go does: `from kube_scheduler_py.v1_31.profile import profile`, then `profile.Map`,
`profile.new_map(...)`.
"""
