"""Port of pkg/scheduler/framework (v1.37.2): the scheduling framework kept in kubernetes."""
