"""client-go's listers of the apps API group."""
