"""client-go's listers of the policy API group."""
