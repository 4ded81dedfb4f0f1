"""client-go's listers of the storage API group."""
