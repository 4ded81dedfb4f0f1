"""client-go's listers of the core API group."""
