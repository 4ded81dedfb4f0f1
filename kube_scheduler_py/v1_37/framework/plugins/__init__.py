"""Port of pkg/scheduler/framework/plugins: the in-tree scheduler plugins."""
